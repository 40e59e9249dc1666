import PaletteCore
import Testing

@testable import PaletteKit

/// `.xml` is shared by many formats: detection reads the root element, never the extension
/// alone, and names the root of an XML document no format reads.
@Suite struct XMLDetectionTests {
  let registry = FormatRegistry.builtIn

  @Test(arguments: [
    (
      "<?xml version=\"1.0\"?>\n<resources>\n  <color name=\"a\">#FFF</color>\n</resources>",
      "android"
    ),
    ("<SCRIBUSCOLORS Name=\"x\"><COLOR NAME=\"a\" RGB=\"#ffffff\"/></SCRIBUSCOLORS>", "scribus"),
    (
      "<ooo:color-table xmlns:ooo=\"http://openoffice.org/2004/office\" "
        + "xmlns:draw=\"urn:oasis:names:tc:opendocument:xmlns:drawing:1.0\"/>", "soc"
    ),
    (
      "<?xml version=\"1.0\"?>\n<palette guid=\"g\" name=\"n\"><colors><page>"
        + "<color cs=\"RGB\" name=\"a\" tints=\"1,1,1\"/></page></colors></palette>", "corel-xml"
    ),
  ])
  func theRootElementDecides(_ text: String, _ identifier: String) {
    for ext in ["xml", "soc", nil] as [String?] {
      let detection = registry.detect(bytes: Array(text.utf8), pathExtension: ext)
      #expect(detection.identifier == identifier, "\(ext ?? "no extension")")
      #expect(detection.method == .content)
      #expect(detection.reason == "the content matches \(identifier) (strong)")
    }
  }

  @Test func anUnknownXMLDocumentIsNamedByItsRoot() {
    let text =
      "<?xml version=\"1.0\"?>\n<palette name=\"basic\">\n<color value=\"6c698d\"/></palette>"
    let detection = registry.detect(bytes: Array(text.utf8), pathExtension: "xml")
    #expect(detection.format == nil)
    #expect(detection.method == .undetermined)
    #expect(
      detection.reason
        == "the content is an XML document whose root element is <palette>, which no format reads")
  }

  @Test func anUnknownRootWithAnExtensionOfOneFormatGoesToThatFormat() {
    // Its decoder then says what it found (a dash table is not a colour table).
    let text = "<office:dash-table xmlns:office=\"http://openoffice.org/2000/office\"/>"
    let detection = registry.detect(bytes: Array(text.utf8), pathExtension: "soc")
    #expect(detection.identifier == "soc")
    #expect(detection.method == .fileExtension)
  }

  @Test func utf16IsSniffedToo() {
    var bytes: [UInt8] = [0xFE, 0xFF]
    for unit in "<resources><color name=\"a\">#FFF</color></resources>".utf16 {
      bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    #expect(registry.detect(bytes: bytes, pathExtension: "xml").identifier == "android")
  }
}
