import PaletteCore
import Testing

/// `ColorMath` against the ColorAide reference table (`Fixtures/oracle/color-conversions.json`).
///
/// Tolerance: 1e-6 absolute on every value (Lab and LCH included, whose scale is 100). Hues are
/// compared round the circle and skipped where the chroma is so small that the hue is the angle
/// of rounding noise: below 1e-3 for CIE LCH and 1e-5 for OKLCH.
@Suite struct ColorMathOracleTests {
  static let tolerance = 1e-6
  static let labHueChroma = 1e-3
  static let oklabHueChroma = 1e-5

  @Test func tableComesFromTheOracleAndIsLarge() throws {
    let table = try OracleTable.shared()
    #expect(table.oracle.name == "coloraide")
    #expect(!table.oracle.version.isEmpty)
    #expect(table.recordCount >= 1_000)
    #expect(table.srgb.count >= 400)
  }

  @Test func fromSRGB() throws {
    let t = Self.tolerance
    for record in try OracleTable.shared().srgb {
      let rgb = simd3(record.input)
      let linear = ColorMath.srgbToLinear(rgb)
      #expect(Closeness.isClose(linear, record.linear, t), "linear of \(record.input)")
      let xyz65 = ColorMath.linearSRGBToXYZD65(linear)
      #expect(Closeness.isClose(xyz65, record.xyzD65, t), "XYZ D65 of \(record.input)")
      let xyz50 = ColorMath.bradfordD65ToD50(xyz65)
      #expect(Closeness.isClose(xyz50, record.xyzD50, t), "XYZ D50 of \(record.input)")
      #expect(
        Closeness.isClose(ColorMath.xyzD50ToLab(xyz50), record.lab, t), "Lab of \(record.input)")
      let lab = ColorMath.srgbToLab(rgb)
      #expect(Closeness.isClose(lab, record.lab, t), "srgbToLab of \(record.input)")
      #expect(
        Closeness.isCloseLCH(
          ColorMath.rectangularToPolar(lab), record.lch, t, minimumChroma: Self.labHueChroma),
        "LCH of \(record.input)")
      #expect(
        Closeness.isClose(ColorMath.linearSRGBToOKLab(linear), record.oklab, t),
        "OKLab of \(record.input)")
      #expect(
        Closeness.isCloseLCH(
          ColorMath.srgbToOKLCH(rgb), record.oklch, t, minimumChroma: Self.oklabHueChroma),
        "OKLCH of \(record.input)")
      let p3 = ColorMath.linearToSRGB(ColorMath.xyzD65ToLinearDisplayP3(xyz65))
      #expect(Closeness.isClose(p3, record.p3, t), "Display P3 of \(record.input)")
      #expect(
        abs(ColorMath.relativeLuminance(rgb) - record.luminance) <= t,
        "luminance of \(record.input)")
    }
  }

  @Test func fromSRGBToDeviceModels() throws {
    let t = Self.tolerance
    var checked = 0
    for record in try OracleTable.shared().srgb {
      guard let hsl = record.hsl, let hsv = record.hsv, let hwb = record.hwb,
        let cmyk = record.cmyk, let gray = record.gray
      else { continue }
      checked += 1
      let rgb = simd3(record.input)
      #expect(Closeness.isCloseHueFirst(ColorMath.srgbToHSL(rgb), hsl, t), "HSL of \(rgb)")
      #expect(Closeness.isCloseHueFirst(ColorMath.srgbToHSV(rgb), hsv, t), "HSV of \(rgb)")
      #expect(Closeness.isCloseHueFirst(ColorMath.srgbToHWB(rgb), hwb, t), "HWB of \(rgb)")
      let ink = ColorMath.srgbToCMYK(rgb)
      #expect(
        (0..<4).allSatisfy { abs(ink[$0] - cmyk[$0]) <= t }, "CMYK of \(rgb): \(ink) vs \(cmyk)")
      #expect(abs(ColorMath.srgbToGray(rgb) - gray) <= t, "gray of \(rgb)")
    }
    #expect(checked >= 400)
  }

  /// Each inverse fed the oracle's own forward values must give back the oracle's input.
  @Test func inversesFromOracleValues() throws {
    let t = Self.tolerance
    for record in try OracleTable.shared().srgb {
      let input = record.input
      #expect(
        Closeness.isClose(ColorMath.linearToSRGB(simd3(record.linear)), input, t),
        "decode \(input)")
      #expect(
        Closeness.isClose(ColorMath.xyzD65ToLinearSRGB(simd3(record.xyzD65)), record.linear, t),
        "XYZ D65 to linear, \(input)")
      #expect(
        Closeness.isClose(ColorMath.bradfordD50ToD65(simd3(record.xyzD50)), record.xyzD65, t),
        "D50 to D65, \(input)")
      #expect(
        Closeness.isClose(ColorMath.labToXYZD50(simd3(record.lab)), record.xyzD50, t),
        "Lab to XYZ, \(input)")
      #expect(
        Closeness.isClose(ColorMath.polarToRectangular(simd3(record.lch)), record.lab, t),
        "LCH to Lab, \(input)")
      #expect(
        Closeness.isClose(ColorMath.oklabToLinearSRGB(simd3(record.oklab)), record.linear, t),
        "OKLab to linear, \(input)")
      #expect(
        Closeness.isClose(ColorMath.oklchToSRGB(simd3(record.oklch)), input, t),
        "OKLCH to sRGB, \(input)")
      let p3Linear = ColorMath.srgbToLinear(simd3(record.p3))
      #expect(
        Closeness.isClose(ColorMath.linearDisplayP3ToXYZD65(p3Linear), record.xyzD65, t),
        "P3 to XYZ, \(input)")
      if let hsl = record.hsl, let hsv = record.hsv, let hwb = record.hwb {
        #expect(Closeness.isClose(ColorMath.hslToSRGB(simd3(hsl)), input, t), "HSL \(hsl)")
        #expect(Closeness.isClose(ColorMath.hsvToSRGB(simd3(hsv)), input, t), "HSV \(hsv)")
        #expect(Closeness.isClose(ColorMath.hwbToSRGB(simd3(hwb)), input, t), "HWB \(hwb)")
      }
    }
  }

  @Test func fromLab() throws {
    let t = Self.tolerance
    for record in try OracleTable.shared().lab {
      let lab = simd3(record.input)
      let xyz50 = ColorMath.labToXYZD50(lab)
      #expect(Closeness.isClose(xyz50, record.xyzD50, t), "XYZ D50 of Lab \(record.input)")
      let xyz65 = ColorMath.bradfordD50ToD65(xyz50)
      #expect(Closeness.isClose(xyz65, record.xyzD65, t), "XYZ D65 of Lab \(record.input)")
      #expect(
        Closeness.isClose(ColorMath.xyzD65ToLinearSRGB(xyz65), record.linear, t),
        "linear sRGB of Lab \(record.input)")
      #expect(
        Closeness.isClose(ColorMath.labToSRGB(lab), record.srgb, t), "sRGB of Lab \(record.input)")
      #expect(
        Closeness.isCloseLCH(
          ColorMath.rectangularToPolar(lab), record.lch, t, minimumChroma: Self.labHueChroma),
        "LCH of Lab \(record.input)")
    }
  }

  @Test func fromOKLCH() throws {
    let t = Self.tolerance
    for record in try OracleTable.shared().oklch {
      let lch = simd3(record.input)
      let oklab = ColorMath.polarToRectangular(lch)
      #expect(Closeness.isClose(oklab, record.oklab, t), "OKLab of OKLCH \(record.input)")
      let linear = ColorMath.oklabToLinearSRGB(oklab)
      #expect(Closeness.isClose(linear, record.linear, t), "linear of OKLCH \(record.input)")
      #expect(
        Closeness.isClose(ColorMath.oklchToSRGB(lch), record.srgb, t),
        "sRGB of OKLCH \(record.input)")
      let xyz65 = ColorMath.linearSRGBToXYZD65(linear)
      let p3 = ColorMath.linearToSRGB(ColorMath.xyzD65ToLinearDisplayP3(xyz65))
      #expect(Closeness.isClose(p3, record.p3, t), "Display P3 of OKLCH \(record.input)")
      let lab = ColorMath.xyzD50ToLab(ColorMath.bradfordD65ToD50(xyz65))
      #expect(Closeness.isClose(lab, record.lab, t), "Lab of OKLCH \(record.input)")
    }
  }

  @Test func fromDisplayP3() throws {
    let t = Self.tolerance
    for record in try OracleTable.shared().displayP3 {
      let linear = ColorMath.srgbToLinear(simd3(record.input))
      #expect(Closeness.isClose(linear, record.linear, t), "linear of P3 \(record.input)")
      let xyz65 = ColorMath.linearDisplayP3ToXYZD65(linear)
      #expect(Closeness.isClose(xyz65, record.xyzD65, t), "XYZ of P3 \(record.input)")
      let srgb = ColorMath.linearToSRGB(ColorMath.xyzD65ToLinearSRGB(xyz65))
      #expect(Closeness.isClose(srgb, record.srgb, t), "sRGB of P3 \(record.input)")
      #expect(
        Closeness.isClose(ColorMath.srgbToLab(srgb), record.lab, t), "Lab of P3 \(record.input)")
      #expect(
        Closeness.isCloseLCH(
          ColorMath.srgbToOKLCH(srgb), record.oklch, t, minimumChroma: Self.oklabHueChroma),
        "OKLCH of P3 \(record.input)")
    }
  }

  @Test func hslHsvHwbAndCMYKToSRGB() throws {
    let table = try OracleTable.shared()
    let t = Self.tolerance
    for record in table.hsl {
      #expect(
        Closeness.isClose(ColorMath.hslToSRGB(simd3(record.input)), record.srgb, t),
        "HSL \(record.input)")
    }
    for record in table.hsv {
      #expect(
        Closeness.isClose(ColorMath.hsvToSRGB(simd3(record.input)), record.srgb, t),
        "HSV \(record.input)")
    }
    for record in table.hwb {
      #expect(
        Closeness.isClose(ColorMath.hwbToSRGB(simd3(record.input)), record.srgb, t),
        "HWB \(record.input)")
    }
    for record in table.cmyk {
      #expect(
        Closeness.isClose(ColorMath.cmykToSRGB(simd4(record.input)), record.srgb, t),
        "CMYK \(record.input)")
    }
  }

  @Test func differencesAndContrast() throws {
    let table = try OracleTable.shared()
    let t = Self.tolerance
    for pair in table.labPairs {
      let difference = ColorMath.deltaE2000(simd3(pair.a), simd3(pair.b))
      #expect(abs(difference - pair.deltaE2000) <= t, "ΔE2000 of \(pair.a), \(pair.b)")
    }
    for pair in table.srgbPairs {
      let a = simd3(pair.a)
      let b = simd3(pair.b)
      let de2000 = ColorMath.deltaE2000(ColorMath.srgbToLab(a), ColorMath.srgbToLab(b))
      #expect(abs(de2000 - pair.deltaE2000) <= t, "ΔE2000 of \(a), \(b)")
      let deOK = ColorMath.deltaEOK(
        ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(a)),
        ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(b)))
      #expect(abs(deOK - pair.deltaEOK) <= t, "ΔEOK of \(a), \(b)")
      #expect(abs(ColorMath.contrastRatio(a, b) - pair.contrast) <= t, "contrast of \(a), \(b)")
    }
  }

  /// CSS Color 4 gamut mapping against ColorAide's implementation of the same algorithm.
  ///
  /// Both run the same binary search (chroma halving, JND 0.02, ε 0.0001) on the same inputs,
  /// so they take the same branches and agree to 1e-6.
  @Test func gamutMappingOfOKLCH() throws {
    for record in try OracleTable.shared().oklch {
      let mapped = ColorMath.gamutMapToSRGB(oklch: simd3(record.input))
      #expect(
        Closeness.isClose(mapped, record.mapped, Self.tolerance),
        "gamut map of OKLCH \(record.input): \(mapped) vs \(record.mapped)")
      #expect(ColorMath.isInGamut(mapped, tolerance: 0))
    }
  }
}
