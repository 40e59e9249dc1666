import PaletteCore
import TestSupport
import Testing

@testable import PalettePNG

/// The generated images of `Fixtures/png/generated` (every colour type, bit depth, filter type
/// and interlacing; some written by Pillow), against the colours the generator meant, which
/// Pillow confirmed when they were made (`Tests/Oracle/png/make_png_fixtures.py`).
@Suite struct PNGFixtureTests {
  struct Expectation: Sendable, CustomStringConvertible {
    var file: String
    var palette: [String]
    var pixels: [String]
    var description: String { file }
  }

  static let expectations: [Expectation] = {
    let text = String(decoding: Fixtures.bytes("png/generated/expected.tsv"), as: UTF8.self)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Expectation(
        file: fields[0], palette: fields[1].split(separator: ",").map(String.init),
        pixels: fields[2].split(separator: ",").map(String.init))
    }
  }()

  @Test func everyKindIsCovered() {
    #expect(Self.expectations.count == 45)
    for kind in [
      "grey1", "grey2", "grey4", "grey8", "grey16", "rgb8", "rgb16", "indexed1", "indexed2",
      "indexed4", "indexed8", "greyalpha8", "greyalpha16", "rgba8", "rgba16",
    ] {
      for tag in ["plain", "adam7"] {
        #expect(Self.expectations.contains { $0.file == "crafted-\(kind)-\(tag).png" })
      }
    }
  }

  @Test(arguments: expectations)
  func readsThePalette(_ expectation: Expectation) throws {
    let decoded = try PNGFormat().decode(Fixtures.bytes("png/generated/\(expectation.file)"))
    #expect(PNGTestFile.hex(decoded.palette) == expectation.palette)
  }

  @Test(arguments: expectations)
  func decodesThePixels(_ expectation: Expectation) throws {
    let image = try PNGImage(decoding: Fixtures.bytes("png/generated/\(expectation.file)"))
    #expect(image.width * image.height == expectation.pixels.count)
    let pixels = image.pixels.map {
      String($0.hexString(includeAlpha: true).dropFirst()).lowercased()
    }
    #expect(pixels == expectation.pixels)
  }

  @Test func sixteenBitColoursKeepTheirPrecision() throws {
    let decoded = try PNGFormat().decode(Fixtures.bytes("png/generated/crafted-rgb16-plain.png"))
    // 0x0087 = 257·0 + 7 … the generator adds 7 to channels below 200.
    guard case .srgb(let red, let green, _) = decoded.palette.allSwatches[0].color.components
    else {
      Issue.record("not sRGB")
      return
    }
    #expect(red == 1)
    #expect(green == Float(Double(7) / 65535))
  }

  @Test func notesUnusedEntries() throws {
    let decoded = try PNGFormat().decode(
      Fixtures.bytes("png/generated/crafted-indexed8-unused.png"))
    #expect(decoded.palette.swatchCount == 5)
    #expect(decoded.warnings.map(\.code) == ["png.unused"])
    #expect(
      decoded.warnings[0].message
        == "the image uses 2 of its 5 palette entries; all are read, in order (unused: 1, 2, 4)")
  }

  @Test func notesTransparentPixels() throws {
    let decoded = try PNGFormat().decode(Fixtures.bytes("png/generated/crafted-rgb8-trns.png"))
    #expect(decoded.warnings.map(\.code) == ["png.transparent"])
    #expect(PNGTestFile.hex(decoded.palette) == ["010203ff", "070707ff"])
  }
}
