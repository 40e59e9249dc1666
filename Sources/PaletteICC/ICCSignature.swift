/// A four-character code of the ICC format: tag, type, class and colour-space signatures.
public struct ICCSignature: Hashable, Sendable, CustomStringConvertible {
  /// The code as a big-endian 32-bit integer.
  public let rawValue: UInt32

  /// Creates a signature from its big-endian value.
  ///
  /// - Parameter rawValue: The four bytes, first character in the high byte.
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }

  /// Creates a signature from four ASCII characters (`"A2B0"`, `"mft2"`); shorter text is
  /// padded with spaces.
  ///
  /// - Parameter text: Up to four ASCII characters.
  public init(_ text: StaticString) {
    var value: UInt32 = 0
    var count = 0
    text.withUTF8Buffer { buffer in
      for byte in buffer.prefix(4) {
        value = value << 8 | UInt32(byte)
        count += 1
      }
    }
    while count < 4 {
      value = value << 8 | 0x20
      count += 1
    }
    rawValue = value
  }

  /// The four characters, non-printable bytes as `?`.
  public var description: String {
    var text = ""
    for shift in stride(from: 24, through: 0, by: -8) {
      let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
      text.append((0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?")
    }
    return text
  }
}
