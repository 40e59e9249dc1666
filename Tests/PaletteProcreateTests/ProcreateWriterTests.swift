import PaletteCore
import TestSupport
import Testing

@testable import PaletteProcreate

/// Writing Procreate swatches: golden bytes, bit-exact round trips with empty slots, and what
/// other zip readers make of it.
@Suite struct ProcreateWriterTests {
  @Test func goldenFile() throws {
    Golden.check(
      try ProcreateFormat().encode(GoldenPalette.palette),
      against: "procreate/golden/golden.swatches")
  }

  @Test func goldenJSON() throws {
    Golden.check(
      try ProcreateSwatchesWriter.write(GoldenPalette.palette),
      against: "procreate/golden/Swatches.json")
  }

  @Test func roundTripKeepsHSBAndGapsBitExact() throws {
    let palette = ProcreateSwatchesTests.palette
    let bytes = try ProcreateFormat().encode(palette)
    let decoded = try ProcreateFormat().decode(bytes)
    #expect(decoded.palette == palette)
    #expect(try ProcreateFormat().encode(decoded.palette) == bytes)
  }

  @Test func realFilesReadWrittenAndReadBackKeepTheirSlots() throws {
    for name in ["Ascend.swatches", "mypalette.swatches", "Pantone_2019.swatches"] {
      let first = try ProcreateFormat().decode(Fixtures.bytes("procreate/real/\(name)")).palette
      let second = try ProcreateFormat().decode(try ProcreateFormat().encode(first)).palette
      #expect(second == first, "\(name)")
    }
  }

  @Test func theLossReportSpeaksForWhatIsNotHeld() {
    let many = Palette(swatches: (0..<31).map { Swatch(color: .srgb8(UInt8($0), 0, 0)) })
    #expect(ProcreateFormat().losses(writing: many).map(\.code).contains("loss.too-many"))
    let codes = ProcreateFormat().losses(writing: GoldenPalette.palette).map(\.code)
    #expect(codes.contains("loss.groups"))
    #expect(codes.contains("loss.model"))
  }

  @Test(.enabled(if: ZipOracle.hasUnzip, "needs unzip"))
  func unzipFindsNoErrors() throws {
    let (ok, output) = try ZipOracle.unzipTest(try ProcreateFormat().encode(GoldenPalette.palette))
    #expect(ok, "\(output)")
  }

  @Test(.enabled(if: ZipOracle.hasPython, "needs python3"))
  func pythonsZipfileReadsTheEntry() throws {
    let palette = GoldenPalette.palette
    let (status, output) = try ZipOracle.pythonEntries(try ProcreateFormat().encode(palette))
    #expect(status == 0, "\(output)")
    let fields = output.split(separator: "\t").map(String.init)
    let json = try ProcreateSwatchesWriter.write(palette)
    #expect(fields.first == "Swatches.json")
    #expect(fields.count > 2 && fields[2] == String(json.count))
  }
}
