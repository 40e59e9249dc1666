/// Collects DEFLATE output bits, least significant first, through a 64-bit accumulator.
struct BitSink {
  /// The finished bytes.
  var bytes: [UInt8] = []
  /// Bits not yet written out.
  private var buffer: UInt64 = 0
  /// How many bits ``buffer`` holds (fewer than 8 between calls).
  private var count = 0

  /// Appends the low `width` bits of `value` (at most 32).
  @inline(__always)
  mutating func write(_ value: Int, _ width: Int) {
    let bits = UInt64(truncatingIfNeeded: value) & ((1 << UInt64(width)) &- 1)
    buffer |= bits << UInt64(count)
    count += width
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count -= 8
    }
  }

  /// Pads with zero bits to a byte boundary.
  mutating func align() {
    if count > 0 { write(0, 8 - count) }
  }

  /// The output, padded to a byte boundary.
  mutating func finish() -> [UInt8] {
    align()
    return bytes
  }
}
