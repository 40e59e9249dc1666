extension XMLReader {
  /// Reads `<!-- … -->` at the cursor.
  mutating func readComment() throws(PaletteError) -> XMLNode {
    let start = index
    try count()
    index += 4
    let textStart = index
    while true {
      guard index + 1 < bytes.count else {
        throw error(.unexpectedEndOfInput, "the comment is not closed with '-->'", at: start)
      }
      if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") {
        guard has("-->") else {
          throw error(.syntax, "'--' is not allowed inside a comment", at: index)
        }
        break
      }
      index += 1
    }
    let text = normalizedString(textStart..<index)
    index += 3
    return .comment(XMLComment(text, offset: start))
  }

  /// Reads `<![CDATA[ … ]]>` at the cursor.
  mutating func readCDATA() throws(PaletteError) -> XMLText {
    let start = index
    try count()
    index += 9
    let textStart = index
    while !has("]]>") {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the CDATA section is not closed with ']]>'", at: start)
      }
      index += 1
    }
    let text = normalizedString(textStart..<index)
    index += 3
    return XMLText(text, isCDATA: true, offset: start)
  }

  /// Reads `<?target data?>` at the cursor.
  mutating func readProcessingInstruction() throws(PaletteError) -> XMLNode {
    let start = index
    try count()
    index += 2
    let target = try readName(what: "a processing instruction's target")
    if ASCII.lowercased(target) == "xml" {
      throw error(
        .syntax, "the XML declaration <?xml …?> may only come first in the document", at: start)
    }
    let hadSpace = skipWhitespace()
    let dataStart = index
    while !has("?>") {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the processing instruction is not closed", at: start)
      }
      guard hadSpace else {
        throw error(.syntax, "expected '?>' or whitespace after <?\(target)", at: index)
      }
      index += 1
    }
    let data = normalizedString(dataStart..<index)
    index += 2
    return .processingInstruction(
      XMLProcessingInstruction(target: target, data: data, offset: start))
  }

  /// Skips `<!DOCTYPE …>` with its internal subset, without reading any declaration in it.
  mutating func skipDoctype() throws(PaletteError) {
    let start = index
    index += 9
    var inSubset = false
    while true {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the DOCTYPE is not closed with '>'", at: start)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        index += 1
        while index < bytes.count && bytes[index] != byte { index += 1 }
        guard index < bytes.count else {
          throw error(.unexpectedEndOfInput, "the DOCTYPE is not closed with '>'", at: start)
        }
        index += 1
      case UInt8(ascii: "<") where inSubset && has("<!--"):
        _ = try readComment()
        nodeCount -= 1
      case UInt8(ascii: "["):
        guard !inSubset else {
          throw error(.syntax, "'[' inside the DOCTYPE's internal subset", at: index)
        }
        inSubset = true
        index += 1
      case UInt8(ascii: "]") where inSubset:
        inSubset = false
        index += 1
      case UInt8(ascii: ">") where !inSubset:
        index += 1
        return
      default:
        index += 1
      }
    }
  }

  /// Whether an XML declaration starts at `offset`: `<?xml` and whitespace.
  func startsDeclaration(at offset: Int) -> Bool {
    has("<?xml", at: offset) && offset + 5 < bytes.count && Self.isWhitespace(bytes[offset + 5])
  }

  /// Skips the XML declaration at the start of the document, checking its version.
  mutating func skipDeclaration() throws(PaletteError) {
    let start = index
    index += 5
    while !has("?>") {
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the XML declaration is not closed with '?>'", at: start)
      }
      index += 1
    }
    let pseudo = XMLDeclaration(bytes[(start + 5)..<index])
    if let version = pseudo.version, !version.hasPrefix("1.") {
      throw error(.unsupportedVersion, "XML version \(version) is not supported", at: start)
    }
    index += 2
  }
}
