import PaletteCore
import PaletteDiffSheet
import PaletteTransforms
import TestSupport
import Testing

/// Two versions of a palette with one change of every kind, and a recolouring whose ΔE00 is a
/// published reference value.
enum DiffPair {
  /// Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1, pair 1:
  /// Lab(50, 2.6772, −79.7751) and Lab(50, 0, −82.7485) are 2.0425 apart.
  static let sharmaOld = PaletteColor(.lab(l: 50, a: 2.6772, b: -79.7751))
  static let sharmaNew = PaletteColor(.lab(l: 50, a: 0, b: -82.7485))

  static let old = Palette(
    name: "Harbour",
    groups: [
      PaletteGroup(
        name: "Sea",
        swatches: [
          Swatch(name: "Deep", color: sharmaOld),
          Swatch(name: "Foam", color: .srgb8(0xDE, 0xEB, 0xEE)),
          Swatch(name: "Amber", color: .srgb8(0xFF, 0xBF, 0x00)),
          Swatch(name: "Red", color: .srgb8(0xFF, 0x00, 0x00)),
        ]),
      PaletteGroup(
        name: "Land",
        swatches: [
          Swatch(name: "Sand", color: .srgb8(0xE9, 0xD8, 0xA6)),
          Swatch(name: "Ink", color: .srgb8(0x11, 0x22, 0x33)),
        ]),
    ])

  static let new = Palette(
    name: "Harbour",
    groups: [
      PaletteGroup(
        name: "Sea",
        swatches: [
          Swatch(name: "Deep", color: sharmaNew),
          Swatch(name: "Foam", color: .srgb8(0xDE, 0xEB, 0xEE)),
          Swatch(name: "Ruby <b>|$x$", color: .srgb8(0xFF, 0x00, 0x00)),
          Swatch(name: "Sand", color: .srgb8(0xE9, 0xD8, 0xA6)),
        ]),
      PaletteGroup(
        name: "Land",
        swatches: [
          Swatch(name: "Ink", color: .srgb8(0x11, 0x22, 0x33), kind: .spot),
          Swatch(name: "Buoy", color: .srgb8(0xFF, 0x33, 0x00, alpha: 0x80)),
        ]),
    ])

  static var comparison: PaletteComparison { PaletteComparison(old: old, new: new) }

  static var sheet: DiffSheet {
    DiffSheet(files: [
      DiffSheet.File(path: "palettes/harbour.ase", comparison: comparison),
      DiffSheet.File(
        path: "palettes/new.gpl", status: .added,
        comparison: PaletteComparison(
          old: Palette(),
          new: Palette(groups: [
            PaletteGroup(swatches: [Swatch(name: "Moss", color: .srgb8(0x4A, 0x5D, 0x23))])
          ]))),
    ])
  }
}

@Suite struct DiffSheetTests {
  @Test(arguments: DiffSheet.Kind.allCases)
  func writesGoldenFiles(kind: DiffSheet.Kind) {
    let text = DiffPair.sheet.render(kind)
    Golden.check(text, against: "diff/golden.\(kind.rawValue)")
    #expect(DiffPair.sheet.render(kind) == text)
  }

  @Test func theComparisonHasEveryKindOfChange() {
    let comparison = DiffPair.comparison
    for kind in PaletteChange.Kind.allCases {
      #expect(comparison.count(of: kind) >= 1, "\(kind)")
    }
  }

  @Test(arguments: DiffSheet.Kind.allCases)
  func showsBothSidesWithValuesAndTheReferenceDeltaE(kind: DiffSheet.Kind) {
    let text = DiffPair.sheet.render(kind)
    // The published difference, 2.0425, to two decimals.
    #expect(text.contains("ΔE00 2.04"))
    for expected in [
      "lab(50, 2.68, -79.78)", "lab(50, 0, -82.75)", "#FF330080 · Land #2",
      "Red → Ruby &lt;b&gt;|$x$", "kind process → spot", "Land #1 → Sea #4",
      "palettes/new.gpl (added)",
      "6 changes: 1 added, 1 removed, 1 renamed, 1 recoloured, 1 moved, 1 changed",
      "prefers-color-scheme: dark", "data-light-background=\"#FFFFFF\"",
      "data-dark-background=\"#0D1117\"",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    #expect(!text.contains("<b>"))
  }

  @Test(arguments: DiffSheet.Kind.allCases)
  func everyChipDeclaresItsColourAndPlace(kind: DiffSheet.Kind) {
    let text = DiffPair.sheet.render(kind)
    // Old and new side of each pair, one side of added and removed swatches.
    let chips = text.split(separator: "data-rgba=\"").dropFirst().map { $0.prefix(9) }
    #expect(chips.count == 2 * 4 + 3)
    #expect(chips.contains("#FF330080"))
    #expect(chips.contains("#FFBF00FF"))
    #expect(!text.contains("http://") || kind == .svg)
    #expect(!text.contains("<script"))
  }
}

@Suite struct DiffMarkdownTests {
  @Test func chipIsGitHubMathWithTheOpaqueHex() {
    #expect(DiffMarkdown.chip(.srgb8(0x0D, 0x3B, 0x66)) == "$`{\\color{#0D3B66}\\blacksquare}`$")
    #expect(
      DiffMarkdown.chip(.srgb8(0xFF, 0x33, 0x00, alpha: 0x80))
        == "$`{\\color{#FF3300}\\blacksquare}`$")
  }

  @Test func writesGoldenMarkdown() {
    let markdown = DiffMarkdown(
      heading: "Palette changes: palettes/harbour.ase", comparison: DiffPair.comparison)
    Golden.check(markdown.text, against: "diff/golden.md")
    var pieces: [String] = []
    markdown.write { pieces.append($0) }
    #expect(pieces.joined() == markdown.text)
  }

  @Test func namesCannotBreakTheTableOrStartMath() {
    let text = DiffMarkdown(heading: "x", comparison: DiffPair.comparison).text
    #expect(text.contains("Red → Ruby &lt;b&gt;\\|\\$x\\$"))
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      // Five cells: six bars that no backslash escapes.
      var bars = 0
      var previous: Character = " "
      for character in line {
        if character == "|" && previous != "\\" { bars += 1 }
        previous = character
      }
      #expect(bars == 6, "\(line)")
    }
  }

  @Test func equalPalettesSayNoChanges() {
    let text = DiffMarkdown(
      heading: "Palette changes: a.gpl",
      comparison: PaletteComparison(old: DiffPair.old, new: DiffPair.old)
    ).text
    #expect(text == "### Palette changes: a.gpl\n\nNo changes.\n")
  }
}
