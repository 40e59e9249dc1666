/// Renders diagnostics for people (compiler style) or for programs (JSON).
///
/// Text form: `path:line:col: severity: message [code]`, or `path: byte N: severity: message
/// [code]` for binary files. With ``useColor`` the severity is coloured with ANSI escapes.
///
/// A text diagnostic is always one line that cannot repaint the terminal: the path and the
/// message go through ``escapingControls(_:)``, so a file named `a⏎b.gpl` prints as
/// `a\nb.gpl`. The JSON form keeps every character exactly (JSON-escaped).
public struct DiagnosticRenderer: Sendable {
  /// Whether to colour severities with ANSI escape sequences.
  public var useColor: Bool
  /// Whether to append ` [code]` to each message.
  public var showCodes: Bool

  /// A renderer without colour that shows codes.
  public static let plain = DiagnosticRenderer(useColor: false, showCodes: true)

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - useColor: Whether to colour severities.
  ///   - showCodes: Whether to append the diagnostic code.
  public init(useColor: Bool, showCodes: Bool = true) {
    self.useColor = useColor
    self.showCodes = showCodes
  }

  /// One line for a diagnostic, without a trailing newline.
  ///
  /// - Parameter diagnostic: The diagnostic.
  /// - Returns: The compiler-style line.
  public func render(_ diagnostic: Diagnostic) -> String {
    var line = ""
    if let path = diagnostic.path { line += Self.escapingControls(path) }
    switch diagnostic.location {
    case .text(let row, let column)?:
      line += diagnostic.path == nil ? "\(row):\(column): " : ":\(row):\(column): "
    case .byte(let offset)?:
      line += diagnostic.path == nil ? "byte \(offset): " : ": byte \(offset): "
    case nil:
      if diagnostic.path != nil { line += ": " }
    }
    let severity = diagnostic.severity.rawValue
    if useColor {
      let code: String
      switch diagnostic.severity {
      case .error: code = "1;31"
      case .warning: code = "1;33"
      case .note: code = "1;36"
      }
      line += "\u{1B}[\(code)m\(severity):\u{1B}[0m "
    } else {
      line += "\(severity): "
    }
    line += Self.escapingControls(diagnostic.message)
    if showCodes { line += " [\(Self.escapingControls(diagnostic.code))]" }
    return line
  }

  /// `text` with every character that could break a line or reorder or repaint a terminal
  /// written as an escape: `\n`, `\r` and `\t` for those three, `\u{XX}` (hexadecimal, as in
  /// a Swift string literal) for the rest of C0, DEL, C1, the line and paragraph separators
  /// U+2028 and U+2029, and the bidirectional controls (U+061C, U+200E, U+200F,
  /// U+202A...U+202E, U+2066...U+2069). Everything else, backslashes included, is left as it
  /// is.
  ///
  /// - Parameter text: A path, a name or a message.
  /// - Returns: Text safe to print on one line of a terminal.
  public static func escapingControls(_ text: String) -> String {
    terminalEscaper.escaping(text)
  }

  private static let terminalEscaper = TextEscaper { scalar in
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case let c where needsEscape(c): "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
    default: nil
    }
  }

  /// Whether ``escapingControls(_:)`` escapes a scalar.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }

  /// A JSON object for one diagnostic, on one line, keys in a fixed order: `severity`, `code`,
  /// `message`, `path`, `line`, `column` or `offset`.
  ///
  /// - Parameter diagnostic: The diagnostic.
  /// - Returns: The JSON text.
  public static func json(_ diagnostic: Diagnostic) -> String {
    var out = "{\"severity\": \(jsonString(diagnostic.severity.rawValue))"
    out += ", \"code\": \(jsonString(diagnostic.code))"
    out += ", \"message\": \(jsonString(diagnostic.message))"
    if let path = diagnostic.path { out += ", \"path\": \(jsonString(path))" }
    switch diagnostic.location {
    case .text(let line, let column)?: out += ", \"line\": \(line), \"column\": \(column)"
    case .byte(let offset)?: out += ", \"offset\": \(offset)"
    case nil: break
    }
    return out + "}"
  }

  /// A JSON string literal (``CodeText/stringLiteral(_:in:)``): quotes, backslashes and
  /// control characters escaped, `/` and other non-ASCII text left as they are.
  ///
  /// - Parameter text: Any string.
  /// - Returns: The quoted literal.
  package static func jsonString(_ text: String) -> String {
    CodeText.stringLiteral(text, in: .json)
  }
}
