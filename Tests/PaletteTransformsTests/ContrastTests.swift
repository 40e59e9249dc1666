import Foundation
import PaletteCore
import PaletteTransforms
import TestSupport
import Testing

/// `Fixtures/oracle/contrast-pairs.json`, written by
/// `Tests/Oracle/accessibility/make_contrast_table.py` with ColorAide.
struct ContrastOracle: Decodable {
  struct Pair: Decodable {
    var text: String
    var background: String
    var shownText: [Double]
    var shownBackground: [Double]
    var ratio: Double
  }
  var pairs: [Pair]

  static let table: ContrastOracle? = try? JSONDecoder().decode(
    ContrastOracle.self, from: Data(Fixtures.bytes("oracle/contrast-pairs.json")))
}

@Suite struct ContrastTests {
  func swatch(_ hex: String, _ name: String? = nil) -> Swatch {
    let rgba = RGBA8(hex: hex)!
    return Swatch(
      name: name, color: .srgb8(rgba.red, rgba.green, rgba.blue, alpha: rgba.alpha))
  }

  /// The reference vectors of apca-w3 0.1.9 (`test/index.js`), text first.
  static let apcaVectors: [(String, String, Double)] = [
    ("#888888", "#ffffff", 63.056469930209424),
    ("#ffffff", "#888888", -68.54146436644962),
    ("#000000", "#aaaaaa", 58.146262578561334),
    ("#aaaaaa", "#000000", -56.24113336839742),
    ("#112233", "#ddeeff", 91.66830811481631),
    ("#ddeeff", "#112233", -93.06770049484275),
    ("#112233", "#444444", 8.32326136957393),
    ("#444444", "#112233", -7.526878460278154),
    // Black at 40 % (#0006), blended over white before measuring.
    ("#00000066", "#ffffff", 54.62184067441377),
  ]

  @Test(arguments: apcaVectors)
  func apcaMatchesThePublishedVectors(text: String, background: String, lc: Double) {
    let pair = ContrastPair(text: swatch(text), background: swatch(background))
    #expect(abs(pair.apca - lc) < 1e-12, "\(text) on \(background): \(pair.apca)")
  }

  @Test func apcaIsZeroForCloseOrInvalidLuminances() {
    #expect(
      APCA.lightnessContrast(text: SIMD3(repeating: 0.5), background: SIMD3(repeating: 0.5)) == 0)
    #expect(APCA.lightnessContrast(textLuminance: .nan, backgroundLuminance: 1) == 0)
    #expect(APCA.lightnessContrast(textLuminance: 0.2, backgroundLuminance: 1.2) == 0)
    // Lc below the low clip (0.1 before scaling by 100) is reported as 0, not as a small value.
    #expect(APCA.lightnessContrast(textLuminance: 0.9, backgroundLuminance: 0.95) == 0)
  }

  @Test func wcagRatiosAndCompositingMatchTheOracle() throws {
    let table = try #require(ContrastOracle.table)
    #expect(table.pairs.count > 500)
    for record in table.pairs {
      let pair = ContrastPair(text: swatch(record.text), background: swatch(record.background))
      let text = pair.shownText.srgbValues
      let background = pair.shownBackground.srgbValues
      for i in 0..<3 {
        // The shown colours are stored as Float.
        #expect(abs(text[i] - record.shownText[i]) < 1e-7, "\(record.text) on \(record.background)")
        #expect(abs(background[i] - record.shownBackground[i]) < 1e-7)
      }
      #expect(
        abs(pair.ratio - record.ratio) < 1e-5 * record.ratio,
        "\(record.text) on \(record.background): \(pair.ratio) vs \(record.ratio)")
    }
  }

  @Test func verdictsUseTheThresholdsWithoutRounding() {
    let grey = ContrastPair(text: swatch("#767676"), background: swatch("#ffffff"))
    #expect(grey.wcag.passesAA && grey.wcag.passesAAALarge && !grey.wcag.passesAAA)
    let lighter = ContrastPair(text: swatch("#777777"), background: swatch("#ffffff"))
    #expect(!lighter.wcag.passesAA && lighter.wcag.passesAALarge && !lighter.wcag.passesAAALarge)
    #expect(!WCAGVerdict(ratio: 4.499).passesAA)
    #expect(WCAGVerdict(ratio: 4.5).passesAA)
    #expect(WCAGVerdict(ratio: 7).passesAAA)
    #expect(!WCAGVerdict(ratio: 2.999).passesAALarge)
    let black = ContrastPair(text: swatch("#000000"), background: swatch("#ffffff"))
    #expect(abs(black.ratio - 21) < 1e-12)
  }

  @Test func apcaUseCasesByMagnitude() {
    #expect(APCAUseCase.highest(metBy: 63.06) == .contentText)
    #expect(APCAUseCase.highest(metBy: -68.54) == .contentText)
    #expect(APCAUseCase.highest(metBy: 90) == .preferredBodyText)
    #expect(APCAUseCase.highest(metBy: 74.99) == .contentText)
    #expect(APCAUseCase.highest(metBy: -75) == .bodyText)
    #expect(APCAUseCase.highest(metBy: 14.9) == nil)
    #expect(APCAUseCase.highest(metBy: 15) == .nonText)
  }

  @Test func pairsListEveryOrderedPairOfDifferentSwatches() {
    let swatches = [swatch("#000000", "Ink"), swatch("#ffffff", "Paper"), swatch("#888888", "Mid")]
    let pairs = ContrastPair.pairs(texts: swatches, backgrounds: swatches)
    #expect(
      pairs.map { "\($0.text.name!)/\($0.background.name!)" } == [
        "Ink/Paper", "Ink/Mid", "Paper/Ink", "Paper/Mid", "Mid/Ink", "Mid/Paper",
      ])
    #expect(abs(pairs[0].ratio - 21) < 1e-12)
    #expect(pairs[2].apca < 0)
    var visited: [ContrastPair] = []
    ContrastPair.forEachPair(texts: swatches, backgrounds: swatches) { visited.append($0) }
    #expect(visited == pairs)
    let one = ContrastPair.pairs(texts: [swatches[0]], backgrounds: swatches)
    #expect(one.map(\.background.name) == ["Paper", "Mid"])
  }

  @Test func translucentBackgroundIsPaintedOnWhite() {
    let pair = ContrastPair(text: swatch("#000000"), background: swatch("#00000000"))
    #expect(pair.shownBackground.rgba8 == RGBA8(red: 255, green: 255, blue: 255))
    #expect(abs(pair.ratio - 21) < 1e-12)
    let glass = PaletteColor.srgb8(0, 0, 0, alpha: 102).composited(over: .srgb8(255, 255, 255))
    #expect(glass.rgba8 == RGBA8(red: 153, green: 153, blue: 153))
  }
}
