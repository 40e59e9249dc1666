/// Writes DEFLATE bit fields least significant bit first, and Huffman codes most significant
/// bit first, for crafting streams by hand.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var buffer = 0
  private var count = 0

  /// Appends `width` bits of `value`, least significant first.
  mutating func bits(_ value: Int, _ width: Int) {
    for bit in 0..<width {
      buffer |= (value >> bit & 1) << count
      count += 1
      if count == 8 { flushByte() }
    }
  }

  /// Appends a Huffman code of `width` bits, most significant first.
  mutating func code(_ value: Int, _ width: Int) {
    for bit in stride(from: width - 1, through: 0, by: -1) { bits(value >> bit & 1, 1) }
  }

  /// Appends a fixed-code literal/length symbol (RFC 1951 §3.2.6).
  mutating func fixed(_ symbol: Int) {
    switch symbol {
    case 0..<144: code(0x30 + symbol, 8)
    case 144..<256: code(0x190 + symbol - 144, 9)
    case 256..<280: code(symbol - 256, 7)
    default: code(0xC0 + symbol - 280, 8)
    }
  }

  /// Pads to a byte boundary and returns the bytes.
  mutating func finish() -> [UInt8] {
    if count > 0 { flushByte() }
    return bytes
  }

  private mutating func flushByte() {
    bytes.append(UInt8(buffer))
    buffer = 0
    count = 0
  }
}
