/// The Windows-1252 code page ("ANSI" on Western Windows), which old Windows programs wrote
/// text in.
package enum Windows1252 {
  /// The characters of bytes 0x80...0x9F, where Windows-1252 differs from Latin-1. The five
  /// bytes the code page leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) are the C1 controls of
  /// the same value, as the WHATWG Encoding Standard maps them.
  private static let high: [Unicode.Scalar] = [
    "\u{20AC}", "\u{81}", "\u{201A}", "\u{192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
    "\u{2C6}", "\u{2030}", "\u{160}", "\u{2039}", "\u{152}", "\u{8D}", "\u{17D}", "\u{8F}",
    "\u{90}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
    "\u{2DC}", "\u{2122}", "\u{161}", "\u{203A}", "\u{153}", "\u{9D}", "\u{17E}", "\u{178}",
  ]

  /// The character of one byte.
  ///
  /// - Parameter byte: Any byte.
  /// - Returns: Its Windows-1252 character.
  package static func scalar(_ byte: UInt8) -> Unicode.Scalar {
    byte >= 0x80 && byte <= 0x9F ? high[Int(byte - 0x80)] : Unicode.Scalar(byte)
  }

  /// Decodes `bytes[range]` as Windows-1252; every byte is a character, so nothing can fail.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - range: The bytes to decode.
  /// - Returns: The string.
  /// - Complexity: O(*n*) in the length of the range.
  package static func decode(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: bytes[range].lazy.map(scalar))
    return text
  }
}
