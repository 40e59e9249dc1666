import PaletteCore
import Testing

@testable import PaletteASE

@Suite struct PaletteASESmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
