import Testing

@testable import PaletteCore

/// Finding the root element in a file's first bytes, for detection.
@Suite struct XMLRootSnifferTests {
  @Test func findsTheRootAfterTheProlog() throws {
    let text = """
      \u{FEFF}<?xml version="1.0"?>
      <!-- a comment -->
      <!DOCTYPE x [ <!ENTITY a "b"> ]>
      <ooo:color-table xmlns:ooo="http://openoffice.org/2004/office" other='1'>
        <draw:color
      """
    let sniffed = try #require(XMLRootSniffer(ArraySlice(text.utf8)))
    #expect(sniffed.name == "ooo:color-table")
    #expect(sniffed.localName == "color-table")
    #expect(sniffed.namespace == "http://openoffice.org/2004/office")
    #expect(sniffed.attributes.map(\.name) == ["xmlns:ooo", "other"])
    #expect(sniffed.restContains("<draw:color"))
  }

  @Test func readsUTF16() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "<SCRIBUSCOLORS Name=\"x\">".utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    #expect(XMLRootSniffer(bytes[...])?.name == "SCRIBUSCOLORS")
  }

  @Test(arguments: ["", "GIMP Palette", "{\"a\": 1}", "<", "<!-- never closed", "  <1a>"])
  func notXML(_ text: String) {
    #expect(XMLRootSniffer(ArraySlice(text.utf8)) == nil)
  }
}
