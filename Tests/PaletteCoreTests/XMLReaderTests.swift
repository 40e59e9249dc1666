import Testing

@testable import PaletteCore

/// The one XML reader: what it reads, and how.
@Suite struct XMLReaderTests {
  static func parse(_ text: String) throws -> XMLDocument {
    try XMLReader.parse(Array(text.utf8), format: "test")
  }

  @Test func elementsAttributesTextAndCommentsInOrder() throws {
    let document = try Self.parse(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- before -->
      <resources a="1" b='two'>
        <color name="x">#FF0000</color><!-- c -->
        <empty/>
        <![CDATA[<raw> & ]]>
        <?pi some data?>
      </resources>
      """)
    let root = document.root
    #expect(document.prologue == [.comment(XMLComment(" before ", offset: 39))])
    #expect(root.name == "resources")
    #expect(root.attributes.map(\.name) == ["a", "b"])
    #expect(root.attribute("b")?.value == "two")
    #expect(root.elements.map(\.name) == ["color", "empty"])
    #expect(root.elements[0].text == "#FF0000")
    #expect(document.location(root.elements[0].offset) == .text(line: 4, column: 3))
    #expect(
      document.location(root.elements[0].attributes[0].valueOffset) == .text(line: 4, column: 16))
    let comments = root.children.compactMap { node -> String? in
      if case .comment(let comment) = node { return comment.text }
      return nil
    }
    #expect(comments == [" c "])
    let cdata = root.children.compactMap { node -> XMLText? in
      if case .text(let text) = node, text.isCDATA { return text }
      return nil
    }
    #expect(cdata.map(\.value) == ["<raw> & "])
    let instructions = root.children.compactMap { node -> XMLProcessingInstruction? in
      if case .processingInstruction(let pi) = node { return pi }
      return nil
    }
    #expect(instructions.map(\.target) == ["pi"])
    #expect(instructions.map(\.data) == ["some data"])
  }

  @Test func predefinedEntitiesAndCharacterReferences() throws {
    let document = try Self.parse(
      #"<a v="&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;">x &amp; y&#10;&#xe9;</a>"#)
    #expect(document.root.attribute("v")?.value == "<>&\"'AB\u{1F600}")
    #expect(document.root.text == "x & y\n\u{E9}")
  }

  @Test func attributeValuesAreNormalisedAndTextLineBreaksToo() throws {
    let document = try Self.parse("<a v=\"one\r\ntwo\tthree\nfour&#10;\">x\r\ny\rz</a>")
    #expect(document.root.attribute("v")?.value == "one two three four\n")
    #expect(document.root.text == "x\ny\nz")
  }

  @Test func namespacesResolveThroughScopes() throws {
    let document = try Self.parse(
      """
      <ooo:color-table xmlns:ooo="http://openoffice.org/2004/office" \
      xmlns:draw="urn:draw" xmlns="urn:default">
        <draw:color draw:name="A" plain="p"/>
        <inner xmlns:draw="urn:other"><draw:color draw:name="B"/></inner>
        <xml:thing xml:lang="en" undeclared:x="1"/>
      </ooo:color-table>
      """)
    let root = document.root
    #expect(root.namespace == "http://openoffice.org/2004/office")
    #expect(root.localName == "color-table")
    let first = root.elements[0]
    #expect(first.namespace == "urn:draw")
    #expect(first.attribute(localName: "name", in: ["urn:draw"])?.value == "A")
    #expect(first.attribute("plain")?.namespace == nil)
    let inner = root.elements[1]
    #expect(inner.namespace == "urn:default")
    #expect(inner.elements[0].namespace == "urn:other")
    #expect(inner.elements[0].attributes[0].namespace == "urn:other")
    let third = root.elements[2]
    #expect(third.namespace == XMLName.xmlNamespace)
    #expect(third.attributes[0].namespace == XMLName.xmlNamespace)
    #expect(third.attributes[1].namespace == nil)
    #expect(root.attribute("xmlns:draw")?.namespace == XMLReader.xmlnsNamespace)
  }

  @Test func aDoctypeIsSkippedWithoutExpandingAnything() throws {
    let document = try Self.parse(
      """
      <!DOCTYPE r [
        <!ENTITY e "expanded">
        <!-- ] > -->
        <!ATTLIST r a CDATA "default">
      ]>
      <r>plain</r>
      """)
    #expect(document.doctypeOffset == 0)
    #expect(document.root.text == "plain")
    #expect(document.root.attributes.isEmpty)
  }

  @Test func utf8ByteOrderMarkIsSkipped() throws {
    let document = try XMLReader.parse(
      ASCII.byteOrderMark + Array("<r>\u{E9}</r>".utf8), format: "t")
    #expect(document.root.text == "\u{E9}")
    #expect(document.location(document.root.offset) == .text(line: 1, column: 1))
  }

  @Test(arguments: [true, false])
  func utf16WithAByteOrderMarkIsRead(bigEndian: Bool) throws {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<r n=\"\u{E9}\u{1F600}\">x</r>"
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      bytes +=
        bigEndian
        ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let document = try XMLReader.parse(bytes, format: "t")
    #expect(document.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
    #expect(document.root.attribute("n")?.value == "\u{E9}\u{1F600}")
    #expect(document.location(document.root.offset) == .text(line: 2, column: 1))
  }

  @Test func latin1IsReadWhenTheDeclarationSaysSo() throws {
    let bytes =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r>caf".utf8) + [0xE9]
      + Array("</r>".utf8)
    #expect(try XMLReader.parse(bytes, format: "t").root.text == "caf\u{E9}")
  }
}
