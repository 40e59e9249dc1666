import PaletteArchive
public import PaletteCore

/// SwatchBooker swatch books (`.sbz`): a zip holding `swatchbook.xml` and the ICC profiles
/// its colours name. Read only.
///
/// Reading takes the book's title and description, its column count, every colour material
/// (one model kept of those it gives, by a fixed preference: see `docs/formats/sbz.md`) with
/// its title or identifier as the name and its spot usage, and the book's order and groups.
/// ICC profiles are not applied: values tagged with one are read as sRGB or device CMYK, with
/// a warning. Every layout SwatchBooker wrote is read: formats 0.1 and 0.2 (colours inside the
/// book) and 0.7 (materials and a book); a version it never wrote is read by its elements, with
/// a warning.
public struct SwatchBookerFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"sbz"`.
  public var identifier: String { SwatchBookerFile.format }
  /// `"SwatchBooker swatch book"`.
  public var displayName: String { "SwatchBooker swatch book" }
  /// `["sbz"]`.
  public var fileExtensions: [String] { ["sbz"] }

  /// What a swatch book holds: names, the book's name and description, columns, groups, sRGB,
  /// CMYK, Lab, gray and HSB natively, spot kinds; no alpha. (palconv does not write the
  /// format.)
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: true,
      groups: true, alpha: false, models: [.srgb, .cmyk, .lab, .gray, .hsb],
      kinds: [.process, .spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a zip whose local headers in the prefix
  /// include `swatchbook.xml`; ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    ZipLocalHeaderScan(prefix).contains(anyOf: [SwatchBookerFile.entry]) ? .strong : .none
  }

  /// Decodes a swatch book.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset for a malformed zip, with a line
  ///   and column (and the entry's name in the message) for malformed XML or values, of kind
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when there is no `swatchbook.xml`.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try SwatchBookerArchive.read(bytes)
  }
}
