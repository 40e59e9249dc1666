import PaletteCore
import TestSupport
import Testing

@testable import PaletteHex

@Suite struct PaintNetTests {
  @Test func readsPaintNetsOwnFile() throws {
    let decoded = try PaintNetFormat().decode(Fixtures.bytes("paintnet/real/Paint_NET.txt"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 27)
    #expect(swatches[1].color == .srgb8(255, 0, 0))
    #expect(swatches[3].color == .srgb8(0x33, 0x66, 0x99))
    #expect(swatches[0].location == .text(line: 8, column: 1))
    #expect(swatches.allSatisfy { $0.name == nil })
  }

  @Test func readsAlphaFirstNamesFromTrailingCommentsAndPrefixes() throws {
    let text =
      "; paint.net Palette File\n80FF0000 ; Half red \n  ff00ff00;Green\n0x00000000\n#FF0000FF ; ; semi\n"
    let decoded = try PaintNetFormat().decode(Array(text.utf8))
    let swatches = decoded.palette.allSwatches
    #expect(
      swatches.map(\.color) == [
        .srgb8(255, 0, 0, alpha: 0x80), .srgb8(0, 255, 0), .srgb8(0, 0, 0, alpha: 0),
        .srgb8(0, 0, 255),
      ])
    #expect(swatches.map(\.name) == ["Half red", "Green", nil, "; semi"])
    #expect(
      swatches.map(\.location) == [
        .text(line: 2, column: 1), .text(line: 3, column: 3), .text(line: 4, column: 1),
        .text(line: 5, column: 1),
      ])
    #expect(decoded.warnings.map(\.code) == ["paintnet.hash-prefix"])
    #expect(decoded.warnings.map(\.location) == [.text(line: 5, column: 1)])
  }

  @Test func sixDigitLinesAreOpaqueWithOneWarning() throws {
    let marked = MarkedText("; Palette for Paint.NET\n1️⃣9d9d9d ; grey\nffffff\nFF000000\n")
    let decoded = try PaintNetFormat().decode(marked.bytes)
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb8(0x9D, 0x9D, 0x9D), .srgb8(255, 255, 255), .srgb8(0, 0, 0),
      ])
    #expect(decoded.warnings.map(\.code) == ["paintnet.six-digits"])
    #expect(decoded.warnings.map(\.location) == marked.markers)
  }

  @Test func keepsColoursPastNinetySixWithAWarning() throws {
    let decoded = try PaintNetFormat().decode(
      Fixtures.bytes("paintnet/real/zxnext-palette-256.txt"))
    #expect(decoded.palette.swatchCount == 256)
    #expect(decoded.warnings.map(\.code) == ["paintnet.too-many"])
    #expect(decoded.warnings.first?.location == .text(line: 99, column: 1))
  }

  @Test(arguments: [
    ("paintnet/invalid/bom-in-middle.txt", 2, 1), ("paintnet/invalid/seven-digits.txt", 3, 1),
    ("paintnet/invalid/trailing-text.txt", 2, 10),
  ])
  func invalidFixtureFailsAtPosition(_ path: String, _ line: Int, _ column: Int) {
    let bytes = Fixtures.bytes(path)
    #expect(!bytes.isEmpty)
    let error = #expect(throws: PaletteError.self) { try PaintNetFormat().decode(bytes) }
    #expect(error?.kind == .syntax)
    #expect(error?.format == "paintnet")
    #expect(error?.location == .text(line: line, column: column))
  }

  @Test func everyInvalidFixtureIsTested() {
    #expect(Fixtures.files(in: "paintnet/invalid").count == 3)
  }

  @Test(arguments: [
    "1️⃣FFF\n", "; x\n1️⃣FF00000000\n", "1️⃣0x\n", "FF000000 1️⃣// x\n", "1️⃣GG000000\n", "1️⃣\u{0}\n",
  ])
  func malformedLinesFailAtMarker(_ text: String) {
    let marked = MarkedText(text)
    let error = #expect(throws: PaletteError.self) { try PaintNetFormat().decode(marked.bytes) }
    #expect(error?.kind == .syntax)
    #expect(error?.location == marked.markers.first)
  }

  @Test func matchesGoldenFileByteForByte() throws {
    let golden = Fixtures.bytes("paintnet/golden/golden.txt")
    #expect(!golden.isEmpty)
    #expect(try PaintNetFormat().encode(HexListEncodingTests.goldenPalette) == golden)
  }

  @Test func writesEveryColourEvenPastTheLimit() throws {
    let swatches = (0..<200).map { Swatch(color: .srgb8(UInt8($0), 0, 0)) }
    let decoded = try PaintNetFormat().decode(PaintNetFormat().encode(Palette(swatches: swatches)))
    #expect(decoded.palette.allSwatches == swatches)
    #expect(decoded.warnings.map(\.code) == ["paintnet.too-many"])
  }

  @Test func capabilitiesAreExact() {
    #expect(
      PaintNetFormat().capabilities
        == FormatCapabilities(
          swatchNames: true, paletteName: false,
          paletteDescription: false,
          columns: false, groups: false, alpha: true, models: [.srgb], kinds: [.process],
          maxSwatches: 96, controlCharacters: ControlCharacterLimit(.all, in: .swatchNames)))
    #expect(PaintNetFormat().identifier == "paintnet")
    #expect(PaintNetFormat().fileExtensions == ["txt"])
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func randomPalettesRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    let decoded = try PaintNetFormat().decode(PaintNetFormat().encode(palette))
    #expect(decoded.warnings.isEmpty)
    let expected = palette.allSwatches.map { swatch in
      let name = String(decoding: SingleLine.bytes(swatch.name ?? ""), as: UTF8.self)
      return Swatch(name: name.isEmpty ? nil : name, color: swatch.color.rgba8.paletteColor)
    }
    #expect(decoded.palette.allSwatches == expected)
  }
}
