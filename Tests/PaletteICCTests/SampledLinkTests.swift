import PaletteCore
import TestSupport
import Testing

@testable import PaletteICC

/// ``ColorProfiles/sampledForCMYK()`` looks CMYK colours up in the profile's chain sampled on a
/// grid: at the grid's points it gives the exact chain's values, between them it stays within
/// the tolerance asked of every conversion of LittleCMS's `transicc`, and colours it cannot
/// look up go through the exact chain.
@Suite struct SampledLinkTests {
  /// The most ΔE00 between a sampled conversion and the exact chain allowed on the real
  /// profiles (docs/color-math.md gives the measured figures).
  static let tolerance = 0.25

  static let cmykProfiles = ColorProfilesTests.cmykProfiles

  /// The largest difference of one component.
  static func gap(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let difference = a - b
    return max(abs(difference.x), abs(difference.y), abs(difference.z))
  }

  @Test(arguments: cmykProfiles)
  func sampledConversionsAgreeWithTransiccAndTheExactChain(_ name: String) throws {
    let profile = try #require(TransiccTable.shared.profiles.first { $0.name == name })
    guard let bytes = profile.bytes else {
      print("note: \(profile.path) is not installed (Debian package \(profile.package)); skipped")
      return
    }
    let icc = try ICCProfile(bytes: bytes)
    var fromExact = 0.0
    var fromTransicc = 0.0
    for record in profile.srgb ?? [] {
      let intent = try #require(ICCRenderingIntent(rawValue: record.intent))
      let exact = try ColorProfiles(cmyk: icc, intent: intent)
      let sampled = exact.sampledForCMYK()
      for (cmyk, expected) in zip(record.cmyk, record.srgb) {
        let color = PaletteColor(
          .cmyk(
            cyan: Float(cmyk[0]), magenta: Float(cmyk[1]), yellow: Float(cmyk[2]),
            black: Float(cmyk[3])))
        let lab = sampled.lab(of: color)
        let delta = ColorMath.deltaE2000(lab, exact.lab(of: color))
        fromExact = max(fromExact, delta)
        #expect(delta < Self.tolerance, "\(intent) \(cmyk): \(lab) vs \(exact.lab(of: color))")
        #expect(sampled.profiledLab(of: color) == lab)
        // As in ColorProfilesTests, sRGB is compared with transicc inside the gamut.
        guard expected.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { continue }
        let rgb = sampled.srgb(of: color)
        let fromLab = ColorMath.labToSRGB(lab)
        #expect(Self.gap(rgb, fromLab) < 0.01, "\(cmyk): \(rgb) vs \(fromLab)")
        let againstTransicc = ColorMath.deltaE2000(
          ColorMath.srgbToLab(rgb),
          ColorMath.srgbToLab(SIMD3(expected[0], expected[1], expected[2])))
        fromTransicc = max(fromTransicc, againstTransicc)
        #expect(againstTransicc < 0.5, "\(intent) \(cmyk) → \(rgb) vs \(expected)")
      }
    }
    print(
      "ΔE00 \(name) sampled: from the exact chain max \(fromExact), from transicc max \(fromTransicc)"
    )
    // Ghostscript's profiles are sampled (a table between straight steps), so the grid's
    // values differ from the exact chain's somewhere; the made profile is not.
    #expect((fromExact > 0) == name.hasPrefix("ghostscript/"))
  }

  /// Ghostscript's `ps_cmyk.icc`: a 5-point table between straight curves, so ink values on
  /// the 17-point grid are on the table's scale too.
  static let straightProfile = TransiccTable.shared.profiles.first {
    $0.name == "ghostscript/ps_cmyk.icc"
  }

  /// `ps_cmyk.icc`'s exact and sampled conversions (perceptual), or `nil`, with a note, when
  /// Ghostscript's profiles are not installed.
  static func straightProfiles() throws -> (exact: ColorProfiles, sampled: ColorProfiles)? {
    guard let bytes = straightProfile?.bytes else {
      print("note: ghostscript/ps_cmyk.icc is not installed (Debian package ghostscript); skipped")
      return nil
    }
    let exact = try ColorProfiles(cmyk: try ICCProfile(bytes: bytes), intent: .perceptual)
    return (exact, exact.sampledForCMYK())
  }

  @Test func gridPointsGiveTheExactChainsValues() throws {
    guard let (exact, sampled) = try Self.straightProfiles() else { return }
    let last = Float(ICCSampledLink.pointsPerInk - 1)
    for (c, m, y, k) in [
      (0, 0, 0, 0), (16, 16, 16, 16), (3, 7, 11, 2), (16, 0, 9, 5), (1, 15, 0, 16),
    ] {
      let color = PaletteColor(
        .cmyk(
          cyan: Float(c) / last, magenta: Float(m) / last, yellow: Float(y) / last,
          black: Float(k) / last))
      // The curves round to 16 bits, as LittleCMS's tables do: the same point to within that.
      #expect(ColorMath.deltaE2000(sampled.lab(of: color), exact.lab(of: color)) < 0.01)
      #expect(Self.gap(sampled.srgb(of: color), exact.srgb(of: color)) < 1e-4)
    }
  }

  @Test func aProfileWithCurvesAfterItsTableConvertsExactly() throws {
    // The made profile's A2B0 has curves, a matrix and curves again after its table, which
    // a grid over the table's inputs would not reproduce.
    let icc = try ICCProfile(bytes: Fixtures.bytes("icc/palconv-lutAtoB-cmyk.icc"))
    let exact = try ColorProfiles(cmyk: icc, intent: .perceptual)
    let sampled = exact.sampledForCMYK()
    let color = PaletteColor(.cmyk(cyan: 0.31, magenta: 0.72, yellow: 0.05, black: 0.2))
    #expect(sampled.lab(of: color) == exact.lab(of: color))
    #expect(sampled.srgb(of: color) == exact.srgb(of: color))
  }

  @Test func coloursOutsideTheGridGoThroughTheExactChain() throws {
    guard let (exact, sampled) = try Self.straightProfiles() else { return }
    for color in [
      PaletteColor(.cmyk(cyan: 1.2, magenta: 0.4, yellow: 0.1, black: 0)),
      PaletteColor(.cmyk(cyan: 0.3, magenta: -0.01, yellow: 0.1, black: 0.5)),
      PaletteColor(.cmyk(cyan: 0.3, magenta: 0.2, yellow: .nan, black: 0.5)),
    ] {
      let wanted = exact.lab(of: color)
      let found = sampled.lab(of: color)
      #expect(found == wanted || (found.x.isNaN && wanted.x.isNaN))
    }
    // Other models are not sampled.
    let rgb = PaletteColor(.srgb(red: 0.2, green: 0.5, blue: 0.9))
    #expect(sampled.srgb(of: rgb) == exact.srgb(of: rgb))
  }

  @Test func conversionsToSRGBComeStraightFromTheGrid() throws {
    guard let (exact, sampled) = try Self.straightProfiles() else { return }
    let color = PaletteColor(
      .cmyk(cyan: 0.62, magenta: 0.11, yellow: 0.93, black: 0.05), alpha: 0.5)
    let converted = sampled.converted(color, to: .srgb)
    let rgb = sampled.srgb(of: color)
    #expect(
      converted
        == PaletteColor(
          .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)), alpha: 0.5))
    let wanted = exact.converted(color, to: .srgb)
    #expect(
      ColorMath.deltaE2000(converted.labValues, wanted.labValues) < Self.tolerance,
      "\(converted) vs \(wanted)")
    // Through a model other than sRGB, the conversion still goes through Lab.
    #expect(sampled.converted(color, to: .lab).model == .lab)
  }

  @Test func withoutACMYKProfileNothingIsSampled() throws {
    let profiles = try ColorProfiles().sampledForCMYK()
    let color = PaletteColor(.cmyk(cyan: 0.2, magenta: 0.4, yellow: 0.6, black: 0.1))
    #expect(profiles.srgb(of: color) == color.srgbValues)
  }
}
