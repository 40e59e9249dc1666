public import PaletteCore

/// Lospec palettes (`.json`), as Lospec's palette list gives them for download and through
/// its API (`lospec.com/palette-list/<slug>.json`).
///
/// A file is a JSON object: the palette's `name`, its `author` and `colors`, an array of
/// strings of six hex digits without `#` (`"1a1c2c"`). Reading gives the name, the author as
/// the description (`Author: …`) and one unnamed opaque sRGB swatch per colour, in order.
///
///     let decoded = try LospecFormat().decode(Array(
///       #"{"name": "Sweetie 16", "author": "GrafxKid", "colors": ["1a1c2c", "5d275d"]}"#.utf8))
///     print(decoded.palette.name ?? "")  // Prints "Sweetie 16"
///
/// Read only: Lospec's own `.hex` files are written by the `hex` format.
/// `docs/formats/lospec.md` has the details.
public struct LospecFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"lospec"`.
  public var identifier: String { "lospec" }
  /// `"Lospec palette JSON"`.
  public var displayName: String { "Lospec palette JSON" }
  /// `["json"]`.
  public var fileExtensions: [String] { ["json"] }

  /// A palette name and a description (the author), opaque sRGB; what the file holds.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: true, paletteDescription: true, columns: false,
      groups: false, alpha: false, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object whose top-level members
  /// include `colors` (an array holding no objects) and `author`;
  /// ``/PaletteCore/DetectionConfidence/weak`` when `name` stands in for `author`;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject, let colors = scan.topLevel("colors"),
      colors.valueStart == UInt8(ascii: "["),
      // Lospec's colours are strings: no member anywhere below the root.
      scan.members.allSatisfy({ $0.depth == 1 })
    else { return .none }
    if scan.topLevel("author") != nil { return .strong }
    return scan.topLevel("name") != nil ? .weak : .none
  }

  /// Decodes a Lospec palette.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The swatches in order, the name, the author as the description, and a warning
  ///   for each member Lospec does not give.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a missing
  ///   `colors` array, a colour that is not six hex digits, a name or author that is not a
  ///   string.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var reader = LospecReader()
    return try reader.read(root)
  }
}
