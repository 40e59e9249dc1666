import PaletteCore

/// The comments palconv writes to carry what CSS has no syntax for, and reads back.
///
/// - `/* palette: NAME */` and `/* description: TEXT */` before the first rule;
/// - `/* group: NAME */` starts a named group inside a `:root`-like block;
/// - `/* end group */` ends it: the declarations after it are ungrouped.
///
/// The text after the colon is trimmed and may use CSS escapes; the writer escapes `\`,
/// control characters (but the line feeds inside a description), a `*` before `/`, and
/// spaces at either end (``PaletteCore/MarkerCommentText/css``), so
/// any text survives but U+0000, which CSS reads as U+FFFD.
/// Keywords are ASCII case-insensitive. Other comments are ignored.
enum CSSMarkerComment: Equatable, Sendable {
  case paletteName(String)
  case paletteDescription(String)
  case group(String)
  case endGroup

  /// Recognises a marker in the text of a comment (between `/*` and `*/`).
  init?(bytes: [UInt8], range: Range<Int>) {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && CSSBytes.isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && CSSBytes.isWhitespace(bytes[upper - 1]) { upper -= 1 }
    func value(after keywordLength: Int) -> String {
      var start = lower + keywordLength
      while start < upper && CSSBytes.isWhitespace(bytes[start]) { start += 1 }
      return CSSEscapes.unescape(bytes, start..<upper)
    }
    func hasPrefix(_ word: StaticString) -> Bool {
      let length = word.utf8CodeUnitCount
      guard upper - lower >= length else { return false }
      return CSSEscapes.equalsIgnoringCase(bytes, lower..<(lower + length), word)
    }
    if hasPrefix("palette:") {
      self = .paletteName(value(after: 8))
    } else if hasPrefix("description:") {
      self = .paletteDescription(value(after: 12))
    } else if hasPrefix("group:") {
      self = .group(value(after: 6))
    } else if upper - lower == 9 && hasPrefix("end group") {
      self = .endGroup
    } else {
      return nil
    }
  }

  /// The marker a reader gets from this marker's comment: the same text, except what CSS
  /// itself changes (an escaped NUL reads back as U+FFFD).
  var readBack: CSSMarkerComment {
    let comment = Array(commentText.utf8)
    return CSSMarkerComment(bytes: comment, range: 2..<(comment.count - 2)) ?? self
  }

  /// The marker as a complete comment, `/* keyword: text */`.
  var commentText: String {
    switch self {
    case .paletteName(let name): "/* palette: \(MarkerCommentText.css.escaping(name)) */"
    case .paletteDescription(let text):
      "/* description: \(MarkerCommentText.css.escaping(text, keepingLineFeeds: true)) */"
    case .group(let name): "/* group: \(MarkerCommentText.css.escaping(name)) */"
    case .endGroup: "/* end group */"
    }
  }
}
