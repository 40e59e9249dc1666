import PaletteCore
import TestSupport
import Testing

@testable import PaletteHex

@Suite struct HexListEncodingTests {
  /// The palette behind the hand-written files in `Fixtures/hex/golden` and
  /// `Fixtures/paintnet/golden`.
  static let goldenPalette = Palette(
    name: "Golden", description: "not written", columns: 2,
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Red", color: .srgb8(255, 0, 0)),
        Swatch(name: nil, color: .srgb8(0, 128, 255)),
        Swatch(name: "Half", color: .srgb8(0x12, 0x34, 0x56, alpha: 128)),
      ]),
      PaletteGroup(
        name: "G", swatches: [Swatch(name: "Line\nbreak", color: .srgb8(0xAB, 0xCD, 0xEF))]),
    ])

  @Test(arguments: [
    ("hex/golden/lospec.hex", HexListFormat()),
    (
      "hex/golden/hash-upper-alpha-first.txt",
      HexListFormat(alphaPosition: .first, hashPrefix: true, uppercase: true, includeNames: true)
    ),
    ("hex/golden/names-no-alpha.txt", HexListFormat(alphaOutput: .never, includeNames: true)),
  ])
  func matchesGoldenFileByteForByte(_ path: String, _ format: HexListFormat) throws {
    let golden = Fixtures.bytes(path)
    #expect(!golden.isEmpty)
    #expect(try format.encode(Self.goldenPalette) == golden)
  }

  @Test func opaquePalettesGetSixDigitsUnlessAlwaysAsked() throws {
    let palette = Palette(swatches: [
      Swatch(color: .srgb8(1, 2, 3)), Swatch(color: PaletteColor(.gray(1))),
    ])
    #expect(
      String(decoding: try HexListFormat().encode(palette), as: UTF8.self) == "010203\nffffff\n")
    let always = HexListFormat(alphaPosition: .first, alphaOutput: .always, uppercase: true)
    #expect(String(decoding: try always.encode(palette), as: UTF8.self) == "FF010203\nFFFFFFFF\n")
  }

  @Test func emptyPaletteIsEmptyFile() throws {
    #expect(try HexListFormat().encode(Palette()).isEmpty)
  }

  @Test(arguments: [
    PaletteColor(.lab(l: 50, a: 60, b: -40)),
    PaletteColor(.cmyk(cyan: 0.1, magenta: 0.9, yellow: 0.2, black: 0.05)),
    PaletteColor(.oklch(l: 0.7, c: 0.35, h: 145), alpha: 0.25), PaletteColor.srgb(1.5, -0.2, 0.5),
  ])
  func convertsOtherModelsThroughTheCore(_ color: PaletteColor) throws {
    let format = HexListFormat(alphaOutput: .always)
    let decoded = try format.decode(format.encode(Palette(swatches: [Swatch(color: color)])))
    #expect(decoded.palette.allSwatches.map(\.color) == [color.rgba8.paletteColor])
  }

  @Test func capabilitiesFollowTheOptions() {
    let plain = HexListFormat().capabilities
    #expect(
      plain
        == FormatCapabilities(
          swatchNames: false, paletteName: false,
          paletteDescription: false,
          columns: false, groups: false, alpha: true, models: [.srgb], kinds: [.process],
          maxSwatches: nil, controlCharacters: ControlCharacterLimit(.all, in: .swatchNames)))
    #expect(HexListFormat(alphaOutput: .never).capabilities.alpha == false)
    #expect(HexListFormat(alphaOutput: .always).capabilities.alpha == true)
    #expect(HexListFormat(includeNames: true).capabilities.swatchNames == true)
    #expect(HexListFormat().identifier == "hex")
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func randomPalettesRoundTripInEveryConfiguration(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    for position in HexListFormat.AlphaPosition.allCases {
      for output in HexListFormat.AlphaOutput.allCases {
        let format = HexListFormat(
          alphaPosition: position, alphaOutput: output, hashPrefix: seed % 2 == 0,
          uppercase: seed % 3 == 0,
          includeNames: true)
        let decoded = try format.decode(format.encode(palette))
        #expect(decoded.warnings.isEmpty)
        let expected = palette.allSwatches.map { swatch in
          var color = swatch.color.rgba8
          if output == .never { color.alpha = 255 }
          let name = String(decoding: SingleLine.bytes(swatch.name ?? ""), as: UTF8.self)
          return Swatch(name: name.isEmpty ? nil : name, color: color.paletteColor)
        }
        #expect(decoded.palette.allSwatches == expected)
      }
    }
  }

  @Test func namesAnnouncedWithNamesAreTheNamesReadBack() throws {
    let named = HexListFormat(includeNames: true)
    #expect(try WrittenNamesCheck.mismatch(named, WrittenNamesCheck.hostilePalette) == nil)
    #expect(
      named.writtenNames(of: WrittenNamesCheck.hostilePalette)?.swatches.prefix(5)
        == ["Ocean Blue", "ocean-blue", "a/b:c\\d", "..hidden", "line break"])
    // Without names, the loss report says they are dropped; nothing is renamed.
    #expect(HexListFormat().writtenNames(of: WrittenNamesCheck.hostilePalette) == nil)
  }
}
