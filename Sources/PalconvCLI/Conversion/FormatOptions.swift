import PaletteCore

/// Options that configure output formats (`--gpl-alpha`, `--css-syntax`, …).
///
/// Each maps to a stored property of one codec; ``configure(_:)`` returns the configured
/// instance so its ``PaletteFormat/capabilities`` are exact for the loss report.
struct FormatOptions: Sendable, Equatable {
  /// `--gpl-alpha`: GPL writes a fourth alpha column (the Aseprite extension).
  var gplAlpha = false
  /// `--css-syntax`: how CSS values are written.
  var cssSyntax: String?

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
  ]

  /// Reads the options from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for a value that is not allowed.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    gplAlpha = parsed.has("gpl-alpha")
    if let syntax = parsed.value("css-syntax") {
      guard Self.cssSyntaxes.contains(syntax) else {
        throw UsageError(
          "unknown CSS syntax '\(syntax)'; use one of: \(Self.cssSyntaxes.joined(separator: ", "))")
      }
      cssSyntax = syntax
    }
  }

  init() {}

  /// The format configured with these options; formats without options are returned as they
  /// are.
  func configure(_ format: any PaletteFormat) -> any PaletteFormat {
    format
  }
}
