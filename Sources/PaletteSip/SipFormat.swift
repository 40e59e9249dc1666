public import PaletteCore

/// Sip palettes (`.sippalette`), as the Sip colour picker for macOS exports them.
///
/// A file is a JSON object: the palette's `name` and a `colors` array of objects, each with
/// `red`, `green`, `blue` and `alpha` from 0 to 1 and a `name`. Newer versions of Sip add
/// bookkeeping beside them (`sip` with the app's version, `id`, `createdAt`, `index`,
/// `originalName`, `readOnly`, `dock`, `like`, `lock`, and an `id` and `createdAt` on each
/// colour), which reading skips without a word. Components are sRGB.
///
///     let decoded = try SipFormat().decode(Array(
///       #"{"name": "Sea", "colors": [{"name": "Foam", "red": 1, "green": 1, "blue": 1, "alpha": 1}]}"#
///         .utf8))
///     print(decoded.palette.name ?? "")  // Prints "Sea"
///
/// Writing is deterministic: the palette's `name` (left out when it has none), then `colors`
/// with `name` (left out for an unnamed swatch), `red`, `green`, `blue` and `alpha`, two-space
/// indentation, each number the shortest text that reads back as the same `Float`. Groups are
/// flattened and other models converted to sRGB, gamut-mapped (the loss report says so).
/// `docs/formats/sip.md` has the details.
public struct SipFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"sip"`.
  public var identifier: String { "sip" }
  /// `"Sip palette"`.
  public var displayName: String { "Sip palette" }
  /// `["sippalette"]`.
  public var fileExtensions: [String] { ["sippalette"] }

  /// Swatch names, the palette name and alpha, in sRGB; no description, columns or groups.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object with a top-level `sip`
  /// member (the app's version, which Sip 2 writes) beside `colors`;
  /// ``/PaletteCore/DetectionConfidence/weak`` for an object without Sketch's version members
  /// whose top-level `colors` holds objects with a `red` member (the shape Sip's export shares
  /// with other JSON palettes, so the extension decides); ``/PaletteCore/DetectionConfidence/none``
  /// otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject,
      scan.topLevel("compatibleVersion") == nil, scan.topLevel("pluginVersion") == nil
    else { return .none }
    if let sip = scan.topLevel("sip"), sip.valueStart == UInt8(ascii: "{"),
      scan.topLevel("colors") != nil
    {
      return .strong
    }
    guard let colors = scan.topLevel("colors"), colors.valueStart == UInt8(ascii: "[") else {
      return .none
    }
    return scan.members.contains { $0.depth == 3 && $0.hasKey("red") } ? .weak : .none
  }

  /// Decodes a Sip palette.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: One unnamed group of swatches, in file order, the palette's name, and warnings
  ///   for members Sip does not write, duplicate keys and components outside 0...1.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a root
  ///   that is not an object, no `colors` array, or an entry, name or component of the wrong
  ///   type or out of `Float` range.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var decoder = SipDecoder(bytes: bytes)
    for duplicate in parser.duplicateKeys {
      decoder.warn(
        "sip.duplicate-key", "duplicate key '\(duplicate.key)'; the last one is used",
        at: duplicate.position)
    }
    return try decoder.decode(root)
  }

  /// Encodes the palette as a Sip palette.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON ending with a newline.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component or alpha is
  ///   NaN or infinite.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SipEncoder.encode(palette)
  }
}
