/// Turns byte ranges into strings: UTF-8 when valid, Latin-1 otherwise.
package enum TextDecoder {
  /// Decodes `bytes[range]` as UTF-8, or as Latin-1 when it is not valid UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - range: The bytes to decode.
  /// - Returns: The string, and the offset of the first byte that is not valid UTF-8 when the
  ///   Latin-1 fallback was used.
  /// - Complexity: O(*n*) in the length of the range.
  @inlinable package static func decode(
    _ bytes: [UInt8], _ range: Range<Int>
  ) -> (text: String, invalidAt: Int?) {
    guard let invalid = firstInvalidUTF8(bytes, range) else {
      return (String(decoding: bytes[range], as: UTF8.self), nil)
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: bytes[range].map { Unicode.Scalar($0) })
    return (text, invalid)
  }

  /// The offset of the first byte of `bytes[range]` that does not start or continue a valid
  /// UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF are invalid).
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - range: The bytes to check.
  /// - Returns: The offset, or `nil` when the range is valid UTF-8.
  /// - Complexity: O(*n*) in the length of the range.
  @inlinable package static func firstInvalidUTF8(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        // Eight ASCII bytes at a time, until a word holds a byte of 0x80 or more: most palette
        // text is ASCII, and this runs over whole style sheets.
        while index + 8 <= end {
          let word = bytes.withUnsafeBytes {
            UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          }
          let high = word & 0x8080_8080_8080_8080
          if high != 0 {
            index += high.trailingZeroBitCount >> 3
            break
          }
          index += 8
        }
        continue
      }
      guard let shape = utf8Sequence(lead: lead) else { return index }
      let trailing = shape.length - 1
      guard index + trailing < end else { return index }
      guard shape.second.contains(bytes[index + 1]) else { return index }
      if trailing > 1 {
        for offset in 2...trailing where bytes[index + offset] & 0xC0 != 0x80 {
          return index
        }
      }
      index += trailing + 1
    }
    return nil
  }

  /// The shape of a UTF-8 sequence that starts with `lead`, a byte of 0x80 or more: its length
  /// and the bytes its second byte may be (narrower than 0x80...0xBF after E0, ED, F0 and F4,
  /// which rules out overlong forms, surrogates and values past U+10FFFF); `nil` when `lead`
  /// cannot start a sequence. Every later byte is 0x80...0xBF.
  ///
  /// - Parameter lead: The first byte.
  /// - Returns: The length, 2 to 4, and the second byte's range.
  @inlinable @inline(__always)
  package static func utf8Sequence(lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
    switch lead {
    case 0xC2...0xDF: (2, 0x80...0xBF)
    case 0xE0: (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
    case 0xED: (3, 0x80...0x9F)
    case 0xF0: (4, 0x90...0xBF)
    case 0xF1...0xF3: (4, 0x80...0xBF)
    case 0xF4: (4, 0x80...0x8F)
    default: nil
    }
  }

  /// A short, printable excerpt of `bytes[range]` for messages: at most 24 bytes, invalid
  /// UTF-8 repaired, control characters shown as `?`.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - range: The bytes to show.
  /// - Returns: The excerpt, with `…` when it was shortened.
  @inlinable package static func excerpt(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    let limit = 24
    let shown = range.lowerBound..<min(range.upperBound, range.lowerBound + limit)
    let cleaned = bytes[shown].map { $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: "?") : $0 }
    let text = String(decoding: cleaned, as: UTF8.self)
    return shown.count < range.count ? text + "…" : text
  }
}
