import PaletteCore
import TestSupport
import Testing

@testable import PaletteKrita

/// Krita palettes as files: the zip read through its central directory, real files from the
/// corpus, sniffing, and zips with one thing wrong.
@Suite struct KritaFormatTests {
  @Test func catppuccinReadsWithItsNamesAndGridOrder() throws {
    let decoded = try KritaFormat().decode(Fixtures.bytes("kpl/real/Catppuccin.kpl"))
    let palette = decoded.palette
    #expect(palette.name == "Catppuccin")
    #expect(palette.columns == 11)
    #expect(palette.description == nil)
    #expect(palette.swatchCount == 22)
    #expect(palette.allSwatches[0].name == "Black 0")
    #expect(
      palette.allSwatches[0].color
        == .srgb(0.0862745121121407, 0.0745098069310188, 0.125490203499794))
    #expect(palette.allSwatches[1].name == "Black 1")
    #expect(palette.allSwatches[11].name == "Flamingo")
    #expect(palette.allSwatches[0].color.rgba8 == RGBA8(red: 22, green: 19, blue: 32, alpha: 255))
    #expect(decoded.warnings.map(\.code) == ["kpl.id"])
  }

  @Test func aDeflatedMimetypeWithDataDescriptorsReads() throws {
    let decoded = try KritaFormat().decode(Fixtures.bytes("kpl/real/Catppuccin__rev8dd952b.kpl"))
    #expect(decoded.palette.swatchCount == 22)
    #expect(decoded.palette.allSwatches[0].name == "Color 1")
  }

  @Test func kritasLabSpotColoursRead() throws {
    let decoded = try KritaFormat().decode(Fixtures.bytes("kpl/real/lakelife.kpl"))
    let swatches = decoded.palette.allSwatches
    #expect(decoded.palette.name == "Lake Life")
    #expect(decoded.palette.columns == 15)
    #expect(swatches.count == 105)
    #expect(swatches.allSatisfy { $0.kind == .spot && $0.color.model == .lab })
    #expect(swatches[0].name == "White")
    #expect(swatches[0].color.components.values[0] == 100)
    #expect(abs(swatches[0].color.components.values[1]) < 1e-6)
    #expect(swatches[4].name == "PANTONE 720 C")
    #expect(swatches[4].color.components.values[0] == 78)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func realFilesSniffAsKrita() {
    for name in ["Catppuccin.kpl", "Catppuccin__rev8dd952b.kpl", "lakelife.kpl"] {
      let bytes = Fixtures.bytes("kpl/real/\(name)")
      #expect(KritaFormat().sniff(bytes.prefix(4096)) == .strong, "\(name)")
    }
    #expect(
      KritaFormat().sniff(Fixtures.bytes("procreate/real/Ascend.swatches").prefix(4096)) == .none)
    #expect(KritaFormat().sniff(Array("<ColorSet/>".utf8)[...]) == .none)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      file: "no-colorset.kpl", in: "kpl/bad", kind: .invalidSignature,
      message:
        "not a Krita palette: the zip has no colorset.xml entry (it has 'mimetype', 'profiles.xml')",
      location: .byte(offset: 0)),
    BadInputCase(
      file: "wrong-mimetype.kpl", in: "kpl/bad", kind: .invalidSignature,
      message:
        "not a Krita palette: the mimetype is 'application/vnd.oasis.op…', not application/x-krita-palette",
      location: .byte(offset: 0)),
    BadInputCase(
      file: "bad-xml.kpl", in: "kpl/bad", kind: .syntax,
      message: "colorset.xml: </ColorSet> does not close <ColorSetEntry> (opened at 2:3)",
      location: .text(line: 3, column: 1)),
  ]

  @Test(arguments: cases)
  func aZipWithOneThingWrongIsAnError(_ item: BadInputCase) {
    item.expectRefused(format: "kpl") { _ = try KritaFormat().decode($0) }
  }

  @Test func malformedProfilesOnlyWarn() throws {
    let decoded = try KritaFormat().decode(Fixtures.bytes("kpl/bad/bad-profiles.kpl"))
    #expect(decoded.palette.swatchCount == 1)
    #expect(decoded.warnings.map(\.code) == ["kpl.profiles"])
  }

  @Test func everyPrefixOfARealFileIsAnErrorWithAPlace() {
    let bytes = Fixtures.bytes("kpl/real/lakelife.kpl")
    EveryPrefix.check(bytes, .failsWithAPosition, with: KritaFormat())
  }

  @Test func everyFlippedByteDecodesOrIsAnErrorWithAPlace() {
    let bytes = Fixtures.bytes("kpl/real/lakelife.kpl")
    for index in stride(from: 0, to: bytes.count, by: 3) {
      var copy = bytes
      copy[index] ^= 0x5A
      do {
        _ = try KritaFormat().decode(copy)
      } catch {
        #expect(error.location != nil, "byte \(index)")
      }
    }
  }

  static let corpus = Corpus.entries(in: "kpl")

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(KritaFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try KritaFormat().decode(entry.bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
  }
}
