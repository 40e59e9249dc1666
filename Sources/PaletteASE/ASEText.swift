/// UTF-16BE name fields: decoding to `String` with validation, and encoding.
enum ASEText {
  /// Transcodes UTF-16BE code units to UTF-8, validating surrogate pairs.
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - start: The offset of the first code unit.
  ///   - units: How many code units to read; the caller has checked they are in bounds.
  ///   - scratch: A reusable buffer for the UTF-8 bytes.
  /// - Returns: The string, or the byte offset of the first unpaired surrogate.
  static func decode(
    _ bytes: [UInt8], start: Int, units: Int, scratch: inout [UInt8]
  ) -> Result<String, UnpairedSurrogate> {
    scratch.removeAll(keepingCapacity: true)
    var index = 0
    var offset = start
    while index < units {
      let unit = UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
      if unit < 0x80 {
        scratch.append(UInt8(truncatingIfNeeded: unit))
      } else if unit < 0x800 {
        scratch.append(UInt8(truncatingIfNeeded: 0xC0 | unit >> 6))
        scratch.append(UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F))
      } else if unit & 0xF800 != 0xD800 {
        appendThreeBytes(unit, to: &scratch)
      } else {
        // A surrogate: a high one must be followed by a low one.
        guard unit < 0xDC00, index + 1 < units else { return .failure(UnpairedSurrogate(offset)) }
        let low = UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        guard low & 0xFC00 == 0xDC00 else { return .failure(UnpairedSurrogate(offset)) }
        let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        scratch.append(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
        scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F))
        scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F))
        scratch.append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        index += 1
        offset += 2
      }
      index += 1
      offset += 2
    }
    return .success(String(decoding: scratch, as: UTF8.self))
  }

  /// Appends a three-byte UTF-8 sequence for a code point below U+10000.
  @inline(__always)
  private static func appendThreeBytes(_ unit: UInt32, to scratch: inout [UInt8]) {
    scratch.append(UInt8(truncatingIfNeeded: 0xE0 | unit >> 12))
    scratch.append(UInt8(truncatingIfNeeded: 0x80 | (unit >> 6) & 0x3F))
    scratch.append(UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F))
  }

  /// The byte offset of an unpaired surrogate code unit.
  struct UnpairedSurrogate: Error {
    /// The offset of the offending unit.
    var offset: Int

    /// Creates the error.
    init(_ offset: Int) { self.offset = offset }
  }

  /// Appends a name field: the unit count (NUL included), the units, and the NUL.
  ///
  /// - Parameters:
  ///   - name: The name; `nil` writes a zero count and no units.
  ///   - units: The name's UTF-16 count, already checked to fit.
  ///   - out: The output.
  static func appendName(_ name: String?, units: Int, to out: inout [UInt8]) {
    guard let name else {
      out.append(0)
      out.append(0)
      return
    }
    let count = UInt16(units + 1)
    out.append(UInt8(truncatingIfNeeded: count >> 8))
    out.append(UInt8(truncatingIfNeeded: count))
    for unit in name.utf16 {
      out.append(UInt8(truncatingIfNeeded: unit >> 8))
      out.append(UInt8(truncatingIfNeeded: unit))
    }
    out.append(0)
    out.append(0)
  }
}
