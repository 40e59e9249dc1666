import PaletteCore
import PaletteDTCG
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct DTCGGoldenTests {
  @Test func encodesGoldenFile() throws {
    let bytes = try DTCGFormat().encode(GoldenPalette.palette)
    Golden.check(bytes, against: "dtcg/golden.tokens.json")
  }

  @Test func encodingIsDeterministic() throws {
    let format = DTCGFormat()
    #expect(try format.encode(GoldenPalette.palette) == format.encode(GoldenPalette.palette))
  }

  @Test func goldenFileReadsBack() throws {
    let decoded = try DTCGFormat().decode(Fixtures.bytes("dtcg/golden.tokens.json"))
    #expect(decoded.warnings.isEmpty)
    let palette = decoded.palette
    #expect(palette.description == GoldenPalette.palette.description)
    #expect(palette.groups.map(\.name) == [nil, "Print", "Screen"])
    #expect(
      palette.groups[2].swatches.map(\.name) == [
        "Vivid", "Lagoon", "primary.500", "_odd_", "Red", "color-11",
      ])
    // Native models come back bit-exact; CMYK and gray come back as sRGB.
    #expect(
      palette.groups[0].swatches[1].color == GoldenPalette.palette.groups[0].swatches[1].color)
    #expect(
      palette.groups[1].swatches[1].color == GoldenPalette.palette.groups[1].swatches[1].color)
    #expect(
      palette.groups[2].swatches[0].color == GoldenPalette.palette.groups[2].swatches[0].color)
    #expect(
      palette.groups[2].swatches[1].color == GoldenPalette.palette.groups[2].swatches[1].color)
    #expect(palette.groups[1].swatches[0].color == .srgb(1, 0, 1))
    #expect(palette.groups[1].swatches[2].color.model == .srgb)
  }

  @Test func sniffsTokenFiles() {
    let format = DTCGFormat()
    #expect(format.sniff(Array("\u{FEFF}{ \"a\": { \"$value\": \"#fff\" } }".utf8)[...]) == .strong)
    #expect(format.sniff(Array("{\"$type\": \"color\"}".utf8)[...]) == .strong)
    #expect(format.sniff(Array("{\"colors\": []}".utf8)[...]) == .none)
    #expect(format.sniff(Array("[\"$value\"]".utf8)[...]) == .none)
    // A Tokens Studio project in DTCG mode: its `$themes` and `$metadata` are not DTCG's.
    let project = "{\"global\": {\"a\": {\"$value\": \"#fff\"}}, \"$metadata\": {}}"
    #expect(format.sniff(Array(project.utf8)[...]) == .weak)
    #expect(format.sniff(Array("{\"$themes\": [], \"$type\": \"color\"}".utf8)[...]) == .weak)
  }
}
