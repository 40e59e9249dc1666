/// The pseudo-attributes of an XML declaration (`version`, `encoding`, `standalone`), read
/// leniently: a declaration that does not parse says nothing.
struct XMLDeclaration {
  /// `version`, if given.
  var version: String?
  /// `encoding`, if given, as written.
  var encoding: String?

  /// Reads the text between `<?xml` and `?>`.
  ///
  /// - Parameter text: The declaration's bytes.
  init(_ text: ArraySlice<UInt8>) {
    var index = text.startIndex
    while index < text.endIndex {
      while index < text.endIndex && XMLReader.isWhitespace(text[index]) { index += 1 }
      let nameStart = index
      while index < text.endIndex && ASCII.isLetter(text[index]) { index += 1 }
      let name = String(decoding: text[nameStart..<index], as: UTF8.self)
      while index < text.endIndex && XMLReader.isWhitespace(text[index]) { index += 1 }
      guard index < text.endIndex, text[index] == UInt8(ascii: "=") else { return }
      index += 1
      while index < text.endIndex && XMLReader.isWhitespace(text[index]) { index += 1 }
      guard index < text.endIndex,
        text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'")
      else { return }
      let quote = text[index]
      index += 1
      let valueStart = index
      while index < text.endIndex && text[index] != quote { index += 1 }
      guard index < text.endIndex else { return }
      let value = String(decoding: text[valueStart..<index], as: UTF8.self)
      index += 1
      switch name {
      case "version": version = value
      case "encoding": encoding = value
      default: break
      }
    }
  }
}
