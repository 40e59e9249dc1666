import PaletteCore
import PaletteTransforms
import Testing

@Suite struct CVDConfusableTests {
  func palette(_ colors: [(String, PaletteColor)]) -> Palette {
    Palette(groups: [
      PaletteGroup(
        swatches: colors.enumerated().map {
          Swatch(
            name: $0.element.0, color: $0.element.1, location: .text(line: $0.offset + 1, column: 1)
          )
        })
    ])
  }

  func options(_ deficiencies: [ColorVisionDeficiency]) -> LintOptions {
    var options = LintOptions()
    options.colorVision = deficiencies.map { CVDSimulation($0) }
    return options
  }

  @Test func redAndGreenLookAlikeWithDeuteranopia() {
    // Computed with colorspacious (Machado 2009, severity 1) and ColorAide (ΔE2000 on D50 Lab,
    // Bradford): #FF0000 and #00AA00 are ΔE00 74.33 apart in normal vision, 2.54 apart with
    // deuteranopia and 23.2 with protanopia.
    let colors = palette([("Red", .srgb8(255, 0, 0)), ("Green", .srgb8(0, 170, 0))])
    let findings = PaletteLinter.lint(colors, options: options([.deuteranopia, .protanopia]))
      .filter { $0.code == "lint.cvd-confusable" }
    #expect(findings.count == 1)
    let finding = findings.first
    #expect(finding?.severity == .warning)
    #expect(finding?.location == .text(line: 2, column: 1))
    #expect(
      finding?.message
        == "\"Green\" and \"Red\" at 1:1 look alike with deuteranopia: ΔE00 2.54, 74.33 in normal vision"
    )
  }

  @Test func offByDefaultAndSilentForDistinctOrNearColours() {
    let colors = palette([("Red", .srgb8(255, 0, 0)), ("Green", .srgb8(0, 170, 0))])
    #expect(!PaletteLinter.lint(colors).contains { $0.code == "lint.cvd-confusable" })
    // Black and white stay apart; two near-identical reds are a near-duplicate matter, not a
    // colour-vision one.
    let plain = palette([
      ("Black", .srgb8(0, 0, 0)), ("White", .srgb8(255, 255, 255)), ("Red", .srgb8(255, 0, 0)),
      ("Red 2", .srgb8(250, 5, 5)),
    ])
    #expect(
      !PaletteLinter.lint(plain, options: options(ColorVisionDeficiency.allCases)).contains {
        $0.code == "lint.cvd-confusable"
      })
  }

  @Test func thePartnerIsTheEarliestClearlyDifferentOne() {
    // Green is close to the first red in simulation but also close to "Olive" in normal vision:
    // the partner reported is the first colour that is clearly different in normal vision.
    let colors = palette([
      ("Olive", .srgb8(0, 168, 0)), ("Red", .srgb8(255, 0, 0)), ("Green", .srgb8(0, 170, 0)),
    ])
    let findings = PaletteLinter.lint(colors, options: options([.deuteranopia]))
      .filter { $0.code == "lint.cvd-confusable" }
    #expect(
      findings.map { String($0.message.prefix(24)) } == [
        "\"Red\" and \"Olive\" at 1:1", "\"Green\" and \"Red\" at 2:1",
      ])
  }
}
