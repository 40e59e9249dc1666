/// Hexadecimal digits as bytes, for every codec that reads or writes them: one definition of
/// what a hex digit is, how one is spelled, and how a run of them spells a colour.
package enum HexDigits {
  /// The value of an ASCII hexadecimal digit of either case, or `nil` for any other byte.
  ///
  /// - Parameter byte: A byte of text.
  /// - Returns: 0...15, or `nil`.
  @inlinable @inline(__always)
  package static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
    default: nil
    }
  }

  /// Whether `byte` is an ASCII hexadecimal digit of either case.
  @inlinable @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool { value(byte) != nil }

  /// The digit that spells `nibble` (its low four bits): `0`-`9`, then `A`-`F` or `a`-`f`.
  @inlinable @inline(__always)
  package static func digit(_ nibble: UInt8, uppercase: Bool) -> UInt8 {
    let value = nibble & 0xF
    return value < 10 ? 0x30 &+ value : (uppercase ? 0x37 : 0x57) &+ value
  }

  /// Appends `value` as two hex digits, high nibble first.
  ///
  /// - Parameters:
  ///   - value: The byte.
  ///   - uppercase: Whether to use `A`–`F` rather than `a`–`f`.
  ///   - out: The output.
  @inlinable @inline(__always)
  package static func append(_ value: UInt8, uppercase: Bool, to out: inout [UInt8]) {
    out.append(digit(value >> 4, uppercase: uppercase))
    out.append(digit(value, uppercase: uppercase))
  }

  /// The offset just past the run of hex digits that starts at `start`, stopping at `end`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: Where the run starts.
  ///   - end: Where to stop at the latest.
  /// - Returns: The end of the run; `start` when there is no digit.
  @inlinable
  package static func runEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
    var index = start
    while index < end && isDigit(bytes[index]) { index += 1 }
    return index
  }

  /// The colour spelled by 3, 4, 6 or 8 hex digits.
  ///
  /// Three digits are `RGB`, six `RRGGBB`; four and eight carry alpha, last (`RGBA`,
  /// `RRGGBBAA`, as CSS and hex lists write it) or first (`ARGB`, `AARRGGBB`, as Android and
  /// Paint.NET do) as `alphaFirst` says. A short digit `d` stands for `dd`.
  ///
  /// It takes an `ArraySlice` rather than any collection: the readers call it for every line,
  /// and the generic form was not specialised across modules, costing some 2,800 instructions
  /// a colour in witness calls (callgrind, 200,000-line hex list).
  ///
  /// - Parameters:
  ///   - digits: The digits' bytes.
  ///   - alphaFirst: Whether the alpha of 4 and 8 digits comes first.
  /// - Returns: The colour, or `nil` for another count or a byte that is not a hex digit.
  @inlinable
  package static func color(_ digits: ArraySlice<UInt8>, alphaFirst: Bool) -> RGBA8? {
    // The channels in digit order, on the stack (no array per colour).
    var values = SIMD4<UInt8>(0, 0, 0, 0)
    let count: Int
    var index = digits.startIndex
    switch digits.count {
    case 3, 4:
      count = digits.count
      for step in 0..<count {
        guard let nibble = value(digits[index]) else { return nil }
        digits.formIndex(after: &index)
        values[step] = nibble << 4 | nibble
      }
    case 6, 8:
      count = digits.count / 2
      for step in 0..<count {
        guard let high = value(digits[index]) else { return nil }
        digits.formIndex(after: &index)
        guard let low = value(digits[index]) else { return nil }
        digits.formIndex(after: &index)
        values[step] = high << 4 | low
      }
    default:
      return nil
    }
    if count == 3 {
      return RGBA8(red: values[0], green: values[1], blue: values[2])
    }
    if alphaFirst {
      return RGBA8(red: values[1], green: values[2], blue: values[3], alpha: values[0])
    }
    return RGBA8(red: values[0], green: values[1], blue: values[2], alpha: values[3])
  }
}
