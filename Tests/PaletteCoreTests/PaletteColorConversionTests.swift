import PaletteCore
import Testing

/// `PaletteColor`'s conversion views against the ColorAide reference table. Inputs in the table
/// are Float values, so a `PaletteColor` holds them exactly; Double results must match to 1e-6
/// and Float results (``PaletteColor/converted(to:)``) must be the oracle's value rounded to
/// Float, give or take one unit in the last place.
@Suite struct PaletteColorConversionTests {
  static let tolerance = 1e-6

  static func color(_ model: ColorModel, _ values: [Double], alpha: Float = 1) -> PaletteColor {
    PaletteColor(ColorComponents(model: model, values: values.map { Float($0) })!, alpha: alpha)
  }

  /// The expected 8-bit value of a 0...1 component, or nil when it lies so close to a rounding
  /// boundary (x.5 / 255) that a 1e-9 difference could round either way.
  static func expectedByte(_ unit: Double) -> UInt8? {
    let scaled = unit * 255
    let fraction = scaled - scaled.rounded(.down)
    if abs(fraction - 0.5) < 1e-6 { return nil }
    return UInt8(scaled.rounded(.toNearestOrAwayFromZero))
  }

  static func matchesBytes(_ rgba: RGBA8, _ mapped: [Double]) -> Bool {
    let actual = [rgba.red, rgba.green, rgba.blue]
    return (0..<3).allSatisfy { index in
      expectedByte(mapped[index]).map { $0 == actual[index] } ?? true
    }
  }

  // MARK: srgbValues

  @Test func srgbValuesOfEachModel() throws {
    let table = try OracleTable.shared()
    let t = Self.tolerance
    for record in table.srgb {
      let values = Self.color(.srgb, record.input).srgbValues
      #expect(values == simd3(record.input), "sRGB is returned as stored")
    }
    for record in table.displayP3 {
      let values = Self.color(.displayP3, record.input).srgbValues
      #expect(Closeness.isClose(values, record.srgb, t), "P3 \(record.input)")
    }
    for record in table.lab {
      let values = Self.color(.lab, record.input).srgbValues
      #expect(Closeness.isClose(values, record.srgb, t), "Lab \(record.input)")
    }
    for record in table.oklch {
      let values = Self.color(.oklch, record.input).srgbValues
      #expect(Closeness.isClose(values, record.srgb, t), "OKLCH \(record.input)")
    }
    for record in table.cmyk {
      let values = Self.color(.cmyk, record.input).srgbValues
      #expect(Closeness.isClose(values, record.srgb, t), "CMYK \(record.input)")
    }
    #expect(PaletteColor(.gray(0.25)).srgbValues == SIMD3(repeating: 0.25))
  }

  // MARK: labValues, oklabValues, oklchValues

  @Test func perceptualViews() throws {
    let table = try OracleTable.shared()
    let t = Self.tolerance
    for record in table.srgb {
      let color = Self.color(.srgb, record.input)
      #expect(Closeness.isClose(color.labValues, record.lab, t), "Lab of \(record.input)")
      #expect(Closeness.isClose(color.oklabValues, record.oklab, t), "OKLab of \(record.input)")
      #expect(
        Closeness.isCloseLCH(color.oklchValues, record.oklch, t, minimumChroma: 1e-5),
        "OKLCH of \(record.input)")
    }
    for record in table.lab {
      let color = Self.color(.lab, record.input)
      #expect(color.labValues == simd3(record.input), "Lab is returned as stored")
      #expect(
        Closeness.isCloseLCH(color.oklchValues, record.oklch, t, minimumChroma: 1e-5),
        "OKLCH of Lab \(record.input)")
    }
    for record in table.oklch {
      let color = Self.color(.oklch, record.input)
      #expect(color.oklchValues == simd3(record.input), "OKLCH is returned as stored")
      #expect(Closeness.isClose(color.oklabValues, record.oklab, t), "OKLab of \(record.input)")
      #expect(Closeness.isClose(color.labValues, record.lab, t), "Lab of OKLCH \(record.input)")
    }
    for record in table.displayP3 {
      let color = Self.color(.displayP3, record.input)
      #expect(Closeness.isClose(color.labValues, record.lab, t), "Lab of P3 \(record.input)")
      #expect(
        Closeness.isCloseLCH(color.oklchValues, record.oklch, t, minimumChroma: 1e-5),
        "OKLCH of P3 \(record.input)")
    }
  }

  // MARK: Gamut

  @Test func gamutMembership() throws {
    let table = try OracleTable.shared()
    func inside(_ rgb: [Double]) -> Bool { rgb.allSatisfy { $0 >= -1e-6 && $0 <= 1 + 1e-6 } }
    var outside = 0
    for record in table.lab {
      #expect(Self.color(.lab, record.input).isInSRGBGamut == inside(record.srgb))
      if !inside(record.srgb) { outside += 1 }
    }
    for record in table.oklch {
      #expect(Self.color(.oklch, record.input).isInSRGBGamut == inside(record.srgb))
      if !inside(record.srgb) { outside += 1 }
    }
    for record in table.displayP3 {
      #expect(Self.color(.displayP3, record.input).isInSRGBGamut == inside(record.srgb))
      if !inside(record.srgb) { outside += 1 }
    }
    // The table must exercise the mapping, not only the in-gamut shortcut.
    #expect(outside >= 300)
  }

  /// ``PaletteColor/srgbInGamut`` and ``PaletteColor/rgba8`` against ColorAide's CSS Color 4
  /// gamut mapping of the same colours. Both implementations run the same binary search
  /// (JND 0.02, ε 0.0001) from the same OKLCH value and take the same branches, so 1e-6 holds;
  /// if a future change made a branch decision differ at the JND boundary, results would move
  /// by up to about ε in chroma, so a failure here means a real change of algorithm.
  @Test func gamutMappedViews() throws {
    let table = try OracleTable.shared()
    let t = Self.tolerance
    let alpha = PaletteColor.unitValue(byte: 200)
    var cases: [(PaletteColor, [Double])] = []
    cases += table.lab.map { (Self.color(.lab, $0.input, alpha: alpha), $0.mapped) }
    cases += table.oklch.map { (Self.color(.oklch, $0.input, alpha: alpha), $0.mapped) }
    cases += table.displayP3.map { (Self.color(.displayP3, $0.input, alpha: alpha), $0.mapped) }
    for (color, mapped) in cases {
      let rgb = color.srgbInGamut
      #expect(Closeness.isClose(rgb, mapped, t), "\(color.components): \(rgb) vs \(mapped)")
      #expect(ColorMath.isInGamut(rgb, tolerance: 0))
      let rgba = color.rgba8
      #expect(Self.matchesBytes(rgba, mapped), "\(color.components): \(rgba) vs \(mapped)")
      #expect(rgba.alpha == 200)
    }
    for record in table.srgb where record.hsl != nil {
      let color = Self.color(.srgb, record.input)
      #expect(color.srgbInGamut == simd3(record.input), "in-gamut sRGB is kept")
    }
  }

  // MARK: converted(to:)

  @Test func convertedFromSRGB() throws {
    for record in try OracleTable.shared().srgb {
      let color = Self.color(.srgb, record.input, alpha: 0.5)
      #expect(color.converted(to: .srgb) == color)
      let p3 = color.converted(to: .displayP3)
      #expect(p3.model == .displayP3 && p3.alpha == 0.5)
      #expect(
        Closeness.areFloats(p3.components.values, nearest: record.p3), "P3 of \(record.input)")
      let lab = color.converted(to: .lab)
      #expect(
        Closeness.areFloats(lab.components.values, nearest: record.lab), "Lab of \(record.input)")
      let oklch = color.converted(to: .oklch)
      #expect(
        Closeness.areFloats(
          oklch.components.values, nearest: record.oklch, hueIndex: 2, minimumChroma: 1e-5),
        "OKLCH of \(record.input)")
      if let cmyk = record.cmyk, let gray = record.gray {
        let ink = color.converted(to: .cmyk)
        #expect(
          Closeness.areFloats(ink.components.values, nearest: cmyk), "CMYK of \(record.input)")
        let grey = color.converted(to: .gray)
        #expect(
          Closeness.areFloats(grey.components.values, nearest: [gray]), "gray of \(record.input)")
      }
    }
  }

  @Test func convertedFromOtherModels() throws {
    let table = try OracleTable.shared()
    for record in table.lab {
      let color = Self.color(.lab, record.input)
      let srgb = color.converted(to: .srgb)
      #expect(Closeness.areFloats(srgb.components.values, nearest: record.srgb), "\(record.input)")
      let oklch = color.converted(to: .oklch)
      #expect(
        Closeness.areFloats(
          oklch.components.values, nearest: record.oklch, hueIndex: 2, minimumChroma: 1e-5),
        "OKLCH of Lab \(record.input)")
      // CMYK and gray go through sRGB clipped to 0...1; the naive CMYK round trip gives back
      // the clipped sRGB.
      let clipped = record.srgb.map { min(max($0, 0), 1) }
      let ink = color.converted(to: .cmyk)
      #expect(Closeness.isClose(ink.srgbValues, clipped, 1e-6), "CMYK of Lab \(record.input)")
    }
    for record in table.oklch {
      let color = Self.color(.oklch, record.input)
      let srgb = color.converted(to: .srgb)
      #expect(Closeness.areFloats(srgb.components.values, nearest: record.srgb), "\(record.input)")
      let lab = color.converted(to: .lab)
      #expect(Closeness.areFloats(lab.components.values, nearest: record.lab), "\(record.input)")
      let p3 = color.converted(to: .displayP3)
      #expect(Closeness.areFloats(p3.components.values, nearest: record.p3), "\(record.input)")
    }
    for record in table.displayP3 {
      let color = Self.color(.displayP3, record.input)
      let srgb = color.converted(to: .srgb)
      #expect(Closeness.areFloats(srgb.components.values, nearest: record.srgb), "\(record.input)")
      let lab = color.converted(to: .lab)
      #expect(Closeness.areFloats(lab.components.values, nearest: record.lab), "\(record.input)")
    }
    for record in table.cmyk {
      let srgb = Self.color(.cmyk, record.input).converted(to: .srgb)
      #expect(Closeness.areFloats(srgb.components.values, nearest: record.srgb), "\(record.input)")
    }
  }
}
