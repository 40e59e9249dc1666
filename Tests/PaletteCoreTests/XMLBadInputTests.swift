import TestSupport
import Testing

@testable import PaletteCore

/// Malformed and hostile XML: every problem is an error with a line and column, never a crash,
/// a hang or a large allocation.
@Suite struct XMLBadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: PaletteError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unbalanced", text: "<a>\n  <b></a>", kind: .syntax,
      message: "</a> does not close <b> (opened at 2:3)"),
    Case(
      name: "unclosed", text: "<a>\n<b>", kind: .unexpectedEndOfInput,
      message: "the document ends inside <b> (opened at 2:1)"),
    Case(
      name: "undefined entity", text: "<a>&nbsp;</a>", kind: .syntax,
      message:
        "the entity &nbsp; is not defined: only &lt; &gt; &amp; &quot; &apos; and character "
        + "references are read (entities a DOCTYPE declares are never expanded)"),
    Case(
      name: "bare ampersand", text: "<a b=\"x & y\"/>", kind: .syntax,
      message: "'&' starts a reference such as &amp; (write &amp; for '&')"),
    Case(
      name: "reference to NUL", text: "<a>&#0;</a>", kind: .invalidValue,
      message: "the character reference &#0; is not a character XML allows"),
    Case(
      name: "huge reference", text: "<a>&#x7FFFFFFFFFFFFFFFFFFF;</a>", kind: .syntax,
      message: "a character reference is &#x and digits, then ';'"),
    Case(
      name: "duplicate attribute", text: "<a b=\"1\" b=\"2\"/>", kind: .syntax,
      message: "the attribute 'b' appears twice in <a>"),
    Case(
      name: "unquoted attribute", text: "<a b=1/>", kind: .syntax,
      message: "the value of 'b' must be in quotes, found '1'"),
    Case(
      name: "lt in attribute", text: "<a b=\"<\"/>", kind: .syntax,
      message: "'<' is not allowed in the value of 'b'; write &lt;"),
    Case(
      name: "two roots", text: "<a/><b/>", kind: .syntax,
      message: "a document has one root element; another starts after </a>"),
    Case(
      name: "text after root", text: "<a/>x", kind: .syntax,
      message: "text is not allowed after the root element"),
    Case(
      name: "empty", text: "  ", kind: .unexpectedEndOfInput,
      message: "the document has no root element"),
    Case(
      name: "double hyphen in comment", text: "<a><!-- x -- y --></a>", kind: .syntax,
      message: "'--' is not allowed inside a comment"),
    Case(
      name: "late declaration", text: "<a><?xml version=\"1.0\"?></a>", kind: .syntax,
      message: "the XML declaration <?xml …?> may only come first in the document"),
    Case(
      name: "control character", text: "<a>\u{1}</a>", kind: .syntax,
      message: "the control character U+0001 is not allowed in XML"),
    Case(
      name: "unknown encoding", text: "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a/>",
      kind: .invalidEncoding,
      message:
        "the encoding 'shift_jis' is not supported; palconv reads XML in UTF-8, UTF-16 and "
        + "ISO-8859-1"),
    Case(
      name: "version 2", text: "<?xml version=\"2.0\"?><a/>", kind: .unsupportedVersion,
      message: "XML version 2.0 is not supported"),
    Case(
      name: "unclosed doctype", text: "<!DOCTYPE a [ <!ENTITY x \"y\"> ",
      kind: .unexpectedEndOfInput,
      message: "the DOCTYPE is not closed with '>'"),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: Case) {
    let error = #expect(throws: PaletteError.self) {
      try XMLReader.parse(Array(item.text.utf8), format: "test")
    }
    #expect(error?.kind == item.kind)
    #expect(error?.message == item.message)
    #expect(error?.format == "test")
    #expect(error?.location != nil)
  }

  @Test func errorPositionsAreLineAndColumn() {
    let marked = MarkedText("<a>\n  <b x=\"1\" 1️⃣x=\"2\"/>\n</a>")
    let error = #expect(throws: PaletteError.self) {
      try XMLReader.parse(marked.bytes, format: "t")
    }
    #expect(error?.location == marked.markers.first)
  }

  @Test func billionLaughsIsAnErrorNotAnExpansion() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    text += "]>\n<lolz>&lol9;</lolz>"
    let error = #expect(throws: PaletteError.self) {
      try XMLReader.parse(Array(text.utf8), format: "t")
    }
    #expect(error?.location == .text(line: 14, column: 7))
    #expect(error?.message.hasPrefix("the entity &lol9; is not defined") == true)
  }

  @Test func nestingStopsAtTheLimit() throws {
    let limits = XMLLimits(maximumDepth: 50)
    let fits = String(repeating: "<a>", count: 50) + String(repeating: "</a>", count: 50)
    _ = try XMLReader.parse(Array(fits.utf8), format: "t", limits: limits)
    let deep = String(repeating: "<a>", count: 100_000)
    let error = #expect(throws: PaletteError.self) {
      try XMLReader.parse(Array(deep.utf8), format: "t", limits: limits)
    }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.location == .text(line: 1, column: 151))
    // The default limit holds too, without recursion.
    let defaultError = #expect(throws: PaletteError.self) {
      try XMLReader.parse(Array(deep.utf8), format: "t")
    }
    #expect(defaultError?.kind == .limitExceeded)
  }

  @Test func nodeAndAttributeCountsStopAtTheirLimits() {
    let many = "<r>" + String(repeating: "<a/>", count: 20) + "</r>"
    let error = #expect(throws: PaletteError.self) {
      try XMLReader.parse(Array(many.utf8), format: "t", limits: XMLLimits(maximumNodes: 10))
    }
    #expect(error?.kind == .limitExceeded)
    let attributes = "<r " + (0..<20).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>"
    let attributeError = #expect(throws: PaletteError.self) {
      try XMLReader.parse(
        Array(attributes.utf8), format: "t", limits: XMLLimits(maximumAttributes: 10))
    }
    #expect(attributeError?.kind == .limitExceeded)
  }

  @Test func aHugeAttributeValueIsReadInOnePiece() throws {
    let value = String(repeating: "x", count: 1 << 20)
    let document = try XMLReader.parse(Array("<a v=\"\(value)\"/>".utf8), format: "t")
    #expect(document.root.attribute("v")?.value.utf8.count == 1 << 20)
    let unterminated = #expect(throws: PaletteError.self) {
      try XMLReader.parse(Array("<a v=\"\(value)".utf8), format: "t")
    }
    #expect(unterminated?.kind == .unexpectedEndOfInput)
    #expect(unterminated?.location == .text(line: 1, column: 6))
  }

  @Test func invalidUTF8IsAnEncodingErrorAtItsByte() {
    let bytes = Array("<a>\nok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
    let error = #expect(throws: PaletteError.self) { try XMLReader.parse(bytes, format: "t") }
    #expect(error?.kind == .invalidEncoding)
    #expect(error?.location == .text(line: 2, column: 4))
  }

  @Test func invalidUTF16IsAnEncodingError() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x00, 0xD8, 0x3E, 0x00]
    let error = #expect(throws: PaletteError.self) { try XMLReader.parse(bytes, format: "t") }
    #expect(error?.kind == .invalidEncoding)
    #expect(error?.location == .text(line: 1, column: 3))
  }

  @Test func columnsCountTheUnitsOfTheFileAsStored() {
    // UTF-16: "<r>" then é (one unit, two UTF-8 bytes) and U+1F600 (two units, four bytes),
    // then an unpaired high surrogate.
    var bytes: [UInt8] = [0xFE, 0xFF]
    for unit in "<r>\u{E9}\u{1F600}".utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    bytes += [0xD8, 0x00, 0x00, 0x41]
    let utf16 = #expect(throws: PaletteError.self) { try XMLReader.parse(bytes, format: "t") }
    #expect(utf16?.location == .text(line: 1, column: 7))
    // ISO-8859-1: one byte a character.
    let latin1 =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><r>".utf8) + [0xE9, 0xE9]
      + Array("&bad;</r>".utf8)
    let error = #expect(throws: PaletteError.self) { try XMLReader.parse(latin1, format: "t") }
    #expect(error?.location == .text(line: 1, column: 49))
  }

  @Test func everyPrefixOfAValidDocumentIsAnErrorWithAPlace() throws {
    let text = Array(
      """
      <?xml version="1.0"?>
      <!DOCTYPE r>
      <r a="&amp;x"><!-- c --><b>t&#233;</b><![CDATA[d]]><?p q?></r>
      """.utf8)
    _ = try XMLReader.parse(text, format: "t")
    for length in 0..<(text.count - 1) {
      let prefix = Array(text[..<length])
      do {
        _ = try XMLReader.parse(prefix, format: "t")
        Issue.record("a prefix of \(length) bytes parsed")
      } catch {
        #expect(error.location != nil, "prefix of \(length) bytes")
      }
    }
  }
}
