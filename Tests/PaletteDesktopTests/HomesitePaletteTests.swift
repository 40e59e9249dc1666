import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PaletteDesktop

@Suite struct HomesitePaletteTests {
  let format = HomesitePaletteFormat()

  @Test func theRealFiles() throws {
    let first = try format.decode(Fixtures.bytes("homesite/real/hpl1_v4.0.hpl"))
    #expect(first.warnings.isEmpty)
    #expect(first.palette.swatchCount == 287)
    #expect(DesktopTest.hex(first.palette).prefix(3) == ["000000", "ffffff", "cccccc"])
    let second = try format.decode(Fixtures.bytes("homesite/real/hpl2_v4.0.hpl"))
    #expect(second.palette.swatchCount == 256)
    // The second file is a gray ramp: colour n is (n, n, n).
    #expect(
      second.palette.allSwatches.enumerated().allSatisfy { index, swatch in
        swatch.color == .srgb8(UInt8(index), UInt8(index), UInt8(index))
      })
    #expect(
      FormatRegistry.builtIn.detect(
        bytes: Fixtures.bytes("homesite/real/hpl2_v4.0.hpl"), pathExtension: nil
      ).format?.identifier == "homesite")
  }

  @Test func goldenAndExactRoundTrip() throws {
    let encoded = try format.encodeReportingLosses(DesktopTest.palette)
    Golden.check(encoded.bytes, against: "homesite/golden/golden.hpl")
    #expect(encoded.losses.map(\.code).contains("loss.names"))
    let read = try format.decode(encoded.bytes).palette
    #expect(DesktopTest.hex(read) == ["0d3b66", "deebee", "ff00ff", "33998c", "000000"])
    #expect(try format.encode(read) == encoded.bytes)
  }

  @Test func anotherVersionIsAWarning() throws {
    let decoded = try format.decode(Array("Palette\nVersion 5.0\n1 2 3\n".utf8))
    #expect(decoded.warnings.map(\.code) == ["homesite.version"])
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 9))
  }

  static let bad: [BadInputCase] = [
    BadInputCase(
      name: "no header", text: "Palettes\nVersion 4.0\n", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "no version", text: "Palette\n", kind: .unexpectedEndOfInput,
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "a name", text: "Palette\nVersion 4.0\n1 2 3 red\n", kind: .syntax,
      location: .text(line: 3, column: 7)),
    BadInputCase(
      name: "out of range", text: "Palette\nVersion 4.0\n1 2 300\n", kind: .invalidValue,
      location: .text(line: 3, column: 5)),
  ]

  @Test(arguments: bad)
  func badInput(_ input: BadInputCase) {
    input.expectRefused(format: "homesite") { _ = try format.decode($0) }
  }
}
