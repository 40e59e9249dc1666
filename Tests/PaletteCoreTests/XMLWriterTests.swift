import Testing

@testable import PaletteCore

/// The XML writer: exact bytes, escaping that the reader undoes.
@Suite struct XMLWriterTests {
  @Test func writesIndentedDeterministicOutput() {
    let root = XMLElement(
      "resources", attributes: [XMLAttribute("xmlns:tools", "urn:t")],
      children: [
        .comment(XMLComment(" group: A ")),
        .element(
          XMLElement(
            "color", attributes: [XMLAttribute("name", "a")], children: [.text(XMLText("#FF0000"))])
        ),
        .element(XMLElement("empty")),
      ])
    let bytes = XMLWriter(indent: "    ").write(root)
    #expect(
      String(decoding: bytes, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <resources xmlns:tools="urn:t">
            <!-- group: A -->
            <color name="a">#FF0000</color>
            <empty/>
        </resources>

        """)
  }

  @Test func escapedTextAndAttributesReadBackExactly() throws {
    let hostile = "a&b<c>d\"e'f\tg\nh\r\ni ]]> \u{1F600} &amp;"
    let root = XMLElement(
      "r", attributes: [XMLAttribute("v", hostile)], children: [.text(XMLText(hostile))])
    let document = try XMLReader.parse(XMLWriter().write(root), format: "t")
    #expect(document.root.attribute("v")?.value == hostile)
    #expect(document.root.text == hostile)
  }

  @Test func charactersXMLCannotHoldBecomeReplacementCharacters() throws {
    let text = "nul\u{0}esc\u{1B}\u{FFFE}"
    #expect(XMLWriter.writable(text) == "nul\u{FFFD}esc\u{FFFD}\u{FFFD}")
    let root = XMLElement("r", attributes: [XMLAttribute("v", text)])
    let document = try XMLReader.parse(XMLWriter().write(root), format: "t")
    #expect(document.root.attribute("v")?.value == XMLWriter.writable(text))
  }

  @Test func commentsAreMadeSafe() throws {
    #expect(MarkupText.xmlComment("a--b-") == "a- -b- ")
    let root = XMLElement("r", children: [.comment(XMLComment("x---y-"))])
    _ = try XMLReader.parse(XMLWriter().write(root), format: "t")
  }
}
