import PaletteCore
import Testing

@testable import PaletteGPL

@Suite struct PaletteGPLSmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
