/// Text made safe for XML, HTML and SVG: character data, attribute values and comments, so a
/// name can never become markup.
///
/// - XML character data and attribute values escape `&`, `<`, `>` (and `"` in an attribute),
///   and write every control character XML 1.0 can hold (tab, line feed, carriage return, DEL,
///   the C1 controls, U+2028, U+2029 and the bidirectional controls) as a character reference,
///   so a reader gets it back exactly and attribute normalisation leaves it alone. The
///   characters XML 1.0 cannot hold at all (the other C0 controls, U+FFFE, U+FFFF) are
///   replaced as ``ControlCharacters`` says: ``xmlWritable(_:)`` is what a text reads back as.
/// - An XML comment has no references: `--` is broken into `- -`, a final `-` gets a space
///   after it, and every control character but the line feed is replaced.
/// - HTML and SVG text on a page to look at escapes `&`, `<`, `>`, `"` and `'`, and replaces
///   every control character (HTML reads a reference to a C1 control as another character).
package enum MarkupText {
  /// `text` as XML reads it back: the characters XML 1.0 cannot hold replaced.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text as written and read back.
  package static func xmlWritable(_ text: String) -> String {
    ControlCharacters.replacing(text, .notInXML)
  }

  /// Character data: `&`, `<` and `>` escaped, control characters as references.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The markup.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func xmlText(_ text: String) -> String {
    characterData.escaping(text)
  }

  /// An attribute value for double quotes: `&`, `<`, `>` and `"` escaped, control
  /// characters (tab and line breaks included) as references.
  ///
  /// - Parameter value: Any text.
  /// - Returns: The markup between the quotes.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func xmlAttribute(_ value: String) -> String {
    attributeValue.escaping(value)
  }

  private static let characterData = TextEscaper { xmlEscape($0, quote: false) }
  private static let attributeValue = TextEscaper { xmlEscape($0, quote: true) }

  /// What a scalar becomes in XML character data or (with `quote`) an attribute value.
  private static func xmlEscape(_ scalar: Unicode.Scalar, quote: Bool) -> String? {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"" where quote: return "&quot;"
    default:
      if ControlCharacters.isNotInXML(scalar) {
        return String(ControlCharacters.replacement(for: scalar))
      }
      return ControlCharacters.isControl(scalar) ? "&#\(scalar.value);" : nil
    }
  }

  /// Comment text that XML accepts: every control character but the line feed replaced, `--`
  /// broken into `- -`, and a space after a final `-`. A caller that needs the text back
  /// exactly writes ``MarkerCommentText/xml`` instead.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text to write between `<!--` and `-->`.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func xmlComment(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var previousHyphen = false
    for scalar in text.unicodeScalars {
      if scalar == "-" && previousHyphen { out.append(" ") }
      out.append(
        ControlCharacters.isControl(scalar) && scalar != "\n"
          ? ControlCharacters.replacement(for: scalar) : scalar)
      previousHyphen = scalar == "-"
    }
    if previousHyphen { out.append(" ") }
    return String(out)
  }

  /// Text or an attribute value on an HTML or SVG page: every control character replaced
  /// (with `multiline`, line breaks become line feeds instead), then `&`, `<`, `>`, `"` and `'`
  /// escaped, so the text is the same in content and in a quoted attribute.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - multiline: Whether line breaks are kept as line feeds (a description).
  /// - Returns: The markup.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func htmlText(_ text: String, multiline: Bool = false) -> String {
    let plain =
      multiline
      ? ControlCharacters.lines(text).joined(separator: "\n") : ControlCharacters.oneLine(text)
    return pageText.escaping(plain)
  }

  private static let pageText = TextEscaper { scalar in
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": "&#39;"
    default: nil
    }
  }
}
