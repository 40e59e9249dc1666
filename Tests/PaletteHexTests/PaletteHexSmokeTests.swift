import PaletteCore
import Testing

@testable import PaletteHex

@Suite struct PaletteHexSmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
