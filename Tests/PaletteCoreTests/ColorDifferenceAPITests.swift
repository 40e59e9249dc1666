import PaletteCore
import Testing

/// The public difference and contrast API, checked against published values, not against
/// numbers the code produced.
@Suite struct ColorDifferenceAPITests {
  /// Pairs 1, 7 and 17 of Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference
  /// formula: implementation notes, supplementary test data".
  @Test(arguments: [
    (SIMD3<Float>(50, 2.6772, -79.7751), SIMD3<Float>(50, 0, -82.7485), 2.0425),
    (SIMD3<Float>(50, 0, 0), SIMD3<Float>(50, -1, 2), 2.3669),
    (SIMD3<Float>(50, 2.5, 0), SIMD3<Float>(73, 25, -18), 27.1492),
  ])
  func deltaE2000MatchesSharmasTable(first: SIMD3<Float>, second: SIMD3<Float>, expected: Double) {
    let a = PaletteColor(.lab(l: first.x, a: first.y, b: first.z))
    let b = PaletteColor(.lab(l: second.x, a: second.y, b: second.z))
    #expect(abs(a.deltaE2000(to: b) - expected) < 5e-4)
    #expect(abs(b.deltaE2000(to: a) - expected) < 5e-4)
  }

  @Test func contrastMatchesWCAG() {
    let white = PaletteColor.srgb8(255, 255, 255)
    let black = PaletteColor.srgb8(0, 0, 0)
    #expect(abs(white.contrastRatio(with: black) - 21) < 1e-12)
    #expect(abs(white.relativeLuminance - 1) < 1e-12)
    #expect(black.relativeLuminance == 0)
    // #767676 is the lightest grey with 4.5:1 on white (WebAIM, WCAG 2 formula): 4.54.
    let grey = PaletteColor.srgb8(0x76, 0x76, 0x76)
    #expect(abs(grey.contrastRatio(with: white) - 4.54) < 0.005)
    #expect(grey.contrastRatio(with: white) == white.contrastRatio(with: grey))
  }

  @Test func deltaEOKIsTheOKLabDistance() {
    // OKLab of sRGB white is (1, 0, 0) and of black (0, 0, 0) (Ottosson's reference values).
    let white = PaletteColor.srgb8(255, 255, 255)
    let black = PaletteColor.srgb8(0, 0, 0)
    #expect(abs(white.deltaEOK(to: black) - 1) < 1e-4)
    #expect(white.deltaEOK(to: white) == 0)
  }
}
