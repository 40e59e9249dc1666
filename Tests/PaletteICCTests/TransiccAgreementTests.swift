import PaletteCore
import TestSupport
import Testing

@testable import PaletteICC

/// Conversions through real profiles agree with LittleCMS's `transicc` within ΔE00 0.5, for
/// every intent, with and without black point compensation, in both directions.
@Suite struct TransiccAgreementTests {
  /// The agreement asked of every conversion.
  static let tolerance = 0.5

  /// The differences of one profile's conversions, sorted.
  struct Differences {
    var toLab: [Double] = []
    var fromLab: [Double] = []
    var worst: [String] = []
    /// The largest difference of each direction, with its colour.
    var largest: [String] = ["", ""]
    var largestValue = [0.0, 0.0]
  }

  /// ΔE00 between palconv and transicc for every record of `profile`.
  static func differences(_ profile: TransiccTable.Profile, bytes: [UInt8]) throws -> Differences {
    let icc = try ICCProfile(bytes: bytes)
    var result = Differences()
    // Device values are compared through the profile's relative colorimetric device → Lab
    // direction (itself checked against transicc above), so the difference is a colour one.
    let metric = try ICCTransform(profile: icc, intent: .relativeColorimetric)
    for record in profile.cases {
      let intent = try #require(ICCRenderingIntent(rawValue: record.intent))
      let transform = try ICCTransform(
        profile: icc, intent: intent, blackPointCompensation: record.bpc)
      for (device, expected) in zip(record.toLab.device, record.toLab.lab) {
        let lab = try #require(transform.lab(fromDevice: device))
        let delta = ColorMath.deltaE2000(lab, SIMD3(expected[0], expected[1], expected[2]))
        result.toLab.append(delta)
        if delta > result.largestValue[0] {
          result.largestValue[0] = delta
          result.largest[0] = "\(intent) bpc \(record.bpc) \(device) → \(lab) vs \(expected)"
        }
        if delta > tolerance {
          result.worst.append("\(intent) bpc \(record.bpc) \(device) → \(lab) vs \(expected)")
        }
      }
      for (lab, expected) in zip(record.fromLab.lab, record.fromLab.device) {
        let device = try #require(transform.device(fromLab: SIMD3(lab[0], lab[1], lab[2])))
        let mine = try #require(metric.lab(fromDevice: device))
        let theirs = try #require(metric.lab(fromDevice: expected))
        let delta = ColorMath.deltaE2000(mine, theirs)
        result.fromLab.append(delta)
        if delta > result.largestValue[1] {
          result.largestValue[1] = delta
          result.largest[1] = "\(intent) bpc \(record.bpc) \(lab) → \(device) vs \(expected)"
        }
        if delta > tolerance {
          result.worst.append("\(intent) bpc \(record.bpc) \(lab) → \(device) vs \(expected)")
        }
      }
    }
    result.toLab.sort()
    result.fromLab.sort()
    return result
  }

  @Test func theTableIsThere() {
    #expect(TransiccTable.shared.profiles.count >= 8)
  }

  @Test(arguments: TransiccTable.shared.profiles.map(\.name))
  func agreesWithTransicc(_ name: String) throws {
    let profile = try #require(TransiccTable.shared.profiles.first { $0.name == name })
    guard let bytes = profile.bytes else {
      print("note: \(profile.path) is not installed (Debian package \(profile.package)); skipped")
      return
    }
    let found = try TransiccAgreementTests.differences(profile, bytes: bytes)
    func summary(_ values: [Double]) -> String {
      guard let last = values.last else { return "none" }
      let median = values[values.count / 2]
      let p99 = values[min(values.count - 1, values.count * 99 / 100)]
      return "median \(median), p99 \(p99), max \(last)"
    }
    print("ΔE00 \(name): to Lab \(summary(found.toLab)); from Lab \(summary(found.fromLab))")
    print("ΔE00 \(name) largest: \(found.largest[0]); \(found.largest[1])")
    #expect(
      found.worst.isEmpty,
      "\(found.worst.count) above \(TransiccAgreementTests.tolerance): \(found.worst.prefix(5))")
  }
}
