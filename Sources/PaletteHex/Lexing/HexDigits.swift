import PaletteCore

/// Reading and writing runs of hexadecimal digits.
enum HexDigits {
  /// The offset just past the run of hex digits that starts at `start`, stopping at `end`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: Where the run starts.
  ///   - end: Where to stop at the latest.
  /// - Returns: The end of the run; `start` when there is no digit.
  static func runEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
    var index = start
    while index < end && ByteClass.hexValue(bytes[index]) != nil { index += 1 }
    return index
  }

  /// The colour spelled by 3, 4, 6 or 8 hex digits.
  ///
  /// Three digits are `RGB`, six `RRGGBB`; four and eight carry alpha, last (`RGBA`,
  /// `RRGGBBAA`) or first (`ARGB`, `AARRGGBB`) as `alphaFirst` says. A short digit `d` stands
  /// for `dd`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - digits: The range of the digits, all of them hex digits.
  ///   - alphaFirst: Whether the alpha of 4 and 8 digits comes first.
  /// - Returns: The colour, or `nil` for any other number of digits.
  static func color(_ bytes: [UInt8], _ digits: Range<Int>, alphaFirst: Bool) -> RGBA8? {
    // The channels in digit order, on the stack (no array per colour).
    var values = SIMD4<UInt8>(0, 0, 0, 0)
    let count: Int
    switch digits.count {
    case 3, 4:
      count = digits.count
      for step in 0..<count {
        let nibble = ByteClass.hexValue(bytes[digits.lowerBound + step]) ?? 0
        values[step] = nibble << 4 | nibble
      }
    case 6, 8:
      count = digits.count / 2
      for step in 0..<count {
        let index = digits.lowerBound + 2 * step
        let high = ByteClass.hexValue(bytes[index]) ?? 0
        let low = ByteClass.hexValue(bytes[index + 1]) ?? 0
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

  /// Appends `value` as two hex digits.
  ///
  /// - Parameters:
  ///   - value: The byte.
  ///   - uppercase: Whether to use `A`–`F` rather than `a`–`f`.
  ///   - out: The output.
  static func append(_ value: UInt8, uppercase: Bool, to out: inout [UInt8]) {
    let table = uppercase ? upperDigits : lowerDigits
    out.append(table[Int(value >> 4)])
    out.append(table[Int(value & 0x0F)])
  }

  private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
  private static let lowerDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
