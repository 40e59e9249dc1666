public import PaletteCore

/// Sketch palettes (`.sketchpalette`), as the Sketch Palettes plugin saves and loads them.
///
/// A file is a JSON object. Version 1.0 files (`compatibleVersion` below 1.4, or none) list the
/// colours as hex strings (`"#5AC8FA"`); version 1.4 as objects of `red`, `green`, `blue` and
/// `alpha`, each 0...1; version 2.0 (from the document's colour assets) adds an optional `name`
/// to each and keeps `gradients` and pattern `images` beside the colours. Reading takes each
/// entry by its shape, whatever the version says; gradients and images are skipped with one
/// warning each, components outside 0...1 are kept with a warning (Sketch shows them
/// clamped). Components are sRGB.
///
/// Writing is deterministic: version 2.0 with every colour as an object (`name`, which is
/// `null` for an unnamed swatch, then `red`, `green`, `blue`, `alpha`), two-space
/// indentation, each number the shortest text that reads back as the same `Float`. Groups are
/// flattened and other models converted to sRGB, gamut-mapped (the loss report says so); sRGB
/// components are written as they are, outside 0...1 too.
public struct SketchFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"sketch"`.
  public var identifier: String { "sketch" }
  /// `"Sketch palette"`.
  public var displayName: String { "Sketch palette" }
  /// `["sketchpalette"]`.
  public var fileExtensions: [String] { ["sketchpalette"] }

  /// Swatch names and alpha, in sRGB; no palette name, description, columns or groups.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object with a top-level
  /// `compatibleVersion` or `pluginVersion` member (every version of the plugin writes both);
  /// ``/PaletteCore/DetectionConfidence/weak`` for one whose top-level `colors` holds objects
  /// with a `red` member; ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject else { return .none }
    if scan.topLevel("compatibleVersion") != nil || scan.topLevel("pluginVersion") != nil {
      return .strong
    }
    guard let colors = scan.topLevel("colors"), colors.valueStart == UInt8(ascii: "[") else {
      return .none
    }
    return scan.members.contains { $0.depth == 3 && $0.hasKey("red") } ? .weak : .none
  }

  /// Decodes a Sketch palette.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: One unnamed group of swatches, in file order, and warnings for what was
  ///   skipped (gradients, images, unknown members, colour strings that are not hex).
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a root
  ///   that is not an object, no `colors` array, or an entry or component of the wrong type
  ///   or out of `Float` range.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var decoder = SketchDecoder(bytes: bytes)
    for duplicate in parser.duplicateKeys {
      decoder.warn(
        "sketch.duplicate-key", "duplicate key '\(duplicate.key)'; the last one is used",
        at: duplicate.position)
    }
    return try decoder.decode(root)
  }

  /// Encodes the palette as a version 2.0 Sketch palette.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON ending with a newline.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component or alpha is
  ///   NaN or infinite.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SketchEncoder.encode(palette)
  }
}
