public import PaletteCore
import PaletteDTCG

/// Tokens Studio (formerly Figma Tokens) JSON: design tokens with `value` and `type` (or, in
/// its newer DTCG syntax, `$value` and `$type`), read for their colour tokens.
///
/// A file is either one token set (a file of a multi-file project, `<set>.json`) or a whole
/// project: an object whose top-level members are token sets beside `$themes` and
/// `$metadata`. In a project each set becomes a named palette group, in
/// `$metadata.tokenSetOrder` (then document order); in a single set each top-level group does,
/// and top-level tokens go into an unnamed group. A swatch is named by its token path below
/// its group, joined with dots (`blue.500`). The same path in two sets (`light`, `dark`) gives
/// a swatch in each set's group; themes are not applied (a warning says how many there are).
///
/// A token is an object with `value` (or `$value`); its type is its own `type` (or `$type`),
/// else its group's, else its reference target's. Colour values are strings: hex (`#RGB`,
/// `#RGBA`, `#RRGGBB`, `#RRGGBBAA`), `rgb()`/`rgba()` (with Tokens Studio's
/// `rgba(#hex, alpha)`), `hsl()`/`hsla()`; a DTCG colour object is read as the DTCG reader
/// reads it. References name a token by its path, in both of Tokens Studio's spellings:
/// `{color.blue.500}` and the older `$color.blue.500`, as the whole value or inside one
/// (`rgba({color.blue.500}, 0.5)`, `rgba($color.blue.500, 50%)`). They are looked up in the
/// token's own set first, then across every set, later sets overriding earlier ones, and each
/// is resolved once, without recursion. Colour modifiers
/// (`$extensions["studio.tokens"].modify`: `lighten`, `darken`, `mix`, `alpha` in the `srgb`,
/// `hsl`, `lch` and `p3` spaces) are applied as sd-transforms applies them, their value an
/// expression or a reference, their mix colour a reference, the modifier itself a reference;
/// one that cannot be applied leaves the colour before it, with a warning. Tokens of other
/// types are skipped with one summary warning; colour tokens that hold no colour palconv
/// reads (a gradient, a CSS colour keyword) with a warning each; broken references and cycles
/// with an error-severity diagnostic each; extension data other than the modifier with one
/// warning per extension name. Reading goes on past all of them.
///
/// A `$themes.json` or `$metadata.json` file alone holds no tokens: decoding it is an error
/// that says so. The format is read only.
public struct TokensStudioFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"tokens-studio"`.
  public var identifier: String { "tokens-studio" }
  /// `"Tokens Studio"`.
  public var displayName: String { "Tokens Studio" }
  /// None: Tokens Studio files are `.json`, which several formats share; they are told apart
  /// by content.
  public var fileExtensions: [String] { [] }

  /// Names, groups (token sets) and alpha; sRGB, with Display P3 and Lab from modifiers in
  /// the `p3` and `lch` spaces and the models of DTCG colour objects.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb, .displayP3, .lab, .oklch])
  }

  /// The token types of Tokens Studio's vocabulary, by which a token file is recognised.
  static let tokenTypes: Set<String> = [
    "color", "borderRadius", "sizing", "spacing", "text", "typography", "opacity",
    "borderWidth", "strokeStyle", "boxShadow", "fontFamilies", "fontWeights", "lineHeights",
    "fontSizes", "letterSpacing", "paragraphSpacing", "paragraphIndent", "textDecoration",
    "textCase", "composition", "dimension", "border", "asset", "boolean", "number", "other",
  ]

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object with a top-level `$themes`,
  /// `$metadata` or `tokenSetOrder` member, an array of themes (objects with
  /// `selectedTokenSets`), or an object holding a token: an object with a `value` member and a
  /// `type` of Tokens Studio's vocabulary, or a file in Tokens Studio's DTCG syntax: a
  /// `studio.tokens` extension, or a `$type` only Tokens Studio uses (`spacing`, `fontSizes`,
  /// …); ``/PaletteCore/DetectionConfidence/weak`` when the `type` is another string;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise. DTCG files (`$value`) are told apart
  /// by their `$`, and defer to this format on those signs and on `$themes` or `$metadata`.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    if scan.rootIsArray {
      return scan.members.contains { $0.depth == 2 && $0.hasKey("selectedTokenSets") }
        ? .strong : .none
    }
    guard scan.rootIsObject else { return .none }
    for key in ["$themes", "$metadata", "tokenSetOrder"] where scan.topLevel(key) != nil {
      return .strong
    }
    // Its DTCG syntax (`$value`, `$type`): a `studio.tokens` extension, or a type DTCG lacks.
    if DTCGFormat.looksLikeTokensStudio(scan) { return .strong }
    let withValue = Set(scan.members.filter { $0.depth >= 2 && $0.hasKey("value") }.map(\.object))
    var confidence = DetectionConfidence.none
    for member in scan.members where member.hasKey("type") && withValue.contains(member.object) {
      guard let type = member.string else { continue }
      if Self.tokenTypes.contains(String(decoding: type, as: UTF8.self)) { return .strong }
      confidence = .weak
    }
    return confidence
  }

  /// Decodes the colour tokens of a Tokens Studio file.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and diagnostics, each at its line and column.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column for malformed JSON, a root
  ///   that is neither an object nor a themes array, a `$metadata` of the wrong shape, and a
  ///   themes or metadata file alone (which holds no tokens).
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(
      bytes: bytes, format: identifier, maximumDepth: 200, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    var decoder = TokensStudioDecoder(bytes: bytes, lines: parser.lineTable)
    for duplicate in parser.duplicateKeys {
      decoder.diagnose(
        .warning, "tokens-studio.duplicate-key",
        "duplicate key '\(duplicate.key)'; the last one is used", at: duplicate.position)
    }
    return try decoder.decode(root)
  }
}
