import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteCorelXML

/// CorelDRAW XML palettes: models, named spot spaces, pages, exact output.
@Suite struct CorelXMLTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try CorelXMLFormat().decode(Array(text.utf8))
  }

  @Test func realFilesReadWithTheColoursCorelShows() throws {
    let lab = try CorelXMLFormat().decode(Fixtures.bytes("corel-xml/real/Signature.xml")).palette
    #expect(lab.name == "Signature.xml")
    // 0.521569, 0.717647, 0.65098 are 133, 183 and 166 over 255: L 52.16, a 55, b 38.
    #expect(lab.allSwatches[0].name == "Atomic Orange")
    #expect(
      lab.allSwatches[0].color
        == PaletteColor(.lab(l: Float(133.0 / 255 * 100), a: 55, b: 38)))
    #expect(lab.allSwatches[3].name == "Black")
    #expect(lab.allSwatches[3].color == PaletteColor(.lab(l: Float(69.0 / 255 * 100), a: 0, b: 0)))

    let cmyk = try CorelXMLFormat().decode(Fixtures.bytes("corel-xml/real/db32-cmyk.xml")).palette
    #expect(cmyk.allSwatches[1].name == "Valhalla")
    #expect(
      cmyk.allSwatches[1].color
        == PaletteColor(
          .cmyk(cyan: 0.3461538, magenta: 0.3846153, yellow: 0, black: Float(203.0 / 255))))

    let spot = try CorelXMLFormat().decode(Fixtures.bytes("corel-xml/real/ThermoFlex Plus.xml"))
    let rosa = try #require(spot.palette.allSwatches.first { $0.name == "Rosa" })
    #expect(rosa.kind == .spot)
    #expect(rosa.color == .srgb8(204, 3, 92))
    #expect(spot.palette.allSwatches[0].color == .srgb8(255, 255, 255))
    #expect(spot.palette.allSwatches[0].kind == .process)
    // 101 colours on the page; the manifest's 130 also counts the 29 definitions of the 26
    // named colour spaces.
    #expect(spot.palette.swatchCount == 101)
    #expect(spot.warnings.map(\.code) == ["corel.alternates"])
  }

  @Test func aNegativeZeroTintIsZero() throws {
    // Found by fuzzing (roundtrip-corel-xml): `-0` read as -0.0 was written as `0`, which
    // read back as +0.0, a colour of other bits.
    let decoded = try Self.decode(
      """
      <?xml version="1.0"?>
      <palette guid="x" name="P"><colors><page>
        <color name="Rope" cs="CMYK" tints="-0,0.5,-0.0,1"/>
      </page></colors></palette>
      """)
    let color = try #require(decoded.palette.allSwatches.first?.color)
    #expect(color == PaletteColor(.cmyk(cyan: 0, magenta: 0.5, yellow: 0, black: 1)))
    guard case .cmyk(let c, _, let y, _) = color.components else {
      Issue.record("not CMYK")
      return
    }
    #expect(c.sign == .plus && y.sign == .plus)
    let again = try CorelXMLFormat().decode(CorelXMLFormat().encode(decoded.palette))
    #expect(again.palette.allSwatches.first?.color == color)
  }

  @Test func pagesAreGroupsAndTintsApply() throws {
    let decoded = try Self.decode(
      """
      <?xml version="1.0"?>
      <palette guid="x" name="P">
        <colorspaces>
          <cs name="PANTONE X" fixedID="1"><color cs="CMYK" tints="0.4,0.2,0,1"/></cs>
        </colorspaces>
        <colors>
          <page name="First"><color cs="GRAY" name="g" tints="0.25"/></page>
          <page>
            <color cs="PANTONE X" name="half" tints="0.5"/>
            <color cs="PANTONE X" tints="1"/>
            <color cs="HSB" name="odd" tints="1,1,1"/>
          </page>
        </colors>
      </palette>
      """)
    let palette = decoded.palette
    #expect(palette.groups.map(\.name) == ["First", nil])
    #expect(palette.groups[0].swatches[0].color == PaletteColor(.gray(0.25)))
    #expect(
      palette.groups[1].swatches[0].color
        == PaletteColor(
          .cmyk(cyan: Float(0.4 * 0.5), magenta: Float(0.2 * 0.5), yellow: 0, black: 0.5)))
    #expect(palette.groups[1].swatches[1].name == "PANTONE X")
    #expect(palette.groups[1].swatches.map(\.kind) == [.spot, .spot])
    #expect(decoded.warnings.map(\.code) == ["corel.tint", "corel.model"])
    #expect(decoded.warnings[1].location == .text(line: 11, column: 7))
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "too few tints",
      text: "<palette><colors><page><color cs=\"RGB\" tints=\"1,0\"/></page></colors></palette>",
      kind: .invalidValue, location: .text(line: 1, column: 47)),
    BadInputCase(
      name: "not a number",
      text:
        "<palette><colors><page>\n<color cs=\"CMYK\" tints=\"1,x,0,0\"/></page></colors></palette>",
      kind: .invalidValue, location: .text(line: 2, column: 25)),
    BadInputCase(
      name: "no cs", text: "<palette><colors><page><color tints=\"1\"/></page></colors></palette>",
      kind: .invalidValue, location: .text(line: 1, column: 24)),
    BadInputCase(
      name: "no colors", text: "<palette name=\"x\"/>", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "other root", text: "<resources/>", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "huge number",
      text:
        "<palette><colors><page><color cs=\"RGB\" tints=\"1e300,0,0\"/></page></colors></palette>",
      kind: .invalidValue, location: .text(line: 1, column: 47)),
    BadInputCase(
      name: "unclosed", text: "<palette><colors><page>", kind: .unexpectedEndOfInput,
      location: .text(line: 1, column: 24)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try CorelXMLFormat().decode($0) }
  }

  @Test func goldenFile() throws {
    Golden.check(
      try CorelXMLFormat().encode(GoldenPalette.palette), against: "corel-xml/golden/golden.xml")
  }

  @Test func roundTripKeepsModelsKindsAndPagesBitExact() throws {
    let palette = Palette(
      name: "Print & Screen",
      groups: [
        PaletteGroup(swatches: [
          Swatch(name: "Byte", color: .srgb8(158, 161, 219)),
          Swatch(name: "Float", color: .srgb(0.1, 0.2000001, 0.3)),
          Swatch(name: nil, color: PaletteColor(.gray(0.5))),
        ]),
        PaletteGroup(
          name: "Inks",
          swatches: [
            Swatch(
              name: "PANTONE 2716 C",
              color: PaletteColor(.cmyk(cyan: 0.42, magenta: 0.27, yellow: 0, black: 0)),
              kind: .spot),
            Swatch(name: "RGB", color: .srgb8(1, 2, 3), kind: .spot),
            Swatch(name: nil, color: PaletteColor(.lab(l: 52.5, a: -20.25, b: 100)), kind: .spot),
            Swatch(name: "Lab", color: PaletteColor(.lab(l: 30, a: 0.5, b: -127))),
            Swatch(name: "Huge gray", color: PaletteColor(.gray(-4.2535296e37))),
          ]),
        PaletteGroup(name: "Empty"),
      ])
    let format = CorelXMLFormat()
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    var expected = palette
    // An unnamed spot swatch reads back named after its colour space.
    expected.groups[1].swatches[2].name = "Spot 6"
    #expect(decoded.palette == expected)
    // The space's name is written as the swatch's, so what was read back writes the same bytes.
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test func aNegativeZeroIsWrittenAsZero() throws {
    // Found by model-corel-xml: a Lab axis of -0 has no tint that reads back as -0; it is
    // written as 0, so what reads back writes the same bytes.
    let palette = Palette(swatches: [
      Swatch(color: PaletteColor(.lab(l: 0.001, a: -0.0, b: 0))),
      // No tint reads back as exactly 1e-10 or -3e-9: written as what their text reads back as.
      Swatch(color: PaletteColor(.lab(l: 50, a: 1e-10, b: -3e-9))),
    ])
    let bytes = try CorelXMLFormat().encode(palette)
    #expect(String(decoding: bytes, as: UTF8.self).contains("tints=\"0.00001,0.501961,0.501961\""))
    let read = try CorelXMLFormat().decode(bytes).palette
    #expect(try CorelXMLFormat().encode(read) == bytes)
  }

  @Test func theGUIDIsDerivedFromTheContent() throws {
    let first = try CorelXMLFormat().encode(
      Palette(name: "A", swatches: [Swatch(color: .srgb8(1, 2, 3))]))
    let second = try CorelXMLFormat().encode(
      Palette(name: "B", swatches: [Swatch(color: .srgb8(1, 2, 3))]))
    let guid = { (bytes: [UInt8]) in
      String(decoding: bytes, as: UTF8.self).split(separator: "\"").dropFirst(5).first.map(
        String.init)
    }
    #expect(guid(first) != guid(second))
    #expect(guid(first)?.utf8.count == 36)
  }

  @Test func sniffingTellsCorelFromTheGenericPaletteDialect() {
    let format = CorelXMLFormat()
    #expect(
      format.sniff(
        ArraySlice(
          "<?xml version=\"1.0\"?>\n<palette guid=\"x\"><colors><page><color cs=\"RGB\" tints=\"1,1,1\"/>"
            .utf8)) == .strong)
    #expect(
      format.sniff(ArraySlice("<palette name=\"basic\">\n<color name=\"a\" hex=\"6c698d\"/>".utf8))
        == .none)
  }

  @Test func everyPrefixIsAnErrorWithAPlace() throws {
    let bytes = try CorelXMLFormat().encode(GoldenPalette.palette)
    EveryPrefix.check(bytes, .failsWithAPosition, upTo: bytes.count - 1, with: CorelXMLFormat())
  }

  static let corpus = Corpus.entries(in: "xml").filter { $0.features.hasPrefix("CorelDRAW") }

  @Test(.enabled(if: Fixtures.hasCorpus)) func corpusHasCorelFiles() {
    #expect(Self.corpus.count == 8)
  }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(CorelXMLFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try CorelXMLFormat().decode(entry.bytes)
    // The manifest counts every <color>, the definitions of named colour spaces included;
    // the swatches are the ones after <colors>.
    let text = String(decoding: entry.bytes, as: UTF8.self)
    let pages = text.components(separatedBy: "<colors>").last ?? ""
    #expect(decoded.palette.swatchCount == pages.components(separatedBy: "<color ").count - 1)
    #expect(entry.colors == text.components(separatedBy: "<color ").count - 1)
    let again = try CorelXMLFormat().decode(CorelXMLFormat().encode(decoded.palette))
    #expect(again.palette == decoded.palette)
  }

  @Test(.enabled(if: Fixtures.hasCorpus)) func nonASCIINamesReadAsWritten() throws {
    let entry = try #require(Self.corpus.first { $0.path.hasSuffix("ColorsOfJapan.xml") })
    let swatches = try CorelXMLFormat().decode(entry.bytes).palette.allSwatches
    #expect(swatches[0].name == "黒")
    #expect(swatches[1].name == "漆黒")
    #expect(swatches[1].color == .srgb8(8, 0, 0))
  }
}
