public import PaletteCore

/// W3C Design Tokens (DTCG, Format Module 2025.10) colour tokens.
///
/// Reading takes every token whose type resolves to `color` (its own `$type`, the nearest
/// group's, or its alias target's). Tokens directly at the root form unnamed groups; each
/// top-level group becomes a named ``/PaletteCore/PaletteGroup`` whose deeper groups are flattened
/// into dotted swatch names (`primary.500`). Aliases (`"{group.token}"`, and `{"$ref": "#/a/b"}`
/// whole-token references) are resolved; a broken alias or a cycle skips that token with an
/// error-severity diagnostic and reading goes on. Non-colour tokens are skipped with one
/// summary warning.
///
/// Colour spaces map to the core models: `srgb`, `display-p3`, `lab` and `oklch` natively;
/// `lch` to Lab and `xyz-d50` to Lab; `oklab` to OKLCH; `hsl`, `hwb`, `srgb-linear` and
/// `xyz-d65` to sRGB (unclamped), each with a warning. `a98-rgb`, `prophoto-rgb` and `rec2020`
/// are skipped with a diagnostic. The older string form (`"#RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"`,
/// `"#RGBA"`) is read as sRGB.
///
/// Writing is deterministic: two-space indentation, keys in schema order (`$type`, `$value`;
/// `colorSpace`, `components`, `alpha`, `hex`), `alpha` only when not 1, and a `hex` fallback
/// (gamut-mapped sRGB) on every colour. CMYK and gray have no DTCG colour space and are written
/// as sRGB.
public struct DTCGFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"dtcg"`.
  public var identifier: String { "dtcg" }
  /// `"Design Tokens (DTCG)"`.
  public var displayName: String { "Design Tokens (DTCG)" }
  /// `["tokens.json", "tokens"]`.
  public var fileExtensions: [String] { ["tokens.json", "tokens"] }

  /// Names, a description (the root `$description`), nested groups, alpha; sRGB, Display P3,
  /// Lab and OKLCH stored natively. No palette name, columns or swatch kinds.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: true, columns: false,
      groups: true, alpha: true, models: [.srgb, .displayP3, .lab, .oklch])
  }

  /// The token types of Tokens Studio that DTCG does not define (`spacing`, `fontSizes`, …):
  /// a `$type` among them marks a Tokens Studio file in its DTCG syntax.
  package static let tokensStudioOnlyTypes: Set<String> = [
    "borderRadius", "sizing", "spacing", "text", "opacity", "borderWidth", "boxShadow",
    "fontFamilies", "fontWeights", "lineHeights", "fontSizes", "letterSpacing",
    "paragraphSpacing", "paragraphIndent", "textDecoration", "textCase", "composition", "asset",
    "boolean", "other",
  ]

  /// Whether a prefix shows a Tokens Studio file written in DTCG syntax: a `studio.tokens`
  /// extension, or a `$type` only Tokens Studio uses.
  ///
  /// - Parameter scan: The members of the prefix.
  /// - Returns: `true` on either sign.
  package static func looksLikeTokensStudio(_ scan: JSONPrefixScan) -> Bool {
    if scan.containsKey("studio.tokens") { return true }
    return scan.members.contains { member in
      guard member.hasKey("$type"), let type = member.string else { return false }
      return tokensStudioOnlyTypes.contains(String(decoding: type, as: UTF8.self))
    }
  }

  /// `.strong` for a JSON object whose first 4 KiB mention `"$value"` or `"$type"`; `.weak`
  /// when the object also has a top-level `$themes` or `$metadata` member, which DTCG does not
  /// define and a Tokens Studio project file has beside its token sets, a `studio.tokens`
  /// extension or a `$type` only Tokens Studio uses (`spacing`, `fontSizes`, …), which make it
  /// a Tokens Studio file in DTCG syntax, or a top-level `resolutionOrder`, which makes it a
  /// resolver document (``DTCGResolverFormat``).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
      first == UInt8(ascii: "{")
    else { return .none }
    let text = Array(bytes)
    for marker in ["\"$value\"", "\"$type\""] where contains(text, Array(marker.utf8)) {
      let scan = JSONPrefixScan.scan(prefix)
      let project =
        scan.topLevel("$themes") != nil || scan.topLevel("$metadata") != nil
        || scan.topLevel("resolutionOrder") != nil || Self.looksLikeTokensStudio(scan)
      return project ? .weak : .strong
    }
    return .none
  }

  private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
      return true
    }
    return false
  }

  /// Decodes the colour tokens of a DTCG file.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and diagnostics; tokens that could not be used (broken aliases,
  ///   cycles, invalid values) are skipped with an error-severity diagnostic at their position.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column when the JSON itself is
  ///   malformed or the root is not an object.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let document = try DTCGDocument(bytes, format: identifier)
    var decoder = DTCGDecoder(bytes: bytes, lines: document.lines)
    for warning in document.duplicateKeyWarnings {
      decoder.diagnose(.warning, "dtcg.duplicate-key", warning.message, at: warning.offset)
    }
    return try decoder.decode(document.root)
  }

  /// The token keys the writer gives groups and swatches (`{` and `}` become `_`, a repeated
  /// key gets `-2`, a swatch's dots nest it), each swatch's as its key path joined with dots.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written; DTCG has no palette name.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    DTCGEncoder().names(palette)
  }

  /// Encodes the palette as DTCG colour tokens.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JSON ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array(DTCGEncoder().encode(palette).utf8)
  }
}
