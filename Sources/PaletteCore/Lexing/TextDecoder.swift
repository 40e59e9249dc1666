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
      var trailing = 0
      var secondLow: UInt8 = 0x80
      var secondHigh: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: trailing = 1
      case 0xE0:
        trailing = 2
        secondLow = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: trailing = 2
      case 0xED:
        trailing = 2
        secondHigh = 0x9F
      case 0xF0:
        trailing = 3
        secondLow = 0x90
      case 0xF1...0xF3: trailing = 3
      case 0xF4:
        trailing = 3
        secondHigh = 0x8F
      default: return index
      }
      guard index + trailing < end else { return index }
      let second = bytes[index + 1]
      guard second >= secondLow && second <= secondHigh else { return index }
      if trailing > 1 {
        for offset in 2...trailing where bytes[index + offset] & 0xC0 != 0x80 {
          return index
        }
      }
      index += trailing + 1
    }
    return nil
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
