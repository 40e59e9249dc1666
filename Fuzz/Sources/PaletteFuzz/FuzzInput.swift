/// Takes values from the fuzzer's bytes, front to back; once the bytes run out every value is
/// zero, so any input describes exactly one palette.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Creates an input over `bytes`.
  ///
  /// - Parameter bytes: The fuzzer's bytes.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been used.
  var isExhausted: Bool { position >= bytes.count }

  /// The next byte, 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound`.
  ///
  /// - Parameter bound: The exclusive upper bound, at most 256.
  mutating func below(_ bound: Int) -> Int {
    Int(byte()) % bound
  }

  /// The next four bytes as a `Float` bit pattern, NaN and infinities included.
  mutating func rawFloat() -> Float {
    var bits: UInt32 = 0
    for _ in 0..<4 { bits = bits << 8 | UInt32(byte()) }
    return Float(bitPattern: bits)
  }

  /// Up to `limit` bytes taken as UTF-8, invalid sequences repaired.
  ///
  /// - Parameter limit: The largest number of bytes.
  mutating func text(limit: Int) -> String {
    let count = min(below(limit + 1), bytes.count - min(position, bytes.count))
    defer { position += count }
    return String(decoding: bytes[position..<position + count], as: UTF8.self)
  }
}
