import Testing

@testable import PalettePAL

/// `Windows1252` and `DecimalInteger`, the text primitives the `.pal` readers added.
@Suite struct PALTextPrimitivesTests {
  @Test func windows1252DiffersFromLatin1OnlyIn0x80To0x9F() {
    #expect(Windows1252.scalar(0x80) == "\u{20AC}")
    #expect(Windows1252.scalar(0x99) == "\u{2122}")
    #expect(Windows1252.scalar(0x9F) == "\u{178}")
    #expect(Windows1252.scalar(0x81) == "\u{81}")
    #expect(Windows1252.scalar(0xE9) == "\u{E9}")
    #expect(Windows1252.scalar(0x41) == "A")
    #expect(
      Windows1252.decode([0x43, 0x61, 0x66, 0xE9, 0x20, 0x93, 0x94], 0..<7)
        == "Café \u{201C}\u{201D}")
  }

  @Test(arguments: [
    ("0", 0 as Int?), ("255", 255), ("+7", 7), ("-12", -12), ("", nil), ("-", nil), ("1a", nil),
    ("99999999999999999999", 1_000_000), ("-99999999999999999999", -1_000_000),
  ])
  func decimalIntegers(_ text: String, _ expected: Int?) {
    let bytes = Array(text.utf8)
    #expect(DecimalInteger.parse(bytes, 0..<bytes.count) == expected)
  }

  @Test func decimalIntegerReadsOnlyItsRange() {
    let bytes = Array("x42y".utf8)
    #expect(DecimalInteger.parse(bytes, 1..<3) == 42)
    #expect(DecimalInteger.parse(bytes, 1..<3, saturatingAt: 10) == 10)
  }
}
