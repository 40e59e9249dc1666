/// The text fields of Adobe colour books: localisation keys and Adobe's markers.
enum ACBText {
  /// The text people see for a stored string: the value of a `$$$/path=value` localisation
  /// key, with `^C` as © and `^R` as ®.
  ///
  /// - Parameter stored: The string as the book stores it.
  /// - Returns: The display text.
  static func display(_ stored: String) -> String {
    var text = Substring(stored)
    if text.hasPrefix("$$$/"), let equals = text.firstIndex(of: "=") {
      text = text[text.index(after: equals)...]
    }
    guard text.contains("^") else { return String(text) }
    return text.replacingMarkers()
  }
}

extension Substring {
  /// `^C` replaced by © and `^R` by ®; other carets kept.
  fileprivate func replacingMarkers() -> String {
    var result = ""
    var index = startIndex
    while index < endIndex {
      let next = self.index(after: index)
      if self[index] == "^", next < endIndex, self[next] == "C" || self[next] == "R" {
        result.append(self[next] == "C" ? "©" : "®")
        index = self.index(after: next)
      } else {
        result.append(self[index])
        index = next
      }
    }
    return result
  }
}
