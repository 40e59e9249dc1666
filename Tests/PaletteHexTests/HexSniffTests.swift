import PaletteCore
import TestSupport
import Testing

@testable import PaletteHex

@Suite struct HexSniffTests {
  private func sniff(_ text: String) -> (hex: DetectionConfidence, paintNet: DetectionConfidence) {
    let bytes = Array(text.utf8)
    return (HexListFormat().sniff(bytes[...]), PaintNetFormat().sniff(bytes[...]))
  }

  @Test(
    arguments: [
      ("1a1c2c\n5d275d\n", DetectionConfidence.weak, DetectionConfidence.none),
      ("#FF0000 Red\n#00ff00\n", .weak, .none),
      ("# Sweetie 16\n1a1c2c\n", .weak, .none),
      ("; paint.net Palette File\nFF000000\n", .none, .strong),
      (";PAINT.NET palette\n", .none, .strong),
      ("; Arne16 for Paint.Net\n000000 ; void\n", .weak, .strong),
      ("; colours\nFF000000\nFFFF0000\n", .none, .weak),
      ("; colours\n#FF000000\n", .weak, .none),
      ("; colours\nFF0000\n", .weak, .none),
      ("GIMP Palette\nName: x\n", .none, .none),
      (":root {\n  --red: #f00;\n}\n", .none, .none),
      ("{\"colors\": []}\n", .none, .none),
      ("", .none, .none),
      ("; only comments\n", .none, .none),
      ("ff0000\n00ff00\n00ff", .weak, .none),
    ] as [(String, DetectionConfidence, DetectionConfidence)])
  func sniffsByContent(_ text: String, _ hex: DetectionConfidence, _ paintNet: DetectionConfidence)
  {
    let result = sniff(text)
    #expect(result.hex == hex)
    #expect(result.paintNet == paintNet)
  }

  @Test func sniffingWorksOnSlicesAndAfterAByteOrderMark() {
    let bytes =
      Array("xx".utf8) + [0xEF, 0xBB, 0xBF] + Array("; paint.net Palette File\r\nFF000000\r\n".utf8)
    #expect(PaintNetFormat().sniff(bytes[2...]) == .strong)
    let hex = Array("xx".utf8) + [0xEF, 0xBB, 0xBF] + Array("ff0000\n".utf8)
    #expect(HexListFormat().sniff(hex[2...]) == .weak)
  }

  @Test func sniffingAPrefixCutMidLineStillWorks() {
    let bytes = Array(String(repeating: "#123456 A name\n", count: 400).utf8)
    #expect(bytes.count > 4096)
    #expect(HexListFormat().sniff(bytes.prefix(4096)) == .weak)
  }
}
