import PaletteCore
import TestSupport
import Testing

@testable import PaletteSwatchBooker

/// SwatchBooker files: SwatchBooker's own sample, sniffing, and zips with one thing wrong.
@Suite struct SwatchBookerFormatTests {
  @Test func theSampleBookReads() throws {
    let decoded = try SwatchBookerFormat().decode(Fixtures.bytes("sbz/real/sample.sbz"))
    let palette = decoded.palette
    #expect(palette.name == "Sample swatch book")
    #expect(palette.description == "Here is an incomplete sample swatch book")
    #expect(palette.columns == 10)
    #expect(palette.swatchCount == 47)
    #expect(palette.groups.map(\.name) == [nil, "Gray levels", "Spot colors"])
    let swatches = palette.allSwatches
    #expect(swatches[0].name == "Rouge 100%")
    #expect(swatches[0].color == .srgb(1, 0, 0))
    let black = swatches.first { $0.name == "Black 100%" }
    #expect(black?.color == PaletteColor(.gray(0)))
    let cyan = swatches.first { $0.name == "Cyan 100%" }
    #expect(cyan?.color == PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0)))
    let spots = palette.groups[2].swatches
    #expect(
      spots.map(\.name) == ["col160", "col161", "col162", "col163", "col164", "col165", "col166"])
    #expect(spots.allSatisfy { $0.kind == .spot })
    #expect(spots[3].color == PaletteColor(.lab(l: 57.17, a: 81.5, b: 73.87)))
    #expect(
      decoded.warnings.map(\.code) == [
        "sbz.metadata", "sbz.translations", "sbz.profile", "sbz.layout",
      ])
  }

  /// The RAL Classic book Scribus ships ends every identifier and every book reference in a
  /// space: matched without it, the 213 colours come in the book's order, none unplaced.
  @Test func referencesEndingInASpaceFindTheirMaterials() throws {
    let decoded = try SwatchBookerFormat().decode(
      Fixtures.bytes("sbz/real/Wikipedia_RAL_Classic.sbz"))
    #expect(decoded.palette.swatchCount == 213)
    #expect(decoded.warnings.map(\.code) == ["sbz.metadata"])
    #expect(
      decoded.palette.allSwatches.prefix(3).map(\.name) == [
        "RAL 1000 Grünbeige", "RAL 1001 Beige", "RAL 1002 Sandgelb",
      ])
    #expect(decoded.palette.allSwatches.allSatisfy { $0.kind == .spot })
  }

  @Test func sniffing() {
    #expect(
      SwatchBookerFormat().sniff(Fixtures.bytes("sbz/real/sample.sbz").prefix(4096)) == .strong)
    #expect(
      SwatchBookerFormat().sniff(Fixtures.bytes("kpl/real/Catppuccin.kpl").prefix(4096)) == .none)
  }

  @Test func aZipWithoutTheBookIsAnError() {
    let error = #expect(throws: PaletteError.self) {
      try SwatchBookerFormat().decode(Fixtures.bytes("sbz/bad/no-xml.sbz"))
    }
    #expect(error?.kind == .invalidSignature)
    #expect(
      error?.message
        == "not a swatch book: the zip has no swatchbook.xml entry (it has 'profiles/x.icc')")
    #expect(error?.location == .byte(offset: 0))
  }

  @Test func aTruncatedBookIsAnErrorInTheEntry() {
    let error = #expect(throws: PaletteError.self) {
      try SwatchBookerFormat().decode(Fixtures.bytes("sbz/bad/bad-xml.sbz"))
    }
    #expect(error?.kind == .unexpectedEndOfInput)
    #expect(error?.message.hasPrefix("swatchbook.xml: ") == true)
    #expect(error?.format == "sbz")
  }

  @Test func everyPrefixIsAnErrorWithAPlace() {
    let bytes = Fixtures.bytes("sbz/real/sample.sbz")
    EveryPrefix.check(bytes, .failsWithAPosition, step: 97, with: SwatchBookerFormat())
  }

  static let corpus = Corpus.entries(in: "sbz")

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(SwatchBookerFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try SwatchBookerFormat().decode(entry.bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
  }
}
