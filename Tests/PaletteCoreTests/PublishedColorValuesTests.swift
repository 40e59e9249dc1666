import PaletteCore
import Testing

/// `ColorMath` against values published outside this project: the sRGB standard's curve,
/// CSS Color 4 definitions and examples, WCAG 2 contrast facts, and Lab and OKLab reference
/// vectors computed with the published CSS Color 4 / Ottosson constants. Each expected value
/// is printed to a few decimals, so the tolerance is half a unit of the last printed digit.
@Suite struct PublishedColorValuesTests {
  // MARK: sRGB transfer curve (IEC 61966-2-1)

  @Test func transferCurveEndsAndKnee() {
    #expect(ColorMath.srgbToLinear(0) == 0)
    #expect(ColorMath.srgbToLinear(1) == 1)
    #expect(ColorMath.linearToSRGB(1) == 1)
    // The linear segment below the knee: V / 12.92.
    #expect(ColorMath.srgbToLinear(0.04) == 0.04 / 12.92)
    #expect(ColorMath.linearToSRGB(0.003) == 0.003 * 12.92)
    // Both sides of the knee meet: the curve is continuous to 1e-8 there.
    #expect(abs(ColorMath.srgbToLinear(0.04045) - 0.04045 / 12.92) < 1e-8)
    #expect(abs(ColorMath.srgbToLinear(0.04045.nextUp) - 0.04045 / 12.92) < 1e-8)
    // Mid grey 0.5 decodes to 0.214041 (((0.5 + 0.055) / 1.055)^2.4).
    #expect(abs(ColorMath.srgbToLinear(0.5) - 0.214041) < 0.5e-6)
    // CSS Color 4 extends the curve to negative values by symmetry.
    #expect(ColorMath.srgbToLinear(-0.5) == -ColorMath.srgbToLinear(0.5))
    #expect(ColorMath.linearToSRGB(-0.2) == -ColorMath.linearToSRGB(0.2))
  }

  // MARK: Matrices and white points (CSS Color 4)

  /// The rational sRGB matrix of CSS Color 4 (its first row: 506752/1228815, 87881/245763,
  /// 12673/70218) and the white points from the 4-figure chromaticities.
  @Test func sRGBMatrixAndWhites() {
    let red = ColorMath.linearSRGBToXYZD65(SIMD3(1, 0, 0))
    #expect(abs(red.x - 506_752.0 / 1_228_815.0) < 1e-15)
    #expect(abs(red.y - 87_098.0 / 409_605.0) < 1e-15)
    #expect(abs(red.z - 7_918.0 / 409_605.0) < 1e-15)
    let white = ColorMath.linearSRGBToXYZD65(SIMD3(1, 1, 1))
    #expect(Closeness.isClose(white, [0.9504559271, 1, 1.0890577508], 0.5e-10))
    #expect(Closeness.isClose(ColorMath.whiteD50, [0.9642956764, 1, 0.8251046025], 0.5e-10))
    #expect(Closeness.isClose(ColorMath.whiteD65, [0.9504559271, 1, 1.0890577508], 0.5e-10))
    // Bradford maps one white onto the other.
    let adapted = ColorMath.bradfordD65ToD50(ColorMath.whiteD65)
    let d50 = ColorMath.whiteD50
    #expect(Closeness.isClose(adapted, [d50.x, d50.y, d50.z], 1e-12))
  }

  /// CSS Color 4's Bradford D65 → D50 matrix, to the 10 decimals it is printed with.
  @Test func bradfordMatrix() {
    let columns = [
      ColorMath.bradfordD65ToD50(SIMD3(1, 0, 0)), ColorMath.bradfordD65ToD50(SIMD3(0, 1, 0)),
      ColorMath.bradfordD65ToD50(SIMD3(0, 0, 1)),
    ]
    let published: [[Double]] = [
      [1.0479297925, 0.0229468706, -0.0501922663],
      [0.0296278088, 0.9904344268, -0.0170737991],
      [-0.0092430406, 0.0150551915, 0.7518742814],
    ]
    for row in 0..<3 {
      for column in 0..<3 {
        #expect(abs(columns[column][row] - published[row][column]) < 0.5e-10 + 1e-13)
      }
    }
  }

  // MARK: CIE Lab (D50)

  /// Lab (D50) → sRGB test vectors, computed with the CSS Color 4 constants and printed to six
  /// decimals, with their 8-bit values. (60, −35, −5) is the example in the `swatch` library's
  /// documentation; (8, −1, −7) is "PANTONE Black 6 C" from a real ASE file.
  @Test(
    arguments: [
      ([0.0, 0, 0], [0.0, 0, 0], [0, 0, 0]),
      ([50.0, 0, 0], [0.466327, 0.466327, 0.466327], [119, 119, 119]),
      ([100.0, 0, 0], [1.0, 1, 1], [255, 255, 255]),
      ([8.0, -1, -7], [0.069602, 0.094870, 0.128262], [18, 24, 33]),
      ([60.0, -35, -5], [0.165420, 0.633031, 0.596431], [42, 161, 152]),
    ] as [([Double], [Double], [Int])])
  func labToSRGB(lab: [Double], srgb: [Double], bytes: [Int]) {
    let rgb = ColorMath.labToSRGB(simd3(lab))
    #expect(Closeness.isClose(rgb, srgb, 0.5e-6 + 1e-9), "\(rgb)")
    let color = PaletteColor(.lab(l: Float(lab[0]), a: Float(lab[1]), b: Float(lab[2])))
    let rgba = color.rgba8
    #expect([Int(rgba.red), Int(rgba.green), Int(rgba.blue)] == bytes)
  }

  /// sRGB → Lab (D50) reference points, printed to four decimals.
  @Test(
    arguments: [
      ([1.0, 0, 0], [54.2905, 80.8049, 69.8910]),
      ([0.0, 1, 0], [87.8185, -79.2711, 80.9946]),
      ([0.0, 0, 1], [29.5683, 68.2874, -112.0297]),
      ([0.5, 0.5, 0.5], [53.3890, 0, 0]),
    ] as [([Double], [Double])])
  func srgbToLab(srgb: [Double], lab: [Double]) {
    let result = ColorMath.srgbToLab(simd3(srgb))
    #expect(Closeness.isClose(result, lab, 0.5e-4 + 1e-9), "\(result)")
  }

  /// CIE constants: L* of Y = ε is κε = 8, and the two Lab branches meet there.
  @Test func labKnee() {
    let epsilon = 216.0 / 24389.0
    let lab = ColorMath.xyzD50ToLab(ColorMath.whiteD50 * epsilon)
    #expect(abs(lab.x - 8) < 1e-12)
    #expect(abs(lab.y) < 1e-12 && abs(lab.z) < 1e-12)
    #expect(abs(ColorMath.labToXYZD50(SIMD3(8, 0, 0)).y - epsilon) < 1e-15)
  }

  // MARK: OKLab (Ottosson 2020)

  /// OKLab vectors of the sRGB primaries, printed to six decimals, and white at L = 1.
  @Test(
    arguments: [
      ([1.0, 1, 1], [1.0, 0, 0], nil),
      ([1.0, 0, 0], [0.627955, 0.224863, 0.125846], 29.2339),
      ([0.0, 1, 0], [0.866440, -0.233888, 0.179498], 142.4953),
      ([0.0, 0, 1], [0.452014, -0.032457, -0.311528], 264.0520),
    ] as [([Double], [Double], Double?)])
  func oklabOfPrimaries(srgb: [Double], oklab: [Double], hue: Double?) {
    let lab = ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(simd3(srgb)))
    #expect(Closeness.isClose(lab, oklab, 0.5e-6 + 1e-9), "\(lab)")
    if let hue {
      #expect(abs(ColorMath.srgbToOKLCH(simd3(srgb)).z - hue) < 0.5e-4 + 1e-9)
    }
  }

  @Test func oklchBlackAndWhite() {
    #expect(ColorMath.gamutMapToSRGB(oklch: SIMD3(1, 0.2, 30)) == SIMD3(1, 1, 1))
    #expect(ColorMath.gamutMapToSRGB(oklch: SIMD3(1.2, 0, 0)) == SIMD3(1, 1, 1))
    #expect(ColorMath.gamutMapToSRGB(oklch: SIMD3(0, 0.2, 30)) == SIMD3(0, 0, 0))
    #expect(ColorMath.gamutMapToSRGB(oklch: SIMD3(-0.1, 0, 0)) == SIMD3(0, 0, 0))
    // An infinite chroma is clipped instead of searched (the search halved it forever).
    let infinite = SIMD3<Double>(0.5, .infinity, 10)
    let clipped = ColorMath.clip(ColorMath.oklchToSRGB(infinite))
    let mapped = ColorMath.gamutMapToSRGB(oklch: infinite)
    #expect((0..<3).allSatisfy { mapped[$0].bitPattern == clipped[$0].bitPattern })
  }

  // MARK: WCAG 2 contrast

  @Test func wcagContrast() {
    let white = SIMD3<Double>(1, 1, 1)
    let black = SIMD3<Double>(0, 0, 0)
    // The full range is 21:1, in either order; a colour against itself is 1:1.
    #expect(abs(ColorMath.contrastRatio(white, black) - 21) < 1e-12)
    #expect(ColorMath.contrastRatio(black, white) == ColorMath.contrastRatio(white, black))
    #expect(ColorMath.contrastRatio(white, white) == 1)
    #expect(abs(ColorMath.relativeLuminance(white) - 1) < 1e-12)
    #expect(ColorMath.relativeLuminance(black) == 0)
    // #767676 is the lightest grey with at least 4.5:1 on white (4.54:1); #777777 gives 4.48:1.
    let grey76 = SIMD3<Double>(repeating: Double(0x76) / 255)
    let grey77 = SIMD3<Double>(repeating: Double(0x77) / 255)
    #expect(abs(ColorMath.contrastRatio(grey76, white) - 4.54) < 0.005)
    #expect(abs(ColorMath.contrastRatio(grey77, white) - 4.48) < 0.005)
    #expect(ColorMath.contrastRatio(grey76, white) >= 4.5)
    #expect(ColorMath.contrastRatio(grey77, white) < 4.5)
    // Pure red on white is 4.00:1, blue on white 8.59:1, the usual WCAG tool results.
    #expect(abs(ColorMath.contrastRatio(SIMD3(1, 0, 0), white) - 4.00) < 0.005)
    #expect(abs(ColorMath.contrastRatio(SIMD3(0, 0, 1), white) - 8.59) < 0.005)
  }

  // MARK: HSL, HSV, HWB (CSS Color 4)

  /// CSS Color 4 examples: `rebeccapurple` is #663399 = hsl(270deg 50% 40%), `lime` is
  /// hsl(120deg 100% 50%), `red` hsl(0deg 100% 50%), and hsl(120deg 100% 25%) is rgb(0 127.5 0).
  @Test(
    arguments: [
      ([270.0, 0.5, 0.4], [102.0 / 255, 51.0 / 255, 153.0 / 255]),
      ([120.0, 1, 0.5], [0.0, 1, 0]),
      ([0.0, 1, 0.5], [1.0, 0, 0]),
      ([360.0, 1, 0.5], [1.0, 0, 0]),
      ([-120.0, 1, 0.5], [0.0, 0, 1]),
      ([120.0, 1, 0.25], [0.0, 0.5, 0]),
      ([200.0, 0, 0.3], [0.3, 0.3, 0.3]),
    ] as [([Double], [Double])])
  func hslExamples(hsl: [Double], srgb: [Double]) {
    #expect(Closeness.isClose(ColorMath.hslToSRGB(simd3(hsl)), srgb, 1e-12))
  }

  @Test func srgbToHSLOfRebeccaPurple() {
    let hsl = ColorMath.srgbToHSL(SIMD3(102, 51, 153) / 255)
    #expect(Closeness.isClose(hsl, [270, 0.5, 0.4], 1e-12))
  }

  /// CSS Color 4 HWB: hwb(0 0% 0%) is red; hwb(120 20% 30%) is green diluted with 20% white
  /// and 30% black, rgb(20% 70% 20%); whiteness + blackness ≥ 100% is the grey W / (W + B).
  @Test(
    arguments: [
      ([0.0, 0, 0], [1.0, 0, 0]),
      ([120.0, 0.2, 0.3], [0.2, 0.7, 0.2]),
      ([0.0, 0.6, 0.6], [0.5, 0.5, 0.5]),
      ([90.0, 1, 0], [1.0, 1, 1]),
      ([90.0, 0, 1], [0.0, 0, 0]),
    ] as [([Double], [Double])])
  func hwbExamples(hwb: [Double], srgb: [Double]) {
    #expect(Closeness.isClose(ColorMath.hwbToSRGB(simd3(hwb)), srgb, 1e-12))
  }

  /// HSV (HSB): red at full saturation and value; yellow at 50/50 is rgb(50% 50% 25%).
  @Test func hsvExamples() {
    #expect(Closeness.isClose(ColorMath.hsvToSRGB(SIMD3(0, 1, 1)), [1, 0, 0], 1e-12))
    #expect(Closeness.isClose(ColorMath.hsvToSRGB(SIMD3(60, 0.5, 0.5)), [0.5, 0.5, 0.25], 1e-12))
    #expect(Closeness.isClose(ColorMath.srgbToHSV(SIMD3(0.5, 0.5, 0.25)), [60, 0.5, 0.5], 1e-12))
  }

  // MARK: Naive CMYK and gray

  /// The published naive formulas: C = 100% is #00FFFF, K = 100% is black, and the inverse
  /// takes K = 1 − max(R, G, B).
  @Test func naiveCMYK() {
    #expect(ColorMath.cmykToSRGB(SIMD4(1, 0, 0, 0)) == SIMD3(0, 1, 1))
    #expect(ColorMath.cmykToSRGB(SIMD4(0, 0, 0, 1)) == SIMD3(0, 0, 0))
    #expect(ColorMath.cmykToSRGB(SIMD4(0, 0, 0, 0)) == SIMD3(1, 1, 1))
    #expect(ColorMath.cmykToSRGB(SIMD4(0.5, 0, 0.25, 0.5)) == SIMD3(0.25, 0.5, 0.375))
    #expect(ColorMath.srgbToCMYK(SIMD3(0, 0, 0)) == SIMD4(0, 0, 0, 1))
    #expect(ColorMath.srgbToCMYK(SIMD3(0, 1, 1)) == SIMD4(1, 0, 0, 0))
    #expect(ColorMath.srgbToCMYK(SIMD3(0.25, 0.5, 0.375)) == SIMD4(0.5, 0, 0.25, 0.5))
  }

  /// Gray g is sRGB (g, g, g); sRGB to gray keeps luminance, so greys map to themselves.
  @Test func gray() {
    #expect(ColorMath.grayToSRGB(0.25) == SIMD3(repeating: 0.25))
    for value in [0.0, 0.2, 0.5, 0.8, 1] {
      #expect(abs(ColorMath.srgbToGray(SIMD3(repeating: value)) - value) < 1e-12)
    }
  }

  @Test func hueNormalization() {
    #expect(ColorMath.normalizedHue(360) == 0)
    #expect(ColorMath.normalizedHue(-30) == 330)
    #expect(ColorMath.normalizedHue(725) == 5)
    #expect(ColorMath.normalizedHue(-360) == 0)
  }
}
