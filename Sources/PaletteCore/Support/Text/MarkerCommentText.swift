/// Text in a marker comment (`/* palette: NAME */` in CSS, `<!-- palette: NAME -->` in
/// Android's XML) that palconv's reader gives back exactly, though comments have no escapes of
/// their own: what would end the comment, every control character, and whitespace at either
/// end are written as the language's escapes (CSS's `\2a `, XML's `&#45;`), which the reader
/// undoes. Another tool shows the escapes as written.
///
///     MarkerCommentText.css.escaping(" a*/b")  // "\20 a\2a /b"
///     MarkerCommentText.xml.escaping("a--b-")  // "a&#45;-b&#45;"
package struct MarkerCommentText: Sendable {
  /// Whether a scalar is whitespace the reader trims from either end.
  private let isSpace: @Sendable (Unicode.Scalar) -> Bool
  /// Whether a scalar, given the one after it, is escaped wherever it stands (control
  /// characters aside).
  private let isSpecial: @Sendable (Unicode.Scalar, Unicode.Scalar?) -> Bool
  /// The escape of a scalar.
  private let reference: @Sendable (Unicode.Scalar) -> String

  /// CSS comments: `\`, a `*` before `/`, every control character and whitespace at either
  /// end (space, tab, line feed, carriage return, form feed) as CSS escapes (`\2a `). U+0000
  /// reads back as U+FFFD, as CSS reads every escaped NUL.
  package static let css = MarkerCommentText(
    isSpace: { " \t\n\r\u{C}".unicodeScalars.contains($0) },
    isSpecial: { scalar, next in scalar == "\\" || (scalar == "*" && next == "/") },
    reference: { "\\" + String($0.value, radix: 16) + " " })

  /// XML comments: `&` as `&amp;`; every control character, a character XML cannot hold, a
  /// `-` before another `-` or at the end, and whitespace at either end (space, tab, line
  /// feed, carriage return) as character references (`&#45;`).
  package static let xml = MarkerCommentText(
    isSpace: { " \t\n\r".unicodeScalars.contains($0) },
    isSpecial: { scalar, next in
      scalar == "&" || (scalar == "-" && (next == "-" || next == nil))
        || ControlCharacters.isNotInXML(scalar)
    },
    reference: { $0 == "&" ? "&amp;" : "&#\($0.value);" })

  /// `text` for the comment.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - keepingLineFeeds: Whether line feeds inside the text stay as they are (a
  ///     description's lines).
  /// - Returns: The text to write between the marker and the end of the comment.
  /// - Complexity: O(*n*) in the text's scalars.
  package func escaping(_ text: String, keepingLineFeeds: Bool = false) -> String {
    let scalars = Array(text.unicodeScalars)
    var firstKept = 0
    var lastKept = scalars.count - 1
    while firstKept < scalars.count && isSpace(scalars[firstKept]) { firstKept += 1 }
    while lastKept >= firstKept && isSpace(scalars[lastKept]) { lastKept -= 1 }
    var out = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      let atEdge = index < firstKept || index > lastKept
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if atEdge || isSpecial(scalar, next)
        || (ControlCharacters.isControl(scalar) && !(keepingLineFeeds && scalar == "\n"))
      {
        out.append(contentsOf: reference(scalar).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
