import TestSupport
import Testing

@testable import PaletteCore

/// Capabilities shaped like the formats palconv writes, built here so the report is tested
/// independently of the codecs.
enum SampleFormats {
  /// GIMP palette: names, palette name, comments, columns, 8-bit sRGB, no groups, no alpha.
  static let gpl = FormatCapabilities(
    swatchNames: true, paletteName: true, paletteDescription: true, columns: true,
    maxColumns: 256, columnsNeedPaletteName: true, groups: false, alpha: false, models: [.srgb])
  /// GIMP palette with the `Channels: RGBA` extension switched on.
  static var gplWithAlpha: FormatCapabilities {
    var capabilities = gpl
    capabilities.alpha = true
    return capabilities
  }
  /// Hex list: colours only, with alpha as 8-digit hex.
  static let hex = FormatCapabilities(
    swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
    groups: false, alpha: true, models: [.srgb])
  /// Adobe Swatch Exchange: groups, spot and global, sRGB/CMYK/Lab/gray, no alpha, no
  /// palette name or description.
  static let ase = FormatCapabilities(
    swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
    groups: true, alpha: false, models: [.srgb, .cmyk, .lab, .gray],
    kinds: [.process, .global, .spot])
  /// palconv JSON: everything.
  static let json = FormatCapabilities(
    swatchNames: true, paletteName: true, paletteDescription: true, columns: true, groups: true,
    alpha: true, models: Set(ColorModel.allCases), kinds: Set(SwatchKind.allCases),
    appearances: Set(Appearance.allCases))
  /// CSS custom properties: names, alpha, sRGB/P3/Lab/OKLCH.
  static let css = FormatCapabilities(
    swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
    groups: false, alpha: true, models: [.srgb, .displayP3, .lab, .oklch])
}

@Suite struct LossReportTests {
  /// A palette with one of everything that some format cannot hold.
  static let rich = Palette(
    name: "Brand", description: "Colours of the brand", columns: 4,
    groups: [
      PaletteGroup(
        name: "Print",
        swatches: [
          Swatch(
            name: "Cyan", color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0)),
            location: .byte(offset: 40)),
          Swatch(
            name: "Magenta", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0)),
            kind: .spot),
          Swatch(
            name: "Yellow", color: PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 1, black: 0)),
            kind: .global),
        ], location: .byte(offset: 12)),
      PaletteGroup(swatches: [
        Swatch(name: "Glass", color: .srgb(0.2, 0.4, 0.6, alpha: 0.5)),
        Swatch(name: "Vivid", color: PaletteColor(.lab(l: 50, a: 100, b: -100))),
        Swatch(name: "Soft", color: PaletteColor(.oklch(l: 0.7, c: 0.05, h: 200))),
      ]),
    ])

  func codes(_ palette: Palette, _ target: FormatCapabilities) -> [String] {
    LossReport.diagnostics(for: palette, target: target, formatName: "X").map(\.code)
  }

  @Test(arguments: [
    ("GPL", SampleFormats.gpl, ["loss.groups", "loss.alpha", "loss.model", "loss.kind"]),
    ("GPL RGBA", SampleFormats.gplWithAlpha, ["loss.groups", "loss.model", "loss.kind"]),
    (
      "hex", SampleFormats.hex,
      [
        "loss.groups", "loss.model", "loss.kind", "loss.names", "loss.palette-name",
        "loss.description", "loss.columns",
      ]
    ),
    (
      "ASE", SampleFormats.ase,
      ["loss.alpha", "loss.model", "loss.palette-name", "loss.description", "loss.columns"]
    ),
    ("JSON", SampleFormats.json, []),
    (
      "CSS", SampleFormats.css,
      [
        "loss.groups", "loss.model", "loss.kind", "loss.palette-name", "loss.description",
        "loss.columns",
      ]
    ),
  ])
  func richPaletteIntoEachFormat(name: String, target: FormatCapabilities, expected: [String]) {
    let diagnostics = LossReport.diagnostics(for: Self.rich, target: target, formatName: name)
    #expect(diagnostics.map(\.code) == expected)
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test func columnCountsGPLCannotKeep() {
    var palette = Palette(swatches: [Swatch(name: "Red", color: .srgb8(255, 0, 0))])
    palette.columns = 8
    // Without a palette name there is no `Name:` line for `Columns:` to follow.
    var diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.gpl, formatName: "GPL")
    #expect(diagnostics.map(\.code) == ["loss.columns"])
    #expect(
      diagnostics.first?.message
        == "GPL stores the column count only with a palette name and this palette has none; "
        + "the column count (8) will be dropped")
    palette.name = "Brand"
    #expect(
      LossReport.diagnostics(for: palette, target: SampleFormats.gpl, formatName: "GPL").isEmpty)
    palette.columns = 300
    diagnostics = LossReport.diagnostics(for: palette, target: SampleFormats.gpl, formatName: "GPL")
    #expect(
      diagnostics.map(\.message) == [
        "GPL holds a column count of 0 to 256; 300 will be written as 256"
      ])
    palette.columns = 256
    #expect(
      LossReport.diagnostics(for: palette, target: SampleFormats.gpl, formatName: "GPL").isEmpty)
  }

  @Test func messagesForGPL() {
    let diagnostics = LossReport.diagnostics(
      for: Self.rich, target: SampleFormats.gpl, formatName: "GPL")
    let messages = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.code, $0.message) })
    #expect(messages["loss.groups"] == "GPL cannot store groups: 1 group will be flattened: Print")
    #expect(
      messages["loss.alpha"] == "GPL cannot store transparency: 1 colour will become opaque: Glass")
    #expect(
      messages["loss.model"]
        == "5 colours will be converted to sRGB for GPL: 3 CMYK (Cyan, Magenta, Yellow), "
        + "1 Lab (Vivid), 1 OKLCH (Soft); CMYK is converted without a colour profile, so it is "
        + "approximate; 1 lies outside the sRGB gamut and will be gamut-mapped: Vivid")
    #expect(
      messages["loss.kind"]
        == "GPL cannot mark spot or global colours: 1 global colour and 1 spot colour will be "
        + "written as process colours: Magenta, Yellow")
    #expect(diagnostics.first { $0.code == "loss.groups" }?.location == .byte(offset: 12))
    #expect(diagnostics.first { $0.code == "loss.model" }?.location == .byte(offset: 40))
  }

  @Test func singleModelMessageNamesTheFirstThree() {
    let palette = Palette(
      swatches: ["Cyan", "Magenta", "Yellow", "Key"].map {
        Swatch(name: $0, color: PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 0.5)))
      })
    let diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.gpl, formatName: "GPL")
    #expect(
      diagnostics.map(\.message) == [
        "4 CMYK colours will be converted to sRGB for GPL: Cyan, Magenta, Yellow and 1 more; "
          + "CMYK is converted without a colour profile, so it is approximate"
      ])
  }

  @Test func metadataAndNamesMessages() {
    let diagnostics = LossReport.diagnostics(
      for: Self.rich, target: SampleFormats.hex, formatName: "hex")
    let messages = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.code, $0.message) })
    #expect(
      messages["loss.names"]
        == "hex cannot store swatch names: 6 names will be dropped: Cyan, Magenta, Yellow and 3 more"
    )
    #expect(
      messages["loss.palette-name"]
        == "hex cannot store the palette name \"Brand\"; it will be dropped")
    #expect(messages["loss.description"] == "hex cannot store the description; it will be dropped")
    #expect(messages["loss.columns"] == "hex cannot store the column count (4); it will be dropped")
  }

  @Test func columnsThatOnlyLayTheSwatchesOut() {
    var target = SampleFormats.hex
    target.columnsLaidOutOnly = true
    let diagnostics = LossReport.diagnostics(for: Self.rich, target: target, formatName: "png")
    let columns = diagnostics.filter { $0.code == "loss.columns" }.map(\.message)
    #expect(
      columns == [
        "png lays the swatches out 4 to a row but cannot store the column count; reading the "
          + "file back gives none"
      ])
    // A format that stores the count has nothing to report, whatever the flag says.
    target.columns = true
    #expect(
      !LossReport.diagnostics(for: Self.rich, target: target, formatName: "png").contains {
        $0.code == "loss.columns"
      })
  }

  @Test func tooManyColours() {
    var target = SampleFormats.json
    target.maxSwatches = 4
    let diagnostics = LossReport.diagnostics(for: Self.rich, target: target, formatName: "ACT")
    #expect(diagnostics.map(\.code) == ["loss.too-many"])
    #expect(
      diagnostics[0].message
        == "ACT holds at most 4 colours and the palette has 6: 2 will not fit: Vivid, Soft")
    target.maxSwatches = 6
    #expect(LossReport.diagnostics(for: Self.rich, target: target, formatName: "ACT").isEmpty)
  }

  /// The capabilities of JSON with one feature taken away, and a palette that uses only it.
  static let singleLosses: [(LossKind, FormatCapabilities, Palette)] = {
    let plain = Swatch(color: .srgb(0.5, 0.5, 0.5))
    func with(_ change: (inout FormatCapabilities) -> Void) -> FormatCapabilities {
      var capabilities = SampleFormats.json
      change(&capabilities)
      return capabilities
    }
    return [
      (
        .groups, with { $0.groups = false },
        Palette(groups: [PaletteGroup(name: "G", swatches: [plain])])
      ),
      (
        .alpha, with { $0.alpha = false },
        Palette(swatches: [Swatch(color: .srgb(0, 0, 0, alpha: 0))])
      ),
      (
        .model, with { $0.models = [.srgb] },
        Palette(swatches: [Swatch(color: PaletteColor(.gray(0.5)))])
      ),
      (
        .kind, with { $0.kinds = [.process] },
        Palette(swatches: [Swatch(color: .srgb(0, 0, 0), kind: .spot)])
      ),
      (
        .names, with { $0.swatchNames = false },
        Palette(swatches: [Swatch(name: "N", color: .srgb(0, 0, 0))])
      ),
      (.paletteName, with { $0.paletteName = false }, Palette(name: "P", swatches: [plain])),
      (
        .description, with { $0.paletteDescription = false },
        Palette(description: "D", groups: [PaletteGroup(swatches: [plain])])
      ),
      (
        .columns, with { $0.columns = false },
        Palette(columns: 2, groups: [PaletteGroup(swatches: [plain])])
      ),
      (.tooMany, with { $0.maxSwatches = 0 }, Palette(swatches: [plain])),
      (.filled, with { $0.requiredSwatches = 2 }, Palette(swatches: [plain])),
      (
        .appearances, with { $0.appearances = [] },
        Palette(swatches: [Swatch(color: .srgb(0, 0, 0), appearances: [.dark: .srgb(1, 1, 1)])])
      ),
      (
        .controlCharacters, with { $0.controlCharacters = ControlCharacterLimit(.all, in: .all) },
        Palette(swatches: [Swatch(name: "a\u{7}", color: .srgb(0, 0, 0))])
      ),
    ]
  }()

  @Test func eachLossAloneGivesExactlyItsCode() {
    // Renaming and order depend on the writer's account of its output, not on capabilities:
    // their own tests are below.
    #expect(
      Self.singleLosses.map(\.0) == LossKind.allCases.filter { $0 != .renamed && $0 != .order })
    for (kind, target, palette) in Self.singleLosses {
      #expect(codes(palette, target) == [kind.code], "\(kind)")
      // The same palette into a format that holds everything loses nothing.
      #expect(codes(palette, SampleFormats.json).isEmpty, "\(kind)")
    }
  }

  @Test func renamedListsEveryChangedNameInOrder() {
    let location = SourceLocation.text(line: 3, column: 1)
    let palette = Palette(
      name: "P\nQ",
      groups: [
        PaletteGroup(
          name: "G.1",
          swatches: [
            Swatch(name: "same", color: .srgb(0, 0, 0)),
            Swatch(name: "Ocean Blue", color: .srgb(0, 0, 0), location: location),
          ]),
        PaletteGroup(swatches: [
          Swatch(name: nil, color: .srgb(0, 0, 0)), Swatch(name: "", color: .srgb(0, 0, 0)),
          Swatch(name: "x", color: .srgb(0, 0, 0)),
        ]),
      ])
    let written = WrittenNames(
      palette: "P Q", groups: ["G-1", nil],
      swatches: ["same", "ocean-blue", "color-3", "color-4", nil])
    let diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.json, formatName: "CSS", writtenNames: written)
    #expect(diagnostics.map(\.code) == ["loss.renamed"])
    #expect(
      diagnostics.first?.message
        // The newline stays in the message; the text renderer escapes it when printing.
        == "CSS changes 3 names to fit its syntax: \"P\nQ\" becomes \"P Q\", \"G.1\" becomes \"G-1\", "
        + #""Ocean Blue" becomes "ocean-blue""#)
    // Located at the first name concerned that has a location: the palette name has none.
    #expect(diagnostics.first?.location == nil)
    // An absent or empty name given one, and a name dropped, are not renamings.
    let unchanged = WrittenNames(
      palette: palette.name, groups: palette.groups.map(\.name),
      swatches: palette.allSwatches.map(\.name))
    #expect(
      LossReport.diagnostics(
        for: palette, target: SampleFormats.json, formatName: "CSS", writtenNames: unchanged
      ).isEmpty)
    let onlySwatch = Palette(swatches: [
      Swatch(name: "A", color: .srgb(0, 0, 0), location: location)
    ])
    let renamed = LossReport.diagnostics(
      for: onlySwatch, target: SampleFormats.json, formatName: "CSS",
      writtenNames: WrittenNames(palette: nil, groups: [nil], swatches: ["a"]))
    #expect(renamed.map(\.location) == [location])
  }

  @Test func unnamedSwatchesAndEmptyNamesAreNotLostNames() {
    let palette = Palette(swatches: [
      Swatch(name: nil, color: .srgb(0, 0, 0)), Swatch(name: "", color: .srgb(1, 1, 1)),
    ])
    #expect(codes(palette, SampleFormats.hex).isEmpty)
  }

  @Test func modelMessageListsUnnamedSwatchesByHex() {
    let palette = Palette(swatches: [Swatch(color: PaletteColor(.gray(1)))])
    let diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.gpl, formatName: "GPL")
    #expect(
      diagnostics.map(\.message) == ["1 gray colour will be converted to sRGB for GPL: #FFFFFF"])
  }

  @Test func nonSRGBTargetConvertsIntoItsOwnModel() {
    var target = SampleFormats.json
    target.models = [.cmyk]
    let palette = Palette(swatches: [Swatch(name: "Sky", color: .srgb(0.2, 0.6, 1))])
    #expect(
      LossReport.diagnostics(for: palette, target: target, formatName: "Print").map(\.message)
        == ["1 sRGB colour will be converted to CMYK for Print: Sky"])
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func randomPalettesIntoJSONLoseNothing(seed: UInt64) {
    #expect(codes(RandomPalette.make(seed: seed), SampleFormats.json).isEmpty)
  }

  @Test func kindsListIsStable() {
    #expect(
      LossKind.allCases.map(\.code) == [
        "loss.groups", "loss.alpha", "loss.model", "loss.kind", "loss.names", "loss.renamed",
        "loss.order", "loss.palette-name", "loss.description", "loss.columns", "loss.too-many",
        "loss.filled", "loss.appearances", "loss.control-characters",
      ])
  }

  @Test func orderListsEachSwatchThatMovesWithTheSwatchItFollows() {
    let location = SourceLocation.text(line: 4, column: 1)
    let palette = Palette(swatches: [
      Swatch(name: "Zeta", color: .srgb(0, 0, 0), location: location),
      Swatch(name: "Alpha", color: .srgb(0, 0, 0)),
      Swatch(name: "Mid", color: .srgb(0, 0, 0)),
      Swatch(name: nil, color: .srgb8(255, 0, 0)),
    ])
    // The file holds Alpha, Mid, the red swatch, Zeta: only Zeta moves.
    let written = WrittenNames(
      palette: nil, groups: [nil], swatches: ["Zeta", "Alpha", "Mid", nil],
      swatchOrder: [1, 2, 3, 0])
    let diagnostics = LossReport.diagnostics(
      for: palette, target: SampleFormats.json, formatName: "xcassets", writtenNames: written)
    #expect(diagnostics.map(\.code) == ["loss.order"])
    #expect(
      diagnostics.first?.message
        == #"xcassets writes swatches in its own order; 1 swatch moves: "Zeta" follows "#
        + "unnamed #FF0000")
    #expect(diagnostics.first?.location == location)
    // Reversed: all but one move, listed in file order; the first is the first in the file.
    let reversed = WrittenNames(
      palette: nil, groups: [nil], swatches: ["Zeta", "Alpha", "Mid", nil],
      swatchOrder: [3, 2, 1, 0])
    let moved = LossReport.diagnostics(
      for: palette, target: SampleFormats.json, formatName: "dtcg", writtenNames: reversed)
    #expect(
      moved.first?.message
        == #"dtcg writes swatches in its own order; 3 swatches move: unnamed #FF0000 comes "#
        + #"first, "Mid" follows unnamed #FF0000, "Alpha" follows "Mid""#)
  }

  @Test func anOrderThatIsThePalettesOwnIsNoOrder() {
    let names = WrittenNames(
      palette: nil, groups: [nil], swatches: ["a", "b"], swatchOrder: [0, 1])
    #expect(names.swatchOrder == nil)
    let palette = Palette(swatches: [
      Swatch(name: "a", color: .srgb(0, 0, 0)), Swatch(name: "b", color: .srgb(0, 0, 0)),
    ])
    #expect(
      LossReport.diagnostics(
        for: palette, target: SampleFormats.json, formatName: "x", writtenNames: names
      ).isEmpty)
    // An order that does not describe the palette's swatches is ignored, not trusted.
    let wrong = WrittenNames(
      palette: nil, groups: [nil], swatches: ["a", "b"], swatchOrder: [1, 1])
    #expect(
      LossReport.diagnostics(
        for: palette, target: SampleFormats.json, formatName: "x", writtenNames: wrong
      ).isEmpty)
  }

  @Test(arguments: [
    ([0, 1, 2, 3], [0, 1, 2, 3]),
    ([3, 2, 1, 0], [0]),
    ([1, 2, 3, 0], [1, 2, 3]),
    ([0, 2, 1, 3], [0, 1, 3]),
    ([4, 0, 5, 1, 2, 3], [0, 1, 2, 3]),
    ([], []),
  ])
  func longestIncreasingRun(values: [Int], expected: [Int]) {
    #expect(IncreasingRun.longest(in: values) == expected)
  }
}
