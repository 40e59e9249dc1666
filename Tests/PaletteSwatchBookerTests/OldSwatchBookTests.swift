import PaletteCore
import TestSupport
import Testing

@testable import PaletteSwatchBooker

/// The layouts SwatchBooker wrote before its final one: formats 0.1 and 0.2 (colours inside the
/// book) and the first files of 0.7 (`<swatches>`, `<swatch id>`, `spot="1"`), each read from
/// SwatchBooker's own sample of that time, and a version it never wrote.
@Suite struct OldSwatchBookTests {
  /// What the three old samples share with the current one: 47 colours in the same groups,
  /// with the same values.
  static func expectTheSampleBook(_ palette: Palette) {
    #expect(palette.name == "Sample swatch book")
    #expect(palette.description == "Here is an incomplete sample swatch book")
    #expect(palette.columns == 10)
    #expect(palette.swatchCount == 47)
    #expect(palette.groups.map(\.name) == [nil, "Gray levels", "Spot colors"])
    #expect(palette.groups.map(\.swatches.count) == [30, 10, 7])
    let swatches = palette.allSwatches
    #expect(swatches[0].name == "Rouge 100%")
    #expect(swatches[0].color == .srgb(1, 0, 0))
    #expect(swatches[0].kind == .process)
    #expect(swatches.first { $0.name == "Yellow 70%" }?.color == .srgb(0.7, 0.7, 0))
    #expect(swatches.first { $0.name == "Black 100%" }?.color == PaletteColor(.gray(0)))
    let black30 = swatches.first { $0.name == "Black 30%" }?.color
    #expect(black30 == PaletteColor(.gray(Float(1 - 0.3))))
    let cyan = swatches.first { $0.name == "Cyan 40%" }
    #expect(cyan?.color == PaletteColor(.cmyk(cyan: 0.4, magenta: 0, yellow: 0, black: 0)))
    let spots = palette.groups[2].swatches
    #expect(
      Set(spots.map(\.name)) == [
        "col160", "col161", "col162", "col163", "col164", "col165", "col166",
      ])
    #expect(spots.allSatisfy { $0.kind == .spot })
    #expect(
      spots.first { $0.name == "col163" }?.color
        == PaletteColor(.lab(l: 57.17, a: 81.5, b: 73.87)))
    #expect(
      spots.first { $0.name == "col166" }?.color == PaletteColor(.lab(l: 72.51, a: -1.4, b: 0.21)))
  }

  @Test func format01Reads() throws {
    let decoded = try SwatchBookerFormat().decode(Fixtures.bytes("sbz/real/sample-0.1.sbz"))
    Self.expectTheSampleBook(decoded.palette)
    #expect(
      decoded.palette.groups[0].swatches.map(\.name).prefix(3) == [
        "Rouge 100%", "Rouge 90%", "Rouge 80%",
      ])
    #expect(
      decoded.warnings.map(\.code) == [
        "sbz.metadata", "sbz.translations", "sbz.layout", "sbz.profile",
      ])
    #expect(
      decoded.warnings[0].message
        == "swatchbook.xml: the book's <copyright>, <license>, <version> not kept (only the title and description are)"
    )
    // The French name of the book and of the gray group; one break and two spacers, the break
    // first; 10 CMYK values with Fogra27L.
    #expect(decoded.warnings[1].message.hasPrefix("swatchbook.xml: 2 titles or descriptions"))
    #expect(decoded.warnings[2].message.hasPrefix("swatchbook.xml: 3 <break/> and <spacer/>"))
    #expect(decoded.warnings[2].location == .text(line: 2, column: 1401))
    #expect(decoded.warnings[3].message.hasPrefix("swatchbook.xml: 10 values tagged"))
  }

  @Test func format02Reads() throws {
    let decoded = try SwatchBookerFormat().decode(Fixtures.bytes("sbz/real/sample-0.2.sbz"))
    Self.expectTheSampleBook(decoded.palette)
    #expect(
      decoded.warnings.map(\.code) == [
        "sbz.metadata", "sbz.translations", "sbz.layout", "sbz.profile",
      ])
    #expect(
      decoded.warnings[0].message
        == "swatchbook.xml: the book's <info type=\"copyright\">, <info type=\"license\">, <info type=\"version\"> not kept (only the title and description are)"
    )
    #expect(decoded.warnings[2].location == .text(line: 71, column: 3))
  }

  @Test func theFirstLayoutOf07Reads() throws {
    let decoded = try SwatchBookerFormat().decode(
      Fixtures.bytes("sbz/real/sample-0.7-swatches.sbz"))
    Self.expectTheSampleBook(decoded.palette)
    // Book order, as the later sample has it.
    let current = try SwatchBookerFormat().decode(Fixtures.bytes("sbz/real/sample.sbz")).palette
    #expect(decoded.palette.allSwatches.map(\.name) == current.allSwatches.map(\.name))
    #expect(decoded.palette.allSwatches.map(\.color) == current.allSwatches.map(\.color))
    #expect(
      decoded.warnings.map(\.code) == ["sbz.translations", "sbz.profile", "sbz.layout"])
  }

  /// The three old samples read as the same book as the current one, swatch for swatch but for
  /// the order of their spot colours.
  @Test func everyLayoutGivesTheSameColours() throws {
    func sorted(_ palette: Palette) -> [String] {
      palette.allSwatches.map { "\($0.name ?? "") \($0.kind) \($0.color)" }.sorted()
    }
    let current = try sorted(
      SwatchBookerFormat().decode(Fixtures.bytes("sbz/real/sample-0.7-swatches.sbz")).palette)
    for file in ["sample-0.1.sbz", "sample-0.2.sbz"] {
      let palette = try SwatchBookerFormat().decode(Fixtures.bytes("sbz/real/\(file)")).palette
      #expect(sorted(palette) == current, "\(file)")
    }
  }

  @Test func everyModelElementOf01IsRead() throws {
    let decoded = try SwatchBookReader.read(
      Array(
        """
        <SwatchBook version="0.1"><name>Models</name><columns>3</columns><rows>2</rows>
        <color id="a"><RGB>1 0.5 0</RGB></color>
        <color id="b"><name>Bee</name><name label="fr">Abeille</name><HSV>0.5 1 0.25</HSV></color>
        <color id="c" spot="1"><CMY>0.5 0 0</CMY></color>
        <color id="d"><RGBa>1 0 0 0.5</RGBa></color>
        <color id="e"><XYZ>96.42 100 82.51</XYZ><Lab>100 0 0</Lab></color>
        <group id="g"><name>G</name><group id="inner"><color id="f"><Gray>0.25</Gray></color></group></group>
        <gradient id="x"/>
        </SwatchBook>
        """.utf8))
    let palette = decoded.palette
    #expect(palette.name == "Models")
    #expect(palette.columns == 3)
    #expect(palette.groups.map(\.name) == [nil, "G"])
    #expect(palette.allSwatches.map(\.name) == ["a", "Bee", "c", "e", "f"])
    let colors = palette.allSwatches.map(\.color)
    #expect(colors[0] == .srgb(1, 0.5, 0))
    #expect(colors[1] == PaletteColor(.hsb(hue: 180, saturation: 1, brightness: 0.25)))
    #expect(colors[2] == PaletteColor(.cmyk(cyan: 0.5, magenta: 0, yellow: 0, black: 0)))
    #expect(colors[3] == PaletteColor(.lab(l: 100, a: 0, b: 0)))
    #expect(colors[4] == PaletteColor(.gray(0.75)))
    #expect(palette.allSwatches[2].kind == .spot)
    #expect(
      decoded.warnings.map(\.code) == [
        "sbz.metadata", "sbz.translations", "sbz.no-values", "sbz.alternates", "sbz.nested-group",
        "sbz.skipped",
      ])
    #expect(
      decoded.warnings[2].message
        == "swatchbook.xml: 1 colour skipped: no values in a model palconv reads ('RGBa' for 'd')")
    #expect(decoded.warnings[5].location == .text(line: 8, column: 1))
  }

  @Test func aVersionSwatchBookerNeverWroteIsNamed() throws {
    let decoded = try SwatchBookReader.read(
      Array(
        """
        <SwatchBook version="0.9">
          <materials><color><metadata><dc:identifier xmlns:dc="http://purl.org/dc/elements/1.1/">A</dc:identifier></metadata><values model="RGB">1 0 0</values></color></materials>
        </SwatchBook>
        """.utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["A"])
    #expect(decoded.warnings.map(\.code) == ["sbz.version"])
    #expect(
      decoded.warnings[0].message
        == "swatchbook.xml: version=\"0.9\" is not a version SwatchBooker wrote (0.1, 0.2 or 0.7); read as 0.7 by its elements"
    )
    #expect(decoded.warnings[0].location == .text(line: 1, column: 22))
  }

  /// The rule every reader follows: a book of a layout palconv does not know, from which no
  /// colour is read, is an error at the first thing left aside, not an empty palette.
  @Test func anUnknownLayoutIsAnErrorNotAnEmptyPalette() throws {
    let unknown = Array(
      """
      <SwatchBook version="2.0">
        <palette><entry name="A" rgb="1 0 0"/></palette>
      </SwatchBook>
      """.utf8)
    let decoded = try SwatchBookReader.read(unknown)
    #expect(decoded.palette.swatchCount == 0)
    let error = #expect(throws: PaletteError.self) { try decoded.requiringContent(format: "sbz") }
    #expect(error?.kind == .nothingRead)
    #expect(error?.location == .text(line: 1, column: 22))
    #expect(
      error?.message
        == "no colour was read, and the reader left something aside: swatchbook.xml: version=\"2.0\" is not a version SwatchBooker wrote (0.1, 0.2 or 0.7); read as 0.2 by its elements [sbz.version] (and 1 more warning)"
    )
    // An empty book of a known version is an empty palette.
    let empty = try SwatchBookReader.read(Array(#"<SwatchBook version="0.7"/>"#.utf8))
    #expect(try empty.requiringContent().palette.swatchCount == 0)
  }
}
