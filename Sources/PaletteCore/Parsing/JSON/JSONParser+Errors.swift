extension JSONParser {
  func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: format, location: .text(offset: offset, in: bytes))
  }

  /// The error for a byte that cannot start what the grammar expects at the cursor.
  func unexpectedByte(expecting expected: String) -> PaletteError {
    let byte = bytes[index]
    if byte >= 0x80 {
      var probe = self
      do {
        try probe.skipUTF8Sequence()
      } catch {
        return error
      }
    }
    for word in ["NaN", "Infinity"] where bytes[index...].starts(with: word.utf8) {
      return error(.syntax, "\(word) is not valid JSON; numbers must be finite", at: index)
    }
    return error(.syntax, "expected \(expected), found \(describeByte(at: index))", at: index)
  }

  /// The character at `offset` for messages: `'x'`, `U+00E9 'é'` or `byte 0x1F`.
  func describeByte(at offset: Int) -> String {
    let byte = bytes[offset]
    if byte >= 0x80 {
      var probe = self
      probe.index = offset
      if (try? probe.skipUTF8Sequence()) != nil {
        let text = String(decoding: bytes[offset..<probe.index], as: UTF8.self)
        if let scalar = text.unicodeScalars.first {
          return "U+\(hex4(scalar.value)) '\(text)'"
        }
      }
    }
    return describeByteValue(byte, quoted: true)
  }

  func describeByteValue(_ byte: UInt8, quoted: Bool) -> String {
    if byte >= 0x21 && byte < 0x7F {
      let text = String(UnicodeScalar(byte))
      return quoted ? "'\(text)'" : text
    }
    return quoted ? "byte 0x\(hex2(byte))" : "x\(hex2(byte))"
  }

  func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }

  func hex4(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    var shift = value > 0xFFFF ? 20 : 12
    while shift >= 0 {
      out.append(digits[Int(value >> UInt32(shift) & 0xF)])
      shift -= 4
    }
    return String(decoding: out, as: UTF8.self)
  }
}
