import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PalettePhotoshop

/// XML Adobe colour books (`.acbl`).
@Suite struct ACBLTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try ACBLFormat().decode(Array(text.utf8))
  }

  @Test func theRealBookReadsWithPrefixedNames() throws {
    let decoded = try ACBLFormat().decode(Fixtures.bytes("acbl/real/basic.acbl"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 11)
    // The pair without an ID ("PANTONE ", " C") names the colours; LegacyCVC is another.
    #expect(swatches[0].name == "PANTONE Yellow C")
    #expect(swatches[10].name == "PANTONE 8321 C")
    #expect(swatches[0].color == PaletteColor(.cmyk(cyan: 0, magenta: 0.01, yellow: 1, black: 0)))
    #expect(
      swatches[5].color == PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0.15, black: 0.04)))
    #expect(swatches.allSatisfy { $0.kind == .spot })
  }

  @Test func rgbAndLabFormats() throws {
    let rgb = try Self.decode(
      """
      <AdobeSwatchbook Version="1" BookID="1">
      <Formats><Format ColorSpace="RGB" Encoding="Float" Channels="3" ID="0"/></Formats>
      <Swatches><Sp N="Sky"><C>0.2 0.4 1</C></Sp></Swatches></AdobeSwatchbook>
      """)
    #expect(
      rgb.palette.allSwatches == [Swatch(name: "Sky", color: .srgb(0.2, 0.4, 1), kind: .spot)])
    let lab = try Self.decode(
      """
      <AdobeSwatchbook><Formats><Format ColorSpace="Lab" Channels="3"/></Formats>
      <Swatches><Sp N="Ink"><C>52.5 -20 100</C></Sp><Other/></Swatches></AdobeSwatchbook>
      """)
    #expect(lab.palette.allSwatches[0].color == PaletteColor(.lab(l: 52.5, a: -20, b: 100)))
    #expect(lab.warnings.map(\.code) == ["acbl.skipped"])
  }

  @Test func detection() throws {
    #expect(ACBLFormat().sniff(Fixtures.bytes("acbl/real/basic.acbl").prefix(4096)) == .strong)
    #expect(ACBLFormat().sniff(ArraySlice("<colorBook>".utf8)) == .none)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "other root", text: "<colorBook/>", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "version 2", text: "<AdobeSwatchbook Version=\"2\"/>", kind: .unsupportedVersion,
      location: .text(line: 1, column: 27)),
    BadInputCase(
      name: "unknown space",
      text: "<AdobeSwatchbook><Formats>\n<Format ColorSpace=\"HSB\"/></Formats></AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "other encoding",
      text: "<AdobeSwatchbook><Formats><Format ColorSpace=\"RGB\" Encoding=\"Int\"/></Formats>"
        + "</AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 62)),
    BadInputCase(
      name: "wrong channel count",
      text: "<AdobeSwatchbook><Formats><Format ColorSpace=\"RGB\" Channels=\"4\"/></Formats>"
        + "</AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 62)),
    BadInputCase(
      name: "swatch before a format",
      text: "<AdobeSwatchbook><Swatches><Sp N=\"a\"><C>1 2 3</C></Sp></Swatches></AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 28)),
    BadInputCase(
      name: "too few values",
      text: "<AdobeSwatchbook><Formats><Format ColorSpace=\"CMYK\"/></Formats><Swatches>"
        + "<Sp N=\"a\"><C>1 2 3</C></Sp></Swatches></AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 87)),
    BadInputCase(
      name: "NaN",
      text: "<AdobeSwatchbook><Formats><Format ColorSpace=\"RGB\"/></Formats><Swatches>"
        + "<Sp N=\"a\"><C>nan 0 0</C></Sp></Swatches></AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 86)),
    BadInputCase(
      name: "huge",
      text: "<AdobeSwatchbook><Formats><Format ColorSpace=\"RGB\"/></Formats><Swatches>"
        + "<Sp N=\"a\"><C>1e999 0 0</C></Sp></Swatches></AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 86)),
    BadInputCase(
      name: "no values",
      text: "<AdobeSwatchbook><Formats><Format ColorSpace=\"RGB\"/></Formats><Swatches>"
        + "<Sp N=\"a\"/></Swatches></AdobeSwatchbook>",
      kind: .invalidValue, location: .text(line: 1, column: 73)),
    BadInputCase(
      name: "unclosed", text: "<AdobeSwatchbook><Swatches>", kind: .unexpectedEndOfInput,
      location: .text(line: 1, column: 28)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try ACBLFormat().decode($0) }
  }

  @Test func everyPrefixIsAnErrorWithAPlace() throws {
    let bytes = Fixtures.bytes("acbl/real/basic.acbl")
    EveryPrefix.check(bytes, .failsWithAPosition, upTo: bytes.count - 1, with: ACBLFormat())
  }
}
