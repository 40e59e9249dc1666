import PaletteCore
import PaletteFigma
import TestSupport
import Testing

@Suite struct FigmaVariablesWritingTests {
  let format = FigmaVariablesFormat()

  static let palette = Palette(
    name: "Harbour",
    groups: [
      PaletteGroup(
        name: "Theme",
        swatches: [
          Swatch(
            name: "Text/Primary", color: .srgb8(0x11, 0x11, 0x11),
            appearances: [
              .dark: .srgb8(0xEE, 0xEE, 0xEE), .highContrastDark: .srgb8(0xFF, 0xFF, 0xFF),
            ]),
          Swatch(name: "Overlay", color: .srgb(0, 0, 0, alpha: 0.5)),
        ]),
      PaletteGroup(swatches: [Swatch(color: .srgb8(0x1F, 0x72, 0xE6))]),
    ])

  @Test func writesTheGolden() throws {
    let bytes = try format.encode(Self.palette)
    Golden.check(bytes, against: "figma-variables/golden/golden.json")
    #expect(try format.encode(Self.palette) == bytes)
  }

  @Test func readsBackWithEveryModeFilled() throws {
    let decoded = try format.decode(try format.encode(Self.palette))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.groups.map(\.name) == ["Theme", "Colors"])
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Text/Primary", "Overlay", "Color 3"])
    #expect(swatches[0].appearances == Self.palette.groups[0].swatches[0].appearances)
    // The group has dark and high-contrast dark modes: a swatch without variants has its
    // colour in each.
    #expect(
      swatches[1].appearances == [
        .dark: .srgb(0, 0, 0, alpha: 0.5), .highContrastDark: .srgb(0, 0, 0, alpha: 0.5),
      ])
    #expect(swatches[2].color == .srgb8(0x1F, 0x72, 0xE6))
    #expect(swatches[2].appearances.isEmpty)
  }

  @Test func theLossesAreThePaletteNameAndTheNames() {
    let losses = format.losses(writing: Self.palette)
    #expect(losses.map(\.code).contains("loss.palette-name"))
    let names = format.writtenNames(of: Self.palette)
    #expect(names?.groups == ["Theme", "Colors"])
    #expect(names?.swatches == ["Text/Primary", "Overlay", "Color 3"])
  }

  @Test func anEmptyPaletteIsAnEmptyResponse() throws {
    let bytes = try format.encode(Palette())
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "{\n  \"status\": 200,\n  \"error\": false,\n  \"meta\": {\n"
        + "    \"variableCollections\": {},\n    \"variables\": {}\n  }\n}\n")
    #expect(try format.decode(bytes).palette == Palette())
  }

  @Test func aNaNIsRefused() {
    let palette = Palette(swatches: [Swatch(name: "x", color: .srgb(.nan, 0, 0))])
    #expect(throws: PaletteError.self) { try format.encode(palette) }
  }
}
