import PaletteCore
import Testing

@testable import PaletteThemes

/// CAM16, the viewing conditions and HCT against the values material-color-utilities
/// publishes in its tests (`typescript/hct/hct_test.ts`, `dart/test/hct_test.dart`, commit
/// db2075cbe359d6f28fcc5217639a1a7c440cdf14), with the tolerances those tests use: three
/// decimals for CAM16 and the viewing conditions (`toBeCloseTo(x, 3)`: |Δ| < 0.0005), two for
/// HCT (|Δ| < 0.005).
@Suite struct HCTTests {
  static func isClose(_ actual: Double, _ expected: Double, digits: Int) -> Bool {
    var limit = 0.5
    for _ in 0..<digits { limit /= 10 }
    return abs(actual - expected) < limit
  }

  /// Hue, chroma, J, M, s and Q of the sRGB primaries, white and black.
  @Test(
    arguments: [
      (UInt32(0xFF_0000), [27.408, 113.358, 46.445, 89.494, 91.890, 105.989]),
      (0x00_FF00, [142.140, 108.410, 79.332, 85.588, 78.605, 138.520]),
      (0x00_00FF, [282.788, 87.231, 25.466, 68.867, 93.675, 78.481]),
      (0xFF_FFFF, [209.492, 2.869, 100.0, 2.265, 12.068, 155.521]),
      (0x00_0000, [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]),
    ] as [(UInt32, [Double])])
  func cam16OfPrimaries(rgb: UInt32, expected: [Double]) {
    let cam = CAM16(Self.color(rgb))
    let actual = [cam.hue, cam.chroma, cam.j, cam.m, cam.s, cam.q]
    for (value, wanted) in zip(actual, expected) {
      #expect(Self.isClose(value, wanted, digits: 3), "\(actual) vs \(expected)")
    }
  }

  /// CAM16 to sRGB gives back red, green and blue exactly.
  @Test(arguments: [0xFF_0000 as UInt32, 0x00_FF00, 0x00_00FF])
  func cam16RoundTrip(rgb: UInt32) {
    let cam = CAM16(Self.color(rgb))
    #expect(CAM16(j: cam.j, chroma: cam.chroma, hue: cam.hue).rgba8 == Self.color(rgb))
  }

  @Test func standardViewingConditions() {
    let vc = ViewingConditions.standard
    let pairs: [(Double, Double)] = [
      (vc.n, 0.184), (vc.aw, 29.981), (vc.nbb, 1.017), (vc.ncb, 1.017), (vc.c, 0.69),
      (vc.nc, 1.0), (vc.rgbD[0], 1.021), (vc.rgbD[1], 0.986), (vc.rgbD[2], 0.934),
      (vc.fl, 0.388), (vc.fLRoot, 0.789), (vc.z, 1.909),
    ]
    for (actual, expected) in pairs {
      #expect(Self.isClose(actual, expected, digits: 3), "\(actual) vs \(expected)")
    }
  }

  @Test func hctOfGreenAndBlue() {
    let green = HCT(Self.color(0x00_FF00))
    #expect(Self.isClose(green.hue, 142.139, digits: 2))
    #expect(Self.isClose(green.chroma, 108.410, digits: 2))
    #expect(Self.isClose(green.tone, 87.737, digits: 2))
    let blue = HCT(Self.color(0x00_00FF))
    #expect(Self.isClose(blue.hue, 282.788, digits: 2))
    #expect(Self.isClose(blue.chroma, 87.230, digits: 2))
    #expect(Self.isClose(blue.tone, 32.302, digits: 2))
  }

  /// Blue's hue and chroma at tone 90 is out of gamut: chroma falls to what sRGB holds.
  @Test func blueAtTone90ReducesChroma() {
    let hct = HCT(hue: 282.788, chroma: 87.230, tone: 90.0)
    #expect(Self.isClose(hct.hue, 282.239, digits: 2))
    #expect(Self.isClose(hct.chroma, 19.144, digits: 2))
    #expect(Self.isClose(hct.tone, 90.035, digits: 2))
  }

  /// The reference's solver check, over its grid: hue within 4°, chroma at most 2.5 above the
  /// request and, when more than 2.5 below it, the colour on the sRGB cube's surface; tone
  /// within 0.5.
  @Test func solverIsCloseOnTheReferenceGrid() {
    for hue in stride(from: 15.0, to: 360.0, by: 30.0) {
      for chroma in stride(from: 0.0, through: 100.0, by: 10.0) {
        for tone in stride(from: 20.0, through: 80.0, by: 10.0) {
          let hct = HCT(hue: hue, chroma: chroma, tone: tone)
          if chroma > 0 { #expect(abs(hct.hue - hue) <= 4.0) }
          #expect(hct.chroma >= 0 && hct.chroma <= chroma + 2.5)
          if hct.chroma < chroma - 2.5 {
            let c = hct.rgba8
            let channels = [c.red, c.green, c.blue]
            #expect(channels.contains(0) || channels.contains(255), "\(hue) \(chroma) \(tone)")
          }
          #expect(abs(hct.tone - tone) <= 0.5)
        }
      }
    }
  }

  static func color(_ rgb: UInt32) -> RGBA8 {
    RGBA8(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
  }
}
