import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PaletteDesktop

@Suite struct SkencilPaletteTests {
  let format = SkencilPaletteFormat()

  @Test func theRealFile() throws {
    let bytes = Fixtures.bytes("skencil/real/mini.spl")
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 23)
    #expect(swatches[1].name == "90% Black")
    // The components are kept as written: 0.1, not 26/255.
    #expect(swatches[1].color == .srgb(0.1, 0.1, 0.1))
    #expect(swatches.last?.name == "Dark Yellow")
    #expect(swatches.last?.color == .srgb(0.5, 0.5, 0))
    #expect(
      FormatRegistry.builtIn.detect(bytes: bytes, pathExtension: nil).format?.identifier
        == "skencil")
  }

  @Test func goldenAndExactRoundTrip() throws {
    var palette = DesktopTest.palette
    palette.groups[0].swatches.append(Swatch(name: "Tenth", color: .srgb(0.1, 0.123456789, 1)))
    let encoded = try format.encodeReportingLosses(palette)
    Golden.check(encoded.bytes, against: "skencil/golden/golden.spl")
    let read = try format.decode(encoded.bytes).palette
    #expect(read.allSwatches[2].color == .srgb(0.1, 0.123456789, 1))
    #expect(read.allSwatches[0].color == .srgb8(0x0D, 0x3B, 0x66))
    #expect(try format.encode(read) == encoded.bytes)
  }

  static let bad: [BadInputCase] = [
    BadInputCase(
      name: "no header", text: "0 0 0\tBlack\n", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "out of range", text: "##Sketch RGBPalette 0\n0.5 1.5 0\tOdd\n", kind: .invalidValue,
      message: "green value 1.5 is outside 0...1", location: .text(line: 2, column: 5)),
    BadInputCase(
      name: "NaN", text: "##Sketch RGBPalette 0\nnan 0 0\tOdd\n", kind: .syntax,
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "exponent", text: "##Sketch RGBPalette 0\n1e-1 0 0\n", kind: .syntax,
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "truncated", text: "##Sketch RGBPalette 0\n0.5 0.5", kind: .syntax,
      location: .text(line: 2, column: 8)),
  ]

  @Test(arguments: bad)
  func badInput(_ input: BadInputCase) {
    input.expectRefused(format: "skencil") { _ = try format.decode($0) }
  }
}
