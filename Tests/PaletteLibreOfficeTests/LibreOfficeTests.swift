import PaletteCore
import TestSupport
import Testing

@testable import PaletteLibreOffice

/// LibreOffice colour tables: namespaces, what LibreOffice shows, exact output.
@Suite struct LibreOfficeTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try LibreOfficeColorTableFormat().decode(Array(text.utf8))
  }

  static let current = """
    <?xml version="1.0" encoding="UTF-8"?>
    <ooo:color-table xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
    xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" \
    xmlns:ooo="http://openoffice.org/2004/office">
      <!-- a section -->
      <draw:color draw:name="Libre Green" draw:color="#18a303"/>
      <draw:color draw:name=" Spaced " draw:color="#FFFFFF"/>
    </ooo:color-table>
    """

  @Test func readsEntriesByNamespaceNotPrefix() throws {
    let decoded = try Self.decode(Self.current)
    #expect(decoded.palette.allSwatches.map(\.name) == ["Libre Green", " Spaced "])
    #expect(decoded.palette.allSwatches[0].color == .srgb8(0x18, 0xA3, 0x03))
    #expect(decoded.palette.allSwatches[0].location == .text(line: 4, column: 3))
    #expect(decoded.warnings.isEmpty)
    // Other prefixes bound to the same namespaces read the same.
    let renamed = try Self.decode(
      """
      <t:color-table xmlns:t="http://openoffice.org/2004/office" \
      xmlns:d="http://openoffice.org/2000/drawing"><d:color d:name="A" d:color="#010203"/>\
      </t:color-table>
      """)
    #expect(renamed.palette.allSwatches.map(\.color) == [.srgb8(1, 2, 3)])
  }

  @Test func valuesLibreOfficeCannotReadAreBlackWithAWarning() throws {
    let decoded = try Self.decode(
      """
      <ooo:color-table xmlns:ooo="http://openoffice.org/2004/office" xmlns:draw="http://openoffice.org/2000/drawing">
      <draw:color draw:name="short" draw:color="#fff"/>
      <draw:color draw:name="nonhex" draw:color="#gg8000"/>
      <draw:color draw:name="" draw:color="#000000"/>
      <draw:color draw:name="nocolor"/>
      <draw:color draw:name="short" draw:color="#123456"/>
      <draw:dash draw:name="x"/>
      </ooo:color-table>
      """)
    #expect(decoded.palette.allSwatches.map(\.name) == ["short", "nonhex", "short"])
    #expect(
      decoded.palette.allSwatches.map { $0.color.rgba8 } == [
        RGBA8(red: 0, green: 0, blue: 0), RGBA8(red: 0, green: 0x80, blue: 0),
        RGBA8(red: 0x12, green: 0x34, blue: 0x56),
      ])
    #expect(
      decoded.warnings.map(\.code) == [
        "soc.color", "soc.color", "soc.incomplete", "soc.incomplete", "soc.duplicate",
        "soc.skipped",
      ])
    #expect(decoded.warnings[0].location == .text(line: 2, column: 43))
  }

  @Test func otherTablesAreNotPalettes() {
    let error = #expect(throws: PaletteError.self) {
      try Self.decode(
        "<?xml version=\"1.0\"?>\n<office:dash-table xmlns:office=\"http://openoffice.org/2000/office\"/>"
      )
    }
    #expect(error?.kind == .invalidSignature)
    #expect(
      error?.message
        == "not a LibreOffice colour table: the root element is <office:dash-table> in the "
        + "namespace http://openoffice.org/2000/office, not an office color-table")
    #expect(error?.location == .text(line: 2, column: 1))
    #expect(
      LibreOfficeColorTableFormat().sniff(
        ArraySlice("<office:dash-table xmlns:office=\"http://openoffice.org/2000/office\">".utf8))
        == .none)
    #expect(LibreOfficeColorTableFormat().sniff(ArraySlice(Self.current.utf8)) == .strong)
  }

  @Test func theOldBinaryTablesAreRefusedByName() {
    let bytes: [UInt8] = [0x04, 0x00, 0x53, 0x4F, 0x43, 0x4C, 0x00, 0x00]
    let error = #expect(throws: PaletteError.self) {
      try LibreOfficeColorTableFormat().decode(bytes)
    }
    #expect(error?.kind == .unsupportedVersion)
    #expect(error?.location == .byte(offset: 0))
  }

  @Test func goldenFile() throws {
    Golden.check(
      try LibreOfficeColorTableFormat().encode(GoldenPalette.palette),
      against: "soc/golden/golden.soc")
  }

  @Test func roundTripKeepsNamesExactly() throws {
    let palette = Palette(swatches: [
      Swatch(name: " Magenta 1", color: .srgb8(0xF7, 0xB2, 0xCC)),
      Swatch(name: "Tab\there & <there> \"q\"", color: .srgb8(1, 2, 3)),
      Swatch(name: "line\nbreak", color: .srgb8(4, 5, 6)),
    ])
    let format = LibreOfficeColorTableFormat()
    let decoded = try format.decode(try format.encode(palette))
    #expect(decoded.palette == palette)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func writtenNamesKeepRepeatsOfOneColourAndReadBack() throws {
    let red = PaletteColor.srgb8(0xFF, 0, 0)
    let swatches = [
      Swatch(name: "Red", color: red), Swatch(name: "Red", color: .srgb8(0xFE, 0, 0)),
      Swatch(name: nil, color: red), Swatch(name: "", color: red),
      Swatch(name: "Red 2", color: red), Swatch(name: "nul\u{0}", color: red),
      // The same colour as the first "Red": kept, as LibreOffice shows the same.
      Swatch(name: "Red", color: .srgb(1, 0, 0.001)),
    ]
    #expect(
      LibreOfficeWriter.names(swatches) == [
        "Red", "Red 2", "Color 3", "Color 4", "Red 2 2", "nul\u{FFFD}", "Red",
      ])
    for palette in [WrittenNamesCheck.hostilePalette, GoldenPalette.palette] {
      let mismatch = try WrittenNamesCheck.mismatch(LibreOfficeColorTableFormat(), palette)
      #expect(mismatch == nil, "\(mismatch ?? "")")
    }
  }

  @Test func everyPrefixIsAnErrorWithAPlace() throws {
    let bytes = Array(Self.current.utf8)
    EveryPrefix.check(bytes, .failsWithAPosition, with: LibreOfficeColorTableFormat())
  }

  @Test func badXMLIsAnErrorAtItsPlace() {
    let error = #expect(throws: PaletteError.self) {
      try Self.decode(
        "<ooo:color-table xmlns:ooo=\"http://openoffice.org/2004/office\">\n<draw:color draw:name=\"&x;\"/>"
      )
    }
    #expect(error?.kind == .syntax)
    #expect(error?.location == .text(line: 2, column: 24))
  }

  @Test func realFileReadsWithTheColoursLibreOfficeShows() throws {
    let decoded = try LibreOfficeColorTableFormat().decode(Fixtures.bytes("soc/real/ccooo.soc"))
    #expect(decoded.palette.swatchCount == 42)
    #expect(decoded.palette.allSwatches[0].name == " Magenta 1")
    #expect(decoded.palette.allSwatches[0].color == .srgb8(0xF7, 0xB2, 0xCC))
    #expect(decoded.palette.allSwatches[5].color == .srgb8(0x96, 0x28, 0xC6))
    #expect(decoded.warnings.isEmpty)
  }

  static let corpus = Corpus.entries(in: "soc")

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpus)
  func corpusFilesDecode(_ entry: CorpusEntry) throws {
    #expect(LibreOfficeColorTableFormat().sniff(entry.bytes.prefix(4096)) == .strong)
    let decoded = try LibreOfficeColorTableFormat().decode(entry.bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
  }

  /// LibreOffice's own Slovenian palette repeats two names, each with the same colour: read,
  /// both entries are kept (with a warning, as LibreOffice shows one), and written, the names
  /// are kept, so the file converts to itself but for its namespaces.
  @Test func repeatedNamesOfLibreOfficesOwnPaletteAreKept() throws {
    let format = LibreOfficeColorTableFormat()
    let decoded = try format.decode(Fixtures.bytes("soc/real/palette_sl.soc"))
    let names = decoded.palette.allSwatches.map { $0.name ?? "" }
    #expect(names.count == 77)
    #expect(names.filter { $0 == "14%86%14%" }.count == 2)
    #expect(names.filter { $0 == "28%72%28%" }.count == 2)
    #expect(names[24] == "58%42%14% ")
    #expect(decoded.warnings.map(\.code) == ["soc.duplicate", "soc.duplicate"])
    #expect(decoded.warnings[0].location == .text(line: 32, column: 2))
    #expect(
      decoded.warnings[0].message
        == "the name '14%86%14%' is used again (first at 31:2); LibreOffice keeps one entry per name"
    )

    let written = try format.encodeReportingLosses(decoded.palette)
    #expect(written.losses.filter { $0.code == "loss.renamed" }.isEmpty)
    let again = try format.decode(written.bytes)
    #expect(again.palette == decoded.palette)
    #expect(again.warnings.map(\.code) == ["soc.duplicate", "soc.duplicate"])
  }

  /// A repeated name of another colour is renamed, so LibreOffice, which keeps one entry per
  /// name, shows every colour; the loss report says so.
  @Test func aRepeatedNameOfAnotherColourIsRenamed() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Sea", color: .srgb8(0, 0x40, 0x80)),
      Swatch(name: "Sea", color: .srgb8(0, 0x40, 0x80)),
      Swatch(name: "Sea", color: .srgb8(0, 0x80, 0xC0)),
    ])
    let written = try LibreOfficeColorTableFormat().encodeReportingLosses(palette)
    let text = String(decoding: written.bytes, as: UTF8.self)
    #expect(text.contains(##"<draw:color draw:name="Sea" draw:color="#004080"/>"##))
    #expect(text.contains(##"<draw:color draw:name="Sea 2" draw:color="#0080c0"/>"##))
    #expect(
      written.losses.map(\.message) == [
        #"soc changes 1 name to fit its syntax: "Sea" becomes "Sea 2""#
      ])
  }
}
