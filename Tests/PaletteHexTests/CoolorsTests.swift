import PaletteCore
import PaletteHex
import TestSupport
import Testing

@Suite struct CoolorsTests {
  let format = CoolorsFormat()

  /// The colours of Coolors' palette 264653-2a9d8f-e9c46a-f4a261-e76f51.
  static let trending: [RGBA8] = [
    RGBA8(red: 0x26, green: 0x46, blue: 0x53), RGBA8(red: 0x2A, green: 0x9D, blue: 0x8F),
    RGBA8(red: 0xE9, green: 0xC4, blue: 0x6A), RGBA8(red: 0xF4, green: 0xA2, blue: 0x61),
    RGBA8(red: 0xE7, green: 0x6F, blue: 0x51),
  ]

  @Test(arguments: ["coolors/palette-link.txt", "coolors/hyphenated.txt"])
  func readsLinksAndHyphenatedColours(_ path: String) throws {
    let decoded = try format.decode(Fixtures.bytes(path))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.map(\.color.rgba8) == Self.trending)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.name == nil })
  }

  @Test func readsTheGeneratorLinkWithItsPositions() throws {
    let decoded = try format.decode(Fixtures.bytes("coolors/generator-link.txt"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 5)
    #expect(swatches[0].color == .srgb8(0x29, 0x2F, 0x36))
    #expect(swatches[0].location == .text(line: 1, column: 20))
    #expect(swatches[4].location == .text(line: 1, column: 48))
  }

  @Test func readsTheCodeExportsExtendedArray() throws {
    let decoded = try format.decode(Fixtures.bytes("coolors/real/REthinkify-palette.txt"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 8)
    #expect(swatches[0].name == "Prussian Blue" && swatches[0].color == .srgb8(0x1E, 0x2D, 0x43))
    #expect(swatches[7].name == "Platinum" && swatches[7].color == .srgb8(0xEC, 0xEA, 0xEA))
    #expect(swatches[1].location?.description.hasPrefix("11:") == true)
  }

  @Test func readsTheXMLExport() throws {
    let decoded = try format.decode(Fixtures.bytes("coolors/real/basic-xml-1.xml"))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "basicxml")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Ultra Violet", "Timberwolf", "Silver", "Beaver", "Dim gray"])
    #expect(swatches[0].color == .srgb8(0x6C, 0x69, 0x8D))
    #expect(swatches[0].location == .text(line: 2, column: 3))
  }

  @Test func readsEachBlockOfTheCodeExport() throws {
    let blocks = [
      "/* CSV */\n264653,2a9d8f,e9c46a,f4a261,e76f51\n",
      "/* With # */\n#264653, #2a9d8f, #e9c46a, #f4a261, #e76f51\n",
      "/* Array */\n[\"264653\",\"2a9d8f\",\"e9c46a\",\"f4a261\",\"e76f51\"]\n",
      "/* XML */\n<palette>\n  <color name=\"A\" hex=\"264653\" r=\"38\" g=\"70\" b=\"83\" />\n"
        + "  <color name=\"B\" hex=\"2a9d8f\" r=\"42\" g=\"157\" b=\"143\" />\n"
        + "  <color name=\"C\" hex=\"e9c46a\" r=\"233\" g=\"196\" b=\"106\" />\n"
        + "  <color name=\"D\" hex=\"f4a261\" r=\"244\" g=\"162\" b=\"97\" />\n"
        + "  <color name=\"E\" hex=\"e76f51\" r=\"231\" g=\"111\" b=\"81\" />\n</palette>\n",
    ]
    for text in blocks {
      let decoded = try format.decode(Array(text.utf8))
      #expect(decoded.palette.allSwatches.map(\.color.rgba8) == Self.trending, "\(text)")
    }
    let xml = try format.decode(Array(blocks[3].utf8)).palette.allSwatches
    #expect(xml[0].location == .text(line: 3, column: 3))
  }

  @Test func severalLinksAreSeveralGroups() throws {
    let text = "https://coolors.co/264653-2a9d8f\n\nhttps://coolors.co/palette/e9c46a-f4a261\n"
    let palette = try format.decode(Array(text.utf8)).palette
    #expect(palette.groups.map(\.swatches.count) == [2, 2])
  }

  @Test func anRGBThatDisagreesWithTheHexIsAWarning() throws {
    let text = MarkedText(
      "<palette>\n  1️⃣<color name=\"A\" hex=\"264653\" r=\"0\" g=\"70\" b=\"83\" />\n"
        + "  2️⃣<note hex=\"x\"/>\n</palette>\n")
    let decoded = try format.decode(text.bytes)
    #expect(decoded.palette.allSwatches[0].color == .srgb8(0x26, 0x46, 0x53))
    #expect(decoded.warnings.map(\.code) == ["coolors.skipped", "coolors.rgb-mismatch"])
    #expect(decoded.warnings.map(\.location) == [text.markers[1], text.markers[0]])
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: PaletteError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      name: "short colour in a link", text: "https://coolors.co/264653-1️⃣2a9d8\n", kind: .syntax,
      message: "'2a9d8' is not a colour; Coolors joins six-digit hex colours with '-'"),
    BadInput(
      name: "gradient link", text: "https://coolors.co/1️⃣gradient/264653\n", kind: .syntax,
      message: "'gradient' is not a colour; Coolors joins six-digit hex colours with '-'"),
    BadInput(
      name: "bad hex attribute",
      text: "<palette><color hex=\"1️⃣zz\" r=\"1\" g=\"2\" b=\"3\"/></palette>",
      kind: .invalidValue, message: "hex=\"zz\" is not a colour; expected six hex digits"),
    BadInput(
      name: "component out of range",
      text: "<palette><color hex=\"264653\" r=\"1️⃣256\" g=\"2\" b=\"3\"/></palette>",
      kind: .invalidValue, message: "r=\"256\" is not a whole number 0...255"),
    BadInput(
      name: "unclosed XML", text: "<palette><color hex=\"264653\"/>1️⃣", kind: .unexpectedEndOfInput,
      message: ""),
    BadInput(
      name: "bad JSON block", text: "/* Object */\n{\"A\": 1️⃣264653}\n", kind: .invalidValue,
      message: "a colour must be a string of six hex digits, found a number"),
    BadInput(
      name: "truncated JSON block", text: "/* Extended Array */\n[{\"name\":\"A\",1️⃣\n",
      kind: .unexpectedEndOfInput, message: ""),
    BadInput(
      name: "bad CSV block", text: "/* CSV */\n264653,1️⃣fff\n", kind: .syntax,
      message: "'fff' is not a six-digit hex colour"),
    BadInput(
      name: "not Coolors", text: "1️⃣#264653\n", kind: .invalidSignature,
      message:
        "not a Coolors palette: expected its XML export, its code export, a coolors.co link or "
        + "colours joined by '-'"),
  ]

  @Test(arguments: badInputs)
  func badInputIsAnErrorWithAPosition(_ input: BadInput) {
    let text = MarkedText(input.text)
    #expect {
      try format.decode(text.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == text.markers[0]
        && (input.message.isEmpty || error.message == input.message) && error.format == "coolors"
    }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() throws {
    for path in ["coolors/real/REthinkify-palette.txt", "coolors/real/basic-xml-1.xml"] {
      EveryPrefix.check(Fixtures.bytes(path), with: format)
    }
  }

  @Test func sniffingLeavesHexListsAndCorelPalettesAlone() {
    func sniff(_ text: String) -> DetectionConfidence {
      format.sniff(Array(text.utf8)[...])
    }
    #expect(sniff("https://coolors.co/palette/264653-2a9d8f\n") == .strong)
    #expect(sniff("coolors.co/264653") == .strong)
    #expect(sniff("/* CSV */\n264653,2a9d8f\n") == .strong)
    #expect(sniff("<palette>\n  <color name=\"A\" hex=\"264653\" />") == .strong)
    #expect(sniff("264653-2a9d8f-e9c46a\n") == .weak)
    // A hex list (one colour a line), a single colour, CorelDRAW's XML and other text: none.
    #expect(sniff("264653\n2a9d8f\n") == .none)
    #expect(sniff("#264653\n") == .none)
    #expect(sniff("264653\n") == .none)
    #expect(sniff("<palette name=\"x\"><colors><page><color cs=\"RGB\" tints=\"1,0,0\"/>") == .none)
    #expect(sniff("264653-2a9d8f\nnot a colour\n") == .none)
    #expect(sniff("GIMP Palette\n") == .none)
  }
}
