import Testing

@testable import PaletteCore

/// `UTF8Encoding`, shared by the JSON parser's escapes and the XML reader's references and
/// transcoding: every length of sequence, checked against the standard library's encoder.
@Suite struct UTF8EncodingTests {
  @Test func everyLengthMatchesTheStandardLibrary() {
    for value: UInt32 in [
      0, 0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x20AC, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF,
    ] {
      var out: [UInt8] = []
      UTF8Encoding.append(value, to: &out)
      #expect(out == Array(String(Unicode.Scalar(value)!).utf8), "U+\(String(value, radix: 16))")
    }
  }
}
