import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteDesktop

/// Writing Xara palettes: the real file again byte for byte, one model and kind per file, the
/// loss report, names in ISO-8859-1, values the file cannot hold, and the output as the
/// independent Python reader reads it.
@Suite struct XaraJCWWritingTests {
  typealias Bytes = XaraJCWTests

  /// The real file (723 RGB colours, 20-byte names, type 10) written again gives its bytes.
  @Test func theRealFileIsWrittenAgainByteForByte() throws {
    let original = Fixtures.bytes("jcw/real/wikicolorlist.jcw")
    let palette = try XaraJCWFormat().decode(original).palette
    #expect(try XaraJCWFormat().encode(palette) == original)
    #expect(XaraJCWFormat().losses(writing: palette).isEmpty)
  }

  /// CMYK spot colours: type 8 | 0 | 1, the names as long as the longest.
  @Test func cmykSpotColoursKeepTheirModelAndKind() throws {
    let palette = Palette(swatches: [
      Swatch(
        name: "Ink", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0.5, black: 0.25)),
        kind: .spot),
      Swatch(
        name: "Warm Red", color: PaletteColor(.cmyk(cyan: 0, magenta: 0.75, yellow: 0.9, black: 0)),
        kind: .spot),
    ])
    let bytes = try XaraJCWFormat().encode(palette)
    #expect(
      bytes
        == Bytes.header(count: 2, type: 9, nameSize: 8)
        + Bytes.record([0, 10000, 5000, 2500], Array("Ink".utf8))
        + Bytes.record([0, 7500, 9000, 0], Array("Warm Red".utf8)))
    #expect(try XaraJCWFormat().decode(bytes).palette == palette)
    #expect(XaraJCWFormat().losses(writing: palette).isEmpty)
  }

  /// HSB: type 12, the hue as a fraction of a turn (a negative hue brought into one turn).
  @Test func hsbColoursAreWrittenAsFractionsOfATurn() throws {
    let palette = Palette(swatches: [
      Swatch(color: PaletteColor(.hsb(hue: 180, saturation: 1, brightness: 0.5))),
      Swatch(color: PaletteColor(.hsb(hue: -90, saturation: 0.25, brightness: 1))),
    ])
    let bytes = try XaraJCWFormat().encode(palette)
    #expect(
      bytes
        == Bytes.header(count: 2, type: 12, nameSize: 0)
        + Bytes.record([5000, 10000, 5000, 0], [], size: 0)
        + Bytes.record([7500, 2500, 10000, 0], [], size: 0))
    let hues = try XaraJCWFormat().decode(bytes).palette.allSwatches.map(\.color)
    #expect(hues[1] == PaletteColor(.hsb(hue: 270, saturation: 0.25, brightness: 1)))
  }

  /// A palette of mixed models takes the model of most of its colours; the others are
  /// converted, and spot marks are kept only when every swatch is a spot colour, which the
  /// loss report says.
  @Test func mixedModelsAreConvertedToTheMostCommonAndReported() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Sky", color: .srgb8(0, 128, 255)),
      Swatch(name: "Sea", color: .srgb8(0, 64, 128)),
      Swatch(
        name: "Ink", color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0)),
        kind: .spot),
    ])
    let bytes = try XaraJCWFormat().encode(palette)
    #expect(bytes[6] == 10)
    let read = try XaraJCWFormat().decode(bytes).palette.allSwatches
    #expect(read.map(\.color.model) == [.srgb, .srgb, .srgb])
    #expect(read.map(\.kind) == [.process, .process, .process])
    // Cyan ink converted by the naive formula: #00FFFF.
    #expect(read[2].color.rgba8 == RGBA8(red: 0, green: 255, blue: 255, alpha: 255))
    let losses = XaraJCWFormat().losses(writing: palette)
    #expect(losses.map(\.code) == ["loss.model", "loss.kind"])
    #expect(
      losses[0].message
        == "1 CMYK colour will be converted to sRGB for jcw: Ink (a file holds one model: that "
        + "of most of the palette's colours); CMYK is converted without a colour profile, so it "
        + "is approximate")
    #expect(
      losses[1].message
        == "jcw marks every colour of a file as a spot colour or none: 1 spot colour will be "
        + "written as process colours: Ink")
  }

  /// Names in ISO-8859-1: `?` for what it cannot hold, cut at a NUL and at 255 bytes; the
  /// loss report lists each changed name.
  @Test func namesAreWrittenInLatin1() throws {
    let long = String(repeating: "é", count: 300)
    let palette = Palette(swatches: [
      Swatch(name: "Tenné", color: .srgb8(205, 87, 0)),
      Swatch(name: "Grün ✓", color: .srgb8(0, 128, 0)),
      Swatch(name: "Cut\u{0}here", color: .srgb8(1, 2, 3)),
      Swatch(name: long, color: .srgb8(4, 5, 6)),
    ])
    let bytes = try XaraJCWFormat().encode(palette)
    #expect(bytes[7] == 255)
    #expect(Array(bytes[16..<22]) == [0x54, 0x65, 0x6E, 0x6E, 0xE9, 0])
    let names = try XaraJCWFormat().decode(bytes).palette.allSwatches.map(\.name)
    #expect(names == ["Tenné", "Grün ?", "Cut", String(repeating: "é", count: 255)])
    let renamed = XaraJCWFormat().losses(writing: palette).filter { $0.code == "loss.renamed" }
    #expect(renamed.count == 1)
    #expect(renamed.first?.message.contains("Grün ✓") == true)
  }

  /// A value outside what 16 bits of ten-thousandths hold is refused at the swatch.
  @Test func aValueTheFileCannotHoldIsRefused() {
    let palette = Palette(swatches: [
      Swatch(name: "Fine", color: .srgb(0.5, 0.5, 0.5)),
      Swatch(name: "Odd", color: .srgb(-0.25, 0.5, 0.5)),
    ])
    #expect {
      try XaraJCWFormat().encode(palette)
    } throws: { error in
      let error = error as? PaletteError
      return error?.kind == .unrepresentable
        && error?.message
          == "swatch 2 (\"Odd\") has a value of -0.25, outside the 0...6.5535 a Xara palette holds"
    }
  }

  /// The largest value a file holds (65,535, read as a `Float` a little above 6.5535) is
  /// written back as it was (a fuzzing finding: it was refused as out of range).
  @Test func theLargestValueIsWrittenBack() throws {
    let bytes = Fixtures.bytes("fuzz/jcw/largest-value.jcw")
    #expect(try XaraJCWFormat().encode(XaraJCWFormat().decode(bytes).palette) == bytes)
  }

  /// The output as `read_jcw` of the independent Python reader reads it.
  @Test(.enabled(if: ExternalTool.path("python3") != nil, "needs python3"))
  func theIndependentReaderReadsTheOutput() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Tenné", color: .srgb8(205, 87, 0)),
      Swatch(name: "Sky", color: .srgb8(0, 128, 255)),
    ])
    let url = FileManager.default.temporaryDirectory.appending(
      path: "jcw-oracle-\(ProcessInfo.processInfo.processIdentifier).jcw")
    try Data(try XaraJCWFormat().encode(palette)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let oracle = Fixtures.packageRoot.appending(path: "Tests/Oracle/real")
    let program =
      "import json, pathlib, sys; sys.path.insert(0, sys.argv[1]); import read_real; "
      + "print(json.dumps(read_real.read_jcw(pathlib.Path(sys.argv[2])), ensure_ascii=False))"
    let result = try #require(
      try ExternalTool.run("python3", ["-c", program, oracle.path, url.path]))
    #expect(result.code == 0, "\(result.stderr)")
    let swatches = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]])
    #expect(swatches.map { $0[0] as? String } == ["Tenné", "Sky"])
    #expect(swatches.map { $0[1] as? String } == ["srgb", "srgb"])
    let values = swatches.map { ($0[2] as? [Double] ?? []).map { Int(($0 * 255).rounded()) } }
    #expect(values == [[205, 87, 0], [0, 128, 255]])
  }
}
