public import PaletteCore

/// Gpick palettes (`.gpa`), the colour picker's own binary files.
///
/// A file is a run of chunks, each a 16-byte name padded with NULs and a 64-bit
/// little-endian size: `GPA version` (a 32-bit version, 1.0 or 2.0; the name may go on with
/// Gpick's own version, `GPA version 0.3`), `handler_map` (the names of the value types),
/// `color_list` (one record of typed, named values per colour: its `color`, four float32, and
/// its `name`) and `color_positions`. Reading keeps the float32 sRGB components bit-exact and
/// the names; the fourth float is alpha in file format 2.0 and not read before it (Gpick
/// leaves it unset there, and so does its reader); the positions are not kept. Read only.
/// See `docs/formats/gpa.md`.
///
///     let palette = try GpickPaletteFormat().decode(bytes).palette
public struct GpickPaletteFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"gpa"`.
  public var identifier: String { "gpa" }
  /// `"Gpick palette"`.
  public var displayName: String { "Gpick palette" }
  /// `["gpa"]`.
  public var fileExtensions: [String] { ["gpa"] }

  /// Names, float sRGB and (file format 2.0) alpha; no palette name, description, groups or
  /// other models.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the file starts with the chunk name
  /// `GPA version`, alone or followed by a space and Gpick's version (`GPA version 0.3`),
  /// otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    GpickPaletteReader.startsWithSignature(prefix) ? .strong : .none
  }

  /// Decodes a Gpick palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings: `gpa.skipped` for a chunk or a record palconv does
  ///   not read, each with its byte offset.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` without the `GPA version` chunk,
  ///   ``/PaletteCore/PaletteError/Kind/unsupportedVersion`` for a major version other than 1,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for a chunk, count or length
  ///   past the end of the file or its chunk, ``/PaletteCore/PaletteError/Kind/invalidValue``
  ///   for a value of an unknown type or a component that is NaN or infinite,
  ///   ``/PaletteCore/PaletteError/Kind/invalidEncoding`` for a name that is not UTF-8.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try GpickPaletteReader(bytes).read()
  }
}
