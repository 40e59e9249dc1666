import PaletteCore
import PaletteTransforms
import Testing

@Suite struct NamingTests {
  func nearest(_ hex: String) -> String? {
    let rgba = RGBA8(hex: hex)!
    return ColorNameDictionary.builtIn.nearest(to: .srgb8(rgba.red, rgba.green, rgba.blue))?
      .entry.name
  }

  @Test func builtInDictionaryHoldsBothDataSets() {
    let entries = ColorNameDictionary.builtIn.entries
    #expect(entries.filter { $0.source == .css }.count == 148)
    #expect(entries.filter { $0.source == .xkcd }.count == 923)
    #expect(
      entries.first
        == ColorName(name: "aliceblue", color: RGBA8(red: 240, green: 248, blue: 255), source: .css)
    )
    // xkcd's "dusty rose" is #C0737A in the survey's rgb.txt.
    #expect(
      entries.contains(
        ColorName(
          name: "Dusty Rose", color: RGBA8(red: 0xC0, green: 0x73, blue: 0x7A), source: .xkcd)))
    #expect(!entries.contains { $0.name.lowercased().contains("vomit") })
  }

  @Test func handCheckedNames() {
    // Exact CSS values win over xkcd names at the same colour and over xkcd "red" (#E50000).
    #expect(nearest("#663399") == "rebeccapurple")
    #expect(nearest("#FF0000") == "red")
    #expect(nearest("#E50000") == "Red")
    #expect(nearest("#C0737A") == "Dusty Rose")
    #expect(nearest("#C1747B") == "Dusty Rose")
    // Synonyms: the alphabetically first CSS keyword (aqua before cyan, gray before grey).
    #expect(nearest("#00FFFF") == "aqua")
    #expect(nearest("#808080") == "gray")
    // A near grey is matched against greys only.
    #expect(nearest("#82807E") == "gray")
    #expect(nearest("#000000") == "black")
  }

  @Test func unnamedSwatchesGetUniqueNamesAndOneWarning() {
    let rose = PaletteColor.srgb8(0xC0, 0x73, 0x7A)
    let palette = Palette(groups: [
      PaletteGroup(
        name: "Pinks",
        swatches: [
          Swatch(name: "Dusty Rose", color: .srgb8(1, 2, 3)), Swatch(color: rose),
          Swatch(name: "", color: rose), Swatch(name: "Keep", color: rose),
        ]),
      PaletteGroup(swatches: [Swatch(color: rose)]),
    ])
    let result = palette.namingUnnamed()
    #expect(
      result.palette.groups.map { $0.swatches.map(\.name) } == [
        ["Dusty Rose", "Dusty Rose 2", "Dusty Rose 3", "Keep"], ["Dusty Rose"],
      ])
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(result.diagnostics.first?.code == "name.assigned")
    #expect(
      result.diagnostics.first?.message
        == "named 3 unnamed swatches: #C0737A \"Dusty Rose 2\", #C0737A \"Dusty Rose 3\", #C0737A \"Dusty Rose\""
    )
    #expect(result.palette.namingUnnamed().diagnostics.isEmpty)
  }

  @Test func longListsAreCut() {
    let palette = Palette(swatches: (0..<25).map { Swatch(color: .srgb8(UInt8($0), 0, 0)) })
    let message = palette.namingUnnamed().diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("named 25 unnamed swatches: #000000 \"black\", "))
    #expect(message.hasSuffix(", and 5 more"))
  }

  @Test func renameReplacesEveryName() {
    let palette = Palette(swatches: [
      Swatch(name: "Brand", color: .srgb8(255, 0, 0)),
      Swatch(name: "Other", color: .srgb8(255, 0, 0, alpha: 128)),
      Swatch(color: .srgb8(255, 0, 0)),
    ])
    #expect(
      palette.renamed(.hex).palette.groups[0].swatches.map(\.name) == [
        "#FF0000", "#FF000080", "#FF0000 2",
      ])
    let nearest = palette.renamed(.nearest)
    #expect(nearest.palette.groups[0].swatches.map(\.name) == ["red", "red 2", "red 3"])
    #expect(nearest.diagnostics.map(\.message) == ["renamed 3 swatches to the nearest colour name"])
  }
}
