import Testing

@testable import PaletteCore

/// Hex colour text, read and written by the one shared implementation.
@Suite struct HexTextTests {
  @Test(arguments: [
    ("#1E90FF", RGBA8(red: 30, green: 144, blue: 255)),
    ("1e90ff", RGBA8(red: 30, green: 144, blue: 255)),
    ("#f80", RGBA8(red: 255, green: 136, blue: 0)),
    ("#f808", RGBA8(red: 255, green: 136, blue: 0, alpha: 136)),
    ("#1E90FF80", RGBA8(red: 30, green: 144, blue: 255, alpha: 128)),
    ("#000000ff", RGBA8(red: 0, green: 0, blue: 0)),
  ])
  func reads(text: String, expected: RGBA8) {
    #expect(RGBA8(hex: text) == expected)
  }

  @Test(arguments: [
    "", "#", "#12", "#12345", "#1234567", "#123456789", "#12G", "##123", " #123", "#123 ", "#１２３",
  ])
  func rejects(text: String) {
    #expect(RGBA8(hex: text) == nil)
  }

  @Test func everyByteIsClassifiedAsUInt8RadixSixteenDoes() {
    for byte in UInt8.min...UInt8.max {
      let reference = UInt8(String(decoding: [byte], as: UTF8.self), radix: 16)
      #expect(HexDigits.value(byte) == reference, "byte \(byte)")
    }
  }

  @Test func printsAndReadsBackEveryChannelValue() {
    for value in UInt8.min...UInt8.max {
      let color = RGBA8(red: value, green: 255 - value, blue: value / 2, alpha: value)
      let upper = color.hexString(includeAlpha: true)
      #expect(upper == "#" + [value, 255 - value, value / 2, value].map(Self.twoDigits).joined())
      #expect(RGBA8(hex: upper) == color)
      let lower = String(
        decoding: color.hexBytes(includeAlpha: true, uppercase: false), as: UTF8.self)
      #expect(lower == upper.lowercased())
      #expect(RGBA8(hex: lower) == color)
    }
  }

  @Test func alphaFirstIsAndroidsOrder() {
    #expect(
      HexDigits.color(ArraySlice("80FF0000".utf8), alphaFirst: true)
        == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(
      HexDigits.color(ArraySlice("8F00".utf8), alphaFirst: true)
        == RGBA8(red: 255, green: 0, blue: 0, alpha: 136))
    #expect(
      HexDigits.color(ArraySlice("F00".utf8), alphaFirst: true)
        == RGBA8(red: 255, green: 0, blue: 0))
  }

  static func twoDigits(_ value: UInt8) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return value < 16 ? "0" + text : text
  }
}
