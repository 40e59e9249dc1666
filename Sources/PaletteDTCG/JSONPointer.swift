/// A JSON pointer in a URI fragment (`#/group/token`, RFC 6901), as `$ref` spells one.
struct JSONPointer {
  /// The reference tokens, `~1` read as `/` and `~0` as `~`; empty for `#` (the document).
  var parts: [String]

  /// The pointer a `$ref` holds, or `nil` when it does not start with `#` (another file) or
  /// goes on after `#` with anything but `/`.
  ///
  /// Read by Unicode scalar: a combining mark after `/` does not join it.
  init?(_ reference: String) {
    let scalars = reference.unicodeScalars
    guard scalars.first == "#" else { return nil }
    let rest = scalars.dropFirst()
    if rest.isEmpty {
      parts = []
      return
    }
    guard rest.first == "/" else { return nil }
    parts = rest.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      .map(Self.unescaped)
  }

  /// One reference token with `~1` read as `/` and `~0` as `~`.
  private static func unescaped(_ part: Substring.UnicodeScalarView.SubSequence) -> String {
    var text = String.UnicodeScalarView()
    var index = part.startIndex
    while index < part.endIndex {
      let scalar = part[index]
      let next = part.index(after: index)
      if scalar == "~", next < part.endIndex, part[next] == "0" || part[next] == "1" {
        text.append(part[next] == "1" ? "/" : "~")
        index = part.index(after: next)
      } else {
        text.append(scalar)
        index = next
      }
    }
    return String(text)
  }
}
