/// Text made safe to write into generated code: in comments, where a name must not end the
/// comment, and in string literals, where it must stay exactly the data it is.
///
/// Every code writer (Tailwind, Swift, Compose, CSS, Sass, Less, Stylus) puts names and
/// descriptions through these functions, so a palette name can never become code:
///
/// - A line comment (`//`) ends at any line break a language knows: line feed, carriage
///   return, and in JavaScript and Less also U+2028 and U+2029, in Sass also a form feed. Its
///   text has every control character (``ControlCharacters``) replaced, line breaks by spaces.
/// - A block comment (`/* */`) ends at `*/`, and in Swift and Kotlin a `/*` inside it opens a
///   nested comment that must be closed too: both are broken by a space (`* /`, `/ *`), and
///   control characters are replaced as in a line comment.
/// - A string literal escapes its quote, `\`, every control character, and what starts an
///   interpolation (`$` in Kotlin; Swift's `\(` by escaping `\`), so it holds the name exactly.
///
///     CodeText.lineComment("Brand\u{2028}require('fs')")  // "Brand require('fs')"
///     CodeText.stringLiteral("a$b\n", in: .kotlin)         // "\"a\\$b\\n\""
package enum CodeText {
  /// The text of a line comment (`//`, `///`): one line, every control character replaced.
  ///
  /// - Parameter text: A name.
  /// - Returns: The text to write after `// `.
  package static func lineComment(_ text: String) -> String {
    ControlCharacters.oneLine(text)
  }

  /// The lines of a multi-line comment: `text` split at its line breaks, every other control
  /// character replaced.
  ///
  /// - Parameter text: A description.
  /// - Returns: The lines, each to write after `// ` (or, through ``blockComment(_:in:)``,
  ///   inside a block comment).
  package static func lineCommentLines(_ text: String) -> [String] {
    ControlCharacters.lines(text)
  }

  /// The text of a block comment on one line: every control character replaced, `*/` broken
  /// into `* /`, and in a language whose comments nest, `/*` into `/ *`.
  ///
  /// - Parameters:
  ///   - text: A name, or one line of a description.
  ///   - language: The language of the comment.
  /// - Returns: The text to write between `/* ` and ` */`.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func blockComment(_ text: String, in language: CodeLanguage) -> String {
    let line = ControlCharacters.oneLine(text)
    let nests = language.nestsBlockComments
    guard line.contains("*/") || (nests && line.contains("/*")) else { return line }
    var out = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in line.unicodeScalars {
      if (scalar == "/" && previous == "*") || (nests && scalar == "*" && previous == "/") {
        out.append(" ")
      }
      out.append(scalar)
      previous = scalar
    }
    return String(out)
  }

  /// The lines of a multi-line block comment: ``lineCommentLines(_:)``, each made safe as
  /// ``blockComment(_:in:)`` makes it.
  ///
  /// - Parameters:
  ///   - text: A description.
  ///   - language: The language of the comment.
  /// - Returns: The lines.
  package static func blockCommentLines(_ text: String, in language: CodeLanguage) -> [String] {
    ControlCharacters.lines(text).map { blockComment($0, in: language) }
  }

  /// A string literal holding `text` exactly, with its quotes.
  ///
  /// | Language | Quotes | Escaped |
  /// |---|---|---|
  /// | JavaScript | `'…'` | `\` `'`; `\n` `\r`; other control characters `\xhh` or `\uhhhh` |
  /// | JSON | `"…"` | `\` `"`; `\n` `\r` `\t`; other control characters `\uhhhh` |
  /// | Swift | `"…"` | `\` `"`; `\n` `\r` `\t`; other control characters `\u{H}` |
  /// | Kotlin | `"…"` | `\` `"` `$`; `\n` `\r` `\t`; other control characters `\uHHHH` |
  /// | CSS | `"…"` | `\` `"`; control characters `\h ` (U+0000, which CSS cannot hold, as U+FFFD) |
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - language: The language of the literal.
  /// - Returns: The literal.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func stringLiteral(_ text: String, in language: CodeLanguage) -> String {
    let quote = language == .javaScript ? "'" : "\""
    return literalEscaper(language).escaping(text, between: quote, and: quote)
  }

  private static let javaScriptLiteral = literalEscaper(building: .javaScript)
  private static let jsonLiteral = literalEscaper(building: .json)
  private static let swiftLiteral = literalEscaper(building: .swift)
  private static let kotlinLiteral = literalEscaper(building: .kotlin)
  private static let cssLiteral = literalEscaper(building: .css)

  /// The escaper of `language`'s string literals.
  private static func literalEscaper(_ language: CodeLanguage) -> TextEscaper {
    switch language {
    case .javaScript: javaScriptLiteral
    case .json: jsonLiteral
    case .swift: swiftLiteral
    case .kotlin: kotlinLiteral
    case .css: cssLiteral
    }
  }

  /// The rule of `language`'s string literals: the quote, `\`, Kotlin's `$` and every control
  /// character escaped.
  private static func literalEscaper(building language: CodeLanguage) -> TextEscaper {
    let quote: Unicode.Scalar = language == .javaScript ? "'" : "\""
    return TextEscaper { scalar in
      if scalar == quote || scalar == "\\" || (language == .kotlin && scalar == "$") {
        return "\\" + String(scalar)
      }
      return ControlCharacters.isControl(scalar) ? escape(scalar, in: language) : nil
    }
  }

  /// The escape of one control character in a string literal.
  private static func escape(_ scalar: Unicode.Scalar, in language: CodeLanguage) -> String {
    let value = scalar.value
    if language != .css {
      switch scalar {
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t" where language != .javaScript: return "\\t"
      default: break
      }
    }
    switch language {
    case .javaScript:
      return value <= 0xFF
        ? "\\x" + TextEscaper.hex(value, digits: 2) : "\\u" + TextEscaper.hex(value, digits: 4)
    case .json:
      return "\\u" + TextEscaper.hex(value, digits: 4)
    case .swift:
      return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    case .kotlin:
      return "\\u" + TextEscaper.hex(value, digits: 4, uppercase: true)
    case .css:
      return value == 0 ? "\u{FFFD}" : "\\" + String(value, radix: 16) + " "
    }
  }
}
