import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// ``ShortestFloat`` against the standard library's `Float.description`, the oracle it must
/// match byte for byte.
@Suite struct ShortestFloatTests {
  /// The text ``ShortestFloat`` writes for `value`, or `nil` when it writes nothing.
  static func written(_ value: Float) -> String? {
    var bytes = [UInt8](repeating: 0, count: ShortestFloat.maximumLength)
    let count = bytes.withUnsafeMutableBufferPointer {
      ShortestFloat.write(value, to: $0.baseAddress!)
    }
    return count.map { String(decoding: bytes[..<$0], as: UTF8.self) }
  }

  @Test func edgesOfEveryNotationAndRange() {
    let values: [Float] = [
      0, -0, 1, -1, 0.1, 0.5, 1.0 / 3, 100.5, 255, 1234567.9, 8_388_607.5, 8_388_608,
      16_777_215, 16_777_216, 16_777_218, 33_554_432, 2e7, 9_999_900, 1e8, 1.5e9,
      0.0001, 0.000125, 9.999999e-5, 1e-5, 1.5e-5, 0.001,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude,
      .leastNonzeroMagnitude, Float(bitPattern: 0x007F_FFFF), Float(bitPattern: 1_000),
      // Exactly representable halves and powers of two, where the interval is asymmetric.
      0.75, 2, 4, 1024, Float(bitPattern: 0x3F80_0001), Float(bitPattern: 0x3F7F_FFFF),
      // Values whose shortest digits end in 5 or need round-to-even.
      Float(bitPattern: 0x4B18_9680), 9.5, 0.3, Float(bitPattern: 18), 7.038531e-26, 1.7014118e38,
    ]
    for value in values {
      #expect(Self.written(value) == value.description, "bits \(value.bitPattern)")
    }
  }

  @Test func sampledBitPatterns() {
    var random = SplitMix64(seed: 0x05F1_E0A7)
    var checked = 0
    while checked < 300_000 {
      let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
      guard value.isFinite else { continue }
      #expect(Self.written(value) == value.description, "bits \(value.bitPattern)")
      checked += 1
    }
  }

  @Test func everyByteValueOverTwoHundredFiftyFive() {
    // The values 8-bit colours become, the commonest components of all.
    for byte in 0...255 {
      let value = Float(byte) / 255
      #expect(Self.written(value) == value.description, "\(byte)/255")
    }
  }

  @Test func notFiniteWritesNothing() {
    #expect(Self.written(.infinity) == nil)
    #expect(Self.written(-.infinity) == nil)
    #expect(Self.written(.nan) == nil)
  }

  /// All 2^32 bit patterns: minutes in a release build, so it runs only when asked:
  /// `PALCONV_EVERY_FLOAT=1 swift test -c release --filter ShortestFloatTests`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["PALCONV_EVERY_FLOAT"] != nil))
  func everyFiniteFloat() {
    var bytes = [UInt8](repeating: 0, count: ShortestFloat.maximumLength)
    var mismatches = 0
    for bits in UInt32.min...UInt32.max {
      let value = Float(bitPattern: bits)
      guard value.isFinite else { continue }
      let count = bytes.withUnsafeMutableBufferPointer {
        ShortestFloat.write(value, to: $0.baseAddress!) ?? 0
      }
      if String(decoding: bytes[..<count], as: UTF8.self) != value.description {
        mismatches += 1
        if mismatches <= 10 { Issue.record("bits \(bits): \(value.description)") }
      }
    }
    #expect(mismatches == 0)
  }
}
