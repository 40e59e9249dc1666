/// A table-driven decoder for one canonical Huffman code of DEFLATE (RFC 1951 §3.2.2).
///
/// The low ``primaryBits`` bits of the bit buffer index the primary table directly; a code
/// longer than that lands on a pointer to a second-level table indexed by the following bits.
/// Each entry is a `UInt32`: bits 0–4 the bits to consume, bits 8–12 the extra bits of a length
/// or distance (or a second-level table's width), bits 13–15 the ``Kind``, bits 16–31 the value
/// (literal byte, base length, base distance, code-length symbol or second-level offset).
struct HuffmanDecodingTable {
  /// What an entry means.
  enum Kind: UInt32 {
    /// A literal byte, or a plain symbol (code-length alphabet, distance).
    case symbol = 0
    /// A length: base length and extra bits.
    case length = 1
    /// End of block.
    case endOfBlock = 2
    /// A pointer to a second-level table.
    case subtable = 3
    /// No code reaches here, or the symbol is reserved.
    case invalid = 4
  }

  /// Why a set of code lengths does not form a usable code.
  enum Problem: Error {
    /// More codes of some length than the code space holds.
    case overSubscribed
    /// Lengths that leave part of the code space unused (beyond the single-code case).
    case incomplete
  }

  /// The primary table followed by the second-level tables.
  var entries: [UInt32]
  /// The width of the primary table.
  let primaryBits: Int

  /// Makes an entry.
  @inline(__always)
  static func entry(_ kind: Kind, value: Int, extra: Int = 0, bits: Int = 0) -> UInt32 {
    UInt32(truncatingIfNeeded: value) << 16 | kind.rawValue << 13 | UInt32(extra) << 8
      | UInt32(bits)
  }

  /// Builds the decoder for the given code lengths.
  ///
  /// - Parameters:
  ///   - lengths: Code length per symbol (0 = unused, at most 15).
  ///   - symbols: The entry (without its bit count) each symbol decodes to.
  ///   - primaryBits: The width of the primary table.
  ///   - allowsSingleCode: Whether one code of length 1 alone is accepted (zlib accepts it for
  ///     literal/length and distance codes); no codes at all is always accepted, and then
  ///     every lookup is invalid.
  /// - Throws: ``Problem`` when the lengths do not form a prefix code.
  init(
    lengths: UnsafeBufferPointer<UInt8>, symbols: UnsafeBufferPointer<UInt32>, primaryBits: Int,
    allowsSingleCode: Bool
  ) throws(Problem) {
    self.primaryBits = primaryBits
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths { counts[Int(length)] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1...15 {
      left = (left << 1) - counts[length]
      if left < 0 { throw .overSubscribed }
    }
    let used = lengths.count - lengths.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
    if left > 0 && used > 0 {
      guard allowsSingleCode, used == 1, counts[1] == 1 else { throw .incomplete }
    }
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + counts[length - 1]) << 1
      next[length] = code
    }
    // The bit-reversed code of each symbol (DEFLATE sends codes most significant bit first).
    var reversed = [Int](repeating: 0, count: lengths.count)
    var longest = [Int](repeating: 0, count: 1 << primaryBits)
    let mask = (1 << primaryBits) - 1
    for symbol in 0..<lengths.count {
      let length = Int(lengths[symbol])
      guard length > 0 else { continue }
      var value = next[length]
      next[length] += 1
      var flipped = 0
      for _ in 0..<length {
        flipped = flipped << 1 | value & 1
        value >>= 1
      }
      reversed[symbol] = flipped
      if length > primaryBits { longest[flipped & mask] = max(longest[flipped & mask], length) }
    }
    let invalid = Self.entry(.invalid, value: 0)
    var table = [UInt32](repeating: invalid, count: 1 << primaryBits)
    var subtableOffset = [Int](repeating: 0, count: 1 << primaryBits)
    for prefix in 0..<(1 << primaryBits) where longest[prefix] > 0 {
      let width = longest[prefix] - primaryBits
      subtableOffset[prefix] = table.count
      table[prefix] = Self.entry(.subtable, value: table.count, extra: width)
      table.append(contentsOf: repeatElement(invalid, count: 1 << width))
    }
    for symbol in 0..<lengths.count {
      let length = Int(lengths[symbol])
      guard length > 0 else { continue }
      let code = reversed[symbol]
      if length <= primaryBits {
        let value = symbols[symbol] | UInt32(length)
        var index = code
        while index < 1 << primaryBits {
          table[index] = value
          index += 1 << length
        }
      } else {
        let prefix = code & mask
        let width = longest[prefix] - primaryBits
        let value = symbols[symbol] | UInt32(length - primaryBits)
        var index = code >> primaryBits
        while index < 1 << width {
          table[subtableOffset[prefix] + index] = value
          index += 1 << (length - primaryBits)
        }
      }
    }
    entries = table
  }
}
