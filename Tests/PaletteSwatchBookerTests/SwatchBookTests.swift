import PaletteCore
import TestSupport
import Testing

@testable import PaletteSwatchBooker

/// `swatchbook.xml`, read on its own: metadata, materials in every model, the book's order
/// and groups, and the errors of bad input, each at its line and column.
@Suite struct SwatchBookTests {
  static func read(_ text: String) throws -> DecodedPalette {
    try SwatchBookReader.read(Array(text.utf8))
  }

  static func book(_ materials: String, book: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <SwatchBook version="0.7" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <materials>
    \(materials)
      </materials>
    \(book)
    </SwatchBook>
    """
  }

  @Test func readsMetadataMaterialsAndTheBook() throws {
    let decoded = try Self.read(
      """
      <SwatchBook version="0.7" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <metadata>
          <dc:title>Book</dc:title>
          <dc:title xml:lang="fr">Livre</dc:title>
          <dc:description>About the book</dc:description>
          <dc:rights>Someone</dc:rights>
        </metadata>
        <materials>
          <color><metadata><dc:title>Ink</dc:title><dc:identifier>K</dc:identifier></metadata><values model="GRAY">0.25</values></color>
          <color usage="spot"><metadata><dc:identifier>S1</dc:identifier></metadata><values model="Lab">57.17 81.5 -73.87</values></color>
          <color><metadata><dc:identifier>R</dc:identifier></metadata><values model="RGB">1 0.5 0</values></color>
          <color><metadata><dc:identifier>C</dc:identifier></metadata><values model="CMYK">1 0 0.5 0.25</values></color>
          <color><metadata><dc:identifier>H</dc:identifier></metadata><values model="HSV">0.5 1 0.25</values></color>
          <color><metadata><dc:identifier>Unused</dc:identifier></metadata><values model="sRGB">0 0 0</values></color>
        </materials>
        <book columns="4">
          <swatch material="R"/>
          <break/>
          <group>
            <metadata><dc:title>Print</dc:title></metadata>
            <swatch material="C"/><spacer/><swatch material="S1"/>
          </group>
          <swatch material="K"/>
          <swatch material="H"/>
        </book>
      </SwatchBook>
      """)
    let palette = decoded.palette
    #expect(palette.name == "Book")
    #expect(palette.description == "About the book")
    #expect(palette.columns == 4)
    #expect(palette.groups.map(\.name) == [nil, "Print", nil])
    #expect(palette.allSwatches.map(\.name) == ["R", "C", "S1", "Ink", "H", "Unused"])
    let colors = palette.allSwatches.map(\.color)
    #expect(colors[0] == .srgb(1, 0.5, 0))
    #expect(colors[1] == PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0.5, black: 0.25)))
    #expect(colors[2] == PaletteColor(.lab(l: 57.17, a: 81.5, b: -73.87)))
    #expect(colors[3] == PaletteColor(.gray(0.75)))
    #expect(colors[4] == PaletteColor(.hsb(hue: 180, saturation: 1, brightness: 0.25)))
    #expect(palette.allSwatches[2].kind == .spot)
    #expect(
      decoded.warnings.map(\.code) == [
        "sbz.metadata", "sbz.unplaced", "sbz.translations", "sbz.layout",
      ])
    #expect(decoded.warnings[1].location == .text(line: 14, column: 5))
  }

  @Test func oneModelIsKeptByPreferenceAndTheOthersAreReported() throws {
    let decoded = try Self.read(
      Self.book(
        """
        <color><values model="CMYK">0 1 1 0</values><values model="sRGB">1 0 0</values><values model="Lab">54 80 70</values></color>
        <color><values model="nCLR">0.5 0.5</values></color>
        <color><values model="HSL">0 1 0.5</values></color>
        <color><values model="CMY">0.5 0 0</values></color>
        """))
    let colors = decoded.palette.allSwatches.map(\.color)
    #expect(colors.count == 3)
    #expect(colors[0] == PaletteColor(.lab(l: 54, a: 80, b: 70)))
    #expect(colors[1] == .srgb(1, 0, 0))
    #expect(colors[2] == PaletteColor(.cmyk(cyan: 0.5, magenta: 0, yellow: 0, black: 0)))
    #expect(decoded.warnings.map(\.code) == ["sbz.alternates", "sbz.no-values"])
    // Counted, in the singular for one.
    #expect(decoded.warnings[0].message.hasPrefix("swatchbook.xml: 1 colour gives values in"))
    #expect(
      decoded.warnings[1].message
        == "swatchbook.xml: 1 colour skipped: no values in a model palconv reads ('nCLR' for 'unnamed')"
    )
  }

  @Test func severalFindingsOfOneKindAreCountedInThePlural() throws {
    let decoded = try Self.read(
      Self.book(
        """
        <color><values model="nCLR">0.5</values></color>
        <color><values model="nCLR">0.5</values></color>
        """))
    #expect(
      decoded.warnings.map(\.message).first?.hasPrefix("swatchbook.xml: 2 colours skipped:") == true
    )
  }

  @Test func xyzAndYIQAreConverted() throws {
    let decoded = try Self.read(
      Self.book(
        """
        <color><values model="XYZ">96.42 100 82.51</values></color>
        <color><values model="YIQ">1 0 0</values></color>
        """))
    let lab = decoded.palette.allSwatches[0].color.components.values
    #expect(abs(lab[0] - 100) < 1e-3 && abs(lab[1]) < 0.05 && abs(lab[2]) < 0.05)
    #expect(decoded.palette.allSwatches[1].color == .srgb(1, 1, 1))
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "other root", text: "<colors/>", kind: .invalidSignature,
      message: "swatchbook.xml: not a swatch book: the root element is <colors>, not <SwatchBook>",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "bad XML", text: "<SwatchBook><materials></SwatchBook>", kind: .syntax,
      message: "swatchbook.xml: </SwatchBook> does not close <materials> (opened at 1:13)",
      location: .text(line: 1, column: 24)),
    BadInputCase(
      name: "not a number",
      text:
        "<SwatchBook><materials><color><values model=\"RGB\">1 x 0</values></color></materials></SwatchBook>",
      kind: .invalidValue, message: "swatchbook.xml: 'x' is not a finite number",
      location: .text(line: 1, column: 51)),
    BadInputCase(
      name: "NaN",
      text:
        "<SwatchBook><materials><color><values model=\"RGB\">1 nan 0</values></color></materials></SwatchBook>",
      kind: .invalidValue, message: "swatchbook.xml: 'nan' is not a finite number",
      location: .text(line: 1, column: 51)),
    BadInputCase(
      name: "wrong count",
      text:
        "<SwatchBook><materials><color><values model=\"CMYK\">1 0 0</values></color></materials></SwatchBook>",
      kind: .invalidValue, message: "swatchbook.xml: a CMYK colour needs 4 values, found 3",
      location: .text(line: 1, column: 52)),
    BadInputCase(
      name: "too many values",
      text: "<SwatchBook><materials><color><values model=\"RGB\">"
        + String(repeating: "0 ", count: 40) + "</values></color></materials></SwatchBook>",
      kind: .limitExceeded, message: "swatchbook.xml: more than 16 values in one <values>",
      location: .text(line: 1, column: 51)),
    BadInputCase(
      name: "bad columns", text: "<SwatchBook><book columns=\"many\"/></SwatchBook>",
      kind: .invalidValue, message: "swatchbook.xml: columns=\"many\" is not a column count",
      location: .text(line: 1, column: 28)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused(format: "sbz") { _ = try SwatchBookReader.read($0) }
  }

  @Test func aBookThatNamesNoMaterialWarns() throws {
    let decoded = try Self.read(
      Self.book(
        #"<color><metadata><dc:identifier>A</dc:identifier></metadata><values model="GRAY">0</values></color>"#,
        book:
          #"<book><swatch material="A"/><swatch material="B"/><group><group><swatch material="A"/></group></group></book>"#
      ))
    #expect(decoded.palette.allSwatches.map(\.name) == ["A", "A"])
    #expect(decoded.palette.groups.map(\.name) == [nil, ""])
    #expect(decoded.warnings.map(\.code) == ["sbz.missing-material", "sbz.nested-group"])
  }
}
