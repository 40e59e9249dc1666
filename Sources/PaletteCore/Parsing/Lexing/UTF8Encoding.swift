/// The UTF-8 bytes of a scalar value, for the readers that turn escapes and other encodings
/// into UTF-8 text (JSON's `\u` escapes, XML's character references, UTF-16 and ISO-8859-1
/// documents).
package enum UTF8Encoding {
  /// Appends the UTF-8 bytes of a scalar value (not a surrogate, at most U+10FFFF).
  ///
  ///     var out: [UInt8] = []
  ///     UTF8Encoding.append(0xE9, to: &out)  // [0xC3, 0xA9]
  ///
  /// - Parameters:
  ///   - value: The scalar value.
  ///   - out: The buffer.
  package static func append(_ value: UInt32, to out: inout [UInt8]) {
    switch value {
    case 0..<0x80:
      out.append(UInt8(value))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | value >> 6))
      out.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | value >> 12))
      out.append(UInt8(0x80 | value >> 6 & 0x3F))
      out.append(UInt8(0x80 | value & 0x3F))
    default:
      out.append(UInt8(0xF0 | value >> 18))
      out.append(UInt8(0x80 | value >> 12 & 0x3F))
      out.append(UInt8(0x80 | value >> 6 & 0x3F))
      out.append(UInt8(0x80 | value & 0x3F))
    }
  }
}
