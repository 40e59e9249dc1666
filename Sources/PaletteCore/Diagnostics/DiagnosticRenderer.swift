/// Renders diagnostics for people (compiler style) or for programs (JSON).
///
/// Text form: `path:line:col: severity: message [code]`, or `path: byte N: severity: message
/// [code]` for binary files. With ``useColor`` the severity is coloured with ANSI escapes.
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
    if let path = diagnostic.path { line += path }
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
    line += diagnostic.message
    if showCodes { line += " [\(diagnostic.code)]" }
    return line
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

  /// A JSON string literal: quotes, backslashes and control characters escaped, `/` and
  /// non-ASCII left as they are.
  ///
  /// - Parameter text: Any string.
  /// - Returns: The quoted literal.
  public static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
