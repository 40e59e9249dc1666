import PaletteCore
import Testing

@testable import PaletteTransforms

@Suite struct PaletteTransformsSmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
