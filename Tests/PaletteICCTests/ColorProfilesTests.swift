import PaletteCore
import TestSupport
import Testing

@testable import PaletteICC

/// ``ColorProfiles`` takes palette colours through a CMYK profile as LittleCMS does: CMYK →
/// sRGB and sRGB → CMYK agree with `transicc` and its built-in sRGB profile.
@Suite struct ColorProfilesTests {
  static let cmykProfiles = TransiccTable.shared.profiles.filter { $0.srgb != nil }.map(\.name)

  @Test(arguments: cmykProfiles)
  func cmykAndSRGBAgreeWithTransicc(_ name: String) throws {
    let profile = try #require(TransiccTable.shared.profiles.first { $0.name == name })
    guard let bytes = profile.bytes else {
      print("note: \(profile.path) is not installed (Debian package \(profile.package)); skipped")
      return
    }
    let icc = try ICCProfile(bytes: bytes)
    var worst = 0.0
    for record in profile.srgb ?? [] {
      let intent = try #require(ICCRenderingIntent(rawValue: record.intent))
      let profiles = try ColorProfiles(cmyk: icc, intent: intent)
      // Outside the sRGB gamut LittleCMS extends the sRGB curve's linear segment below 0
      // while palconv extends it symmetrically (docs/color-math.md), so only colours inside
      // the gamut are compared; converted colours are clipped or gamut-mapped before use.
      var inside = 0
      for (cmyk, expected) in zip(record.cmyk, record.srgb)
      where expected.allSatisfy({ $0 >= 0 && $0 <= 1 }) {
        inside += 1
        let color = PaletteColor(
          .cmyk(
            cyan: Float(cmyk[0]), magenta: Float(cmyk[1]), yellow: Float(cmyk[2]),
            black: Float(cmyk[3])))
        let rgb = profiles.srgb(of: color)
        let delta = ColorMath.deltaE2000(
          ColorMath.srgbToLab(rgb),
          ColorMath.srgbToLab(SIMD3(expected[0], expected[1], expected[2])))
        worst = max(worst, delta)
        #expect(delta < 0.5, "\(cmyk) → \(rgb) vs \(expected)")
      }
      #expect(inside >= record.cmyk.count / 4, "\(inside) colours inside sRGB")
      // Device values are compared as colours, through the profile's relative colorimetric
      // direction (itself checked against transicc).
      let metric = try ICCTransform(profile: icc, intent: .relativeColorimetric)
      for (rgb, expected) in zip(record.srgbIn, record.cmykOut) {
        let color = PaletteColor(
          .srgb(red: Float(rgb[0]), green: Float(rgb[1]), blue: Float(rgb[2])))
        let converted = profiles.converted(color, to: .cmyk)
        let mine = converted.components.values.map(Double.init)
        let delta = ColorMath.deltaE2000(
          try #require(metric.lab(fromDevice: mine)), try #require(metric.lab(fromDevice: expected))
        )
        worst = max(worst, delta)
        #expect(delta < 0.5, "\(rgb) → \(mine) vs \(expected)")
      }
    }
    print("ΔE00 \(name) through sRGB: max \(worst)")
  }

  @Test func withoutProfilesTheDocumentedFormulasApply() throws {
    let profiles = try ColorProfiles()
    let color = PaletteColor(.cmyk(cyan: 0.2, magenta: 0.4, yellow: 0.6, black: 0.1))
    #expect(profiles.srgb(of: color) == color.srgbValues)
    #expect(profiles.converted(color, to: .lab) == color.converted(to: .lab))
  }

  @Test func aProfileOfTheWrongSpaceIsRefused() throws {
    let rgb = try ICCProfile(bytes: Fixtures.bytes("icc/colord-sRGB.icc"))
    #expect(throws: PaletteError.self) { try ColorProfiles(cmyk: rgb) }
  }

  @Test func grayThroughAProfile() throws {
    // Gray-CIE_L.icc's gray is L*/100 (its kTRC is the identity into a Lab PCS): gray 0.5 is
    // L* 50, and L* 25 is gray 0.25.
    let gray = try ICCProfile(bytes: Fixtures.bytes("icc/icc-profiles-free-Gray-CIE_L.icc"))
    let profiles = try ColorProfiles(gray: gray, intent: .relativeColorimetric)
    let lab = profiles.lab(of: PaletteColor(.gray(0.5)))
    #expect(abs(lab.x - 50) < 1e-3 && abs(lab.y) < 1e-3 && abs(lab.z) < 1e-3)
    let back = profiles.converted(PaletteColor(.lab(l: 25, a: 0, b: 0)), to: .gray)
    #expect(abs(Double(back.components.values[0]) - 0.25) < 1e-4)
  }
}
