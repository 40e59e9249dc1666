import PaletteCore
import PalettePixelArt
import TestSupport
import Testing

@Suite struct LospecTests {
  let format = LospecFormat()

  @Test func readsThePaletteAPIsAnswer() throws {
    let bytes = Fixtures.bytes("lospec/sweetie-16.json")
    #expect(format.sniff(bytes[...]) == .strong)
    let decoded = try format.decode(bytes)
    #expect(decoded.palette.name == "Sweetie 16")
    #expect(decoded.palette.description == "Author: GrafxKid")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 16)
    #expect(swatches[0].color == .srgb8(0x1A, 0x1C, 0x2C))
    #expect(swatches[15].color == .srgb8(0x33, 0x3C, 0x57))
    #expect(swatches.allSatisfy { $0.name == nil })
    #expect(decoded.warnings.isEmpty)
  }

  @Test func anEmptyAuthorIsNoDescription() throws {
    let decoded = try format.decode(
      Array(##"{"name":"Two","author":"","colors":["#FFFFFF","000000"]}"##.utf8))
    #expect(decoded.palette.description == nil)
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(255, 255, 255), .srgb8(0, 0, 0)])
  }

  @Test(arguments: [
    (#"{"name":"x","colors":["12345"]}"#, 1, 23),
    (#"{"name":"x","colors":["1234567"]}"#, 1, 23),
    (#"{"name":"x","colors":["gggggg"]}"#, 1, 23),
    (#"{"name":"x","colors":[123456]}"#, 1, 23),
    (#"{"name":"x","colors":"123456"}"#, 1, 22),
    (#"{"name":3,"colors":[]}"#, 1, 9),
    (#"{"name":"x"}"#, 1, 1),
  ])
  func badInputIsRefusedWithAPosition(_ text: String, _ line: Int, _ column: Int) {
    do {
      _ = try format.decode(Array(text.utf8))
      Issue.record("decoded")
    } catch {
      #expect(error.kind == .invalidValue, "\(error)")
      #expect(error.location == .text(line: line, column: column), "\(error)")
    }
  }

  @Test func detection() {
    #expect(format.sniff(Array(#"{"name":"x","colors":["123456"]}"#.utf8)[...]) == .weak)
    #expect(
      format.sniff(Array(#"{"colors":[{"color":"(1, 0, 0, 1)","index":0}]}"#.utf8)[...]) == .none)
    #expect(format.sniff(Array(#"{"author":"x","colors":{}}"#.utf8)[...]) == .none)
  }

  @Test func everyPrefixFailsWithAPosition() {
    EveryPrefix.check(Fixtures.bytes("lospec/sweetie-16.json"), with: format)
  }
}
