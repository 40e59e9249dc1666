import PaletteCore
import Testing

@testable import PaletteKit

@Suite struct PaletteKitSmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
