import PaletteCore
import Testing

@testable import PaletteTerminal

/// The one rule every scheme format maps a palette onto its roles by.
@Suite struct SchemeMappingTests {
  static let terminal = SchemeLayout.terminal(count: 22)

  static func hex(_ mapping: SchemeMapping) -> [String] {
    mapping.colors.map { $0.rgba8.hexString() }
  }

  /// An empty palette is refused by every terminal format rather than written as a scheme of
  /// invented colours.
  @Test func anEmptyPaletteIsRefused() {
    let encoders: [any PaletteEncoder] = [
      Base16Format(), Base24Format(), ITermColorsFormat(), WindowsTerminalFormat(),
      AlacrittyFormat(), KittyFormat(), GhosttyFormat(), XresourcesFormat(),
    ]
    for encoder in encoders {
      #expect {
        try encoder.encode(Palette())
      } throws: { error in
        let error = error as? PaletteError
        return error?.kind == .unrepresentable
          && error?.message
            == "the palette has no colours to make a \(encoder.identifier) scheme of (it needs "
            + "at least one role)"
      }
    }
  }

  @Test func roleNamesOfEveryVocabularyFillTheirRoles() {
    let palette = Palette(swatches: [
      Swatch(name: "Ansi 1 Color", color: .srgb8(0xC0, 0, 0)),
      Swatch(name: "brightBlack", color: .srgb8(0x55, 0x55, 0x55)),
      Swatch(name: "color4", color: .srgb8(0, 0, 0xC0)),
      Swatch(name: "purple", color: .srgb8(0x80, 0, 0x80)),
      Swatch(name: "Selection Color", color: .srgb8(0x33, 0x33, 0x33)),
      Swatch(name: "bright_white", color: .srgb8(0xFF, 0xFF, 0xFF)),
    ])
    let mapping = SchemeMapping(palette, layout: Self.terminal)
    #expect(mapping.sources[1] == 0)
    #expect(mapping.sources[8] == 1)
    #expect(mapping.sources[4] == 2)
    #expect(mapping.sources[5] == 3)
    #expect(mapping.sources[19] == 4)
    #expect(mapping.sources[15] == 5)
    #expect(mapping.unwritten.isEmpty)
  }

  /// base16's shell templates (tinted-theming/base16-shell): colour 0 is base00, 1 base08,
  /// 2 base0B, 3 base0A, 4 base0D, 5 base0E, 6 base0C, 7 base05, 8 base03, 9 to 14 repeat
  /// 1 to 6, 15 is base07; the background base00 and the foreground base05.
  @Test func aBase16SchemeFillsTheTerminalRolesAsBase16ShellDoes() {
    let names = (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) }
    let palette = Palette(
      swatches: names.enumerated().map { index, name in
        Swatch(name: name, color: .srgb8(UInt8(index * 16), 0x10, 0x20))
      })
    let mapping = SchemeMapping(palette, layout: Self.terminal)
    let expected = [0x0, 0x8, 0xB, 0xA, 0xD, 0xE, 0xC, 0x5, 0x3, 0x8, 0xB, 0xA, 0xD, 0xE, 0xC, 0x7]
    #expect(Array(mapping.sources.prefix(16)) == expected.map { Optional($0) })
    #expect(mapping.sources[16] == 0)
    #expect(mapping.sources[17] == 5)
    #expect(mapping.sources[19] == 2)
    // base01, base04, base06, base09 and base0F have no terminal role.
    #expect(mapping.unwritten == [1, 4, 6, 9, 15])
    #expect(mapping.filledSlots.isEmpty)
  }

  @Test func unnamedSwatchesFillTheRolesInOrderAndTheRestFallsBack() {
    let colors: [PaletteColor] = (0..<8).map { .srgb8(UInt8(20 * $0 + 10), 0x40, 0x80) }
    let palette = Palette(swatches: colors.map { Swatch(color: $0) })
    let mapping = SchemeMapping(palette, layout: Self.terminal)
    #expect(Array(mapping.colors.prefix(8)) == colors)
    // Each bright colour copies its normal one; background black, foreground white.
    #expect(Array(mapping.colors[8..<16]) == colors)
    #expect(mapping.colors[16] == colors[0])
    #expect(mapping.colors[17] == colors[7])
    #expect(mapping.colors[18] == colors[7])
    // Selection background takes bright black only when a swatch fills it: xterm's colour 8.
    #expect(mapping.colors[19].rgba8.hexString() == "#7F7F7F")
    #expect(mapping.filledSlots.count == 14)
  }

  @Test func anEmptyPaletteGetsXtermsColours() {
    let mapping = SchemeMapping(Palette(), layout: Self.terminal)
    #expect(
      Array(Self.hex(mapping).prefix(16)) == [
        "#000000", "#CD0000", "#00CD00", "#CDCD00", "#0000EE", "#CD00CD", "#00CDCD", "#E5E5E5",
        "#7F7F7F", "#FF0000", "#00FF00", "#FFFF00", "#5C5CFF", "#FF00FF", "#00FFFF", "#FFFFFF",
      ])
  }

  @Test func terminalRolesFillBase16AndTheRestIsDerived() {
    var swatches: [Swatch] = []
    for (index, word) in SchemeLayout.ansiWords.enumerated() {
      swatches.append(Swatch(name: word, color: .srgb8(UInt8(index * 30), 0x22, 0x44)))
    }
    swatches.append(Swatch(name: "bright-black", color: .srgb8(0x60, 0x60, 0x60)))
    swatches.append(Swatch(name: "bright-white", color: .srgb8(0xF0, 0xF0, 0xF0)))
    swatches.append(Swatch(name: "selection-background", color: .srgb8(0x40, 0x40, 0x40)))
    let mapping = SchemeMapping(Palette(swatches: swatches), layout: .base16)
    #expect(mapping.sources[0] == 0)  // base00: black (no background swatch)
    #expect(mapping.sources[2] == 10)
    #expect(mapping.sources[3] == 8)
    #expect(mapping.sources[5] == 7)
    #expect(mapping.sources[7] == 9)
    #expect(mapping.sources[8] == 1)
    // base09 lies between red (30, 22, 44) and yellow (90, 22, 44).
    #expect(mapping.colors[9].rgba8 == RGBA8(red: 60, green: 0x22, blue: 0x44))
    #expect(mapping.filledSlots == ["base01", "base04", "base06", "base09", "base0F"])
    #expect(mapping.unwritten.isEmpty)
  }

  @Test func aSecondSwatchOfOneRoleIsNotWritten() {
    let palette = Palette(swatches: [
      Swatch(name: "red", color: .srgb8(200, 0, 0)),
      Swatch(name: "Red", color: .srgb8(100, 0, 0)),
    ])
    let mapping = SchemeMapping(palette, layout: Self.terminal)
    #expect(mapping.sources[1] == 0)
    #expect(mapping.unwritten == [1])
  }

  @Test func theLossReportNamesWhatIsLeftOutAndFilled() {
    let palette = Palette(swatches: [
      Swatch(name: "red", color: .srgb8(200, 0, 0)),
      Swatch(name: "red", color: .srgb8(100, 0, 0)),
    ])
    let losses = WindowsTerminalFormat().losses(writing: palette)
    let filled = losses.first { $0.code == "loss.filled" }
    #expect(
      filled?.message.hasPrefix("windows-terminal holds 19 roles the palette has no colour for")
        == true)
    let tooMany = losses.first { $0.code == "loss.too-many" }
    #expect(
      tooMany?.message
        == "windows-terminal has no role for 1 swatch, which will not be written: red")
  }
}
