import PaletteCore
import TestSupport
import Testing

@testable import PaletteKrita

/// Writing Krita palettes: golden bytes, bit-exact round trips, the zip's layout, and what
/// other zip readers make of it.
@Suite struct KritaWriterTests {
  @Test func goldenFile() throws {
    Golden.check(try KritaFormat().encode(GoldenPalette.palette), against: "kpl/golden/golden.kpl")
  }

  @Test func goldenColorSet() throws {
    Golden.check(
      try KritaColorSetWriter.colorSet(GoldenPalette.palette),
      against: "kpl/golden/colorset.xml")
  }

  @Test func roundTripIsBitExact() throws {
    let palette = KritaColorSetTests.palette
    let bytes = try KritaFormat().encode(palette)
    let decoded = try KritaFormat().decode(bytes)
    #expect(decoded.palette == palette)
    #expect(decoded.warnings.isEmpty)
    #expect(try KritaFormat().encode(decoded.palette) == bytes)
  }

  @Test func realFilesReadWrittenAndReadBackKeepTheirSwatches() throws {
    for name in ["Catppuccin.kpl", "lakelife.kpl"] {
      let first = try KritaFormat().decode(Fixtures.bytes("kpl/real/\(name)")).palette
      let second = try KritaFormat().decode(try KritaFormat().encode(first)).palette
      #expect(second == first, "\(name)")
    }
  }

  @Test func theMimetypeIsFirstAndStored() throws {
    let bytes = try KritaFormat().encode(GoldenPalette.palette)
    // The local header at offset 0: method 0 (stored), name `mimetype`, then the text at 38.
    #expect(bytes[8] == 0 && bytes[9] == 0)
    #expect(Array(bytes[30..<38]) == Array("mimetype".utf8))
    #expect(Array(bytes[38..<65]) == Array("application/x-krita-palette".utf8))
  }

  @Test func unnamedGroupsAreWrittenFirstAsKritaHoldsThem() throws {
    let palette = Palette(groups: [
      PaletteGroup(name: "G", swatches: [Swatch(name: "in", color: .srgb8(1, 1, 1))]),
      PaletteGroup(swatches: [Swatch(name: "out", color: .srgb8(2, 2, 2))]),
    ])
    let names = try #require(KritaFormat().writtenNames(of: palette))
    #expect(names.swatchOrder == [1, 0])
    let decoded = try KritaFormat().decode(try KritaFormat().encode(palette))
    #expect(decoded.palette.groups.map(\.name) == [nil, "G"])
    #expect(decoded.palette.columns == 16)
  }

  @Test func theLossReportSpeaksForWhatIsNotHeld() {
    let losses = KritaFormat().losses(writing: GoldenPalette.palette)
    #expect(losses.map(\.code).contains("loss.alpha"))
    #expect(losses.map(\.code).contains("loss.model"))
    #expect(!losses.map(\.code).contains("loss.groups"))
  }

  @Test(.enabled(if: ZipOracle.hasUnzip, "needs unzip"))
  func unzipFindsNoErrors() throws {
    let (ok, output) = try ZipOracle.unzipTest(try KritaFormat().encode(GoldenPalette.palette))
    #expect(ok, "\(output)")
  }

  @Test(.enabled(if: ZipOracle.hasPython, "needs python3"))
  func pythonsZipfileReadsTheEntries() throws {
    let palette = GoldenPalette.palette
    let (status, output) = try ZipOracle.pythonEntries(try KritaFormat().encode(palette))
    #expect(status == 0, "\(output)")
    let lines = output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(lines.map { $0[0] } == ["mimetype", "colorset.xml", "profiles.xml"])
    #expect(lines.map { $0[1] } == ["0", "8", "8"])
    let colorSet = try KritaColorSetWriter.colorSet(palette)
    #expect(lines[1][2] == String(colorSet.count))
  }
}
