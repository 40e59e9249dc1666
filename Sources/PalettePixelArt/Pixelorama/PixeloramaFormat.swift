public import PaletteCore

/// Pixelorama palettes (`.json`), as the Pixelorama pixel-art editor saves them.
///
/// A file is a JSON object: `colors`, an array of objects each with a `color` (Godot's colour
/// text, `"(r, g, b, a)"` with sRGB components from 0 to 1) and the `index` of its slot in the
/// grid; `width` and `height`, the grid's size (8 × 8 when absent); and a `comment`. Slots are
/// sparse: an index may be skipped, and entries need not be in index order. Reading gives one
/// swatch per slot from 0 to the highest index used, with ``/PaletteCore/Swatch/emptySlot`` in
/// every gap, the width as the column count and the comment as the description; the
/// palette's name is the file's name, which the file does not hold.
///
///     let decoded = try PixeloramaFormat().decode(Array(
///       #"{"colors": [{"color": "(1, 0, 0, 1)", "index": 2}], "width": 4, "height": 1}"#.utf8))
///     print(decoded.palette.allSwatches.count)  // Prints "3": two empty slots, then red
///
/// Writing keeps empty slots as gaps in the indices, the column count as `width` (8 without
/// one), the description as `comment`, and each component as the shortest decimal that reads
/// back as the same `Float`. Names are not stored. `docs/formats/pixelorama.md` has the
/// details.
public struct PixeloramaFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"pixelorama"`.
  public var identifier: String { "pixelorama" }
  /// `"Pixelorama palette"`.
  public var displayName: String { "Pixelorama palette" }
  /// `["json"]`.
  public var fileExtensions: [String] { ["json"] }

  /// Alpha, a description, columns and empty slots, in sRGB; no names or groups.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: true, columns: true,
      maxColumns: PixeloramaReader.maximumIndex, groups: false, alpha: true, models: [.srgb],
      maxSwatches: PixeloramaReader.maximumIndex + 1)
    capabilities.emptySlots = true
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object with a `colors` array whose
  /// objects have `color` strings and an `index`, beside a top-level `width` or `height`;
  /// ``/PaletteCore/DetectionConfidence/weak`` for such colours without the grid's size in the
  /// prefix; ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject, let colors = scan.topLevel("colors"),
      colors.valueStart == UInt8(ascii: "[")
    else { return .none }
    let hasColor = scan.members.contains {
      $0.depth == 3 && $0.hasKey("color") && $0.valueStart == UInt8(ascii: "\"")
    }
    let hasIndex = scan.members.contains { $0.depth == 3 && $0.hasKey("index") }
    guard hasColor, hasIndex else { return .none }
    return scan.topLevel("width") != nil || scan.topLevel("height") != nil ? .strong : .weak
  }

  /// Decodes a Pixelorama palette.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: One swatch per slot up to the highest index, empty slots in the gaps, the
  ///   width as the column count and the comment as the description, and warnings for unknown
  ///   members, a repeated index (the later colour wins, as in Pixelorama), components outside
  ///   0...1 and indices outside the grid.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a missing
  ///   `colors` array, an entry without `index` or `color`, a colour text that is not
  ///   `(r, g, b[, a])`, an index above 65,535, a width or height that is not a whole number
  ///   from 1 to 65,535.
  /// - Complexity: O(*n*) in the size of the file, plus the slots up to the highest index.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var reader = PixeloramaReader(bytes: bytes)
    return try reader.read(root)
  }

  /// Encodes the palette as a Pixelorama palette.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON ending with a newline.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for more than 65,536
  ///   swatches or a NaN or infinite value.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try PixeloramaWriter.encode(palette)
  }
}
