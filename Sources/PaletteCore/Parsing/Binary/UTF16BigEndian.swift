/// UTF-16 big-endian text in binary files (ASE, ACO, ACB names): validated decoding and
/// encoding.
package enum UTF16BigEndian {
  /// Transcodes UTF-16BE code units to UTF-8, validating surrogate pairs.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - start: The offset of the first code unit.
  ///   - units: How many code units to read; the caller has checked they are in bounds.
  /// - Returns: The string, or the byte offset of the first unpaired surrogate.
  package static func decode(
    _ bytes: [UInt8], start: Int, units: Int
  ) -> Result<String, UnpairedSurrogate> {
    // ASCII names, the usual case, go straight into the string's storage. The caller has
    // checked the units are in bounds, so the bytes are read through a pointer.
    let ascii = bytes.withUnsafeBufferPointer { buffer in
      // A unit is ASCII when its high byte is 0 and its low byte below 0x80: OR-ing the high
      // bytes with the low bytes' top bits gives 0 only when every unit is.
      var bits: UInt8 = 0
      var offset = start
      for _ in 0..<units {
        bits |= buffer[offset] | (buffer[offset + 1] & 0x80)
        offset += 2
      }
      return bits == 0
    }
    if ascii {
      return .success(
        String(unsafeUninitializedCapacity: units) { utf8 in
          bytes.withUnsafeBufferPointer { buffer in
            var offset = start + 1
            for unit in 0..<units {
              utf8[unit] = buffer[offset]
              offset += 2
            }
          }
          return units
        })
    }
    // Other names are transcoded straight into the string's storage too, sized exactly (a
    // surrogate counts two bytes, so a pair counts four), so that a short name stays a small
    // string with no storage of its own.
    let length = bytes.withUnsafeBufferPointer { buffer in
      var length = 0
      var offset = start
      for _ in 0..<units {
        let unit = UInt32(buffer[offset]) << 8 | UInt32(buffer[offset + 1])
        length += unit < 0x80 ? 1 : unit < 0x800 || unit & 0xF800 == 0xD800 ? 2 : 3
        offset += 2
      }
      return length
    }
    var unpaired: Int?
    let text = String(unsafeUninitializedCapacity: length) { utf8 in
      bytes.withUnsafeBufferPointer { buffer in
        var count = 0
        var index = 0
        var offset = start
        while index < units {
          let unit = UInt32(buffer[offset]) << 8 | UInt32(buffer[offset + 1])
          if unit < 0x80 {
            utf8[count] = UInt8(truncatingIfNeeded: unit)
            count += 1
          } else if unit < 0x800 {
            utf8[count] = UInt8(truncatingIfNeeded: 0xC0 | unit >> 6)
            utf8[count + 1] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
            count += 2
          } else if unit & 0xF800 != 0xD800 {
            utf8[count] = UInt8(truncatingIfNeeded: 0xE0 | unit >> 12)
            utf8[count + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit >> 6) & 0x3F)
            utf8[count + 2] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
            count += 3
          } else {
            // A surrogate: a high one must be followed by a low one.
            guard unit < 0xDC00, index + 1 < units else {
              unpaired = offset
              return 0
            }
            let low = UInt32(buffer[offset + 2]) << 8 | UInt32(buffer[offset + 3])
            guard low & 0xFC00 == 0xDC00 else {
              unpaired = offset
              return 0
            }
            let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            utf8[count] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            utf8[count + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
            utf8[count + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
            utf8[count + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count += 4
            index += 1
            offset += 2
          }
          index += 1
          offset += 2
        }
        return count
      }
    }
    if let unpaired { return .failure(UnpairedSurrogate(unpaired)) }
    return .success(text)
  }

  /// The byte offset of an unpaired surrogate code unit.
  package struct UnpairedSurrogate: Error, Sendable {
    /// The offset of the offending unit.
    package var offset: Int

    /// Creates the error.
    package init(_ offset: Int) { self.offset = offset }
  }

  /// Appends the UTF-16BE code units of `text`, without a count or terminator.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - out: The output.
  package static func append(_ text: String, to out: inout [UInt8]) {
    for unit in text.utf16 {
      out.append(UInt8(truncatingIfNeeded: unit >> 8))
      out.append(UInt8(truncatingIfNeeded: unit))
    }
  }
}
