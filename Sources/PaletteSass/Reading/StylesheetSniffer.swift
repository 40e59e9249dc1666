import PaletteCore

/// Content detection for the three languages: their variables have no signature, so the most
/// a file can show is that its first statement declares one.
enum StylesheetSniffer {
  /// `.weak` when the first thing after comments and whitespace is a variable declaration of
  /// `dialect` (`$name:`, `@name:`, or `name =` at the start of a line), `.none` otherwise.
  static func confidence(
    _ prefix: ArraySlice<UInt8>, _ dialect: StylesheetDialect
  )
    -> DetectionConfidence
  {
    let bytes = Array(prefix)
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if StylesheetBytes.isWhitespace(byte) {
        index += 1
      } else if byte == StylesheetBytes.slash && index + 1 < count
        && bytes[index + 1] == StylesheetBytes.slash
      {
        while index < count && !StylesheetBytes.isNewline(bytes[index]) { index += 1 }
      } else if byte == StylesheetBytes.slash && index + 1 < count
        && bytes[index + 1] == StylesheetBytes.asterisk
      {
        index += 2
        while index + 1 < count
          && !(bytes[index] == StylesheetBytes.asterisk
            && bytes[index + 1] == StylesheetBytes.slash)
        {
          index += 1
        }
        index += 2
      } else {
        break
      }
    }
    guard index < count else { return .none }
    var name = index
    if let sigil = dialect.sigil {
      guard bytes[index] == sigil else { return .none }
      name += 1
    } else if index > 0 && !StylesheetBytes.isNewline(bytes[index - 1]) {
      return .none  // Stylus: the declaration must start its line
    }
    guard name < count, StylesheetBytes.isNameStart(bytes[name]) else { return .none }
    var end = name
    while end < count && StylesheetBytes.isName(bytes[end]) { end += 1 }
    while end < count && StylesheetBytes.isBlank(bytes[end]) { end += 1 }
    guard end < count else { return .none }
    if dialect.sigil != nil { return bytes[end] == StylesheetBytes.colon ? .weak : .none }
    guard bytes[end] == StylesheetBytes.equals else { return .none }
    return end + 1 < count && bytes[end + 1] == StylesheetBytes.equals ? .none : .weak
  }
}
