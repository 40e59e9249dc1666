import PaletteCore

/// Content detection for style sheets with custom properties.
enum CSSSniffer {
  /// `.strong` for a `--name:` declaration after `:root` and `{`, `.weak` for one elsewhere.
  ///
  /// Comments are skipped; the prefix may end in the middle of anything.
  static func confidence(_ bytes: [UInt8]) -> DetectionConfidence {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count && CSSBytes.isWhitespace(bytes[index]) { index += 1 }
    // JSON and other bracketed documents are not style sheets.
    if index < bytes.count
      && (bytes[index] == CSSBytes.openSquare || bytes[index] == CSSBytes.openCurly)
    {
      return .none
    }
    var sawRoot = false
    var afterRoot = false
    var found = DetectionConfidence.none
    let count = bytes.count
    while index < count {
      let b = bytes[index]
      if b == CSSBytes.slash && index + 1 < count && bytes[index + 1] == CSSBytes.asterisk {
        index += 2
        while index + 1 < count
          && !(bytes[index] == CSSBytes.asterisk && bytes[index + 1] == CSSBytes.slash)
        {
          index += 1
        }
        index += 2
        continue
      }
      if b == CSSBytes.colon && matches(bytes, index, ":root") {
        sawRoot = true
        index += 5
        continue
      }
      if b == CSSBytes.openCurly {
        afterRoot = sawRoot
        sawRoot = false
      } else if b == CSSBytes.closeCurly {
        afterRoot = false
      }
      if b == CSSBytes.hyphen && index + 2 < count && bytes[index + 1] == CSSBytes.hyphen
        && (index == 0 || !CSSBytes.isName(bytes[index - 1]))
      {
        var end = index + 2
        while end < count && CSSBytes.isName(bytes[end]) { end += 1 }
        var colon = end
        while colon < count && CSSBytes.isWhitespace(bytes[colon]) { colon += 1 }
        if end > index + 2 && colon < count && bytes[colon] == CSSBytes.colon {
          if afterRoot { return .strong }
          found = .weak
        }
        index = end
        continue
      }
      index += 1
    }
    return found
  }

  private static func matches(_ bytes: [UInt8], _ index: Int, _ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard index + length <= bytes.count else { return false }
    return CSSEscapes.equalsIgnoringCase(bytes, index..<(index + length), word)
  }
}
