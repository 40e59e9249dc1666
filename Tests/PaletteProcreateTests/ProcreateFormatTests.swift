import PaletteCore
import TestSupport
import Testing

@testable import PaletteProcreate

/// Procreate swatches as files: the zip (ZIP64 and data descriptors included), real files
/// from the corpus, sniffing, and zips with one thing wrong.
@Suite struct ProcreateFormatTests {
  @Test func theZIP64FileReads() throws {
    let bytes = Fixtures.bytes("procreate/real/Cathode.swatches")
    #expect(bytes.count == 613)
    let decoded = try ProcreateFormat().decode(bytes)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 30)
    #expect(
      swatches[0].color
        == PaletteColor(
          .hsb(
            hue: Float(0.908641975308642 * 360), saturation: 0.8035714285714286,
            brightness: 0.6588235294117647)))
    #expect(decoded.warnings.map(\.code) == ["procreate.color-space"])
  }

  @Test func emptySlotsKeepTheirPlaces() throws {
    let decoded = try ProcreateFormat().decode(Fixtures.bytes("procreate/real/Ascend.swatches"))
    let swatches = decoded.palette.allSwatches
    #expect(decoded.palette.name == "Ascend")
    #expect(swatches.count == 30)
    #expect(swatches.filter(ProcreateEmptySlot.isEmptySlot).count == 6)
    #expect(!ProcreateEmptySlot.isEmptySlot(swatches[0]))
  }

  @Test func realFilesSniffAsProcreate() {
    for name in [
      "Ascend.swatches", "Cathode.swatches", "Pantone_2019.swatches", "Retro_&_Vintage.swatches",
      "mypalette.swatches",
    ] {
      let bytes = Fixtures.bytes("procreate/real/\(name)")
      #expect(ProcreateFormat().sniff(bytes.prefix(4096)) == .strong, "\(name)")
    }
    #expect(ProcreateFormat().sniff(Fixtures.bytes("kpl/real/lakelife.kpl").prefix(4096)) == .none)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      file: "no-json.swatches", in: "procreate/bad", kind: .invalidSignature,
      message:
        "not Procreate swatches: the zip has no Swatches.json entry (it has 'swatches.json')",
      location: .byte(offset: 0)),
    BadInputCase(
      file: "bad-json.swatches", in: "procreate/bad", kind: .syntax,
      message: "Swatches.json: expected a member name in double quotes, found ','",
      location: .text(line: 2, column: 15)),
    BadInputCase(
      file: "huge-value.swatches", in: "procreate/bad", kind: .invalidValue,
      message: "Swatches.json: \"saturation\" 1e999 is out of range",
      location: .text(line: 1, column: 56)),
  ]

  @Test(arguments: cases)
  func aZipWithOneThingWrongIsAnError(_ item: BadInputCase) {
    item.expectRefused(format: "procreate") { _ = try ProcreateFormat().decode($0) }
  }

  @Test func everyPrefixAndFlippedByteIsHandled() {
    let bytes = Fixtures.bytes("procreate/real/Cathode.swatches")
    for length in 0..<bytes.count {
      do {
        _ = try ProcreateFormat().decode(Array(bytes[..<length]))
        Issue.record("a prefix of \(length) bytes decoded")
      } catch {
        #expect(error.location != nil)
      }
    }
    for index in bytes.indices {
      var copy = bytes
      copy[index] ^= 0xA5
      do {
        _ = try ProcreateFormat().decode(copy)
      } catch {
        #expect(error.location != nil, "byte \(index)")
      }
    }
  }

  static let corpus = Corpus.entries(in: "other/swatches")

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(ProcreateFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try ProcreateFormat().decode(entry.bytes)
    let colours = decoded.palette.allSwatches.filter { !ProcreateEmptySlot.isEmptySlot($0) }
    #expect(decoded.palette.swatchCount == 30)
    #expect(colours.count <= entry.colors ?? 0)
  }
}
