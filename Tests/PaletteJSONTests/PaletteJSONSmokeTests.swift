import PaletteCore
import Testing

@testable import PaletteJSON

@Suite struct PaletteJSONSmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
