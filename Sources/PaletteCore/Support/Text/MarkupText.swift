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
    escaped(text, quote: false)
  }

  /// An attribute value for double quotes: `&`, `<`, `>` and `"` escaped, control
  /// characters (tab and line breaks included) as references.
  ///
  /// - Parameter value: Any text.
  /// - Returns: The markup between the quotes.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func xmlAttribute(_ value: String) -> String {
    escaped(value, quote: true)
  }

  private static func escaped(_ text: String, quote: Bool) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "\"" where quote: out.append(contentsOf: "&quot;".unicodeScalars)
      default:
        if ControlCharacters.isNotInXML(scalar) {
          out.append(ControlCharacters.replacement(for: scalar))
        } else if ControlCharacters.isControl(scalar) {
          out.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
        } else {
          out.append(scalar)
        }
      }
    }
    return String(out)
  }

  /// Comment text that XML accepts: every control character but the line feed replaced, `--`
  /// broken into `- -`, and a space after a final `-`. A caller that needs the text back
  /// exactly writes ``xmlCommentReferences(_:keepingLineFeeds:)`` instead.
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

  /// Comment text that palconv's readers give back exactly (Android's marker comments): `&`
  /// as `&amp;`; every control character, a character XML cannot hold, a `-` before another
  /// `-` or at the end, and whitespace at either end as a character reference (`&#45;`),
  /// which the reader undoes. Comments have no references of their own, so another tool shows
  /// them as written.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - keepingLineFeeds: Whether line feeds stay as they are (a description's lines).
  /// - Returns: The text to write inside the comment.
  /// - Complexity: O(*n*) in the text's scalars.
  package static func xmlCommentReferences(
    _ text: String, keepingLineFeeds: Bool = false
  ) -> String {
    let scalars = Array(text.unicodeScalars)
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
    var firstKept = 0
    var lastKept = scalars.count - 1
    while firstKept < scalars.count && isSpace(scalars[firstKept]) { firstKept += 1 }
    while lastKept >= firstKept && isSpace(scalars[lastKept]) { lastKept -= 1 }
    var out = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      let atEdge = index < firstKept || index > lastKept
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "&" {
        out.append(contentsOf: "&amp;".unicodeScalars)
      } else if atEdge || (scalar == "-" && (next == "-" || next == nil))
        || ControlCharacters.isNotInXML(scalar)
        || (ControlCharacters.isControl(scalar) && !(keepingLineFeeds && scalar == "\n"))
      {
        out.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
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
    var out = String.UnicodeScalarView()
    for scalar in plain.unicodeScalars {
      switch scalar {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
      case "'": out.append(contentsOf: "&#39;".unicodeScalars)
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
