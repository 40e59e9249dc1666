import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PaletteDesktop

@Suite struct PainterSwatchesTests {
  let format = PainterSwatchesFormat()

  @Test func theRealFileWithLayoutLines() throws {
    let bytes = Fixtures.bytes("painter/real/adobe-swatch-fun.txt")
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.columns == 22)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 408)
    #expect(swatches.allSatisfy { $0.name == nil })
    #expect(swatches[2].color == .srgb8(29, 0, 0))
    #expect(swatches.last?.color == .srgb8(103, 0, 1))
    #expect(
      FormatRegistry.builtIn.detect(bytes: bytes, pathExtension: "txt").format?.identifier
        == "painter")
  }

  @Test func theRealFileWithVariabilityAndNames() throws {
    let decoded = try format.decode(Fixtures.bytes("painter/real/corel-odd-coding.txt"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 13)
    #expect(swatches[0].name == nil)
    #expect(swatches[0].color == .srgb8(0, 166, 214))
    #expect(swatches[1].name == "PANTONE Process Magenta C")
    #expect(swatches[1].color == .srgb8(214, 0, 110))
    #expect(swatches[6].name == "FISH AND COPS")
    #expect(swatches[12].color == .srgb8(0, 107, 163))
    #expect(swatches[7].location == .text(line: 14, column: 1))
  }

  @Test func goldenAndExactRoundTrip() throws {
    let encoded = try format.encodeReportingLosses(DesktopTest.palette)
    Golden.check(encoded.bytes, against: "painter/golden/golden.txt")
    let read = try format.decode(encoded.bytes).palette
    #expect(read.columns == 4)
    #expect(read.allSwatches.map(\.name) == ["Deep", "Foam", "Magenta", "Glass", nil])
    #expect(DesktopTest.hex(read) == ["0d3b66", "deebee", "ff00ff", "33998c", "000000"])
    #expect(try format.encode(read) == encoded.bytes)
  }

  static let bad: [BadInputCase] = [
    BadInputCase(
      name: "no G", text: "R:1, B:2, G:3\n", kind: .syntax,
      location: .text(line: 1, column: 6)),
    BadInputCase(
      name: "out of range", text: "R:1, G:256, B:0\n", kind: .invalidValue,
      message: "green value 256 is outside 0...255", location: .text(line: 1, column: 8)),
    BadInputCase(
      name: "bad variability", text: "R:1, G:2, B:3  HV:nan, SV:0, VV:0\n", kind: .syntax,
      location: .text(line: 1, column: 19)),
    BadInputCase(
      name: "huge layout", text: "COLS 99999999\nR:1, G:2, B:3\n", kind: .invalidValue,
      location: .text(line: 1, column: 6)),
    BadInputCase(
      name: "truncated", text: "R:1, G:2, B:", kind: .syntax, location: .text(line: 1, column: 13)),
    BadInputCase(
      name: "other text", text: "R:1, G:2, B:3\nhello\n", kind: .syntax,
      location: .text(line: 2, column: 1)),
  ]

  @Test(arguments: bad)
  func badInput(_ input: BadInputCase) {
    input.expectRefused(format: "painter") { _ = try format.decode($0) }
  }

  @Test func sniffing() {
    #expect(format.sniff(Array("ROWS 2\nCOLS 3\n".utf8)[...]) == .strong)
    #expect(format.sniff(Array("\nR: 000, G:000, B:000 \n".utf8)[...]) == .strong)
    #expect(format.sniff(Array("255 0 0 R: red\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("; paint.net\nFF000000\n".utf8)[...]) == .none)
  }
}
