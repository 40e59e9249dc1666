/// The order of the bytes of a binary file's integers: most significant first (ASE, ACO, ACB,
/// ACT, VDI, PNG) or least significant first (RIFF, zip).
///
/// The reads take an offset the caller has checked; ``ByteCursor`` checks it and names the
/// field when the file ends first.
///
/// These are calls into PaletteCore, which another module does not inline: a loader that reads
/// several fields for every swatch in a hot loop (ASE) keeps its own inlined reads.
///
///     ByteOrder.big.u16([0x12, 0x34], at: 0)     // 0x1234
///     ByteOrder.little.u16([0x12, 0x34], at: 0)  // 0x3412
package enum ByteOrder: Sendable {
  /// Most significant byte first.
  case big
  /// Least significant byte first.
  case little

  /// The 16-bit unsigned integer at `offset`.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - offset: The integer's first byte; `offset + 2` is at most `bytes.count`.
  /// - Returns: The integer.
  @inline(__always)
  package func u16(_ bytes: [UInt8], at offset: Int) -> UInt16 {
    let first = UInt16(bytes[offset])
    let second = UInt16(bytes[offset + 1])
    switch self {
    case .big: return first << 8 | second
    case .little: return second << 8 | first
    }
  }

  /// The 32-bit unsigned integer at `offset`.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - offset: The integer's first byte; `offset + 4` is at most `bytes.count`.
  /// - Returns: The integer.
  @inline(__always)
  package func u32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    let b0 = UInt32(bytes[offset])
    let b1 = UInt32(bytes[offset + 1])
    let b2 = UInt32(bytes[offset + 2])
    let b3 = UInt32(bytes[offset + 3])
    switch self {
    case .big: return b0 << 24 | b1 << 16 | b2 << 8 | b3
    case .little: return b3 << 24 | b2 << 16 | b1 << 8 | b0
    }
  }

  /// The 64-bit unsigned integer at `offset`.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - offset: The integer's first byte; `offset + 8` is at most `bytes.count`.
  /// - Returns: The integer.
  @inline(__always)
  package func u64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    let first = UInt64(u32(bytes, at: offset))
    let second = UInt64(u32(bytes, at: offset + 4))
    switch self {
    case .big: return first << 32 | second
    case .little: return second << 32 | first
    }
  }

  /// Appends a 16-bit integer in this order.
  ///
  /// - Parameters:
  ///   - value: The integer.
  ///   - bytes: The output.
  @inline(__always)
  package func append(_ value: UInt16, to bytes: inout [UInt8]) {
    let high = UInt8(truncatingIfNeeded: value >> 8)
    let low = UInt8(truncatingIfNeeded: value)
    switch self {
    case .big: bytes.append(high); bytes.append(low)
    case .little: bytes.append(low); bytes.append(high)
    }
  }

  /// Appends a 32-bit integer in this order.
  ///
  /// - Parameters:
  ///   - value: The integer.
  ///   - bytes: The output.
  @inline(__always)
  package func append(_ value: UInt32, to bytes: inout [UInt8]) {
    switch self {
    case .big:
      append(UInt16(truncatingIfNeeded: value >> 16), to: &bytes)
      append(UInt16(truncatingIfNeeded: value), to: &bytes)
    case .little:
      append(UInt16(truncatingIfNeeded: value), to: &bytes)
      append(UInt16(truncatingIfNeeded: value >> 16), to: &bytes)
    }
  }
}

extension Array where Element == UInt8 {
  /// Appends a big-endian 16-bit integer (``ByteOrder/big``, written out: the writers call
  /// this for every field, and the shifts cost less than the general append).
  package mutating func appendBigEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends a big-endian 32-bit integer (``ByteOrder/big``, written out).
  package mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
