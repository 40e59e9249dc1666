public import PaletteCore

/// Simple Color Palette (`.color-palette`): a minimal JSON palette of flat colours in extended
/// linear sRGB.
///
/// A file is an object with an optional non-empty `name` and a `colors` array of at least one
/// entry; each entry has an optional non-empty `name` and `components`, three or four numbers:
/// red, green and blue in **linear** light (sRGB primaries, D65, no transfer curve; below 0
/// and above 1 allowed, never clamped) and an optional opacity. Values are defined on a grid
/// of 1e-5.
///
/// Reading quantises every value to that grid (5 decimals, half to even, on the decimal
/// text), clamps opacity to 0...1 and stores the colour as gamma-encoded sRGB (the transfer
/// function applied to the magnitude, the sign kept), so the same file always gives the same
/// `Float`s. What the specification calls invalid but is still readable (an empty name, no
/// colours, unknown members) is a warning.
///
/// Writing is deterministic: sRGB (other models converted) back to linear light, each value
/// rounded to 5 decimals half to even and written in plain decimal, opacity only when it is
/// not 1, `name` only when there is one, two-space indentation, UTF-8 without a byte order
/// mark. A value read from a file comes back with the same decimal digits when its magnitude
/// is below 16 (larger ones are approximated, with a warning on read). The format has no
/// groups and no description, and cannot hold an empty palette.
public struct ColorPaletteFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"color-palette"`.
  public var identifier: String { "color-palette" }
  /// `"Simple Color Palette"`.
  public var displayName: String { "Simple Color Palette" }
  /// `["color-palette"]`.
  public var fileExtensions: [String] { ["color-palette"] }

  /// Swatch names, a palette name and opacity, in sRGB (stored as linear sRGB to 5
  /// decimals); no description, columns or groups.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object whose top-level members are
  /// only `name` and `colors`, with a `components` member in a colour;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise (a Sketch palette has `red`, `green`
  /// and `blue` instead, palconv JSON a `format` member).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject, let colors = scan.topLevel("colors"),
      colors.valueStart == UInt8(ascii: "[")
    else { return .none }
    let topLevelOnly = scan.members.allSatisfy {
      $0.depth != 1 || $0.hasKey("name") || $0.hasKey("colors")
    }
    guard topLevelOnly else { return .none }
    return scan.members.contains { $0.depth == 3 && $0.hasKey("components") } ? .strong : .none
  }

  /// Decodes a Simple Color Palette.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: One unnamed group of swatches in file order, the palette's name, and warnings
  ///   (values rounded to the 1e-5 grid, opacity clamped, members the format does not define,
  ///   empty names, no colours).
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a root
  ///   that is not an object, no `colors` array, an entry or value of the wrong type, or a
  ///   number outside the range of `Double`.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var decoder = ColorPaletteDecoder(bytes: bytes)
    if ASCII.hasByteOrderMark(bytes) {
      decoder.warnAtStart(
        "color-palette.byte-order-mark",
        "the file starts with a byte order mark, which the format does not allow")
    }
    for duplicate in parser.duplicateKeys {
      decoder.warn(
        "color-palette.duplicate-key", "duplicate key '\(duplicate.key)'; the last one is used",
        at: duplicate.position)
    }
    return try decoder.decode(root)
  }

  /// The names as written when some are empty: the format allows no empty name, so an empty
  /// palette or swatch name is not written and reads back as none.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names, or `nil` when every name is written as it is.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    let swatches = palette.allSwatches
    guard palette.name == "" || swatches.contains(where: { $0.name == "" }) else { return nil }
    return WrittenNames(
      palette: palette.name == "" ? nil : palette.name,
      groups: palette.groups.map { _ in nil },
      swatches: swatches.map { $0.name == "" ? nil : $0.name })
  }

  /// Encodes the palette as a Simple Color Palette.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON ending with a newline.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a palette without
  ///   swatches (the format requires at least one colour) or a NaN or infinite value.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try ColorPaletteEncoder.encode(palette)
  }
}
