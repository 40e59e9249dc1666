import PaletteCore
import Testing

@testable import PaletteTransforms

@Suite struct LintTests {
  func at(_ line: Int) -> PaletteCore.SourceLocation { .text(line: line, column: 1) }

  func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.code) }

  @Test func rulesHaveStableCodesSeveritiesAndSummaries() {
    let codes = LintRule.allCases.map(\.code)
    #expect(Set(codes).count == codes.count)
    for code in [
      "lint.duplicate-name", "lint.duplicate-color", "lint.near-duplicate", "lint.unnamed",
      "lint.hex-name-mismatch", "lint.out-of-range", "lint.too-many-colors", "lint.non-srgb",
    ] {
      #expect(LintRule(rawValue: code) != nil, "missing \(code)")
    }
    #expect(LintRule.allCases.allSatisfy { $0.code.hasPrefix("lint.") && !$0.summary.isEmpty })
    #expect(LintRule.outOfRange.defaultSeverity == .error)
    #expect(LintRule.duplicateName.defaultSeverity == .warning)
    #expect(LintRule.unnamed.defaultSeverity == .note)
  }

  @Test func cleanPaletteHasNoFindings() {
    let palette = Palette(swatches: [
      Swatch(name: "Red", color: .srgb8(255, 0, 0)), Swatch(name: "Blue", color: .srgb8(0, 0, 255)),
    ])
    #expect(PaletteLinter.lint(palette).isEmpty)
  }

  /// A grid's empty slots (Procreate's, Pixelorama's gaps) are places, not colours: several
  /// of them repeat nothing, and none is unnamed or out of range.
  @Test func emptySlotsAreSkipped() {
    let palette = Palette(swatches: [
      Swatch.emptySlot, Swatch(name: "Red", color: .srgb8(255, 0, 0)), Swatch.emptySlot,
      Swatch.emptySlot, Swatch(name: "Blue", color: .srgb8(0, 0, 255)),
    ])
    #expect(PaletteLinter.lint(palette).isEmpty)
    // A real repeat beside them is still found.
    var repeated = palette
    repeated.groups[0].swatches.append(Swatch(name: "Red again", color: .srgb8(255, 0, 0)))
    #expect(codes(PaletteLinter.lint(repeated)) == ["lint.duplicate-color"])
  }

  @Test func duplicateNamesPerScopeAtTheLaterSwatch() {
    let palette = Palette(groups: [
      PaletteGroup(swatches: [Swatch(name: "Ink", color: .srgb(0, 0, 0), location: at(2))]),
      PaletteGroup(
        name: "Other", swatches: [Swatch(name: "Ink", color: .srgb(0.1, 0.2, 0.3), location: at(4))]
      ),
      PaletteGroup(swatches: [Swatch(name: "Ink", color: .srgb(1, 1, 1), location: at(6))]),
    ])
    let findings = PaletteLinter.lint(palette)
    #expect(codes(findings) == ["lint.duplicate-name"])
    #expect(findings[0].location == at(6))
    #expect(findings[0].severity == .warning)
    #expect(findings[0].message == "name \"Ink\" is already used at 2:1")
  }

  @Test func exactAndNearDuplicateColours() {
    // Sharma et al. pair 34 differs by ΔE00 0.9082, under the default threshold of 1; pair
    // 25 by 1.2644, over it.
    let palette = Palette(swatches: [
      Swatch(
        name: "A", color: PaletteColor(.lab(l: 2.0776, a: 0.0795, b: -1.1350)), location: at(1)),
      Swatch(
        name: "B", color: PaletteColor(.lab(l: 0.9033, a: -0.0636, b: -0.5514)), location: at(2)),
      Swatch(
        name: "C", color: PaletteColor(.lab(l: 60.2574, a: -34.0099, b: 36.2677)), location: at(3)),
      Swatch(
        name: "D", color: PaletteColor(.lab(l: 60.4626, a: -34.1751, b: 39.4387)), location: at(4)),
      Swatch(
        name: "E", color: PaletteColor(.lab(l: 2.0776, a: 0.0795, b: -1.1350)), location: at(5)),
      Swatch(name: "F", color: PaletteColor(.lab(l: 2.0776, a: 0.0795, b: -1.1350)), kind: .spot),
    ])
    let findings = PaletteLinter.lint(palette)
    #expect(codes(findings) == ["lint.near-duplicate", "lint.duplicate-color"])
    #expect(findings[0].location == at(2))
    #expect(findings[0].message == "\"B\" is nearly the colour of \"A\" at 1:1 (ΔE00 0.91)")
    #expect(findings[1].location == at(5))
    #expect(findings[1].message == "\"E\" repeats the colour of \"A\" at 1:1")
    let wider = PaletteLinter.lint(palette, options: LintOptions(nearDuplicateThreshold: 1.3))
    #expect(codes(wider) == ["lint.near-duplicate", "lint.near-duplicate", "lint.duplicate-color"])
  }

  @Test func unnamedAndEmptyNames() {
    let palette = Palette(swatches: [
      Swatch(name: nil, color: .srgb8(255, 0, 0), location: at(1)),
      Swatch(name: "", color: .srgb8(0, 255, 0), location: at(2)),
      Swatch(name: " Padded", color: .srgb8(0, 0, 255), location: at(3)),
    ])
    let findings = PaletteLinter.lint(palette)
    #expect(codes(findings) == ["lint.unnamed", "lint.unnamed", "lint.name-whitespace"])
    #expect(findings.map(\.severity) == [.note, .note, .note])
    #expect(findings[0].message == "swatch #FF0000 has no name")
    #expect(findings[1].message == "swatch #00FF00 has an empty name")
    // A target without names makes names moot.
    let hex = FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb])
    #expect(
      codes(PaletteLinter.lint(palette, options: LintOptions(target: hex))) == [
        "lint.name-whitespace"
      ])
  }

  @Test func hexNamesThatDisagree() {
    let palette = Palette(swatches: [
      Swatch(name: "#FF0000", color: .srgb8(255, 0, 0)),
      Swatch(name: "#FF0000", color: .srgb8(254, 1, 0)),
      Swatch(name: "ff0000", color: .srgb8(0, 255, 0), location: at(3)),
      Swatch(name: "Blue #0079C1", color: .srgb8(0, 121, 200)),
      Swatch(name: "#00FF0080", color: .srgb8(0, 255, 0)),
      Swatch(name: "#808080", color: PaletteColor(.gray(Float(128.0 / 255)))),
      Swatch(
        name: "#FF0000 cmyk", color: PaletteColor(.cmyk(cyan: 1, magenta: 1, yellow: 0, black: 0))),
      Swatch(name: "Facade", color: .srgb8(1, 2, 3)),
    ])
    let findings = PaletteLinter.lint(palette).filter { $0.code == "lint.hex-name-mismatch" }
    #expect(findings.count == 3)
    #expect(findings[0].location == at(3))
    #expect(findings[0].message == "name \"ff0000\" does not match the colour, which is #00FF00")
    #expect(findings[1].message.contains("#0079C8"))
    #expect(findings[2].message.contains("#00FF00FF"))
  }

  @Test func outOfRangeValues() {
    let palette = Palette(swatches: [
      Swatch(name: "Hot", color: .srgb(1.2, 0.5, 0), location: at(1)),
      Swatch(name: "Ink", color: PaletteColor(.cmyk(cyan: 0, magenta: -0.5, yellow: 0, black: 0))),
      Swatch(name: "Glow", color: PaletteColor(.lab(l: 120, a: 300, b: 0), alpha: 1.5)),
      Swatch(name: "Neg", color: PaletteColor(.oklch(l: 0.5, c: -0.1, h: 400))),
      Swatch(name: "Bad", color: .srgb(.nan, 0, 0)),
      Swatch(name: "Edge", color: PaletteColor(.lab(l: 100, a: -128, b: 127), alpha: 0)),
    ])
    let findings = PaletteLinter.lint(palette).filter { $0.code == "lint.out-of-range" }
    #expect(findings.count == 5)
    #expect(findings.allSatisfy { $0.severity == .error })
    #expect(findings[0].location == at(1))
    #expect(findings[0].message == "\"Hot\" has a value out of range: red 1.2 (expected 0...1)")
    #expect(findings[1].message.contains("magenta -0.5"))
    #expect(
      findings[2].message
        == "\"Glow\" has values out of range: L 120.0 (expected 0...100), alpha 1.5 (expected 0...1)"
    )
    #expect(findings[3].message.contains("C -0.1 (at least 0)"))
    #expect(findings[4].message.contains("red is nan"))
  }

  @Test func targetRules() {
    let palette = Palette(swatches: [
      Swatch(name: "Cyan", color: PaletteColor(.cmyk(cyan: 1, magenta: 0, yellow: 0, black: 0))),
      Swatch(name: "Wide", color: PaletteColor(.displayP3(red: 0, green: 1, blue: 0))),
      Swatch(name: "Plain", color: .srgb(0.2, 0.4, 0.6), location: at(3)),
    ])
    #expect(PaletteLinter.lint(palette).isEmpty)
    let gpl = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: true, columns: true, groups: false,
      alpha: false, models: [.srgb], maxSwatches: 2)
    let findings = PaletteLinter.lint(palette, options: LintOptions(target: gpl, targetName: "GPL"))
    #expect(codes(findings) == ["lint.non-srgb", "lint.non-srgb", "lint.too-many-colors"])
    #expect(findings[0].message == "CMYK colour \"Cyan\" will be converted to sRGB by GPL")
    #expect(
      findings[1].message
        == "Display P3 colour \"Wide\" will be converted to sRGB by GPL and gamut-mapped, as it lies outside sRGB"
    )
    #expect(findings[2].severity == .error)
    #expect(findings[2].location == at(3))
    #expect(
      findings[2].message
        == "the palette has 3 swatches but GPL holds at most 2; 1 swatch does not fit")
  }

  @Test func emptyPaletteAndGroups() {
    #expect(codes(PaletteLinter.lint(Palette())) == ["lint.empty-palette"])
    let palette = Palette(groups: [
      PaletteGroup(name: "Unused", location: at(9)),
      PaletteGroup(swatches: [Swatch(name: "A", color: .srgb(0, 0, 0))]),
    ])
    let findings = PaletteLinter.lint(palette)
    #expect(codes(findings) == ["lint.empty-group"])
    #expect(findings[0].location == at(9))
  }

  @Test func disabledRulesAndOrder() {
    let palette = Palette(swatches: [
      Swatch(name: nil, color: .srgb(2, 0, 0), location: at(1)),
      Swatch(name: "X", color: .srgb(0, 0, 0), location: at(2)),
      Swatch(name: "X", color: .srgb(0, 0, 0), location: at(3)),
    ])
    let all = PaletteLinter.lint(palette)
    #expect(
      codes(all) == [
        "lint.out-of-range", "lint.unnamed", "lint.duplicate-name", "lint.duplicate-color",
      ])
    #expect(all.map(\.location) == [at(1), at(1), at(3), at(3)])
    let some = PaletteLinter.lint(
      palette, options: LintOptions(disabledRules: [.unnamed, .duplicateColor]))
    #expect(codes(some) == ["lint.out-of-range", "lint.duplicate-name"])
  }

  @Test func strictIsTheCallersJob() {
    let palette = Palette(swatches: [
      Swatch(name: "X", color: .srgb(0, 0, 0)), Swatch(name: "X", color: .srgb(1, 1, 1)),
    ])
    let strict = PaletteLinter.lint(palette).map { $0.with(severity: .error) }
    #expect(strict.map(\.severity) == [.error])
  }

  @Test func repeatedFindingsAreListedUpToTheLimitThenCounted() {
    // 100 swatches of one colour, all unnamed: 99 duplicates and 100 unnamed swatches.
    let palette = Palette(
      swatches: (1...100).map { Swatch(name: nil, color: .srgb8(9, 9, 9), location: at($0)) })
    let findings = PaletteLinter.lint(palette)
    let duplicates = findings.filter { $0.code == "lint.duplicate-color" }
    #expect(duplicates.count == 21)
    #expect(duplicates[0].location == at(2))
    #expect(duplicates[19].location == at(21))
    #expect(duplicates[20].location == nil)
    #expect(duplicates[20].severity == .warning)
    #expect(duplicates[20].message == "and 79 more like these (99 in all; the first 20 are listed)")
    let unnamed = findings.filter { $0.code == "lint.unnamed" }
    #expect(unnamed.count == 21)
    #expect(unnamed[20].message == "and 80 more like these (100 in all; the first 20 are listed)")
    // The summaries come last, in the order their rules first reported.
    #expect(findings.suffix(2).map(\.code) == ["lint.unnamed", "lint.duplicate-color"])

    let everything = PaletteLinter.lint(palette, options: LintOptions(findingsPerRule: nil))
    #expect(everything.filter { $0.code == "lint.duplicate-color" }.count == 99)
    let three = PaletteLinter.lint(palette, options: LintOptions(findingsPerRule: 3))
    #expect(three.filter { $0.code == "lint.unnamed" }.count == 4)
  }

  @Test func nearDuplicatesAreWhatDedupeWouldMerge() {
    // B is within 1 of A; C is within 1 of B but not of A. Dedupe keeps A, merges B, keeps
    // C; the rule says the same: B is near A, and C is near nothing that is kept.
    let palette = Palette(swatches: [
      Swatch(name: "A", color: PaletteColor(.lab(l: 50, a: 0, b: 0)), location: at(1)),
      Swatch(name: "B", color: PaletteColor(.lab(l: 50.8, a: 0, b: 0)), location: at(2)),
      Swatch(name: "C", color: PaletteColor(.lab(l: 51.6, a: 0, b: 0)), location: at(3)),
    ])
    let findings = PaletteLinter.lint(palette).filter { $0.code == "lint.near-duplicate" }
    #expect(findings.map(\.location) == [at(2)])
    let merged = palette.deduplicated(DedupeOptions(threshold: 1)).palette
    #expect(merged.allSwatches.map(\.name) == ["A", "C"])
  }
}

/// A 10 MB name in lint findings is quoted up to 200 characters, with its length.
@Suite struct LintHugeNameTests {
  @Test func aHugeNameMakesShortFindings() {
    let huge = String(repeating: "Ink ", count: 10 << 20 / 4)
    let palette = Palette(swatches: [
      Swatch(name: huge, color: .srgb8(0, 0, 0), location: .text(line: 1, column: 1)),
      Swatch(name: huge, color: .srgb8(0, 0, 0), location: .text(line: 2, column: 1)),
    ])
    let findings = PaletteLinter.lint(palette)
    let quoted = "\"\(huge.prefix(200))…\" (10485760 bytes)"
    #expect(
      findings.map(\.message) == [
        "name \(quoted) starts or ends with white space",
        "name \(quoted) is already used at 1:1",
        "\(quoted) repeats the colour of \(quoted) at 1:1",
        "name \(quoted) starts or ends with white space",
      ])
    #expect(findings.allSatisfy { $0.message.utf8.count < 600 })
  }
}
