import PaletteCore
import TestSupport
import Testing

@testable import PaletteDesktop

/// Xara palettes (`.jcw`): the header, fixed records, and bad input at its place.
@Suite struct XaraJCWTests {
  static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

  /// A header: `JCW`, version 1, the count, the type and the size of a name.
  static func header(count: Int, type: UInt8, nameSize: UInt8 = 8) -> [UInt8] {
    Array("JCW".utf8) + [1] + u16(count) + [type, nameSize]
  }

  /// A record: four values and a name padded with NULs to `size` bytes.
  static func record(_ values: [Int], _ name: [UInt8], size: Int = 8) -> [UInt8] {
    values.flatMap(u16) + name + [UInt8](repeating: 0, count: size - name.count)
  }

  /// The 8-bit value of a component in ten-thousandths, rounded.
  static func byte(_ component: Float) -> Int { Int((Double(component) * 255).rounded()) }

  @Test func theRealFileHoldsWikipediasColours() throws {
    let decoded = try XaraJCWFormat().decode(Fixtures.bytes("jcw/real/wikicolorlist.jcw"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 723)
    #expect(swatches.allSatisfy { $0.kind == .process && $0.color.model == .srgb })
    // Wikipedia's "List of colors": Air Force blue (USAF) #5D8AA8, Alizarin crimson #E32636,
    // Tenné (tawny) #CD5700, its name in ISO-8859-1.
    let expected: [String: [Int]] = [
      "Air Force blue": [0x5D, 0x8A, 0xA8], "Alizarin": [0xE3, 0x26, 0x36],
      "Tenné (Tawny)": [0xCD, 0x57, 0x00],
    ]
    for (name, rgb) in expected {
      let swatch = try #require(swatches.first { $0.name == name }, "\(name)")
      guard case .srgb(let red, let green, let blue) = swatch.color.components else {
        Issue.record("\(name) is not sRGB")
        continue
      }
      #expect([red, green, blue].map(Self.byte) == rgb, "\(name)")
    }
    // A name of all 20 bytes has no NUL after it.
    #expect(swatches.contains { $0.name == "British racing green" })
    #expect(swatches.first?.color == .srgb(0.3647, 0.5412, 0.6588))
    #expect(swatches.first?.location == .byte(offset: 8))
  }

  @Test func theTypeGivesTheModelAndSpotColours() throws {
    let cmyk = try XaraJCWFormat().decode(
      Self.header(count: 1, type: 1) + Self.record([0, 10000, 5000, 2500], Array("Ink".utf8)))
    #expect(
      cmyk.palette.allSwatches == [
        Swatch(
          name: "Ink", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0.5, black: 0.25)),
          kind: .spot)
      ])
    let hsb = try XaraJCWFormat().decode(
      Self.header(count: 1, type: 12) + Self.record([5000, 10000, 10000, 0], []))
    #expect(
      hsb.palette.allSwatches == [
        Swatch(color: PaletteColor(.hsb(hue: 180, saturation: 1, brightness: 1)))
      ])
  }

  @Test func bytesAfterTheRecordsAreAWarning() throws {
    let decoded = try XaraJCWFormat().decode(Self.header(count: 0, type: 10) + [0, 0])
    #expect(decoded.palette.swatchCount == 0)
    #expect(decoded.warnings.map(\.code) == ["jcw.trailing"])
    #expect(decoded.warnings.first?.location == .byte(offset: 8))
  }

  @Test func detection() {
    let format = XaraJCWFormat()
    #expect(format.sniff(Fixtures.bytes("jcw/real/wikicolorlist.jcw").prefix(64)) == .strong)
    #expect(format.sniff(ArraySlice(Self.header(count: 0, type: 2))) == .strong)
    #expect(format.sniff(ArraySlice(Array("JCW".utf8))) == .none)
    #expect(format.sniff(ArraySlice(Array("JCX\u{1}abcd".utf8))) == .none)
    #expect(
      format.sniffEvidence(ArraySlice(Self.header(count: 0, type: 2)))
        == "the file starts with 'JCW' and version 1")
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "wrong magic", bytes: Array("JCX".utf8) + [1, 0, 0, 10, 20], kind: .invalidSignature,
      location: .byte(offset: 0)),
    BadInputCase(
      name: "version 2", bytes: Array("JCW".utf8) + [2, 0, 0, 10, 20], kind: .unsupportedVersion,
      location: .byte(offset: 3)),
    BadInputCase(
      name: "truncated header", bytes: Array("JCW".utf8) + [1, 0, 0, 10],
      kind: .unexpectedEndOfInput, location: .byte(offset: 7)),
    BadInputCase(
      name: "unknown model", bytes: header(count: 0, type: 6), kind: .invalidValue,
      location: .byte(offset: 6)),
    BadInputCase(
      name: "huge count", bytes: header(count: 0xFFFF, type: 10) + record([1, 2, 3, 4], []),
      kind: .unexpectedEndOfInput, location: .byte(offset: 4)),
    BadInputCase(
      name: "last record cut",
      bytes: header(count: 2, type: 10) + record([1, 2, 3, 4], [])
        + [1, 2, 3],
      kind: .unexpectedEndOfInput, location: .byte(offset: 4)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused(format: "jcw") { _ = try XaraJCWFormat().decode($0) }
  }

  @Test func everyPrefixIsAnErrorWithAPlace() {
    let bytes = Fixtures.bytes("jcw/real/wikicolorlist.jcw")
    // Only the whole file holds all 723 records.
    EveryPrefix.check(bytes, .failsWithAPosition, step: 7, with: XaraJCWFormat())
  }
}
