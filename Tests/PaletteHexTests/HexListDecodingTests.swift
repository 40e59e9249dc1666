import PaletteCore
import TestSupport
import Testing

@testable import PaletteHex

@Suite struct HexListDecodingTests {
  private func swatches(
    _ text: String, _ format: HexListFormat = HexListFormat()
  ) throws -> [Swatch] {
    try format.decode(Array(text.utf8)).palette.allSwatches
  }

  /// The colour lines are counted before the swatches are made, so a long list takes its
  /// room once instead of growing by doubling (1,100 colours would take room for 2,048).
  @Test func theSwatchesTakeExactlyTheirRoom() throws {
    var text = "\u{FEFF}#010203\n; a comment\n\n# a heading\n"
    for index in 0..<1_099 {
      let digits = String(index % 4096, radix: 16)
      text += "#" + String(repeating: "0", count: 3 - digits.count) + digits + "abc name\n"
    }
    let decoded = try HexListFormat().decode(Array(text.utf8))
    let swatches = decoded.palette.groups[0].swatches
    #expect(swatches.count == 1_100)
    #expect(swatches.capacity < 1_200, "capacity \(swatches.capacity)")
  }

  @Test func readsLospecLines() throws {
    let decoded = try HexListFormat().decode(Array("1a1c2c\r\n5d275d\r\nFFCD75\r\n".utf8))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == nil)
    #expect(decoded.palette.groups.count == 1)
    let swatches = decoded.palette.allSwatches
    #expect(
      swatches.map(\.color) == [
        .srgb8(0x1A, 0x1C, 0x2C), .srgb8(0x5D, 0x27, 0x5D), .srgb8(0xFF, 0xCD, 0x75),
      ])
    #expect(swatches.map(\.name) == [nil, nil, nil])
    #expect(swatches.map(\.location) == (1...3).map { .text(line: $0, column: 1) })
  }

  @Test(arguments: [
    ("#abc", PaletteColor.srgb8(0xAA, 0xBB, 0xCC)),
    ("#AbCd", .srgb8(0xAA, 0xBB, 0xCC, alpha: 0xDD)),
    ("#a1b2c3", .srgb8(0xA1, 0xB2, 0xC3)), ("#a1b2c3d4", .srgb8(0xA1, 0xB2, 0xC3, alpha: 0xD4)),
    ("a1b2c3d4", .srgb8(0xA1, 0xB2, 0xC3, alpha: 0xD4)), ("0xA1B2C3", .srgb8(0xA1, 0xB2, 0xC3)),
    ("0Xa1b2c3d4", .srgb8(0xA1, 0xB2, 0xC3, alpha: 0xD4)), ("fff", .srgb8(255, 255, 255)),
  ])
  func readsEveryLengthAlphaLast(_ token: String, _ color: PaletteColor) throws {
    #expect(try swatches(token + "\n").map(\.color) == [color])
  }

  @Test(arguments: [
    ("#abcd", PaletteColor.srgb8(0xBB, 0xCC, 0xDD, alpha: 0xAA)),
    ("#a1b2c3d4", .srgb8(0xB2, 0xC3, 0xD4, alpha: 0xA1)), ("a1b2c3", .srgb8(0xA1, 0xB2, 0xC3)),
  ])
  func readsAlphaFirstWhenAsked(_ token: String, _ color: PaletteColor) throws {
    #expect(try swatches(token, HexListFormat(alphaPosition: .first)).map(\.color) == [color])
  }

  @Test func readsNamesAndCommentsAndBlankLines() throws {
    let text = """
      ; a semicolon comment
      // a slash comment
      # a hash comment
      #Palette Name: Not a colour

        #FF0000   Bright red  \t
      00ff00 Green ; with a comment
      0000ff// no name
      #abc #1 is a name
      \tff00ff\tTabbed\tname
      """
    let swatches = try swatches(text)
    #expect(swatches.map(\.name) == ["Bright red", "Green", nil, "#1 is a name", "Tabbed\tname"])
    #expect(
      swatches.map(\.color) == [
        .srgb8(255, 0, 0), .srgb8(0, 255, 0), .srgb8(0, 0, 255), .srgb8(0xAA, 0xBB, 0xCC),
        .srgb8(255, 0, 255),
      ])
    #expect(
      swatches.map(\.location) == [
        .text(line: 6, column: 3), .text(line: 7, column: 1), .text(line: 8, column: 1),
        .text(line: 9, column: 1),
        .text(line: 10, column: 2),
      ])
  }

  @Test func byteOrderMarkAndLoneCRAreAccepted() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ff0000\r00ff00\r".utf8)
    let decoded = try HexListFormat().decode(bytes)
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(255, 0, 0), .srgb8(0, 255, 0)])
    #expect(decoded.palette.allSwatches.first?.location == .text(line: 1, column: 4))
  }

  @Test(arguments: ["", "\n", "; only a comment\n", "   \n\t\n"])
  func emptyInputIsAnEmptyPalette(_ text: String) throws {
    let decoded = try HexListFormat().decode(Array(text.utf8))
    #expect(decoded.palette.groups.isEmpty)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func realFilesDecode() throws {
    let alpha = try HexListFormat().decode(Fixtures.bytes("hex/real/basic1alpha.txt")).palette
      .allSwatches
    #expect(alpha.count == 7)
    #expect(alpha[0].color == .srgb8(0xFC, 0xFC, 0x80, alpha: 0xAA))
    #expect(alpha[1].name == "This is a duck")
    #expect(alpha[6].color == .srgb8(0xEC, 0xDC, 0x5C, alpha: 0xB3))
    let pear = try HexListFormat().decode(Fixtures.bytes("hex/real/pear36-transparency.hex"))
      .palette.allSwatches
    #expect(pear.count == 36)
    #expect(pear[0].color == .srgb8(0x5E, 0x31, 0x5B, alpha: 0xBB))
    let sweetie = try HexListFormat().decode(Fixtures.bytes("hex/real/sweetie-16.hex"))
    #expect(sweetie.palette.swatchCount == 16)
    #expect(sweetie.warnings.isEmpty)
    #expect(sweetie.palette.allSwatches.first?.location == .text(line: 2, column: 1))
    let named = try HexListFormat().decode(Fixtures.bytes("hex/real/basic1.txt")).palette
      .allSwatches
    #expect(
      named.map(\.name) == ["This is a bad thing", nil, nil, "Fish and chips", nil, nil, nil])
  }
}
