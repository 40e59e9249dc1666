import TestSupport
import Testing

@testable import PaletteASE

/// The stored-lightness mapping: decode → encode → decode is the identity on every value, and
/// short decimals come back bit-exact.
///
/// The full check over every non-negative finite Float bit pattern (2,082,723,594 values that do
/// not overflow when scaled) was run once outside the test suite; here a stride through all of
/// 0...1 and every short decimal keep the suite fast.
@Suite struct ASELabLightnessTests {
  typealias Lab = ASELabLightness

  /// Whether encoding the decoded L finds a stored value that decodes to the same bits.
  static func isStable(_ stored: Float) -> Bool {
    let l = Lab.modelValue(stored: stored)
    return Lab.modelValue(stored: Lab.storedValue(model: l)).bitPattern == l.bitPattern
  }

  @Test(arguments: 0..<8)
  func stableAcrossZeroToOne(_ phase: UInt32) {
    // Eight interleaved strides through every bit pattern of 0...1 (about 1.3 million values).
    var unstable: [UInt32] = []
    var bits = phase * 797
    while bits <= Float(1).bitPattern {
      if !Self.isStable(Float(bitPattern: bits)) { unstable.append(bits) }
      bits += 6_376
    }
    #expect(unstable.isEmpty)
  }

  @Test func stableForNegativeLargeAndSubnormalValues() {
    var values: [Float] = [
      -0.0, 0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1, 100, -1, 2.5e36,
    ]
    var rng = SplitMix64(seed: 42)
    for _ in 0..<100_000 {
      let bits = UInt32(truncatingIfNeeded: rng.next())
      let value = Float(bitPattern: bits)
      if value.isFinite && Lab.modelValue(stored: value).isFinite { values.append(value) }
    }
    #expect(values.filter { !Self.isStable($0) }.isEmpty)
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func shortDecimalsAreBitExact(_ places: Int) {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    var lost: [Int] = []
    for k in 0...scale {
      let stored = Float(Double(k) / Double(scale))
      if Lab.storedValue(model: Lab.modelValue(stored: stored)).bitPattern != stored.bitPattern {
        lost.append(k)
      }
    }
    #expect(lost.isEmpty)
  }

  @Test func knownValues() {
    #expect(Lab.modelValue(stored: 0.5) == 50)
    #expect(Lab.modelValue(stored: 1) == 100)
    #expect(Lab.storedValue(model: 100) == 1)
    #expect(Lab.storedValue(model: 52.5).bitPattern == Float(0.525).bitPattern)
    // A computed value (197/255) whose L two stored values share: the nearest one is kept.
    let computed = Float(bitPattern: 0x3F45_C5C6)
    #expect(Lab.storedValue(model: Lab.modelValue(stored: computed)).bitPattern == 0x3F45_C5C6)
    #expect(Lab.modelValue(stored: 1e37).isInfinite)
  }

}
