import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteSheet
import PaletteSwiftCode
import PaletteXcassets

/// Options that configure formats (`--gpl-alpha`, `--css-syntax`, `--hex-*`, `--alpha-order`,
/// `--swift-*`, `--xcassets-namespace`, `--sheet-columns`).
///
/// Each maps to one stored property of one codec; ``configure(_:)`` returns the configured
/// instance, so its ``PaletteFormat/capabilities`` are exact for the loss report.
///
/// | Option | Codec property |
/// |---|---|
/// | `--gpl-alpha` | `GPLFormat.includeAlpha = true` |
/// | `--css-syntax S` | `CSSVariablesFormat.valueSyntax` |
/// | `--hex-prefix` | `HexListFormat.hashPrefix = true` |
/// | `--hex-case upper` | `HexListFormat.uppercase = true` |
/// | `--hex-names` | `HexListFormat.includeNames = true` |
/// | `--hex-alpha WHEN` | `HexListFormat.alphaOutput` |
/// | `--alpha-order rgba\|argb` | `HexListFormat.alphaPosition` (`.last` / `.first`), reading and writing |
/// | `--swift-type NAME` | `SwiftCodeFormat.typeName` |
/// | `--swift-access A` | `SwiftCodeFormat.accessLevel` |
/// | `--xcassets-namespace` | `XcassetsFormat.providesNamespace = true` |
/// | `--sheet-columns N` | `HTMLSheetFormat.columns`, `SVGSheetFormat.columns` |
struct FormatOptions: Sendable, Equatable {
  /// `--gpl-alpha`.
  var gplAlpha = false
  /// `--css-syntax`.
  var cssSyntax: CSSVariablesFormat.ValueSyntax?
  /// `--hex-prefix`.
  var hexPrefix = false
  /// `--hex-case`: `true` for upper case.
  var hexUppercase: Bool?
  /// `--hex-names`.
  var hexNames = false
  /// `--hex-alpha`.
  var hexAlpha: HexListFormat.AlphaOutput?
  /// `--alpha-order`.
  var alphaPosition: HexListFormat.AlphaPosition?
  /// `--swift-type`.
  var swiftTypeName: String?
  /// `--swift-access`.
  var swiftAccess: SwiftCodeFormat.AccessLevel?
  /// `--xcassets-namespace`.
  var xcassetsNamespace = false
  /// `--sheet-columns`.
  var sheetColumns: Int?

  /// The values `--css-syntax` accepts.
  static var cssSyntaxes: [String] { CSSVariablesFormat.ValueSyntax.allCases.map(\.rawValue) }

  /// The column counts `--sheet-columns` accepts (the sheets' own range).
  static let sheetColumnRange = 1...12

  /// The option specifications, for parsing and help.
  static let specs: [OptionSpec] = [
    OptionSpec(
      "gpl-alpha", section: .formatOptions,
      help: "GPL: write a fourth column with alpha (the Aseprite extension; GIMP ignores it)."),
    OptionSpec(
      "css-syntax", value: .required("syntax"), section: .formatOptions,
      help: "CSS: write values as hex, rgb, oklch or native (each colour in its own model)."),
    OptionSpec(
      "hex-prefix", section: .formatOptions, help: "Hex list: write '#' before each colour."),
    OptionSpec(
      "hex-case", value: .required("case"), section: .formatOptions,
      help: "Hex list: write digits in upper or lower case (default lower)."),
    OptionSpec(
      "hex-names", section: .formatOptions,
      help: "Hex list: write each swatch's name after its colour."),
    OptionSpec(
      "hex-alpha", value: .required("when"), section: .formatOptions,
      help: "Hex list: write alpha digits never, when-present (default) or always."),
    OptionSpec(
      "alpha-order", value: .required("order"), section: .formatOptions,
      help: "Hex list: alpha digits last (rgba, default) or first (argb), reading and writing."),
    OptionSpec(
      "swift-type", value: .required("name"), section: .formatOptions,
      help: "Swift: the generated type's name (default: from the palette name)."),
    OptionSpec(
      "swift-access", value: .required("level"), section: .formatOptions,
      help: "Swift: public (default) or internal declarations."),
    OptionSpec(
      "xcassets-namespace", section: .formatOptions,
      help: "Asset catalog: group folders provide a namespace (colours named Group/Name)."),
    OptionSpec(
      "sheet-columns", value: .required("n"), section: .formatOptions,
      help: "HTML and SVG sheets: swatches per row, 1...12 (default: the palette's own, else 6)."),
  ]

  /// Reads the options from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for a value that is not allowed.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    gplAlpha = parsed.has("gpl-alpha")
    hexPrefix = parsed.has("hex-prefix")
    hexNames = parsed.has("hex-names")
    xcassetsNamespace = parsed.has("xcassets-namespace")
    if let syntax = parsed.value("css-syntax") {
      guard let value = CSSVariablesFormat.ValueSyntax(rawValue: syntax) else {
        throw UsageError(
          "unknown CSS syntax '\(syntax)'; use one of: \(Self.cssSyntaxes.joined(separator: ", "))")
      }
      cssSyntax = value
    }
    if let name = parsed.value("swift-type") {
      guard !name.isEmpty else { throw UsageError("the value of '--swift-type' must not be empty") }
      swiftTypeName = name
    }
    if let text = parsed.value("swift-access") {
      guard let level = SwiftCodeFormat.AccessLevel(rawValue: text) else {
        throw UsageError(
          "the value of '--swift-access' must be public or internal, not '\(text)'")
      }
      swiftAccess = level
    }
    if let text = parsed.value("sheet-columns") {
      guard let value = Int(text), Self.sheetColumnRange.contains(value) else {
        throw UsageError(
          "the value of '--sheet-columns' must be a whole number from 1 to 12, not '\(text)'")
      }
      sheetColumns = value
    }
    if let text = parsed.value("hex-case") {
      guard text == "upper" || text == "lower" else {
        throw UsageError("the value of '--hex-case' must be upper or lower, not '\(text)'")
      }
      hexUppercase = text == "upper"
    }
    if let text = parsed.value("hex-alpha") {
      guard let value = HexListFormat.AlphaOutput(rawValue: text) else {
        throw UsageError(
          "the value of '--hex-alpha' must be never, when-present or always, not '\(text)'")
      }
      hexAlpha = value
    }
    if let text = parsed.value("alpha-order") {
      switch text {
      case "rgba": alphaPosition = .last
      case "argb": alphaPosition = .first
      default:
        throw UsageError("the value of '--alpha-order' must be rgba or argb, not '\(text)'")
      }
    }
  }

  init() {}

  /// The format configured with these options; formats without options are returned as they
  /// are.
  func configure(_ format: any PaletteFormat) -> any PaletteFormat {
    if var gpl = format as? GPLFormat {
      if gplAlpha { gpl.includeAlpha = true }
      return gpl
    }
    if var hex = format as? HexListFormat {
      if hexPrefix { hex.hashPrefix = true }
      if let hexUppercase { hex.uppercase = hexUppercase }
      if hexNames { hex.includeNames = true }
      if let hexAlpha { hex.alphaOutput = hexAlpha }
      if let alphaPosition { hex.alphaPosition = alphaPosition }
      return hex
    }
    if var css = format as? CSSVariablesFormat {
      if let cssSyntax { css.valueSyntax = cssSyntax }
      return css
    }
    if var swift = format as? SwiftCodeFormat {
      if let swiftTypeName { swift.typeName = swiftTypeName }
      if let swiftAccess { swift.accessLevel = swiftAccess }
      return swift
    }
    if var catalog = format as? XcassetsFormat {
      if xcassetsNamespace { catalog.providesNamespace = true }
      return catalog
    }
    if var html = format as? HTMLSheetFormat {
      if let sheetColumns { html.columns = sheetColumns }
      return html
    }
    if var svg = format as? SVGSheetFormat {
      if let sheetColumns { svg.columns = sheetColumns }
      return svg
    }
    return format
  }
}
