import PaletteCore
import TestSupport
import Testing

@testable import PalettePAL

/// Every `.pal` of the shared corpus, read by the format its folder names.
@Suite(.enabled(if: Fixtures.hasCorpus)) struct PALCorpusTests {
  static let jasc = Corpus.entries(in: "pal/jasc")
  static let riff = Corpus.entries(in: "pal/riff")
  static let corel = Corpus.entries(in: "pal/corel")
  static let raw = Corpus.entries(in: "pal/raw").filter { !$0.features.contains("VDI") }
  static let vdi = Corpus.entries(in: "pal/raw").filter { $0.features.contains("VDI") }

  @Test func corpusHasTheExpectedFiles() {
    #expect(Self.jasc.count == 17)
    #expect(Self.riff.count == 2)
    #expect(Self.corel.count == 5)
    #expect(Self.raw.count == 2)
    #expect(Self.vdi.count == 4)
  }

  @Test(arguments: jasc)
  func jascFilesDecodeWithTheManifestCount(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(JASCFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try JASCFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.warnings.allSatisfy { $0.code == "jasc.bom" })
    let again = try JASCFormat().decode(JASCFormat().encode(decoded.palette))
    #expect(again.palette == decoded.palette)
  }

  /// Files in PaintShop Pro's own shape (CRLF, no byte order mark or trailing spaces): the
  /// writer gives back the same bytes.
  static let paintShopShaped = jasc.filter {
    $0.features.contains("EOL=CRLF") && !$0.features.contains("BOM")
  }

  @Test func nineJASCFilesAreInPaintShopProsShape() {
    #expect(Self.paintShopShaped.count == 9)
  }

  @Test(arguments: paintShopShaped)
  func jascFilesInPaintShopProsShapeComeBackByteForByte(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(try JASCFormat().encode(JASCFormat().decode(bytes).palette) == bytes)
  }

  @Test(arguments: riff)
  func riffFilesDecodeAndComeBackByteForByte(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(RIFFPaletteFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try RIFFPaletteFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.warnings.isEmpty)
    #expect(try RIFFPaletteFormat().encode(decoded.palette) == bytes)
  }

  @Test(arguments: corel)
  func corelFilesDecodeWithTheManifestCount(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(CorelPaletteFormat().sniff(bytes.prefix(4096)) == .weak)
    let decoded = try CorelPaletteFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color.model == .cmyk && $0.name != nil })
  }

  @Test(arguments: raw)
  func rawFilesDecodeAs256Colours(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(VGAPaletteFormat().sniff(bytes.prefix(4096)) == .weak)
    let decoded = try VGAPaletteFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
  }

  @Test(arguments: vdi)
  func vdiFilesAreClaimedByTheirSizeAndDecode(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    #expect(AtariVDIFormat().sniff(bytes.prefix(4096)) == .weak)
    #expect(VGAPaletteFormat().sniff(bytes.prefix(4096)) == .none)
    let decoded = try AtariVDIFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.warnings.isEmpty)
  }

  // MARK: - Exact colours, checked against what other readers show

  /// Arne's 16 colours as VDI words: 615 per mille is `9d`, and 745 149 200 is `be2633`, as
  /// in the palette's published hex list. Two entries of the file itself differ from that
  /// list: 922 537 145 is `eb8925` (the list has `eb8931`) and 0 341 537 is `005789` (`005784`).
  @Test func vdiColoursArePerMille() throws {
    let entry = try #require(Self.vdi.first { $0.path.hasSuffix("/Arne16v20.vdi.16colors.pal") })
    let decoded = try AtariVDIFormat().decode(entry.bytes)
    #expect(
      PALTest.hex(decoded.palette) == [
        "000000", "9d9d9d", "ffffff", "be2633", "e06f8b", "493c2b", "a46422", "eb8925",
        "f7e26b", "2f484e", "44891a", "a3ce27", "1b2632", "005789", "31a2f2", "b2dcef",
      ])
  }

  /// The first colours of `DB16.pal` as its text says, which GIMP, Krita and Aseprite show.
  @Test func jascColoursAreTheNumbersOfTheFile() throws {
    let entry = try #require(Self.jasc.first { $0.path.hasSuffix("/DB16.pal") })
    let decoded = try JASCFormat().decode(entry.bytes)
    #expect(PALTest.hex(decoded.palette).prefix(4) == ["d04648", "442434", "c7c2ca", "4e4a4e"])
  }

  /// The BOM, CRLF and trailing-space file: 256 greys and colours of the Atari 800XL; entry
  /// 1 is `37 37 37`.
  @Test func jascWithByteOrderMarkAndTrailingSpaces() throws {
    let entry = try #require(Self.jasc.first { $0.path.hasSuffix(".psppalette") })
    let decoded = try JASCFormat().decode(entry.bytes)
    #expect(PALTest.hex(decoded.palette).prefix(3) == ["000000", "252525", "343434"])
    #expect(PALTest.codes(decoded) == ["jasc.bom"])
  }

  /// Arne's 16-colour palette, whose published values are 000000, 9d9d9d, ffffff, be2633, …
  /// GIMP's loader starts reading at byte 28 instead of 24 and shows 9d9d9d first; palconv
  /// reads entry 0 at byte 24 as the layout says (and Krita and SwatchBooker do).
  @Test func riffColoursStartAtByte24() throws {
    let entry = try #require(Self.riff.first { $0.path.hasSuffix("/arne-v20-16.pal") })
    let decoded = try RIFFPaletteFormat().decode(entry.bytes)
    #expect(
      PALTest.hex(decoded.palette) == [
        "000000", "9d9d9d", "ffffff", "be2633", "e06f8b", "493c2b", "a46422", "eb8931",
        "f7e26b", "2f484e", "44891a", "a3ce27", "1b2632", "005784", "31a2f2", "b2dcef",
      ])
  }

  /// The first lines of `DB32-CDR.PAL`: "Black" 0 0 0 100, "Valhalla" 35 38 0 80.
  @Test func corelInksArePercentages() throws {
    let entry = try #require(Self.corel.first { $0.path.hasSuffix("/DB32-CDR.PAL") })
    let swatches = try CorelPaletteFormat().decode(entry.bytes).palette.allSwatches
    #expect(swatches[0].name == "Black")
    #expect(swatches[0].color == PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 1)))
    #expect(swatches[1].name == "Valhalla")
    #expect(
      swatches[1].color
        == PaletteColor(
          .cmyk(cyan: Float(0.35), magenta: Float(0.38), yellow: 0, black: Float(0.8))))
  }

  @Test func corelGreedyQuotesInARealFile() throws {
    let entry = try #require(Self.corel.first { $0.path.hasSuffix("/WithQuote.PAL") })
    let swatches = try CorelPaletteFormat().decode(entry.bytes).palette.allSwatches
    #expect(swatches[0].name == "Jade\"Forever\"")
  }

  /// The "18-bit sample": every value is at most 63, some are 63, so it is 6-bit. Its first
  /// triple 3f 17 0c is 255 93 49 (v·255/63 rounded, as ColorPaletteCodable shows it).
  @Test func sixBitSampleIsScaled() throws {
    let entry = try #require(Self.raw.first { $0.path.hasSuffix("/18-bit sample.pal") })
    let decoded = try VGAPaletteFormat().decode(entry.bytes)
    #expect(PALTest.hex(decoded.palette).prefix(2) == ["ff5d31", "e75535"])
    #expect(PALTest.codes(decoded) == ["vga.depth"])
  }

  /// The Atari 7800 palette has values over 63, so it is 8-bit: 000000, 2e2e2e, 3c3c3c, …
  @Test func eightBitTableIsReadAsIs() throws {
    let entry = try #require(Self.raw.first { $0.path.hasSuffix("/atari-7800-palette.pal") })
    let decoded = try VGAPaletteFormat().decode(entry.bytes)
    #expect(PALTest.hex(decoded.palette).prefix(3) == ["000000", "2e2e2e", "3c3c3c"])
    #expect(decoded.warnings.isEmpty)
  }
}
