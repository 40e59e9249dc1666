import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PaletteDesktop

@Suite struct X11ColorsTests {
  let format = X11ColorsFormat()

  @Test func hashLinesAreCommentsAsInEmacsCopy() throws {
    // Emacs's etc/rgb.txt opens with `#` lines; its readers skip what is not a colour.
    let decoded = try format.decode(
      Array("# Emacs's copy\n#\n255 250 250\t\tsnow\n  0   0   0\t\tblack\n".utf8))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.description == "Emacs's copy\n")
    #expect(decoded.palette.allSwatches.map(\.name) == ["snow", "black"])
  }

  @Test func readsXOrgLayout() throws {
    let decoded = try format.decode(
      Array(
        "! $Xorg: rgb.txt $\n255 250 250\t\tsnow\n  0   0   0\t\tblack\n248 248 255 ghost white\r\n"
          .utf8))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.map(\.name) == ["snow", "black", "ghost white"])
    #expect(DesktopTest.hex(decoded.palette) == ["fffafa", "000000", "f8f8ff"])
    #expect(decoded.palette.description == "$Xorg: rgb.txt $")
    #expect(decoded.palette.allSwatches[1].location == .text(line: 3, column: 3))
  }

  @Test func theRealDatabase() throws {
    let decoded = try format.decode(Fixtures.bytes("x11/real/rgb.txt"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    // 754 lines, one of them the `! $Xorg` comment.
    #expect(swatches.count == 753)
    #expect(swatches.first?.name == "snow")
    #expect(swatches.first?.color == .srgb8(255, 250, 250))
    #expect(swatches.last?.name == "LightGreen")
    #expect(swatches.last?.color == .srgb8(144, 238, 144))
    #expect(swatches.contains { $0.name == "dark slate gray" && $0.color == .srgb8(47, 79, 79) })
    let detection = FormatRegistry.builtIn.detect(
      bytes: Fixtures.bytes("x11/real/rgb.txt"), pathExtension: "txt")
    #expect(detection.format?.identifier == "x11")
  }

  @Test func goldenAndExactRoundTrip() throws {
    let encoded = try format.encodeReportingLosses(DesktopTest.palette)
    Golden.check(encoded.bytes, against: "x11/golden/golden.txt")
    #expect(
      Set(encoded.losses.map(\.code)) == [
        "loss.groups", "loss.alpha", "loss.model", "loss.palette-name", "loss.columns",
        "loss.renamed",
      ])
    let read = try format.decode(encoded.bytes).palette
    #expect(read.description == "Colours of the harbour\n\nsecond paragraph")
    #expect(read.allSwatches.map(\.name) == ["Deep", "Foam", "Magenta", "Glass", nil])
    #expect(DesktopTest.hex(read) == ["0d3b66", "deebee", "ff00ff", "33998c", "000000"])
    #expect(try format.encode(read) == encoded.bytes)
  }

  @Test func aCommentKeepsItsTrailingBlanksSoTheDescriptionReadsBack() throws {
    // Latin-1 0x85 reads as U+0085 (NEXT LINE), which the writer turns into a line break.
    let bytes = Array("! one \n!  two".utf8) + [0x85] + Array("\n1 2 3 x\n".utf8)
    let first = try format.decode(bytes).palette
    #expect(first.description == "one \n two\u{85}")
    let second = try format.decode(try format.encode(first)).palette
    // The line break U+0085 becomes is kept: the empty line after it is written as `!`.
    #expect(second.description == "one \n two\n")
    #expect(try format.encode(second) == (try format.encode(first)))
  }

  static let bad: [BadInputCase] = [
    BadInputCase(
      name: "letters", text: "255 x 0 red\n", kind: .syntax,
      message: "invalid green value 'x'; expected a whole number 0...255",
      location: .text(line: 1, column: 5)),
    BadInputCase(
      name: "out of range", text: "! c\n256 0 0 red\n", kind: .invalidValue,
      message: "red value 256 is outside 0...255", location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "truncated", text: "255 0\n", kind: .syntax, location: .text(line: 1, column: 6)),
    BadInputCase(
      name: "huge", text: "99999999999999999999999 0 0 x\n", kind: .invalidValue,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "decimal", text: "1.5 0 0 x\n", kind: .syntax, location: .text(line: 1, column: 1)),
  ]

  @Test(arguments: bad)
  func badInput(_ input: BadInputCase) {
    input.expectRefused(format: "x11") { _ = try format.decode($0) }
  }

  @Test func sniffing() {
    #expect(format.sniff(Array("! comment\n255 0 0 red\n".utf8)[...]) == .strong)
    #expect(format.sniff(Array("255 0 0 red\n0 0 0 black\n".utf8)[...]) == .weak)
    #expect(format.sniff(Array("255 0 0\n".utf8)[...]) == .weak)
    #expect(format.sniff(Array("255 0\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("GIMP Palette\n255 0 0 red\n".utf8)[...]) == .none)
    #expect(format.sniff(Array("FF000000\n".utf8)[...]) == .none)
  }
}
