import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex

/// Options that configure formats (`--gpl-alpha`, `--css-syntax`, `--hex-*`, `--alpha-order`).
///
/// Each maps to one stored property of one codec; ``configure(_:)`` returns the configured
/// instance, so its ``PaletteFormat/capabilities`` are exact for the loss report.
///
/// | Option | Codec property |
/// |---|---|
/// | `--gpl-alpha` | `GPLFormat.includeAlpha = true` |
/// | `--css-syntax S` | `CSSVariablesFormat.valueSyntax` (CSS support lands separately) |
/// | `--hex-prefix` | `HexListFormat.hashPrefix = true` |
/// | `--hex-case upper` | `HexListFormat.uppercase = true` |
/// | `--hex-names` | `HexListFormat.includeNames = true` |
/// | `--hex-alpha WHEN` | `HexListFormat.alphaOutput` |
/// | `--alpha-order rgba\|argb` | `HexListFormat.alphaPosition` (`.last` / `.first`), reading and writing |
struct FormatOptions: Sendable, Equatable {
  /// `--gpl-alpha`.
  var gplAlpha = false
  /// `--css-syntax`.
  var cssSyntax: String?
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

  /// The values `--css-syntax` accepts.
  static let cssSyntaxes = ["hex", "rgb", "oklch", "native"]

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
  ]

  /// Reads the options from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for a value that is not allowed.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    gplAlpha = parsed.has("gpl-alpha")
    hexPrefix = parsed.has("hex-prefix")
    hexNames = parsed.has("hex-names")
    if let syntax = parsed.value("css-syntax") {
      guard Self.cssSyntaxes.contains(syntax) else {
        throw UsageError(
          "unknown CSS syntax '\(syntax)'; use one of: \(Self.cssSyntaxes.joined(separator: ", "))")
      }
      cssSyntax = syntax
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
    return CSSOptionBridge.configure(format, syntax: cssSyntax)
  }
}
