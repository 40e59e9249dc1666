import PaletteCore
import TestSupport
import Testing

@testable import PaletteCSV

/// Reading CSV tables: headers, RFC 4180 quoting, models and files without a header.
@Suite struct CSVDecodingTests {
  let format = CSVFormat()

  func decode(_ text: String) throws -> DecodedPalette {
    try format.decode(Array(text.utf8))
  }

  @Test func aHeaderChoosesTheColumnsInAnyOrderAndCase() throws {
    let decoded = try decode("Hex,Colour Name\n#FF0000,Red\n00ff00,Green\n#00F,Blue\n")
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches.map(\.name) == ["Red", "Green", "Blue"])
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb8(255, 0, 0), .srgb8(0, 255, 0), .srgb8(0, 0, 255),
      ])
    #expect(
      decoded.palette.allSwatches.map(\.location) == [
        .text(line: 2, column: 1), .text(line: 3, column: 1), .text(line: 4, column: 1),
      ])
  }

  @Test func rgbColumnsAreZeroTo255AndMayHaveDecimals() throws {
    let decoded = try decode("name;red;green;blue\nHalf;127.5;0;255\n")
    let color = try #require(decoded.palette.allSwatches.first?.color)
    #expect(color == .srgb(Float(127.5 / 255), 0, 1))
    // Whole numbers give the same bits as 8-bit colours from any other format.
    #expect(try decode("r,g,b\n51,102,153\n").palette.allSwatches[0].color == .srgb8(51, 102, 153))
  }

  @Test func cmykLabAlphaAndGroupsAreRead() throws {
    let decoded = try decode(
      """
      Name,Hex,C,M,Y,K,L*,a*,b*,Opacity,Category
      Magenta,#EC008C,0,100,0,0,,,,,Print
      Ink,#2F3F6B,,,,,30,20,-40,50%,Print
      Glass,#33998C80,,,,,,,,,
      Sea,#0D3B66,,,,,,,,0.25,Screen
      """)
    let swatches = decoded.palette.allSwatches
    #expect(swatches[0].color == PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0)))
    #expect(swatches[1].color == PaletteColor(.lab(l: 30, a: 20, b: -40), alpha: 0.5))
    #expect(swatches[2].color == .srgb8(0x33, 0x99, 0x8C, alpha: 0x80))
    #expect(swatches[3].color.alpha == 0.25)
    #expect(decoded.palette.groups.map(\.name) == ["Print", nil, "Screen"])
    #expect(decoded.palette.groups.map(\.swatches.count) == [2, 1, 1])
  }

  @Test func aAndBFollowTheOtherColumns() throws {
    // With an L column, a and b are Lab's; with R and G, b is blue and a alpha.
    let lab = try decode("name,l,a,b\nInk,30,20,-40\n")
    #expect(lab.palette.allSwatches[0].color == PaletteColor(.lab(l: 30, a: 20, b: -40)))
    let rgba = try decode("r,g,b,a\n255,0,0,0.5\n")
    #expect(rgba.palette.allSwatches[0].color == .srgb8(255, 0, 0).withAlpha(0.5))
  }

  @Test func quotedFieldsHoldDelimitersQuotesAndLineBreaks() throws {
    let decoded = try decode(
      "name,hex\r\n\"Blue, deep\",#00008B\r\n\"Say \"\"hi\"\"\",#010203\r\n\"Two\r\nlines\",#040506\r\n"
        + "\"  spaced  \" , #070809\r\n")
    #expect(
      decoded.palette.allSwatches.map(\.name) == [
        "Blue, deep", "Say \"hi\"", "Two\r\nlines", "  spaced  ",
      ])
    // The swatch after a quoted line break starts on the right line.
    #expect(decoded.palette.allSwatches[3].location == .text(line: 6, column: 1))
  }

  @Test func filesWithoutAHeaderHoldHexAndNames() throws {
    let decoded = try decode("#FF0000,Red\nGreen,#00FF00\n363732, Black olive\n#0000FF\n")
    #expect(decoded.palette.allSwatches.map(\.name) == ["Red", "Green", "Black olive", nil])
    #expect(
      decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#FF0000", "#00FF00", "#363732", "#0000FF",
      ])
    let row = try decode("363732,53d8fb,66c3ff")
    #expect(
      row.palette.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#363732", "#53D8FB", "#66C3FF",
      ])
  }

  @Test func unknownAndRepeatedColumnsAreWarnings() throws {
    let decoded = try decode("name,hex,pantone,hex\nRed,#FF0000,485 C,#000000,extra\n")
    #expect(
      decoded.warnings.map(\.code) == [
        "csv.unknown-column", "csv.repeated-column", "csv.extra-fields",
      ])
    #expect(
      decoded.warnings.map(\.location) == [
        .text(line: 1, column: 10), .text(line: 1, column: 18), .text(line: 2, column: 27),
      ])
    #expect(decoded.palette.allSwatches[0].color == .srgb8(255, 0, 0))
  }

  @Test func latin1TextIsReadWithAWarning() throws {
    let decoded = try format.decode(Array("name,hex\nCaf".utf8) + [0xE9] + Array(",#FFFFFF\n".utf8))
    #expect(decoded.palette.allSwatches[0].name == "Café")
    #expect(decoded.warnings.map(\.code) == ["csv.encoding"])
  }

  @Test func aByteOrderMarkAndBlankLinesAreSkipped() throws {
    let decoded = try format.decode(ASCII.byteOrderMark + Array("\nname,hex\n\nRed,#F00\n,\n".utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["Red"])
  }

  static let bad: [BadInputCase] = [
    BadInputCase(
      name: "unterminated quote", text: "name,hex\n\"Red,#FF0000\n", kind: .unexpectedEndOfInput,
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "text after a closing quote", text: "name,hex\n\"Red\"x,#FF0000\n", kind: .syntax,
      location: .text(line: 2, column: 6)),
    BadInputCase(
      name: "quote in an unquoted field", text: "name,hex\nRe\"d,#FF0000\n", kind: .syntax,
      location: .text(line: 2, column: 3)),
    BadInputCase(
      name: "bad hex", text: "name,hex\nRed,#GG0000\n", kind: .syntax,
      message: "invalid hex colour '#GG0000'; expected #RGB, #RRGGBB or #RRGGBBAA",
      location: .text(line: 2, column: 5)),
    BadInputCase(
      name: "bad number", text: "name,r,g,b\nRed,12x,0,0\n", kind: .syntax,
      message: "invalid red value '12x'; expected a number 0...255",
      location: .text(line: 2, column: 5)),
    BadInputCase(
      name: "NaN", text: "name,r,g,b\nRed,nan,0,0\n", kind: .syntax,
      location: .text(line: 2, column: 5)),
    BadInputCase(
      name: "exponent", text: "name,r,g,b\nRed,1e2,0,0\n", kind: .syntax,
      location: .text(line: 2, column: 5)),
    BadInputCase(
      name: "out of range", text: "name,c,m,y,k\nX,0,101,0,0\n", kind: .invalidValue,
      message: "magenta value 101 is outside 0...100", location: .text(line: 2, column: 5)),
    BadInputCase(
      name: "alpha out of range", text: "hex,alpha\n#FFFFFF,2\n", kind: .invalidValue,
      location: .text(line: 2, column: 9)),
    BadInputCase(
      name: "model half filled", text: "name,r,g,b\nRed,255,,0\n", kind: .syntax,
      location: .text(line: 2, column: 9)),
    BadInputCase(
      name: "row without colour", text: "name,hex\nRed,\n", kind: .syntax,
      message: "this row has no colour: its hex, RGB, CMYK and Lab fields are all empty",
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "no header, not a colour", text: "#FF0000,Red\nhello,world\n", kind: .syntax,
      location: .text(line: 2, column: 1)),
    BadInputCase(
      name: "huge number", text: "r,g,b\n" + String(repeating: "9", count: 400) + ",0,0\n",
      kind: .syntax, location: .text(line: 2, column: 1)),
  ]

  @Test(arguments: bad)
  func badInputIsAnErrorWithItsPosition(_ input: BadInputCase) {
    input.expectRefused(format: "csv") { _ = try format.decode($0) }
  }

  @Test func everyPrefixOfAFileIsReadOrRefusedWithoutCrashing() {
    let bytes = Array("name,hex,group\n\"A, b\",#FF0000,G\nC,#00FF00,\n".utf8)
    for end in 0...bytes.count {
      _ = try? format.decode(Array(bytes[..<end]))
    }
  }
}

extension PaletteColor {
  fileprivate func withAlpha(_ alpha: Float) -> PaletteColor {
    var copy = self
    copy.alpha = alpha
    return copy
  }
}
