import TestSupport
import Testing

@testable import PaletteCore

/// The one UTF-8 validator every text codec uses, held to the standard library's.
@Suite struct UTF8ValidationTests {
  /// The standard library's answer: the offset of the first byte of the first invalid
  /// sequence, found by validating ever longer prefixes that end on sequence boundaries.
  static func reference(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      var length = 1
      while length <= 4 && index + length <= bytes.count
        && String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil
      {
        length += 1
      }
      guard length <= 4, index + length <= bytes.count else { return index }
      index += length
    }
    return nil
  }

  @Test func agreesWithTheStandardLibraryOnRandomText() {
    var random = SplitMix64(seed: 0x5EED_0F_0CE7)
    // Mostly ASCII with runs past eight bytes, so the word-at-a-time path is crossed too.
    let alphabet: [UInt8] =
      Array("abc #;\n".utf8) + [
        0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F, 0x90,
        0x8F,
      ]
    for _ in 0..<20_000 {
      let count = Int(random.next() % 40)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let found = TextDecoder.firstInvalidUTF8(bytes, 0..<bytes.count)
      #expect(found == Self.reference(bytes), "\(bytes)")
      if found != nil { continue }
      #expect(String(validating: bytes, as: UTF8.self) != nil)
    }
  }

  @Test func validTextOfEveryLengthPasses() {
    let text = Array("Ünïcödé swatch 🎨 name, long enough to cross several words".utf8)
    for end in 0...text.count where String(validating: text[..<end], as: UTF8.self) != nil {
      #expect(TextDecoder.firstInvalidUTF8(text, 0..<end) == nil)
    }
  }
}
