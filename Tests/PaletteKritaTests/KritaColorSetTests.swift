import PaletteCore
import TestSupport
import Testing

@testable import PaletteKrita

/// `colorset.xml`, read and written on its own: entries, groups, positions, every colour
/// element and the errors of bad input, each at its line and column.
@Suite struct KritaColorSetTests {
  static func read(_ text: String) throws -> DecodedPalette {
    try KritaColorSetReader.read(Array(text.utf8))
  }

  @Test func readsEntriesGroupsAndEveryModelInGridOrder() throws {
    let decoded = try Self.read(
      """
      <ColorSet version="2.0" name="Set" comment="About it" columns="2" rows="2">
       <ColorSetEntry name="B" id="B" spot="false" bitdepth="U8">
        <RGB space="sRGB-elle-V2-srgbtrc.icc" r="0" g="0.5" b="1"/>
        <Position row="0" column="1"/>
       </ColorSetEntry>
       <ColorSetEntry name="A" spot="true" bitdepth="U16">
        <CMYK space="Chemical proof" c="0.25" m="0" y="1" k="0.125"/>
        <Position row="0" column="0"/>
       </ColorSetEntry>
       <ColorSetEntry name="C" bitdepth="F32">
        <Gray space="Gray-D50-elle-V2-srgbtrc.icc" g="0.75"/>
        <Position row="1" column="0"/>
       </ColorSetEntry>
       <Group name="Print" rows="1">
        <ColorSetEntry name="L" spot="false" bitdepth="F32">
         <Lab space="Lab identity built-in" L="53.25" a="-20.5" b="60"/>
         <Position row="0" column="0"/>
        </ColorSetEntry>
       </Group>
      </ColorSet>
      """)
    let palette = decoded.palette
    #expect(palette.name == "Set")
    #expect(palette.description == "About it")
    #expect(palette.columns == 2)
    #expect(palette.groups.map(\.name) == [nil, "Print"])
    #expect(palette.allSwatches.map(\.name) == ["A", "B", "C", "L"])
    #expect(palette.allSwatches.map(\.kind) == [.spot, .process, .process, .process])
    #expect(
      palette.allSwatches[0].color
        == PaletteColor(.cmyk(cyan: 0.25, magenta: 0, yellow: 1, black: 0.125)))
    #expect(palette.allSwatches[1].color == .srgb(0, 0.5, 1))
    #expect(palette.allSwatches[2].color == PaletteColor(.gray(0.75)))
    #expect(palette.allSwatches[3].color == PaletteColor(.lab(l: 53.25, a: -20.5, b: 60)))
    #expect(palette.allSwatches[0].location == .text(line: 6, column: 2))
    #expect(decoded.warnings.isEmpty)
  }

  @Test func version1LabIsScaledFromFractions() throws {
    let decoded = try Self.read(
      """
      <ColorSet version="1.0" name="Old" columns="1">
        <ColorSetEntry name="White" spot="true"><Lab L="1" a="0.50196078431373" b="0.25" space="Lab identity built-in"/><Position row="0" column="0"/></ColorSetEntry>
      </ColorSet>
      """)
    let color = decoded.palette.allSwatches[0].color
    #expect(color == PaletteColor(.lab(l: 100, a: Float(0.50196078431373 * 255 - 128), b: -64.25)))
    #expect(abs(color.components.values[1]) < 1e-9)
  }

  /// Krita has written versions 1.0 and 2.0; a later one is read as 2.0 and named, so that a
  /// colour set of a layout palconv does not know that yields no colour is an error.
  @Test func aVersionKritaNeverWroteIsNamed() throws {
    let decoded = try Self.read(
      """
      <ColorSet version="3.1" name="Next" columns="1">
        <ColorSetEntry name="Red"><RGB r="1" g="0" b="0" space="sRGB-elle-V2-srgbtrc.icc"/><Position row="0" column="0"/></ColorSetEntry>
      </ColorSet>
      """)
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb(1, 0, 0)])
    #expect(decoded.warnings.map(\.code) == ["kpl.version"])
    #expect(
      decoded.warnings[0].message
        == "colorset.xml: version=\"3.1\" is newer than the versions Krita has written (1.0 and 2.0); read as 2.0"
    )
    #expect(decoded.warnings[0].location == .text(line: 1, column: 20))
    let empty = try Self.read(
      #"<ColorSet version="3.1" name="Next" columns="1"><Swatches/></ColorSet>"#)
    let error = #expect(throws: PaletteError.self) { try empty.requiringContent(format: "kpl") }
    #expect(error?.kind == .nothingRead)
    #expect(error?.location == .text(line: 1, column: 20))
  }

  @Test func xyzIsConvertedAndIdsAndProfilesAreReported() throws {
    let decoded = try Self.read(
      """
      <ColorSet version="2.0" columns="4">
      <ColorSetEntry name="D50" id="white-point"><XYZ space="XYZ identity built-in" x="0.9642" y="1" z="0.8251"/><Position row="0" column="0"/></ColorSetEntry>
      <ColorSetEntry name="Lin"><RGB space="sRGB-elle-V2-g10.icc" r="1" g="0" b="0"/><Position row="0" column="1"/></ColorSetEntry>
      <ColorSetEntry name="P3"><RGB space="Display P3" r="1" g="0" b="0"/><Position row="0" column="2"/></ColorSetEntry>
      </ColorSet>
      """)
    let lab = decoded.palette.allSwatches[0].color.components.values
    #expect(abs(lab[0] - 100) < 1e-3 && abs(lab[1]) < 0.05 && abs(lab[2]) < 0.05)
    #expect(decoded.palette.allSwatches[2].color == .srgb(1, 0, 0))
    #expect(decoded.warnings.map(\.code) == ["kpl.profile", "kpl.profile", "kpl.xyz", "kpl.id"])
    #expect(decoded.warnings[0].location == .text(line: 3, column: 27))
    #expect(
      decoded.warnings[0].message
        == "1 RGB colour in the profile 'sRGB-elle-V2-g10.icc' read as sRGB values")
    #expect(decoded.warnings[1].message.contains("'Display P3'"))
  }

  @Test func sharedCellsAndEmptyCellsAreReported() throws {
    let decoded = try Self.read(
      """
      <ColorSet version="2.0" columns="3">
      <ColorSetEntry name="x"><sRGB r="0" g="0" b="0"/><Position row="0" column="0"/></ColorSetEntry>
      <ColorSetEntry name="y"><sRGB r="1" g="1" b="1"/><Position row="0" column="0"/></ColorSetEntry>
      <ColorSetEntry name="z"><sRGB r="1" g="0" b="0"/><Position row="1" column="1"/></ColorSetEntry>
      <ColorSetEntry name="loose"><sRGB r="0" g="1" b="0"/></ColorSetEntry>
      </ColorSet>
      """)
    #expect(decoded.palette.allSwatches.map(\.name) == ["x", "y", "z", "loose"])
    #expect(decoded.warnings.map(\.code) == ["kpl.position-collision", "kpl.empty-cells"])
    #expect(decoded.warnings[0].location == .text(line: 3, column: 1))
    #expect(decoded.warnings[1].location == .text(line: 4, column: 1))
  }

  @Test func columnsAboveKritasLimitAreCapped() throws {
    let decoded = try Self.read("<ColorSet version=\"2.0\" columns=\"5000\"/>")
    #expect(decoded.palette.columns == 4096)
    #expect(decoded.warnings.map(\.code) == ["kpl.columns"])
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "other root", text: "<Palette/>", kind: .invalidSignature,
      message: "colorset.xml: the root element is <Palette>, not <ColorSet>",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "bad XML", text: "<ColorSet>\n<ColorSetEntry></ColorSet>", kind: .syntax,
      message: "colorset.xml: </ColorSet> does not close <ColorSetEntry> (opened at 2:1)",
      location: .text(line: 2, column: 16)),
    BadInputCase(
      name: "NaN",
      text: "<ColorSet><ColorSetEntry><RGB r=\"nan\" g=\"0\" b=\"0\"/></ColorSetEntry></ColorSet>",
      kind: .invalidValue, message: "colorset.xml: r=\"nan\" is not a finite number",
      location: .text(line: 1, column: 34)),
    BadInputCase(
      name: "overflow",
      text: "<ColorSet><ColorSetEntry><Gray g=\"1e40\"/></ColorSetEntry></ColorSet>",
      kind: .invalidValue, message: "colorset.xml: g=\"1e40\" is not a finite number",
      location: .text(line: 1, column: 35)),
    BadInputCase(
      name: "missing value",
      text: "<ColorSet><ColorSetEntry><CMYK c=\"0\" m=\"0\" y=\"0\"/></ColorSetEntry></ColorSet>",
      kind: .invalidValue, message: "colorset.xml: a <CMYK> colour needs the attribute k",
      location: .text(line: 1, column: 26)),
    BadInputCase(
      name: "unknown model",
      text:
        "<ColorSet><ColorSetEntry><YCbCr Y=\"0\" Cb=\"0\" Cr=\"0\"/></ColorSetEntry></ColorSet>",
      kind: .invalidValue,
      message:
        "colorset.xml: <YCbCr> is not a colour model palconv reads; expected RGB, sRGB, CMYK, Lab, Gray or XYZ",
      location: .text(line: 1, column: 26)),
    BadInputCase(
      name: "no colour",
      text:
        "<ColorSet><ColorSetEntry name=\"e\"><Position row=\"0\" column=\"0\"/></ColorSetEntry></ColorSet>",
      kind: .invalidValue, message: "colorset.xml: the entry 'e' has no colour element",
      location: .text(line: 1, column: 11)),
    BadInputCase(
      name: "huge row",
      text:
        "<ColorSet><ColorSetEntry><Gray g=\"0\"/><Position row=\"99999999999999999999\" column=\"0\"/></ColorSetEntry></ColorSet>",
      kind: .invalidValue,
      message:
        "colorset.xml: row=\"99999999999999999999\" is not a whole number from 0 to 999999999",
      location: .text(line: 1, column: 54)),
    BadInputCase(
      name: "negative columns", text: "<ColorSet columns=\"-1\"/>", kind: .invalidValue,
      message: "colorset.xml: columns=\"-1\" is not a whole number from 0 to 999999999",
      location: .text(line: 1, column: 20)),
    BadInputCase(
      name: "bad version", text: "<ColorSet version=\"two\"/>", kind: .unsupportedVersion,
      message: "colorset.xml: version=\"two\" is not a version number",
      location: .text(line: 1, column: 20)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused(format: "kpl") { _ = try KritaColorSetReader.read($0) }
  }

  @Test func invalidUTF8IsAnErrorWithAPlace() {
    var bytes = Array("<ColorSet name=\"".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array("\"/>".utf8)
    let error = #expect(throws: PaletteError.self) { try KritaColorSetReader.read(bytes) }
    #expect(error?.kind == .invalidEncoding)
    #expect(error?.location == .text(line: 1, column: 17))
    #expect(error?.message.hasPrefix("colorset.xml: ") == true)
  }

  static let palette = Palette(
    name: "Krita & \"Co\"", description: "Made for\ntests", columns: 3,
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Byte", color: .srgb8(12, 200, 255)),
        Swatch(name: "Float", color: .srgb(0.1, 0.2000001, 1.5)),
        Swatch(name: nil, color: PaletteColor(.gray(0.3))),
        Swatch(
          name: "Spot",
          color: PaletteColor(.cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4)), kind: .spot),
      ]),
      PaletteGroup(
        name: "Lab",
        swatches: [
          Swatch(name: "L1", color: PaletteColor(.lab(l: 12.5, a: -100.25, b: 127))),
          Swatch(name: "L2", color: PaletteColor(.lab(l: 99.99, a: 0, b: -0.001))),
        ]),
      PaletteGroup(name: "Empty"),
    ])

  @Test func writtenColorSetReadsBackBitExact() throws {
    let bytes = try KritaColorSetWriter.colorSet(Self.palette)
    let decoded = try KritaColorSetReader.read(bytes)
    #expect(decoded.palette == Self.palette)
    #expect(decoded.warnings.isEmpty)
  }

  @Test func everyPrefixOfAWrittenColorSetIsAnErrorWithAPlace() throws {
    let bytes = try KritaColorSetWriter.colorSet(GoldenPalette.palette)
    EveryPrefix.check(bytes, .failsWithAPosition, upTo: bytes.count - 1) {
      bytes throws(PaletteError) in try KritaColorSetReader.read(bytes)
    }
  }

  @Test func nonFiniteComponentsAreUnrepresentable() {
    let palette = Palette(swatches: [Swatch(name: "bad", color: .srgb(.nan, 0, 0))])
    let error = #expect(throws: PaletteError.self) { try KritaColorSetWriter.colorSet(palette) }
    #expect(error?.kind == .unrepresentable)
  }
}
