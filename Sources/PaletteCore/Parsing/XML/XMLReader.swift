/// The one XML reader of every XML-based format (Android resources, Scribus colour sets,
/// LibreOffice colour tables, CorelDRAW palettes): hand-written, non-validating, over bytes,
/// every error with a line and column.
///
/// It reads UTF-8 (a byte order mark is skipped), UTF-16 with a byte order mark or starting
/// `<?`, and ISO-8859-1 when the XML declaration names it; elements, attributes, text, CDATA
/// sections, comments and processing instructions; namespace prefixes as written, each
/// resolved to the URI declared for it. References are the five predefined entities
/// (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) and character references; a `<!DOCTYPE>` is
/// skipped without reading anything it declares, so an entity it defines is an undefined
/// entity where it is used: nothing is expanded and nothing is fetched, and a billion-laughs
/// file is an error, never a memory blow-up. Elements are read with a stack of their own, not
/// by recursion, and ``XMLLimits`` bound depth, nodes and attributes.
///
///     let document = try XMLReader.parse(Array("<a b='1'>x</a>".utf8), format: "android")
///     print(document.root.attribute("b")?.value ?? "")  // Prints "1"
package struct XMLReader {
  /// The namespace URI `xmlns` attributes are in.
  package static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

  /// An element whose end tag has not been read yet.
  private struct OpenElement {
    var element: XMLElement
    /// How many namespace bindings its start tag added to ``bindings``.
    var bindingCount: Int
  }

  /// The document as UTF-8.
  let bytes: [UInt8]
  /// Lines and columns for offsets of ``bytes``.
  let lines: XMLLocator
  /// The format identifier errors carry.
  let format: String
  /// The bounds.
  let limits: XMLLimits
  /// The cursor.
  var index = 0
  /// How many nodes have been read.
  var nodeCount = 0
  /// The namespace bindings in scope, innermost last; the default namespace has prefix "".
  private var bindings: [(prefix: Substring, uri: String)] = []

  private init(bytes: [UInt8], unit: XMLLocator.ColumnUnit, format: String, limits: XMLLimits) {
    self.bytes = bytes
    self.lines = XMLLocator(bytes, unit: unit)
    self.format = format
    self.limits = limits
  }

  /// Parses a whole document.
  ///
  /// - Parameters:
  ///   - input: The document's bytes, in any encoding the reader takes.
  ///   - format: The format identifier errors carry (`android`, `scribus`, …).
  ///   - limits: The bounds; the defaults fit any palette.
  /// - Returns: The document.
  /// - Throws: ``PaletteError`` with the line and column of the first problem: kind
  ///   ``PaletteError/Kind/invalidEncoding`` for text that is not in its encoding,
  ///   ``PaletteError/Kind/unexpectedEndOfInput`` for a document cut short,
  ///   ``PaletteError/Kind/limitExceeded`` past a limit, ``PaletteError/Kind/syntax``
  ///   otherwise.
  /// - Complexity: O(*n*) in the size of the document.
  package static func parse(
    _ input: [UInt8], format: String, limits: XMLLimits = XMLLimits()
  ) throws(PaletteError) -> XMLDocument {
    let utf8 = try XMLReader.utf8Text(input, format: format)
    var reader = XMLReader(bytes: utf8.bytes, unit: utf8.unit, format: format, limits: limits)
    return try reader.readDocument(encoding: utf8.encoding)
  }

  // MARK: - Document

  private mutating func readDocument(
    encoding: XMLTextEncoding
  ) throws(PaletteError)
    -> XMLDocument
  {
    try checkCharacters()
    if startsDeclaration(at: 0) { try skipDeclaration() }
    var prologue: [XMLNode] = []
    var doctype: Int?
    var root: XMLElement?
    while true {
      skipWhitespace()
      guard index < bytes.count else { break }
      guard bytes[index] == UInt8(ascii: "<") else {
        let place = root == nil ? "before" : "after"
        throw error(.syntax, "text is not allowed \(place) the root element", at: index)
      }
      if has("<!--") {
        let comment = try readComment()
        if root == nil { prologue.append(comment) }
      } else if has("<?") {
        let instruction = try readProcessingInstruction()
        if root == nil { prologue.append(instruction) }
      } else if has("<!DOCTYPE") {
        guard root == nil, doctype == nil else {
          throw error(.syntax, "a DOCTYPE must come once, before the root element", at: index)
        }
        doctype = index
        try skipDoctype()
      } else if root == nil {
        root = try readElement()
      } else {
        throw error(
          .syntax, "a document has one root element; another starts after </\(root!.name)>",
          at: index)
      }
    }
    guard let root else {
      throw error(.unexpectedEndOfInput, "the document has no root element", at: index)
    }
    return XMLDocument(
      root: root, prologue: prologue, doctypeOffset: doctype, encoding: encoding,
      locator: lines)
  }

  /// Rejects control characters XML does not allow anywhere (all below U+0020 but tab, line
  /// feed and carriage return).
  private func checkCharacters() throws(PaletteError) {
    for (offset, byte) in bytes.enumerated()
    where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
      throw error(
        .syntax, "the control character U+00\(Self.hex2(byte)) is not allowed in XML",
        at: offset)
    }
  }

  // MARK: - Elements

  /// Reads an element and everything in it, with a stack of open elements.
  private mutating func readElement() throws(PaletteError) -> XMLElement {
    var stack: [OpenElement] = []
    var (first, firstIsEmpty) = try readStartTag(depth: 1)
    if firstIsEmpty {
      popBindings(first.bindingCount)
      return first.element
    }
    stack.append(first)
    first = OpenElement(element: XMLElement(""), bindingCount: 0)
    while true {
      guard index < bytes.count else {
        let open = stack[stack.count - 1].element
        throw error(
          .unexpectedEndOfInput,
          "the document ends inside <\(open.name)> (opened at \(lines.location(ofOffset: open.offset)))",
          at: index)
      }
      if bytes[index] != UInt8(ascii: "<") {
        let text = try readText()
        try count()
        stack[stack.count - 1].element.children.append(.text(text))
      } else if has("</") {
        let closed = try readEndTag(matching: stack[stack.count - 1].element)
        popBindings(stack[stack.count - 1].bindingCount)
        stack.removeLast()
        guard !stack.isEmpty else { return closed }
        stack[stack.count - 1].element.children.append(.element(closed))
      } else if has("<!--") {
        let comment = try readComment()
        stack[stack.count - 1].element.children.append(comment)
      } else if has("<![CDATA[") {
        let text = try readCDATA()
        stack[stack.count - 1].element.children.append(.text(text))
      } else if has("<?") {
        let instruction = try readProcessingInstruction()
        stack[stack.count - 1].element.children.append(instruction)
      } else if has("<!") {
        throw error(.syntax, "'<!' starts neither a comment nor a CDATA section here", at: index)
      } else {
        let (open, isEmpty) = try readStartTag(depth: stack.count + 1)
        if isEmpty {
          popBindings(open.bindingCount)
          stack[stack.count - 1].element.children.append(.element(open.element))
        } else {
          stack.append(open)
        }
      }
    }
  }

  /// Reads `<name attributes>` or `<name attributes/>` at the cursor.
  private mutating func readStartTag(
    depth: Int
  ) throws(PaletteError) -> (
    OpenElement, isEmpty: Bool
  ) {
    let start = index
    guard depth <= limits.maximumDepth else {
      throw error(
        .limitExceeded, "elements are nested more than \(limits.maximumDepth) deep", at: start)
    }
    try count()
    index += 1
    let name = try readName(what: "an element name")
    var element = XMLElement(name, offset: start)
    var isEmpty = false
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else {
        throw error(.unexpectedEndOfInput, "the document ends inside the tag <\(name)>", at: index)
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        break
      }
      if has("/>") {
        index += 2
        isEmpty = true
        break
      }
      guard hadSpace else {
        throw error(
          .syntax, "expected whitespace, '>' or '/>' in <\(name)>, found \(describe(at: index))",
          at: index)
      }
      let attribute = try readAttribute(in: name)
      if element.attributes.contains(where: { $0.name == attribute.name }) {
        throw error(
          .syntax,
          "the attribute \(MessageFormatting.quoted(attribute.name, mark: "'")) appears twice in <\(name)>",
          at: attribute.offset)
      }
      guard element.attributes.count < limits.maximumAttributes else {
        throw error(
          .limitExceeded, "<\(name)> has more than \(limits.maximumAttributes) attributes",
          at: attribute.offset)
      }
      element.attributes.append(attribute)
    }
    let bindingCount = bind(element.attributes)
    element.namespace = resolve(XMLName.prefix(of: name) ?? "", isElement: true)
    for position in element.attributes.indices {
      let attributeName = element.attributes[position].name
      if attributeName == "xmlns" || attributeName.hasPrefix("xmlns:") {
        element.attributes[position].namespace = Self.xmlnsNamespace
      } else if let prefix = XMLName.prefix(of: attributeName) {
        element.attributes[position].namespace = resolve(prefix, isElement: false)
      }
    }
    return (OpenElement(element: element, bindingCount: bindingCount), isEmpty)
  }

  /// Reads `name = "value"` at the cursor.
  private mutating func readAttribute(in element: String) throws(PaletteError) -> XMLAttribute {
    let start = index
    let name = try readName(what: "an attribute name")
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      throw index < bytes.count
        ? error(
          .syntax,
          "expected '=' after the attribute name \(MessageFormatting.quoted(name, mark: "'")), found \(describe(at: index))",
          at: index)
        : error(.unexpectedEndOfInput, "the document ends inside the tag <\(element)>", at: index)
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else {
      throw index < bytes.count
        ? error(
          .syntax,
          "the value of \(MessageFormatting.quoted(name, mark: "'")) must be in quotes, found \(describe(at: index))",
          at: index)
        : error(.unexpectedEndOfInput, "the document ends inside the tag <\(element)>", at: index)
    }
    let quote = bytes[index]
    index += 1
    let valueStart = index
    let value = try readAttributeValue(quote: quote, name: name)
    return XMLAttribute(name, value, offset: start, valueOffset: valueStart)
  }

  /// Reads `</name>` at the cursor and checks that it closes `open`.
  private mutating func readEndTag(matching open: XMLElement) throws(PaletteError) -> XMLElement {
    let start = index
    index += 2
    let name = try readName(what: "an element name after '</'")
    guard name == open.name else {
      throw error(
        .syntax,
        "</\(name)> does not close <\(open.name)> (opened at \(lines.location(ofOffset: open.offset)))",
        at: start)
    }
    skipWhitespace()
    guard index < bytes.count else {
      throw error(.unexpectedEndOfInput, "the document ends inside </\(name)>", at: index)
    }
    guard bytes[index] == UInt8(ascii: ">") else {
      throw error(
        .syntax, "expected '>' to end </\(name)>, found \(describe(at: index))", at: index)
    }
    index += 1
    return open
  }

  /// Reads a name at the cursor.
  mutating func readName(what: String) throws(PaletteError) -> String {
    let start = index
    guard index < bytes.count else {
      throw error(.unexpectedEndOfInput, "the document ends where \(what) should be", at: index)
    }
    guard XMLName.isStart(bytes[index]) else {
      throw error(.syntax, "expected \(what), found \(describe(at: index))", at: index)
    }
    while index < bytes.count && XMLName.isPart(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  // MARK: - Namespaces

  /// Adds the bindings the `xmlns` attributes declare; returns how many.
  private mutating func bind(_ attributes: [XMLAttribute]) -> Int {
    var added = 0
    for attribute in attributes {
      if attribute.name == "xmlns" {
        bindings.append(("", attribute.value))
        added += 1
      } else if attribute.name.hasPrefix("xmlns:") {
        bindings.append((attribute.localName, attribute.value))
        added += 1
      }
    }
    return added
  }

  private mutating func popBindings(_ count: Int) {
    bindings.removeLast(count)
  }

  /// The URI bound to `prefix` (`""` is the default namespace, which only elements take).
  private func resolve(_ prefix: Substring, isElement: Bool) -> String? {
    if prefix == "xml" { return XMLName.xmlNamespace }
    if prefix.isEmpty && !isElement { return nil }
    guard let binding = bindings.last(where: { $0.prefix == prefix }) else { return nil }
    return binding.uri.isEmpty ? nil : binding.uri
  }

  // MARK: - Helpers

  /// Counts one node against ``XMLLimits/maximumNodes``.
  mutating func count() throws(PaletteError) {
    nodeCount += 1
    guard nodeCount <= limits.maximumNodes else {
      throw error(
        .limitExceeded, "the document has more than \(limits.maximumNodes) nodes", at: index)
    }
  }

  /// Whether the bytes at the cursor spell `literal`.
  func has(_ literal: StaticString) -> Bool {
    has(literal, at: index)
  }

  /// Whether the bytes at `offset` spell `literal`.
  func has(_ literal: StaticString, at offset: Int) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard offset + length <= bytes.count else { return false }
    return literal.withUTF8Buffer { buffer in
      for step in 0..<length where bytes[offset + step] != buffer[step] { return false }
      return true
    }
  }

  /// Skips spaces, tabs and line breaks; returns whether there were any.
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
    return index > start
  }

  /// Whether `byte` is XML whitespace: space, tab, line feed or carriage return.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// An error at a byte offset of the document.
  func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: format, location: lines.location(ofOffset: offset))
  }

  /// The character at `offset` for messages: `'x'`, `'é'` or `byte 0x1F`.
  func describe(at offset: Int) -> String {
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
    if byte >= 0x80, let shape = TextDecoder.utf8Sequence(lead: byte),
      offset + shape.length <= bytes.count
    {
      return "'\(String(decoding: bytes[offset..<(offset + shape.length)], as: UTF8.self))'"
    }
    return byte == 0x20 ? "a space" : "byte 0x\(Self.hex2(byte))"
  }

  /// Two upper-case hex digits.
  static func hex2(_ byte: UInt8) -> String {
    String(
      decoding: [
        HexDigits.digit(byte >> 4, uppercase: true), HexDigits.digit(byte, uppercase: true),
      ],
      as: UTF8.self)
  }
}
