import PaletteCore
import TestSupport
import Testing

@testable import PaletteGPL

@Suite struct GPLEncodingTests {
  /// The palette behind `Fixtures/gpl/golden/golden*.gpl`, which were written by hand.
  static let goldenPalette = Palette(
    name: "Golden", description: "Written by hand\n\nThird line", columns: 3,
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Red", color: .srgb8(255, 0, 0)),
        Swatch(name: nil, color: .srgb8(0, 128, 255), kind: .spot),
      ]),
      PaletteGroup(
        name: "Greys",
        swatches: [
          Swatch(name: "Mid grey", color: .srgb8(128, 128, 128, alpha: 64)),
          Swatch(name: "Tab\tinside", color: .srgb8(1, 2, 3), kind: .global),
        ]),
      PaletteGroup(swatches: [Swatch(name: " padded \n two ", color: .srgb8(10, 20, 30))]),
    ])

  @Test func matchesGoldenFileByteForByte() throws {
    let golden = Fixtures.bytes("gpl/golden/golden.gpl")
    #expect(!golden.isEmpty)
    #expect(try GPLFormat().encode(Self.goldenPalette) == golden)
  }

  @Test func matchesAlphaGoldenFileByteForByte() throws {
    let golden = Fixtures.bytes("gpl/golden/golden-rgba.gpl")
    #expect(!golden.isEmpty)
    #expect(try GPLFormat(includeAlpha: true).encode(Self.goldenPalette) == golden)
  }

  @Test func encodingIsDeterministic() throws {
    let palette = RandomPalette.make(seed: 7)
    #expect(try GPLFormat().encode(palette) == GPLFormat().encode(palette))
  }

  @Test func writesNoNameOrColumnsLinesWhenThePaletteHasNoName() throws {
    let palette = Palette(
      name: nil, description: nil, columns: 8,
      groups: [PaletteGroup(swatches: [Swatch(color: .srgb8(0, 0, 0))])])
    let text = String(decoding: try GPLFormat().encode(palette), as: UTF8.self)
    #expect(text == "GIMP Palette\n#\n  0   0   0\tUntitled\n")
  }

  @Test func emptyPaletteIsJustTheHeader() throws {
    let text = String(decoding: try GPLFormat().encode(Palette(name: "E")), as: UTF8.self)
    #expect(text == "GIMP Palette\nName: E\n#\n")
  }

  @Test(arguments: [nil, "", " \t ", "\n"] as [String?])
  func unnamedSwatchesGetThePlaceholder(_ name: String?) throws {
    let palette = Palette(swatches: [Swatch(name: name, color: .srgb8(9, 99, 199))])
    let text = String(decoding: try GPLFormat().encode(palette), as: UTF8.self)
    #expect(text.hasSuffix("\n  9  99 199\tUntitled\n"))
    #expect(GPLFormat.placeholderName == "Untitled")
  }

  @Test func columnsAreClampedToWhatGIMPAccepts() throws {
    let text = String(
      decoding: try GPLFormat().encode(Palette(name: "C", columns: 5000)), as: UTF8.self)
    #expect(text == "GIMP Palette\nName: C\nColumns: 256\n#\n")
  }

  @Test func descriptionLineBreaksOfEveryKindBecomeCommentLines() throws {
    let palette = Palette(name: "D", description: "a\r\nb\rc\n\nd")
    let text = String(decoding: try GPLFormat().encode(palette), as: UTF8.self)
    #expect(text == "GIMP Palette\nName: D\n#\n# a\n# b\n# c\n#\n# d\n")
    #expect(try GPLFormat().decode(Array(text.utf8)).palette.description == "a\nb\nc\n\nd")
  }

  @Test(arguments: [
    PaletteColor(.lab(l: 50, a: 60, b: -40)),
    PaletteColor(.cmyk(cyan: 0.1, magenta: 0.9, yellow: 0.2, black: 0.05)),
    PaletteColor(.gray(0.5)), PaletteColor(.oklch(l: 0.7, c: 0.35, h: 145)),
    PaletteColor(.displayP3(red: 1, green: 0, blue: 0), alpha: 0.5),
    PaletteColor.srgb(1.5, -0.2, 0.5),
  ])
  func convertsOtherModelsThroughTheCore(_ color: PaletteColor) throws {
    let palette = Palette(swatches: [Swatch(name: "c", color: color)])
    let decoded = try GPLFormat(includeAlpha: true).decode(
      GPLFormat(includeAlpha: true).encode(palette))
    #expect(decoded.palette.allSwatches.map(\.color) == [color.rgba8.paletteColor])
    let opaque = try GPLFormat().decode(GPLFormat().encode(palette))
    var expected = color.rgba8
    expected.alpha = 255
    #expect(opaque.palette.allSwatches.map(\.color) == [expected.paletteColor])
  }

  @Test func capabilitiesFollowTheAlphaOption() {
    let plain = GPLFormat().capabilities
    #expect(
      plain
        == FormatCapabilities(
          swatchNames: true, paletteName: true,
          paletteDescription: true, columns: true, maxColumns: 256, columnsNeedPaletteName: true,
          groups: false, alpha: false, models: [.srgb], kinds: [.process], maxSwatches: nil,
          controlCharacters: ControlCharacterLimit(
            .all, in: [.paletteName, .description, .swatchNames])))
    var withAlpha = plain
    withAlpha.alpha = true
    #expect(GPLFormat(includeAlpha: true).capabilities == withAlpha)
    #expect(GPLFormat().identifier == "gpl")
    #expect(GPLFormat().fileExtensions == ["gpl"])
  }

  /// What a GPL round trip must keep of `palette`: everything its capabilities list.
  private static func expectedAfterRoundTrip(_ palette: Palette, alpha: Bool) -> [Swatch] {
    palette.allSwatches.map { swatch in
      var color = swatch.color.rgba8
      if !alpha { color.alpha = 255 }
      let name = String(decoding: SingleLine.bytes(swatch.name ?? ""), as: UTF8.self)
      return Swatch(name: name.isEmpty ? "Untitled" : name, color: color.paletteColor)
    }
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomPalettesRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    for alpha in [false, true] {
      let format = GPLFormat(includeAlpha: alpha)
      let decoded = try format.decode(format.encode(palette))
      #expect(decoded.warnings.isEmpty)
      #expect(decoded.palette.name == palette.name)
      #expect(decoded.palette.allSwatches == Self.expectedAfterRoundTrip(palette, alpha: alpha))
      #expect(!decoded.palette.hasNamedGroups)
      #expect(try format.encode(decoded.palette) == format.encode(palette))
    }
  }
}
