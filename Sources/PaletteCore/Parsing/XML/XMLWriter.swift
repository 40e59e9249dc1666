/// Writes an XML document deterministically: an XML declaration, then one element, comment or
/// processing instruction per line, indented by depth; an element holding only text is written
/// on one line, an empty one as `<name/>`; attributes in the order given.
///
/// Text and attribute values are escaped so the reader gives them back exactly
/// (``MarkupText/xmlText(_:)``, ``MarkupText/xmlAttribute(_:)``), control characters as
/// references, except the characters XML 1.0 cannot hold at all, which are replaced
/// (``writable(_:)`` says what a text reads back as); comments are made safe by
/// ``MarkupText/xmlComment(_:)``.
///
///     let root = XMLElement("resources", children: [.element(XMLElement("color"))])
///     XMLWriter().write(root)  // <?xml version="1.0" encoding="utf-8"?>\n<resources>\n  <color/>…
package struct XMLWriter: Sendable {
  /// The XML declaration written first, without its line break; `nil` writes none.
  package var declaration: String?
  /// The text one level of depth is indented by.
  package var indent: String
  /// The line break written after each line.
  package var lineBreak: String

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - declaration: The XML declaration; `<?xml version="1.0" encoding="UTF-8"?>` by default.
  ///   - indent: The text of one level of indentation; two spaces by default.
  ///   - lineBreak: The line break; `\n` by default.
  package init(
    declaration: String? = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", indent: String = "  ",
    lineBreak: String = "\n"
  ) {
    self.declaration = declaration
    self.indent = indent
    self.lineBreak = lineBreak
  }

  /// The document's bytes, UTF-8, ending with a line break.
  ///
  /// - Parameters:
  ///   - root: The root element.
  ///   - prologue: Comments and processing instructions before the root element.
  /// - Returns: The bytes.
  /// - Complexity: O(*n*) in the size of the output.
  package func write(_ root: XMLElement, prologue: [XMLNode] = []) -> [UInt8] {
    var out = ""
    if let declaration { out += declaration + lineBreak }
    for node in prologue { write(node, depth: 0, to: &out) }
    write(.element(root), depth: 0, to: &out)
    return Array(out.utf8)
  }

  private func write(_ node: XMLNode, depth: Int, to out: inout String) {
    let prefix = String(repeating: indent, count: depth)
    switch node {
    case .element(let element):
      out += prefix + "<" + element.name
      for attribute in element.attributes {
        out += " " + attribute.name + "=\"" + MarkupText.xmlAttribute(attribute.value) + "\""
      }
      if element.children.isEmpty {
        out += "/>" + lineBreak
      } else if element.children.allSatisfy(\.isText) {
        out += ">"
        for case .text(let text) in element.children { out += Self.textMarkup(text) }
        out += "</" + element.name + ">" + lineBreak
      } else {
        out += ">" + lineBreak
        for child in element.children { write(child, depth: depth + 1, to: &out) }
        out += prefix + "</" + element.name + ">" + lineBreak
      }
    case .text(let text):
      out += prefix + Self.textMarkup(text) + lineBreak
    case .comment(let comment):
      out += prefix + "<!--" + MarkupText.xmlComment(comment.text) + "-->" + lineBreak
    case .processingInstruction(let instruction):
      out += prefix + "<?" + instruction.target
      if !instruction.data.isEmpty { out += " " + instruction.data }
      out += "?>" + lineBreak
    }
  }

  private static func textMarkup(_ text: XMLText) -> String {
    if text.isCDATA && !text.value.contains("]]>") && !ControlCharacters.contains(text.value) {
      return "<![CDATA[" + writable(text.value) + "]]>"
    }
    return MarkupText.xmlText(text.value)
  }

  /// `text` with the characters XML 1.0 cannot hold (controls other than tab, line feed and
  /// carriage return; U+FFFE, U+FFFF) replaced (``MarkupText/xmlWritable(_:)``): what the
  /// text reads back as.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text as written and read back.
  package static func writable(_ text: String) -> String {
    MarkupText.xmlWritable(text)
  }
}

extension XMLNode {
  /// Whether the node is character data.
  fileprivate var isText: Bool {
    if case .text = self { return true }
    return false
  }
}
