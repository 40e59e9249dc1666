/// The two spellings of a Tokens Studio reference, found as the plugin finds them.
///
/// `{color.blue.500}` is the current form: a path between braces (which may hold one level of
/// braces of its own, a name built from another reference). `$color.blue.500` is the older
/// form, still in many exports: a `$` followed by characters that are neither white space nor
/// commas, ending at its last ASCII letter, digit or underscore, and at least two characters
/// long, so that `rgba($brand.500, 0.5)` names `brand.500`. Both may be a whole value or stand
/// inside one.
enum TokensStudioReference {
  /// The text of a value cut at its references: `pieces` around them, one more than `paths`.
  struct Scan {
    /// The text before the first reference, between each two, and after the last.
    var pieces: [Substring.UnicodeScalarView]
    /// The path each reference names, in order.
    var paths: [String]
    /// Each reference as the text spells it (`{a.b}`, `$a.b`), for messages.
    var spelled: [String]
  }

  /// The path a text names when the whole text is one reference (`{a.b}` or `$a.b`), else
  /// `nil`.
  ///
  /// - Parameter text: A token's value.
  /// - Returns: The path.
  static func whole(_ text: String) -> String? {
    let scalars = text.unicodeScalars
    guard let first = scalars.first else { return nil }
    if first == "{" {
      guard let end = braceEnd(scalars[...], from: scalars.startIndex),
        scalars.index(after: end) == scalars.endIndex
      else { return nil }
      return String(
        String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<end]))
    }
    if first == "$" {
      guard let end = dollarEnd(scalars[...], from: scalars.startIndex), end == scalars.endIndex
      else { return nil }
      return String(String.UnicodeScalarView(scalars.dropFirst()))
    }
    return nil
  }

  /// Whether a text holds a reference anywhere.
  ///
  /// - Parameter text: A value.
  /// - Returns: `true` when ``scan(_:)`` would find one.
  static func contains(_ text: String) -> Bool {
    !scan(text).paths.isEmpty
  }

  /// Cuts a text at its references, left to right; a `{` or `$` that starts none is text.
  ///
  /// - Parameter text: A value.
  /// - Returns: The pieces and paths.
  static func scan(_ text: String) -> Scan {
    let scalars = text.unicodeScalars[...]
    var pieces: [Substring.UnicodeScalarView] = []
    var paths: [String] = []
    var spelled: [String] = []
    var pieceStart = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "{", let end = braceEnd(scalars, from: index) {
        pieces.append(scalars[pieceStart..<index])
        paths.append(String(String.UnicodeScalarView(scalars[scalars.index(after: index)..<end])))
        spelled.append(String(String.UnicodeScalarView(scalars[index...end])))
        index = scalars.index(after: end)
        pieceStart = index
      } else if scalar == "$", let end = dollarEnd(scalars, from: index) {
        pieces.append(scalars[pieceStart..<index])
        paths.append(String(String.UnicodeScalarView(scalars[scalars.index(after: index)..<end])))
        spelled.append(String(String.UnicodeScalarView(scalars[index..<end])))
        index = end
        pieceStart = index
      } else {
        index = scalars.index(after: index)
      }
    }
    pieces.append(scalars[pieceStart...])
    return Scan(pieces: pieces, paths: paths, spelled: spelled)
  }

  /// The index of the `}` closing a brace reference that opens at `open`: characters other
  /// than braces, or one nested `{…}` without braces inside; `nil` when none closes it.
  private static func braceEnd(
    _ scalars: Substring.UnicodeScalarView, from open: Substring.UnicodeScalarView.Index
  ) -> Substring.UnicodeScalarView.Index? {
    var index = scalars.index(after: open)
    while index < scalars.endIndex {
      switch scalars[index] {
      case "}":
        return index
      case "{":
        var inner = scalars.index(after: index)
        while inner < scalars.endIndex, scalars[inner] != "{", scalars[inner] != "}" {
          inner = scalars.index(after: inner)
        }
        guard inner < scalars.endIndex, scalars[inner] == "}" else { return nil }
        index = scalars.index(after: inner)
      default:
        index = scalars.index(after: index)
      }
    }
    return nil
  }

  /// The index just past a `$` reference that starts at `dollar`, or `nil` when none starts
  /// there: the longest run of characters that are not white space or commas, cut back to
  /// its last word character, at least two characters long.
  private static func dollarEnd(
    _ scalars: Substring.UnicodeScalarView, from dollar: Substring.UnicodeScalarView.Index
  ) -> Substring.UnicodeScalarView.Index? {
    let start = scalars.index(after: dollar)
    var runEnd = start
    while runEnd < scalars.endIndex, !isBlank(scalars[runEnd]), scalars[runEnd] != "," {
      runEnd = scalars.index(after: runEnd)
    }
    var last = runEnd
    while last > start {
      let previous = scalars.index(before: last)
      if isWord(scalars[previous]) { break }
      last = previous
    }
    // `[^\s,]+\w`: one character or more, then the word character.
    guard last > start, scalars.index(after: start) < last else { return nil }
    return last
  }

  /// A word character of a JavaScript regular expression: an ASCII letter, digit or `_`.
  private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
    default: false
    }
  }

  /// White space as a JavaScript regular expression's `\s` takes it.
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000, 0xFEFF:
      true
    default: false
    }
  }
}
