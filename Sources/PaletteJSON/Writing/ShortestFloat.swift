/// The shortest decimal text that reads back as the same `Float`, written without `String`.
///
/// `Float.description` finds the same digits but builds a `String` for every value; a writer
/// that prints hundreds of thousands of components spends more time there than anywhere else.
/// This writes straight into a byte buffer and gives exactly the bytes of `Float.description`
/// for every finite value (`ShortestFloatTests` checks sampled values, and every bit pattern
/// when `PALCONV_EVERY_FLOAT` is set).
///
/// The digits are found with the Ryu method (Ulf Adams, "Ryū: fast float-to-string
/// conversion", PLDI 2018): the value's rounding interval is scaled by a power of ten using
/// 64-bit approximations of powers of five, digits are removed while the interval still
/// holds a shorter number, and the last one is rounded to the nearest (ties to even).
package enum ShortestFloat {
  /// The most bytes ``write(_:to:)`` writes: `-1.2345678e-38` and `-0.00012345678` take 14.
  package static let maximumLength = 16

  /// Writes `value` as `Float.description` does: decimal notation from 0.0001 up to 2^24
  /// (`0.5`, `100.0`, `16777216.0`), scientific notation outside it (`1e-05`, `3.3554432e+07`).
  ///
  /// - Parameters:
  ///   - value: The number to write.
  ///   - buffer: Room for at least ``maximumLength`` bytes.
  /// - Returns: The number of bytes written, or `nil` (nothing written) when `value` is
  ///   infinite or NaN.
  package static func write(_ value: Float, to buffer: UnsafeMutablePointer<UInt8>) -> Int? {
    guard value.isFinite else { return nil }
    var count = 0
    if value.sign == .minus {
      buffer[0] = UInt8(ascii: "-")
      count = 1
    }
    if value == 0 {
      buffer[count] = UInt8(ascii: "0")
      buffer[count + 1] = UInt8(ascii: ".")
      buffer[count + 2] = UInt8(ascii: "0")
      return count + 3
    }
    let (digits, exponent) = shortestDigits(value)
    let length = decimalLength(digits)
    // The value is d.ddd x 10^scientific.
    let scientific = length + exponent - 1
    let start = buffer + count
    if scientific < -4 || value.magnitude > 16_777_216 {
      // d.ddde+XX: the digits one byte to the right, the first moved back before the point.
      writeDigits(digits, length: length, endingAt: start + 1 + length)
      start[0] = start[1]
      var end = start + 1
      if length > 1 {
        start[1] = UInt8(ascii: ".")
        end = start + 1 + length
      }
      end[0] = UInt8(ascii: "e")
      end[1] = scientific < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
      writeDigits(UInt32(scientific.magnitude), length: 2, endingAt: end + 4)
      return end + 4 - buffer
    }
    if scientific < 0 {
      // 0.000ddd
      let zeros = -scientific - 1
      start[0] = UInt8(ascii: "0")
      start[1] = UInt8(ascii: ".")
      for index in 0..<zeros { start[2 + index] = UInt8(ascii: "0") }
      let end = start + 2 + zeros + length
      writeDigits(digits, length: length, endingAt: end)
      return end - buffer
    }
    if exponent >= 0 {
      // ddd000.0
      writeDigits(digits, length: length, endingAt: start + length)
      for index in 0..<exponent { start[length + index] = UInt8(ascii: "0") }
      let end = start + length + exponent
      end[0] = UInt8(ascii: ".")
      end[1] = UInt8(ascii: "0")
      return end + 2 - buffer
    }
    // ddd.ddd: the digits one byte to the right, the whole part moved back before the point.
    let whole = scientific + 1
    let end = start + 1 + length
    writeDigits(digits, length: length, endingAt: end)
    for index in 0..<whole { start[index] = start[index + 1] }
    start[whole] = UInt8(ascii: ".")
    return end - buffer
  }

  /// Writes the last `length` decimal digits of `value` so that the last ends before `end`.
  @inline(__always)
  private static func writeDigits(
    _ value: UInt32, length: Int, endingAt end: UnsafeMutablePointer<UInt8>
  ) {
    let pairs = digitPairs.utf8Start
    var rest = value
    var position = end
    var remaining = length
    while remaining >= 2 {
      let pair = Int(rest % 100) * 2
      rest /= 100
      position -= 2
      position[0] = pairs[pair]
      position[1] = pairs[pair + 1]
      remaining -= 2
    }
    if remaining == 1 {
      (position - 1).pointee = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
    }
  }

  /// "00" to "99", two bytes each.
  private static let digitPairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  /// The shortest digits that read back as `value` (finite, not zero), as digits x 10^exponent;
  /// of several shortest, the one nearest `value`.
  static func shortestDigits(_ value: Float) -> (digits: UInt32, exponent: Int) {
    let bits = value.bitPattern
    let fraction = bits & 0x7F_FFFF
    let biasedExponent = Int((bits >> 23) & 0xFF)
    // The value is m2 x 2^e2 / 4: two extra bits hold the bounds of its rounding interval.
    let e2: Int
    let m2: UInt32
    if biasedExponent == 0 {
      e2 = 1 - 127 - 23 - 2
      m2 = fraction
    } else {
      e2 = biasedExponent - 127 - 23 - 2
      m2 = (1 << 23) | fraction
    }
    // Round-to-even reading accepts the bounds themselves when m2 is even.
    let acceptBounds = m2 & 1 == 0
    // The value and the bounds of the interval that reads back as it, times 4. Below a power
    // of two the lower neighbour is half as far away.
    let mv = 4 * m2
    let mp = 4 * m2 + 2
    let lowerGapIsHalf = fraction == 0 && biasedExponent > 1
    let mm = 4 * m2 - (lowerGapIsHalf ? 1 : 2)

    var vr: UInt32
    var vp: UInt32
    var vm: UInt32
    let e10: Int
    var vmIsTrailingZeros = false
    var vrIsTrailingZeros = false
    var lastRemovedDigit: UInt32 = 0
    if e2 >= 0 {
      let q = log10Pow2(e2)
      e10 = q
      let shift = -e2 + q + inverseBitCount + pow5Bits(q) - 1
      let factor = inversePowersOfFive[q]
      vr = multiplyShift(mv, factor, shift)
      vp = multiplyShift(mp, factor, shift)
      vm = multiplyShift(mm, factor, shift)
      if q != 0 && (vp - 1) / 10 <= vm / 10 {
        let previousShift = -e2 + q - 1 + inverseBitCount + pow5Bits(q - 1) - 1
        lastRemovedDigit = multiplyShift(mv, inversePowersOfFive[q - 1], previousShift) % 10
      }
      if q <= 9 {
        if mv % 5 == 0 {
          vrIsTrailingZeros = powerOfFiveFactor(mv) >= q
        } else if acceptBounds {
          vmIsTrailingZeros = powerOfFiveFactor(mm) >= q
        } else if powerOfFiveFactor(mp) >= q {
          vp -= 1
        }
      }
    } else {
      let q = log10Pow5(-e2)
      e10 = q + e2
      let i = -e2 - q
      let shift = q - (pow5Bits(i) - powerBitCount)
      let factor = powersOfFive[i]
      vr = multiplyShift(mv, factor, shift)
      vp = multiplyShift(mp, factor, shift)
      vm = multiplyShift(mm, factor, shift)
      if q != 0 && (vp - 1) / 10 <= vm / 10 {
        let previousShift = q - 1 - (pow5Bits(i + 1) - powerBitCount)
        lastRemovedDigit = multiplyShift(mv, powersOfFive[i + 1], previousShift) % 10
      }
      if q <= 1 {
        // mv = 4 m2 has at least two trailing zero bits.
        vrIsTrailingZeros = true
        if acceptBounds {
          vmIsTrailingZeros = !lowerGapIsHalf
        } else {
          vp -= 1
        }
      } else if q < 31 {
        vrIsTrailingZeros = mv & ((1 << UInt32(q - 1)) - 1) == 0
      }
    }

    // Remove digits while the interval still holds a shorter number.
    var removed = 0
    let output: UInt32
    if vmIsTrailingZeros || vrIsTrailingZeros {
      // Tracks whether every digit removed from vm and vr so far was a zero.
      func removeDigit() {
        vrIsTrailingZeros = vrIsTrailingZeros && lastRemovedDigit == 0
        lastRemovedDigit = vr % 10
        vr /= 10
        vp /= 10
        vm /= 10
        removed += 1
      }
      while vp / 10 > vm / 10 {
        vmIsTrailingZeros = vmIsTrailingZeros && vm % 10 == 0
        removeDigit()
      }
      if vmIsTrailingZeros {
        while vm % 10 == 0 { removeDigit() }
      }
      if vrIsTrailingZeros && lastRemovedDigit == 5 && vr % 2 == 0 {
        lastRemovedDigit = 4  // Exactly halfway: round to even.
      }
      let roundUp =
        (vr == vm && (!acceptBounds || !vmIsTrailingZeros)) || lastRemovedDigit >= 5
      output = vr + (roundUp ? 1 : 0)
    } else {
      // The common case: only the last removed digit decides the rounding. Most values lose
      // two digits or more, so try two at a time first.
      var roundUp = lastRemovedDigit >= 5
      if vp / 100 > vm / 100 {
        roundUp = vr % 100 >= 50
        vr /= 100
        vp /= 100
        vm /= 100
        removed += 2
      }
      while vp / 10 > vm / 10 {
        roundUp = vr % 10 >= 5
        vr /= 10
        vp /= 10
        vm /= 10
        removed += 1
      }
      output = vr + (vr == vm || roundUp ? 1 : 0)
    }
    return (output, e10 + removed)
  }

  /// How many decimal digits `value` has.
  @inline(__always)
  private static func decimalLength(_ value: UInt32) -> Int {
    if value >= 10_000 {
      if value >= 10_000_000 {
        return value >= 1_000_000_000 ? 10 : value >= 100_000_000 ? 9 : 8
      }
      return value >= 1_000_000 ? 7 : value >= 100_000 ? 6 : 5
    }
    return value >= 1_000 ? 4 : value >= 100 ? 3 : value >= 10 ? 2 : 1
  }

  /// floor(log10(2^e)), for 0 <= e <= 1650.
  @inline(__always)
  private static func log10Pow2(_ e: Int) -> Int { (e * 78_913) >> 18 }

  /// floor(log10(5^e)), for 0 <= e <= 2620.
  @inline(__always)
  private static func log10Pow5(_ e: Int) -> Int { (e * 732_923) >> 20 }

  /// The bit length of 5^e (1 for e = 0), for 0 <= e <= 3528.
  @inline(__always)
  private static func pow5Bits(_ e: Int) -> Int { ((e * 1_217_359) >> 19) + 1 }

  /// How many times 5 divides `value` (not zero).
  private static func powerOfFiveFactor(_ value: UInt32) -> Int {
    var value = value
    var count = 0
    while value % 5 == 0 {
      value /= 5
      count += 1
    }
    return count
  }

  /// The top bits of m x factor: (m x factor) >> shift, for 32 < shift < 96.
  @inline(__always)
  private static func multiplyShift(_ m: UInt32, _ factor: UInt64, _ shift: Int) -> UInt32 {
    let low = UInt64(m) * (factor & 0xFFFF_FFFF)
    let high = UInt64(m) * (factor >> 32)
    let sum = (low >> 32) + high
    return UInt32(truncatingIfNeeded: sum >> UInt64(shift - 32))
  }

  /// Bits kept of 2^k / 5^q in ``inversePowersOfFive``.
  private static let inverseBitCount = 59

  /// Bits kept of 5^i in ``powersOfFive``.
  private static let powerBitCount = 61

  /// floor(2^(bitLength(5^q) - 1 + 59) / 5^q) + 1, for q in 0...30.
  private static let inversePowersOfFive: [UInt64] = [
    0x0800000000000001, 0x0666666666666667, 0x051EB851EB851EB9,
    0x04189374BC6A7EFA, 0x068DB8BAC710CB2A, 0x053E2D6238DA3C22,
    0x0431BDE82D7B634E, 0x06B5FCA6AF2BD216, 0x055E63B88C230E78,
    0x044B82FA09B5A52D, 0x06DF37F675EF6EAE, 0x057F5FF85E592558,
    0x0465E6604B7A8447, 0x0709709A125DA071, 0x05A126E1A84AE6C1,
    0x0480EBE7B9D58567, 0x0734ACA5F6226F0B, 0x05C3BD5191B525A3,
    0x049C97747490EAE9, 0x0760F253EDB4AB0E, 0x05E72843249088D8,
    0x04B8ED0283A6D3E0, 0x078E480405D7B966, 0x060B6CD004AC9452,
    0x04D5F0A66A23A9DB, 0x07BCB43D769F762B, 0x063090312BB2C4EF,
    0x04F3A68DBC8F03F3, 0x07EC3DAF94180651, 0x065697BFA9ACD1DA,
    0x051212FFBAF0A7E2,
  ]

  /// 5^i scaled to exactly 61 bits (its top 61 bits, or shifted left when shorter), for i in
  /// 0...47.
  private static let powersOfFive: [UInt64] = [
    0x1000000000000000, 0x1400000000000000, 0x1900000000000000,
    0x1F40000000000000, 0x1388000000000000, 0x186A000000000000,
    0x1E84800000000000, 0x1312D00000000000, 0x17D7840000000000,
    0x1DCD650000000000, 0x12A05F2000000000, 0x174876E800000000,
    0x1D1A94A200000000, 0x12309CE540000000, 0x16BCC41E90000000,
    0x1C6BF52634000000, 0x11C37937E0800000, 0x16345785D8A00000,
    0x1BC16D674EC80000, 0x1158E460913D0000, 0x15AF1D78B58C4000,
    0x1B1AE4D6E2EF5000, 0x10F0CF064DD59200, 0x152D02C7E14AF680,
    0x1A784379D99DB420, 0x108B2A2C28029094, 0x14ADF4B7320334B9,
    0x19D971E4FE8401E7, 0x1027E72F1F128130, 0x1431E0FAE6D7217C,
    0x193E5939A08CE9DB, 0x1F8DEF8808B02452, 0x13B8B5B5056E16B3,
    0x18A6E32246C99C60, 0x1ED09BEAD87C0378, 0x13426172C74D822B,
    0x1812F9CF7920E2B6, 0x1E17B84357691B64, 0x12CED32A16A1B11E,
    0x178287F49C4A1D66, 0x1D6329F1C35CA4BF, 0x125DFA371A19E6F7,
    0x16F578C4E0A060B5, 0x1CB2D6F618C878E3, 0x11EFC659CF7D4B8D,
    0x166BB7F0435C9E71, 0x1C06A5EC5433C60D, 0x118427B3B4A05BC8,
  ]
}
