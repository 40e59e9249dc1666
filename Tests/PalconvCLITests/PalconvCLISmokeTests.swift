import PaletteCore
import Testing

@testable import PalconvCLI

@Suite struct PalconvCLISmokeTests {
  @Test func moduleLinks() {
    #expect(PaletteColor.unitValue(byte: 255) == 1)
  }
}
