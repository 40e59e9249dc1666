import PaletteCore
import Testing

@testable import PaletteCSS

@Suite struct PaletteCSSSmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
