/// What a sniffer needs from the first bytes of an XML file: the root element's name and
/// attributes, read leniently from a prefix that may stop anywhere.
package struct XMLRootSniffer: Sendable {
  /// The root element's qualified name as written.
  package var name: String
  /// The attributes of its start tag that the prefix holds, in order.
  package var attributes: [XMLAttribute]
  /// Everything after the start tag that the prefix holds, as UTF-8.
  package var rest: ArraySlice<UInt8>

  /// Finds the root element of a document's first bytes: after a byte order mark, the XML
  /// declaration, comments, processing instructions and a DOCTYPE.
  ///
  /// - Parameter prefix: The first bytes of the file (UTF-8 or UTF-16).
  /// - Returns: The root's name and attributes, or `nil` when the bytes do not start like XML.
  package init?(_ prefix: ArraySlice<UInt8>) {
    let bytes = XMLTextEncoding.utf8Prefix(prefix)
    var index = 0
    func skipSpace() {
      while index < bytes.count && XMLReader.isWhitespace(bytes[index]) { index += 1 }
    }
    func skip(past end: [UInt8]) -> Bool {
      while index < bytes.count {
        if bytes[index...].starts(with: end) {
          index += end.count
          return true
        }
        index += 1
      }
      return false
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
      let rest = bytes[index...]
      if rest.starts(with: "<?".utf8) {
        guard skip(past: Array("?>".utf8)) else { return nil }
      } else if rest.starts(with: "<!--".utf8) {
        guard skip(past: Array("-->".utf8)) else { return nil }
      } else if rest.starts(with: "<!DOCTYPE".utf8) {
        var depth = 0
        while index < bytes.count {
          let byte = bytes[index]
          index += 1
          if byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "]") { depth -= 1 }
          if byte == UInt8(ascii: ">") && depth <= 0 { break }
        }
      } else {
        break
      }
    }
    index += 1
    let nameStart = index
    guard index < bytes.count, XMLName.isStart(bytes[index]) else { return nil }
    while index < bytes.count && XMLName.isPart(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    attributes = []
    // Attributes, leniently: `name = "value"` pairs up to `>` or the end of the prefix.
    while true {
      skipSpace()
      guard index < bytes.count, XMLName.isStart(bytes[index]) else { break }
      let start = index
      while index < bytes.count && XMLName.isPart(bytes[index]) { index += 1 }
      let attributeName = String(decoding: bytes[start..<index], as: UTF8.self)
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { break }
      index += 1
      skipSpace()
      guard index < bytes.count,
        bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      else { break }
      let quote = bytes[index]
      index += 1
      let valueStart = index
      while index < bytes.count && bytes[index] != quote { index += 1 }
      guard index < bytes.count else { break }
      attributes.append(
        XMLAttribute(
          attributeName, String(decoding: bytes[valueStart..<index], as: UTF8.self),
          offset: start, valueOffset: valueStart))
      index += 1
    }
    rest = bytes[min(index, bytes.count)...]
  }

  /// The local part of the root's name.
  package var localName: Substring { XMLName.localName(of: name) }

  /// The namespace URI the root's start tag binds its own prefix (or the default namespace) to.
  package var namespace: String? {
    let prefix = XMLName.prefix(of: name)
    let declaration = prefix.map { "xmlns:" + $0 } ?? "xmlns"
    return attributes.first { $0.name == declaration }?.value
  }

  /// Whether the bytes after the root's start tag hold `text`.
  ///
  /// - Parameter text: ASCII text such as `"<page"`.
  /// - Returns: Whether it occurs.
  package func restContains(_ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let first = needle.first, rest.count >= needle.count else { return false }
    var index = rest.startIndex
    while index + needle.count <= rest.endIndex {
      if rest[index] == first && rest[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
