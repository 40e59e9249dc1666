import PaletteCore

/// The comments palconv writes in `<resources>` to carry what Android resources have no
/// syntax for, and reads back:
///
/// - `<!-- palette: NAME -->` and `<!-- description: TEXT -->`;
/// - `<!-- group: NAME -->` starts a named group;
/// - `<!-- end group -->` ends it: the colours after it are ungrouped.
///
/// The text after the colon is trimmed. XML comments have no escapes and may not hold `--`,
/// so the writer escapes what a comment cannot carry as XML references, which the reader
/// turns back (``PaletteCore/MarkerCommentText/xml``): `&` as
/// `&amp;`, a `-` before another `-` or at the end as `&#45;`, whitespace at either end and
/// every control character (but the line feeds of a description) as `&#N;`. Keywords are ASCII
/// case-insensitive; other comments are ignored.
enum AndroidMarkerComment: Equatable, Sendable {
  case paletteName(String)
  case paletteDescription(String)
  case group(String)
  case endGroup

  /// Recognises a marker in a comment's text.
  init?(comment text: String) {
    let trimmed = Self.trimmed(text)
    let lowered = ASCII.lowercased(trimmed)
    func value(after keyword: String) -> String {
      Self.unescaped(
        Self.trimmed(String(decoding: trimmed.utf8.dropFirst(keyword.utf8.count), as: UTF8.self)))
    }
    if lowered.hasPrefix("palette:") {
      self = .paletteName(value(after: "palette:"))
    } else if lowered.hasPrefix("description:") {
      self = .paletteDescription(value(after: "description:"))
    } else if lowered.hasPrefix("group:") {
      self = .group(value(after: "group:"))
    } else if lowered == "end group" {
      self = .endGroup
    } else {
      return nil
    }
  }

  /// The marker a reader gets from this marker's comment.
  var readBack: AndroidMarkerComment {
    AndroidMarkerComment(comment: commentText) ?? self
  }

  /// The text between `<!--` and `-->`, with a space at each end.
  var commentText: String {
    switch self {
    case .paletteName(let name): " palette: \(MarkerCommentText.xml.escaping(name)) "
    case .paletteDescription(let text):
      " description: \(MarkerCommentText.xml.escaping(text, keepingLineFeeds: true)) "
    case .group(let name): " group: \(MarkerCommentText.xml.escaping(name)) "
    case .endGroup: " end group "
    }
  }

  /// Turns `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#N;`/`&#xH;` back into text; any
  /// other `&` stays as it is.
  static func unescaped(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&",
        let end = scalars[index...].prefix(12).firstIndex(of: ";"),
        let replacement = reference(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
      {
        out.append(replacement)
        index = end + 1
      } else {
        out.append(scalars[index])
        index += 1
      }
    }
    return String(out)
  }

  private static func reference(_ name: String) -> Unicode.Scalar? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init)
    }
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  /// `text` without XML whitespace at either end.
  static func trimmed(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars[...]
    while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
    while let last = scalars.last, isSpace(last) { scalars.removeLast() }
    return String(scalars)
  }
}
