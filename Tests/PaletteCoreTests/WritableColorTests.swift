import Testing

@testable import PaletteCore

/// `Swatch.writableColor`, the one way writers convert a colour to a model their format holds
/// and refuse a NaN or infinite value, naming the swatch and its position.
@Suite struct WritableColorTests {
  @Test func aHeldModelIsKeptAndAnotherBecomesGamutMappedSRGB() throws {
    let cmyk = Swatch(
      name: "Ink", color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0)))
    #expect(try cmyk.writableColor(in: [.srgb, .cmyk], position: 1, format: "t") == cmyk.color)
    let converted = try cmyk.writableColor(in: [.srgb], position: 1, format: "t")
    let rgb = cmyk.color.srgbInGamut
    #expect(converted == .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z)))
    // The alpha goes with the colour.
    let clear = Swatch(color: PaletteColor(.gray(0.5), alpha: 0.25))
    #expect(try clear.writableColor(in: [.srgb], position: 1, format: "t").alpha == 0.25)
    // Without models the colour is only checked.
    #expect(try clear.writableColor(position: 1, format: "t") == clear.color)
  }

  @Test func aNonFiniteComponentIsRefusedWithTheSwatchsPosition() {
    let bad = Swatch(
      name: "Bad", color: .srgb(.nan, 0, 0), location: .text(line: 4, column: 2))
    do {
      _ = try bad.writableColor(in: [.srgb], position: 3, format: "t")
      Issue.record("a NaN component was written")
    } catch {
      #expect(error.kind == .unrepresentable)
      #expect(error.format == "t")
      #expect(error.location == .text(line: 4, column: 2))
      #expect(
        error.message
          == #"swatch 3 ("Bad") has a value that is NaN or infinite, which the format cannot hold"#)
    }
  }

  @Test func aNonFiniteAlphaIsRefusedOnlyWhereItIsWritten() {
    let swatch = Swatch(name: "A", color: .srgb(0, 0, 0, alpha: .infinity))
    #expect((try? swatch.writableColor(position: 1, format: "t")) != nil)
    #expect(throws: PaletteError.self) {
      try swatch.writableColor(checkingAlpha: true, position: 1, format: "t")
    }
  }
}
