import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PalettePhotoshop

/// Autodesk colour books: AutoCAD's XML `.acb`, told apart from Adobe's binary books.
@Suite struct AutodeskColorBookTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try AutodeskColorBookFormat().decode(Array(text.utf8))
  }

  @Test func realFilesReadPageByPage() throws {
    let basic = try AutodeskColorBookFormat().decode(
      Fixtures.bytes("autodesk-acb/real/basic-rgb.acb"))
    #expect(basic.warnings.isEmpty)
    #expect(basic.palette.name == "basic-rgb")
    // Two pages: red, green, blue, then white and black; the page colours are not swatches.
    #expect(basic.palette.groups.map(\.swatches.count) == [3, 2])
    #expect(basic.palette.groups.map(\.name) == [nil, nil])
    #expect(basic.palette.allSwatches.map(\.name) == ["red", "green", "blue", "white", "black"])
    #expect(basic.palette.allSwatches[1].color == .srgb8(0, 255, 0))
    #expect(basic.palette.allSwatches[4].color == .srgb8(0, 0, 0))

    // One line, CRLF, a page colour (white) that is none of its colours.
    let bond = try AutodeskColorBookFormat().decode(
      Fixtures.bytes("autodesk-acb/real/COLORBOND.acb")
    ).palette
    #expect(bond.name == "COLORBOND(R) 2010 (Resene colour matches)")
    #expect(bond.swatchCount == 20)
    #expect(bond.allSwatches[0].name == "COLORBOND(R) Bushland (Resene paint colour match)")
    #expect(bond.allSwatches[0].color == .srgb8(110, 109, 94))
    #expect(bond.allSwatches[1].color == .srgb8(218, 199, 156))
  }

  @Test func detectionTellsTheTwoColourBooksApart() throws {
    let xml = Fixtures.bytes("autodesk-acb/real/basic-rgb.acb")
    let binary = Fixtures.bytes("photoshop/acb/hks-e-lab.acb")
    #expect(AutodeskColorBookFormat().sniff(xml.prefix(4096)) == .strong)
    #expect(AutodeskColorBookFormat().sniff(binary.prefix(4096)) == .none)
    #expect(ACBFormat().sniff(xml.prefix(4096)) == .none)
    #expect(ACBFormat().sniff(binary.prefix(4096)) == .strong)
    // Read as Adobe's, the XML book is refused with a message naming the right format.
    let error = #expect(throws: PaletteError.self) { try ACBFormat().decode(xml) }
    #expect(error?.message.contains("autodesk-acb") == true)
  }

  @Test func anEncryptedBookIsRefusedAtItsFirstColour() {
    // The shape of Benjamin Moore's book that AutoCAD installs: letters in place of numbers.
    let text = """
      <?xml version="1.0" encoding = "UTF-8"?>
      <colorBook>
        <bookName>Benjamin Moore Classic</bookName>
        <majorVersion>1</majorVersion>
        <minorVersion>0</minorVersion>
        <colorPage>
          <pageColor>  <RGB8Encrypt> <redEncrypt>BPY</redEncrypt> </RGB8Encrypt> </pageColor>
      """
    let error = #expect(throws: PaletteError.self) {
      try Self.decode(text + "</colorPage></colorBook>")
    }
    #expect(error?.kind == .invalidValue)
    #expect(error?.location == .text(line: 7, column: 18))
    #expect(error?.message.contains("encrypted") == true)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "other root", text: "<palette/>", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "no RGB8",
      text: "<colorBook><colorPage>\n<colorEntry><colorName>x</colorName></colorEntry>"
        + "</colorPage></colorBook>",
      kind: .invalidValue, location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "no blue",
      text: "<colorBook><colorPage><colorEntry><RGB8><red>1</red><green>2</green></RGB8>"
        + "</colorEntry></colorPage></colorBook>",
      kind: .invalidValue, location: .text(line: 1, column: 35)),
    BadInputCase(
      name: "out of range",
      text: "<colorBook><colorPage><colorEntry><RGB8><red>256</red><green>2</green>"
        + "<blue>3</blue></RGB8></colorEntry></colorPage></colorBook>",
      kind: .invalidValue, location: .text(line: 1, column: 46)),
    BadInputCase(
      name: "negative",
      text: "<colorBook><colorPage><colorEntry><RGB8><red>1</red><green>-2</green>"
        + "<blue>3</blue></RGB8></colorEntry></colorPage></colorBook>",
      kind: .invalidValue, location: .text(line: 1, column: 60)),
    BadInputCase(
      name: "fraction",
      text: "<colorBook><colorPage><pageColor><RGB8><red>1.5</red><green>2</green>"
        + "<blue>3</blue></RGB8></pageColor></colorPage></colorBook>",
      kind: .invalidValue, location: .text(line: 1, column: 45)),
    BadInputCase(
      name: "huge number",
      text: "<colorBook><colorPage><colorEntry><RGB8><red>99999999999999999999</red>"
        + "<green>2</green><blue>3</blue></RGB8></colorEntry></colorPage></colorBook>",
      kind: .invalidValue, location: .text(line: 1, column: 46)),
    BadInputCase(
      name: "unclosed", text: "<colorBook><colorPage>", kind: .unexpectedEndOfInput,
      location: .text(line: 1, column: 23)),
    BadInputCase(
      name: "invalid UTF-8", bytes: Array("<colorBook><bookName>".utf8) + [0xFF, 0xFE],
      kind: .invalidEncoding),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try AutodeskColorBookFormat().decode($0) }
  }

  @Test func unknownElementsAreSkippedWithAWarning() throws {
    let decoded = try Self.decode(
      """
      <colorBook><bookName>B</bookName>
      <colorPage><note/><colorEntry><colorName>a</colorName>
      <RGB8><red> 1 </red><green>2</green><blue>3</blue></RGB8></colorEntry></colorPage>
      </colorBook>
      """)
    #expect(decoded.palette.allSwatches == [Swatch(name: "a", color: .srgb8(1, 2, 3))])
    #expect(decoded.warnings.map(\.code) == ["autodesk-acb.skipped"])
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 12))
  }

  @Test func goldenFile() throws {
    Golden.check(
      try AutodeskColorBookFormat().encode(GoldenPalette.palette),
      against: "autodesk-acb/golden/golden.acb")
  }

  @Test func roundTripIsExact() throws {
    let palette = Palette(
      name: "Façade & Trim",
      groups: [
        PaletteGroup(swatches: [
          Swatch(name: "Sand <1>", color: .srgb8(0xDA, 0xC7, 0x9C)),
          Swatch(name: nil, color: .srgb8(0, 0, 0)),
        ]),
        PaletteGroup(swatches: []),
        PaletteGroup(swatches: [Swatch(name: "Rot", color: .srgb8(255, 0, 0))]),
      ])
    let format = AutodeskColorBookFormat()
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette == palette)
    #expect(try format.encode(decoded.palette) == bytes)
    // The real files read back as they were read.
    for file in ["basic-rgb.acb", "COLORBOND.acb"] {
      let real = try format.decode(Fixtures.bytes("autodesk-acb/real/" + file)).palette
      #expect(try format.decode(format.encode(real)).palette == real)
    }
  }

  @Test func lossesAreReported() throws {
    let encoded = try AutodeskColorBookFormat().encodeReportingLosses(GoldenPalette.palette)
    #expect(
      Set(encoded.losses.map(\.code))
        == ["loss.groups", "loss.alpha", "loss.model", "loss.kind", "loss.description"])
  }

  @Test func everyPrefixIsAnErrorWithAPlace() throws {
    let bytes = try AutodeskColorBookFormat().encode(GoldenPalette.palette)
    EveryPrefix.check(
      bytes, .failsWithAPosition, upTo: bytes.count - 1, with: AutodeskColorBookFormat())
  }
}
