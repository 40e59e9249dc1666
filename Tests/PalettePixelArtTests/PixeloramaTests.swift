import PaletteCore
import PalettePixelArt
import TestSupport
import Testing

@Suite struct PixeloramaTests {
  let format = PixeloramaFormat()

  @Test func readsThePalettesPixeloramaShips() throws {
    let decoded = try format.decode(Fixtures.bytes("pixelorama/real/Default.json"))
    #expect(format.sniff(Fixtures.bytes("pixelorama/real/Default.json")[...]) == .strong)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 32)
    #expect(swatches[0].color == .srgb(0, 0, 0))
    #expect(swatches[1].color == .srgb(0.1294, 0.1216, 0.2039))
    #expect(swatches[1].color.rgba8 == RGBA8(red: 0x21, green: 0x1F, blue: 0x34))
    #expect(decoded.palette.columns == 8)
    #expect(
      decoded.palette.description
        == "Author: DawnBringer\nFound in Lospec\nhttps://lospec.com/palette-list/dawnbringer-32")
    #expect(decoded.warnings.isEmpty)

    // Index 0 comes last in the file: slots are placed by index, not by order.
    let grid = try format.decode(Fixtures.bytes("pixelorama/real/Pixelorama.json")).palette
    #expect(grid.allSwatches.count == 56)
    #expect(grid.allSwatches[0].color == .srgb(0.9961, 1, 0.851))
    #expect(grid.allSwatches[55].color == .srgb(0.1098, 0.2941, 0.549))
    #expect(grid.columns == 12)
  }

  @Test func gapsAreEmptySlotsAndStayGaps() throws {
    let text = #"""
      {"colors": [{"color": "(1, 0, 0, 0.5)", "index": 3}, {"color": "(0, 0.25, 1)", "index": 1}],
       "comment": "", "width": 2, "height": 2}
      """#
    let decoded = try format.decode(Array(text.utf8))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.isEmptySlot) == [true, false, true, false])
    #expect(swatches[1].color == .srgb(0, 0.25, 1))
    #expect(swatches[3].color == .srgb(1, 0, 0, alpha: 0.5))
    #expect(decoded.palette.description == nil)
    let written = String(decoding: try format.encode(decoded.palette), as: UTF8.self)
    #expect(
      written == """
        {
         "colors": [
          {
           "color": "(0, 0.25, 1, 1)",
           "index": 1
          },
          {
           "color": "(1, 0, 0, 0.5)",
           "index": 3
          }
         ],
         "comment": "",
         "height": 2,
         "width": 2
        }

        """)
    #expect(try format.decode(Array(written.utf8)).palette == decoded.palette)
  }

  @Test(arguments: ["BubbleGum16.json", "Default.json", "Monochromatic.json", "Pixelorama.json"])
  func realFilesRoundTrip(_ name: String) throws {
    let original = try format.decode(Fixtures.bytes("pixelorama/real/\(name)")).palette
    let again = try format.decode(try format.encode(original)).palette
    #expect(again == original)
    #expect(again.columns == original.columns)
    #expect(again.description == original.description)
  }

  /// Found by the round-trip fuzzer: negative zero is written `-0`, so it reads back the same.
  @Test func negativeZeroReadsBackTheSame() throws {
    let palette = try format.decode(
      Array(#"{"colors": [{"color": "(1,-0, 1, 1)", "index": 0}]}"#.utf8)
    ).palette
    let written = String(decoding: try format.encode(palette), as: UTF8.self)
    #expect(written.contains(#""(1, -0, 1, 1)""#))
    let again = try format.decode(Array(written.utf8)).palette
    #expect(
      again.allSwatches[0].color.components.values[1].bitPattern == (-0.0 as Float).bitPattern)
  }

  @Test func writesTheGolden() throws {
    let encoded = try format.encodeReportingLosses(GoldenPalette.palette)
    Golden.check(encoded.bytes, against: "pixelorama/golden/golden.json")
    #expect(encoded.losses.map(\.code).contains("loss.names"))
  }

  @Test func warnsAboutRepeatsAndUnknownMembers() throws {
    let text = #"""
      {"colors": [{"color": "(1, 0, 0, 1)", "index": 0}, {"color": "(0, 1, 0, 1)", "index": 0}],
       "extra": 1, "width": 1, "height": 1}
      """#
    let decoded = try format.decode(Array(text.utf8))
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb(0, 1, 0)])
    #expect(
      Set(decoded.warnings.map(\.code)) == [
        "pixelorama.duplicate-index", "pixelorama.unknown-member",
      ])
  }

  @Test(
    arguments: [
      (
        #"{"colors": [{"color": "(1, 0, 0, 1)", "index": 70000}]}"#,
        PaletteError.Kind.limitExceeded, 1, 48
      ),
      (#"{"colors": [{"color": "(1, 0, 0, 1)", "index": -1}]}"#, .invalidValue, 1, 48),
      (#"{"colors": [{"color": "(1, 0, 0, 1)", "index": 1.5}]}"#, .invalidValue, 1, 48),
      (#"{"colors": [{"color": "(nan, 0, 0, 1)", "index": 0}]}"#, .invalidValue, 1, 23),
      (#"{"colors": [{"color": "(1, 0)", "index": 0}]}"#, .invalidValue, 1, 23),
      (##"{"colors": [{"color": "#ff0000", "index": 0}]}"##, .invalidValue, 1, 23),
      (#"{"colors": [{"color": 1, "index": 0}]}"#, .invalidValue, 1, 23),
      (#"{"colors": [{"index": 0}]}"#, .invalidValue, 1, 13),
      (#"{"colors": [{"color": "(1, 0, 0, 1)"}]}"#, .invalidValue, 1, 13),
      (#"{"colors": {}}"#, .invalidValue, 1, 12),
      (#"{"colour": []}"#, .invalidValue, 1, 1),
      (#"{"colors": [], "width": 0}"#, .invalidValue, 1, 25),
      (#"{"colors": [], "width": 1e300}"#, .invalidValue, 1, 25),
      (#"{"colors": [], "comment": 3}"#, .invalidValue, 1, 27),
      (#"{"colors": [{"color": "(1, 0, 0, 1)", "index": 0}"#, .unexpectedEndOfInput, 1, 50),
      ("[]", .invalidValue, 1, 1),
    ] as [(String, PaletteError.Kind, Int, Int)])
  func badInputIsRefusedWithAPosition(
    _ text: String, _ kind: PaletteError.Kind, _ line: Int, _ column: Int
  ) {
    do {
      _ = try format.decode(Array(text.utf8))
      Issue.record("decoded")
    } catch {
      #expect(error.kind == kind, "\(error)")
      #expect(error.location == .text(line: line, column: column), "\(error)")
    }
  }

  @Test func invalidUTF8IsRefused() {
    let bytes = Array(#"{"colors": [], "comment": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)
    #expect(throws: PaletteError.self) { try format.decode(bytes) }
  }

  @Test func everyPrefixFailsWithAPosition() {
    EveryPrefix.check(Fixtures.bytes("pixelorama/real/BubbleGum16.json"), with: format)
  }
}
