import Testing

@testable import PaletteCore

/// HSB (HSV) as a native model: stored as given, converted with the hexcone formula, and
/// reported by the loss report when a format cannot hold it.
@Suite struct HSBModelTests {
  static func hsb(_ h: Float, _ s: Float, _ b: Float, alpha: Float = 1) -> PaletteColor {
    PaletteColor(.hsb(hue: h, saturation: s, brightness: b), alpha: alpha)
  }

  /// Values worked by hand from the hexcone formula (C = V·S, X = C·(1 − |H/60 mod 2 − 1|),
  /// m = V − C), not by the code under test.
  @Test(arguments: [
    (Float(0), Float(1), Float(1), [1.0, 0, 0]),
    (60, 0.5, 0.5, [0.5, 0.5, 0.25]),
    (240, 1, 0.5, [0, 0, 0.5]),
    (210, 0.5, 0.8, [0.4, 0.6, 0.8]),
    (300, 0.25, 1, [1, 0.75, 1]),
    (-60, 1, 1, [1, 0, 1]),
    (420, 1, 1, [1, 1, 0]),
    (123, 0, 0.3, [0.3, 0.3, 0.3]),
  ])
  func srgbValuesFollowTheHexcone(h: Float, s: Float, b: Float, expected: [Double]) {
    let rgb = Self.hsb(h, s, b).srgbValues
    for channel in 0..<3 {
      #expect(abs(rgb[channel] - expected[channel]) < 1e-6, "channel \(channel) of \(h) \(s) \(b)")
    }
  }

  /// Found by fuzzing: saturation and brightness near Float's largest value overflowed to an
  /// infinite sRGB, which a CSS writer then printed. Outside 0...1 they are clamped.
  @Test func extremeValuesConvertToFiniteSRGB() {
    let rgb = Self.hsb(1e30, .greatestFiniteMagnitude, .greatestFiniteMagnitude).srgbValues
    #expect(rgb.x.isFinite && rgb.y.isFinite && rgb.z.isFinite)
    #expect(Self.hsb(0, 2, 1.5).srgbValues == Self.hsb(0, 1, 1).srgbValues)
    #expect(Self.hsb(0, -1, -1).srgbValues == SIMD3(0, 0, 0))
  }

  @Test func convertingSRGBToHSBGivesHueInDegrees() {
    let color = PaletteColor(.srgb(red: 0.4, green: 0.6, blue: 0.8)).converted(to: .hsb)
    guard case .hsb(let h, let s, let b) = color.components else {
      Issue.record("expected HSB, got \(color.model)")
      return
    }
    #expect(abs(h - 210) < 1e-4)
    #expect(abs(s - 0.5) < 1e-6)
    #expect(abs(b - 0.8) < 1e-6)
    let grey = PaletteColor(.gray(0.25)).converted(to: .hsb)
    #expect(grey.components == .hsb(hue: 0, saturation: 0, brightness: 0.25))
  }

  @Test func alphaIsKeptThroughConversion() {
    let color = Self.hsb(10, 0.5, 0.5, alpha: 0.25)
    #expect(color.converted(to: .srgb).alpha == 0.25)
    #expect(color.converted(to: .hsb) == color)
  }

  @Test func componentsAreComparedByModelAndBits() throws {
    let hsb = ColorComponents.hsb(hue: 0.5, saturation: 0.25, brightness: 1)
    let sameValuesAsSRGB = ColorComponents.srgb(red: 0.5, green: 0.25, blue: 1)
    #expect(hsb != sameValuesAsSRGB)
    #expect(Set([hsb, sameValuesAsSRGB]).count == 2)
    #expect(try #require(ColorComponents(model: .hsb, values: [0.5, 0.25, 1])) == hsb)
    #expect(hsb.values == [0.5, 0.25, 1])
    #expect(ColorModel.hsb.componentNames == ["hue", "saturation", "brightness"])
    #expect(ColorModel(rawValue: "hsb") == .hsb)
  }

  @Test func aFormatWithoutHSBReportsTheConversion() {
    let palette = Palette(swatches: [
      Swatch(name: "Sky", color: Self.hsb(210, 0.5, 0.8)),
      Swatch(name: "Red", color: .srgb8(255, 0, 0)),
    ])
    let gpl = LossReport.diagnostics(for: palette, target: SampleFormats.gpl, formatName: "GPL")
    #expect(
      gpl.first { $0.code == "loss.model" }?.message
        == "1 HSB colour will be converted to sRGB for GPL: Sky")
    let json = LossReport.diagnostics(for: palette, target: SampleFormats.json, formatName: "JSON")
    #expect(json.isEmpty)
  }
}
