import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PaletteDesktop

@Suite struct KDEPaletteTests {
  let format = KDEPaletteFormat()

  @Test func readsHeaderCommentsAndColours() throws {
    let decoded = try format.decode(
      Array(
        "KDE RGB Palette\r\n# Forty\r\n#\r\n0 0 0\tBlack\r\n\r\n255 255 255 White\r\n1 2 3\r\n".utf8
      ))
    #expect(decoded.warnings.isEmpty)
    // Comment lines are the description as they are, the empty one included.
    #expect(decoded.palette.description == "Forty\n")
    #expect(decoded.palette.allSwatches.map(\.name) == ["Black", "White", nil])
    #expect(DesktopTest.hex(decoded.palette) == ["000000", "ffffff", "010203"])
  }

  @Test func nameAndColumnsLinesAreTheHeaderOtherToolsWrite() throws {
    // anypalette.js writes these after the first line; KDE's own reader skips them.
    let decoded = try format.decode(
      Array("KDE RGB Palette\nName: Forty\nColumns: 8\n# note\n0 0 0 Black\n".utf8))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Forty")
    #expect(decoded.palette.columns == 8)
    #expect(decoded.palette.description == "note")
    #expect(decoded.palette.allSwatches.map(\.name) == ["Black"])
    #expect(throws: PaletteError.self) {
      try format.decode(Array("KDE RGB Palette\nColumns: many\n0 0 0\n".utf8))
    }
  }

  @Test func theRealFortyColours() throws {
    let bytes = Fixtures.bytes("kde/real/KDE40.colors")
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 40)
    #expect(swatches[0].name == "Black")
    // `255 255 255 White` is written with a space, the others with a tab.
    #expect(swatches[7].name == "White")
    #expect(swatches[7].color == .srgb8(255, 255, 255))
    #expect(swatches.last?.name == "Very light orange")
    #expect(swatches.last?.color == .srgb8(255, 220, 168))
    #expect(
      FormatRegistry.builtIn.detect(bytes: bytes, pathExtension: nil).format?.identifier == "kde")
  }

  @Test func goldenAndExactRoundTrip() throws {
    let encoded = try format.encodeReportingLosses(DesktopTest.palette)
    Golden.check(encoded.bytes, against: "kde/golden/golden.colors")
    let read = try format.decode(encoded.bytes).palette
    #expect(read.description == "Colours of the harbour\n\nsecond paragraph")
    #expect(read.allSwatches.map(\.name) == ["Deep", "Foam", "Magenta", "Glass", nil])
    #expect(try format.encode(read) == encoded.bytes)
    // Without a description KDE writes a lone `#`.
    #expect(
      try format.encode(Palette(swatches: [Swatch(name: "A", color: .srgb8(1, 2, 3))]))
        == Array("KDE RGB Palette\n#\n1 2 3 A\n".utf8))
  }

  static let bad: [BadInputCase] = [
    BadInputCase(
      name: "no header", text: "GIMP Palette\n0 0 0 a\n", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "empty", text: "", kind: .invalidSignature, location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "out of range", text: "KDE RGB Palette\n0 -1 0 a\n", kind: .invalidValue,
      location: .text(line: 2, column: 3)),
    BadInputCase(
      name: "truncated", text: "KDE RGB Palette\n0 0", kind: .syntax,
      location: .text(line: 2, column: 4)),
  ]

  @Test(arguments: bad)
  func badInput(_ input: BadInputCase) {
    input.expectRefused(format: "kde") { _ = try format.decode($0) }
  }
}
