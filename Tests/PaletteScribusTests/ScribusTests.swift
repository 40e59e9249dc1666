import PaletteCore
import TestSupport
import Testing

@testable import PaletteScribus

/// Scribus colour sets: both forms read, the 1.5 form written, native CMYK and Lab kept.
@Suite struct ScribusTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try ScribusFormat().decode(Array(text.utf8))
  }

  @Test func readsTheOldAndThe15Forms() throws {
    let decoded = try Self.decode(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <SCRIBUSCOLORS Name="Palette">
        <COLOR NAME="Blue1" RGB="#19aeff"/>
        <COLOR NAME="Scribus 01" CMYK="#e3bc285a" Spot="1" Register="0"/>
        <COLOR NAME="X" SPACE="RGB" R="25" G="174" B="255"/>
        <COLOR NAME="Y" SPACE="CMYK" C="0" M="50" Y="100" K="12.5"/>
        <COLOR NAME="Z" SPACE="Lab" L="53.2" A="80.1" B="-67.2"/>
      </SCRIBUSCOLORS>
      """)
    let swatches = decoded.palette.allSwatches
    #expect(decoded.palette.name == "Palette")
    #expect(swatches.map(\.name) == ["Blue1", "Scribus 01", "X", "Y", "Z"])
    #expect(swatches[0].color == .srgb8(0x19, 0xAE, 0xFF))
    #expect(
      swatches[1].color
        == PaletteColor(
          .cmyk(
            cyan: Float(0xE3) / 255, magenta: Float(0xBC) / 255, yellow: Float(0x28) / 255,
            black: Float(0x5A) / 255)))
    #expect(swatches.map(\.kind) == [.process, .spot, .process, .process, .process])
    #expect(swatches[2].color == .srgb8(25, 174, 255))
    #expect(
      swatches[3].color == PaletteColor(.cmyk(cyan: 0, magenta: 0.5, yellow: 1, black: 0.125)))
    #expect(swatches[4].color == PaletteColor(.lab(l: 53.2, a: 80.1, b: -67.2)))
    #expect(swatches[4].location == .text(line: 7, column: 3))
    #expect(decoded.warnings.isEmpty)
  }

  /// Scribus's own colour set gives only the components that are not zero, as Scribus reads
  /// a missing one as 0; a SPACE with no component at all reads the hex form beside it.
  @Test func scribusShadesOfKReadAsScribusReadsThem() throws {
    let decoded = try ScribusFormat().decode(Fixtures.bytes("scribus/real/Shades_of_K.xml"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 103)
    #expect(swatches[0].name == "Black")
    #expect(swatches[0].color == PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 1)))
    for percent in 1...100 {
      #expect(swatches[percent].name == "\(percent) %")
      #expect(
        swatches[percent].color
          == PaletteColor(
            .cmyk(cyan: 0, magenta: 0, yellow: 0, black: Float(Double(percent) / 100))))
    }
    #expect(swatches[101].name == "Registration")
    #expect(swatches[101].color == PaletteColor(.cmyk(cyan: 1, magenta: 1, yellow: 1, black: 1)))
    #expect(swatches[102].color == PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 0)))
    #expect(decoded.warnings.map(\.code) == ["scribus.registration"])
    // Crafted: a missing component is 0.
    let partial = try Self.decode(
      "<SCRIBUSCOLORS><COLOR NAME=\"a\" SPACE=\"RGB\" G=\"255\"/></SCRIBUSCOLORS>")
    #expect(partial.palette.allSwatches.first?.color == .srgb8(0, 255, 0))
  }

  /// Scribus keeps its colours in a map from name to colour: its own `Classic_Kit.xml` writes
  /// `Black`, `Registration` and `White` twice with the same colour, and Scribus shows each
  /// once. palconv reads each once too, with a warning at the repeat.
  @Test func aNameRepeatedWithTheSameColourIsReadOnce() throws {
    let decoded = try ScribusFormat().decode(Fixtures.bytes("scribus/real/Classic_Kit.xml"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 77)
    #expect(swatches.filter { $0.name == "Black" }.count == 1)
    #expect(swatches.last?.name == "Yellow ochre")
    #expect(swatches.last?.location == .text(line: 79, column: 5))
    #expect(
      decoded.warnings.map(\.code) == [
        "scribus.registration", "scribus.duplicate", "scribus.duplicate", "scribus.duplicate",
      ])
    #expect(decoded.warnings[1].location == .text(line: 80, column: 5))
    #expect(
      decoded.warnings[1].message
        == "'Black' repeats the colour at line 6; read once, as Scribus does")
  }

  /// A name given again with another colour (Inkscape's colour set shipped with Scribus has
  /// `Black` in RGB and again in CMYK): Scribus keeps the later one; palconv keeps both, so no
  /// colour is lost, and says so.
  @Test func aNameRepeatedWithAnotherColourKeepsBothAndWarns() throws {
    let decoded = try ScribusFormat().decode(Fixtures.bytes("scribus/real/Inkscape.xml"))
    #expect(decoded.palette.swatchCount == 434)
    #expect(
      decoded.warnings.map(\.code) == [
        "scribus.duplicate", "scribus.registration", "scribus.duplicate",
      ])
    #expect(
      decoded.warnings[0].message
        == "'Black' is defined again with another colour (first at line 3); both are kept, where Scribus keeps only this later one"
    )
    #expect(decoded.warnings[0].location == .text(line: 434, column: 2))
    // Crafted: the same values with another kind are another colour.
    let kinds = try Self.decode(
      "<SCRIBUSCOLORS><COLOR NAME=\"a\" RGB=\"#ff0000\"/><COLOR NAME=\"a\" RGB=\"#ff0000\" Spot=\"1\"/></SCRIBUSCOLORS>"
    )
    #expect(kinds.palette.swatchCount == 2)
    #expect(kinds.warnings.map(\.code) == ["scribus.duplicate"])
  }

  /// Scribus would keep one colour of several that share a name, and skips a colour named
  /// `None`: the writer gives each its own name, stepping around names later swatches have.
  @Test func theWriterGivesEveryColourItsOwnName() throws {
    let palette = Palette(
      swatches: [
        Swatch(name: "Red", color: .srgb8(255, 0, 0)),
        Swatch(name: "Red", color: .srgb8(200, 0, 0)),
        Swatch(name: "None", color: .srgb8(0, 0, 0)),
        Swatch(name: "Red 2", color: .srgb8(100, 0, 0)),
        Swatch(color: .srgb8(1, 2, 3)),
      ])
    let names = ["Red", "Red 3", "None 2", "Red 2"]
    #expect(ScribusFormat().writtenNames(of: palette)?.swatches == names + [nil])
    let back = try ScribusFormat().decode(ScribusFormat().encode(palette))
    #expect(back.palette.allSwatches.map(\.name) == names + [nil])
    #expect(back.warnings.isEmpty)
  }

  @Test func registrationAndOtherElementsWarn() throws {
    let decoded = try Self.decode(
      "<SCRIBUSCOLORS>\n<COLOR NAME=\"Registration\" CMYK=\"#ffffffff\" Register=\"1\"/><GRADIENT/></SCRIBUSCOLORS>"
    )
    #expect(decoded.warnings.map(\.code) == ["scribus.registration", "scribus.skipped"])
    #expect(decoded.warnings[0].location == .text(line: 2, column: 1))
    #expect(decoded.palette.allSwatches.first?.kind == .process)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "bad hex", text: "<SCRIBUSCOLORS>\n  <COLOR NAME=\"a\" RGB=\"#12\"/></SCRIBUSCOLORS>",
      kind: .invalidValue, message: "RGB=\"#12\" is not a colour; expected #rrggbb",
      location: .text(line: 2, column: 24)),
    BadInputCase(
      name: "not a number",
      text: "<SCRIBUSCOLORS><COLOR SPACE=\"RGB\" R=\"x\" G=\"0\" B=\"0\"/></SCRIBUSCOLORS>",
      kind: .invalidValue, message: "R=\"x\" is not a number", location: .text(line: 1, column: 38)),
    BadInputCase(
      name: "infinite",
      text: "<SCRIBUSCOLORS><COLOR SPACE=\"Lab\" L=\"1e999\" A=\"0\" B=\"0\"/></SCRIBUSCOLORS>",
      kind: .invalidValue, message: "L=\"1e999\" is not a number",
      location: .text(line: 1, column: 38)),
    BadInputCase(
      name: "no colour", text: "<SCRIBUSCOLORS><COLOR NAME=\"a\"/></SCRIBUSCOLORS>",
      kind: .invalidValue, message: "a <COLOR> needs SPACE, RGB or CMYK to say its colour",
      location: .text(line: 1, column: 16)),
    BadInputCase(
      name: "other root", text: "<resources/>", kind: .invalidSignature,
      message: "not a Scribus colour set: the root element is <resources>, not <SCRIBUSCOLORS>",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "unbalanced", text: "<SCRIBUSCOLORS><COLOR></SCRIBUSCOLORS>", kind: .syntax,
      message: "</SCRIBUSCOLORS> does not close <COLOR> (opened at 1:16)",
      location: .text(line: 1, column: 23)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try ScribusFormat().decode($0) }
  }

  @Test func everyPrefixIsAnErrorWithAPlace() throws {
    let bytes = try ScribusFormat().encode(GoldenPalette.palette)
    EveryPrefix.check(bytes, .failsWithAPosition, upTo: bytes.count - 1, with: ScribusFormat())
  }

  @Test func goldenFile() throws {
    Golden.check(
      try ScribusFormat().encode(GoldenPalette.palette), against: "scribus/golden/golden.xml")
  }

  @Test func roundTripKeepsCMYKLabAndSpotBitExact() throws {
    let palette = Palette(
      name: "Print & \"Web\"",
      swatches: [
        Swatch(name: "Ink", color: .srgb(0.1, 0.2, 0.3)),
        Swatch(name: "Byte", color: .srgb8(1, 2, 3)),
        Swatch(
          name: "Spot",
          color: PaletteColor(.cmyk(cyan: 0.123, magenta: 1, yellow: 0, black: 0.0000001)),
          kind: .spot),
        Swatch(name: "Lab", color: PaletteColor(.lab(l: 30.25, a: -20.125, b: 99.9))),
        Swatch(name: nil, color: .srgb8(0, 0, 0)),
      ])
    let decoded = try ScribusFormat().decode(try ScribusFormat().encode(palette))
    #expect(decoded.palette == palette)
    #expect(decoded.warnings.isEmpty)
  }

  /// The golden palette's second `Red` is written as `Red 2`, and the report says so.
  @Test func theLossReportSpeaksForWhatIsNotHeld() {
    let losses = ScribusFormat().losses(writing: GoldenPalette.palette)
    #expect(
      losses.map(\.code) == [
        "loss.groups", "loss.alpha", "loss.model", "loss.renamed", "loss.description",
      ])
  }

  @Test func realFileReadsWithTheColoursScribusShows() throws {
    let decoded = try ScribusFormat().decode(
      Fixtures.bytes("scribus/real/Echo_Icon_Theme_Palette.xml"))
    #expect(decoded.palette.name == "Echo Icon Theme Palette")
    #expect(decoded.palette.swatchCount == 27)
    #expect(decoded.palette.allSwatches[0].name == "Blue1")
    #expect(decoded.palette.allSwatches[0].color == .srgb8(0x19, 0xAE, 0xFF))
    #expect(decoded.palette.allSwatches[3].color == .srgb8(0xFF, 0x41, 0x41))
  }

  static let corpus = Corpus.entries(in: "xml").filter { $0.features.hasPrefix("Scribus") }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(ScribusFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try ScribusFormat().decode(entry.bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
  }
}
