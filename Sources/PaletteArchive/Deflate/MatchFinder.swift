/// LZ77 match finding for the DEFLATE writer: a hash of the next three bytes leads to the
/// previous positions with the same hash, searched newest first.
///
/// The search visits at most ``maxChain`` candidates per position and stops at a match of
/// ``niceLength``, so the time per input byte is bounded and compression is linear.
/// One-step lazy matching (as zlib's default levels do) takes a literal when the next position
/// has a longer match.
struct MatchFinder {
  /// The sliding window: the farthest back a match may reach.
  static let window = 32_768
  /// Candidates examined per position.
  static let maxChain = 64
  /// A match this long is taken without searching further.
  static let niceLength = 128
  /// A match this long is taken without looking at the next position.
  static let lazyLength = 32
  /// Hash table size.
  static let hashBits = 15

  /// One token: a literal (`length == 0`, the byte in `distance`) or a match.
  struct Token {
    /// The match length (3–258), or 0 for a literal.
    var length: UInt16
    /// The match distance (1–32 768), or the literal byte.
    var distance: UInt16
  }

  /// Splits `input` into literals and matches, calling `emit` for each token in order.
  ///
  /// - Parameters:
  ///   - input: The bytes.
  ///   - emit: Receives each token and the input offset just after it.
  static func tokens(_ input: UnsafeBufferPointer<UInt8>, _ emit: (Token, Int) -> Void) {
    let count = input.count
    guard let data = input.baseAddress, count > 0 else { return }
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: window)
    head.withUnsafeMutableBufferPointer { head in
      previous.withUnsafeMutableBufferPointer { previous in
        @inline(__always) func hash(_ position: Int) -> Int {
          let value =
            UInt32(data[position]) | UInt32(data[position + 1]) << 8
            | UInt32(data[position + 2]) << 16
          return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        @inline(__always) func insert(_ position: Int) {
          guard position + 3 <= count else { return }
          let slot = hash(position)
          previous[position & (window - 1)] = head[slot]
          head[slot] = Int32(position)
        }
        // The longest match for `position` among earlier positions, as (length, distance).
        func longest(_ position: Int) -> (Int, Int) {
          guard position + 3 <= count else { return (0, 0) }
          let limit = min(258, count - position)
          var best = 2
          var bestDistance = 0
          var candidate = Int(head[hash(position)])
          var chain = maxChain
          while candidate >= 0 && chain > 0 {
            let distance = position - candidate
            if distance > window { break }
            if data[candidate + best] == data[position + best] {
              var length = 0
              while length + 8 <= limit {
                let a = UnsafeRawPointer(data + candidate + length).loadUnaligned(as: UInt64.self)
                let b = UnsafeRawPointer(data + position + length).loadUnaligned(as: UInt64.self)
                let difference = a ^ b
                if difference != 0 {
                  length += UInt64(littleEndian: difference).trailingZeroBitCount >> 3
                  break
                }
                length += 8
              }
              while length < limit && data[candidate + length] == data[position + length] {
                length += 1
              }
              if length > best {
                best = length
                bestDistance = distance
                if length >= min(limit, niceLength) { break }
              }
            }
            let next = Int(previous[candidate & (window - 1)])
            if next >= candidate { break }
            candidate = next
            chain -= 1
          }
          return best >= 3 ? (best, bestDistance) : (0, 0)
        }
        var position = 0
        while position < count {
          var (length, distance) = longest(position)
          insert(position)
          if length >= 3 && length < lazyLength && position + 1 < count {
            let (nextLength, nextDistance) = longest(position + 1)
            if nextLength > length {
              emit(Token(length: 0, distance: UInt16(data[position])), position + 1)
              position += 1
              insert(position)
              (length, distance) = (nextLength, nextDistance)
            }
          }
          if length >= 3 {
            emit(
              Token(length: UInt16(length), distance: UInt16(truncatingIfNeeded: distance)),
              position + length)
            for inserted in (position + 1)..<(position + length) { insert(inserted) }
            position += length
          } else {
            emit(Token(length: 0, distance: UInt16(data[position])), position + 1)
            position += 1
          }
        }
      }
    }
  }
}
