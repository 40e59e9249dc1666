public import PaletteCore

/// The palette of an Aseprite sprite (`.aseprite`, `.ase`).
///
/// Reading takes the palette of the sprite's first frame: its palette chunks (`0x2019`, with
/// names and alpha) when there are any, otherwise the old `0x0004` (8-bit) and `0x0011` (6-bit,
/// scaled to 8 bits as Aseprite does) chunks, which hold neither. The pixels, layers and later
/// frames are not read. `.ase` is also Adobe Swatch Exchange's extension: detection goes by
/// content (the magic number `0xA5E0` at byte 4 and the first frame's `0xF1FA` at byte 132).
///
///     let decoded = try AsepriteFormat().decode(bytes)
///     print(decoded.palette.allSwatches.count)
///
/// Writing makes the smallest sprite Aseprite opens: 1×1 pixels in indexed colour, one frame
/// with an sRGB colour profile, the palette chunk with every swatch's name and alpha, one
/// background layer and one cel. At most 256 colours (an indexed pixel is a byte) and at least
/// one. `docs/formats/aseprite.md` has the details.
public struct AsepriteFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"aseprite"`.
  public var identifier: String { "aseprite" }
  /// `"Aseprite sprite palette"`.
  public var displayName: String { "Aseprite sprite palette" }
  /// `["aseprite", "ase"]`.
  public var fileExtensions: [String] { ["aseprite", "ase"] }

  /// Swatch names and alpha, 8-bit sRGB, up to 256 colours; no palette name, description,
  /// columns or groups.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb],
      maxSwatches: AsepriteLayout.writtenEntries)
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the magic number `0xA5E0` is at byte 4
  /// and the first frame's `0xF1FA` at byte 132; ``/PaletteCore/DetectionConfidence/weak`` for
  /// the file magic alone in a prefix too short to hold a frame header;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard AsepriteLayout.hasFileMagic(prefix) else { return .none }
    if AsepriteLayout.hasFrameMagic(prefix) { return .strong }
    return prefix.count < AsepriteLayout.headerSize + 6 ? .weak : .none
  }

  /// Decodes the palette of the sprite's first frame.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: One swatch per palette entry, in index order, each with its byte offset; the
  ///   warnings `aseprite.file-size` (the header's size disagrees with the file's),
  ///   `aseprite.unset-entries` (entries no chunk sets, read as opaque black) and
  ///   `aseprite.no-palette` (no palette chunk).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset: a wrong magic number, a file
  ///   or chunk cut short, a chunk size or palette range out of bounds, more than 65,536
  ///   entries, a 6-bit component above 63, a name that is not UTF-8.
  /// - Complexity: O(*n*) in the size of the first frame.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = AsepriteReader(bytes: bytes)
    return try reader.read()
  }

  /// Encodes the palette as a 1×1 indexed sprite.
  ///
  /// - Parameter palette: The palette; groups are flattened, other models converted to sRGB.
  /// - Returns: The sprite's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for an empty palette, more
  ///   than 256 swatches, a name longer than 65,535 bytes, or a NaN or infinite value.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try AsepriteWriter.encode(palette)
  }
}

extension AsepriteFormat: SniffExplaining {
  /// `false`: a sprite has magic numbers.
  public var isHeaderless: Bool { false }

  /// The magic numbers the claim rests on.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil` when ``sniff(_:)`` answers none.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    switch sniff(prefix) {
    case .strong: "the magic numbers 0xA5E0 at byte 4 and 0xF1FA at byte 132"
    case .weak: "the magic number 0xA5E0 at byte 4"
    default: nil
    }
  }
}
