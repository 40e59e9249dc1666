public import PaletteCore

/// One text colour on one background: the WCAG 2 contrast ratio and the APCA lightness
/// contrast of the text as a browser paints it there.
///
/// A translucent text colour is composited over the background first
/// (``PaletteCore/PaletteColor/composited(over:)``), and both are measured as shown on an sRGB
/// screen (gamut-mapped), as WCAG defines luminance for sRGB only. A channel stored as an
/// 8-bit value is measured as exactly `v / 255`, as the published formulas take it.
///
///     let pair = ContrastPair(
///       text: Swatch(name: "Grey", color: .srgb8(0x76, 0x76, 0x76)),
///       background: Swatch(name: "White", color: .srgb8(255, 255, 255)))
///     pair.ratio          // 4.54…
///     pair.wcag.passesAA  // true
///     pair.apca           // 71.6…
public struct ContrastPair: Hashable, Sendable {
  /// The text swatch, as it is in the palette.
  public var text: Swatch
  /// The background swatch, as it is in the palette.
  public var background: Swatch
  /// The text as painted on the background: opaque sRGB.
  public var shownText: PaletteColor
  /// The background as painted on a page (over white when translucent): opaque sRGB.
  public var shownBackground: PaletteColor
  /// The WCAG 2 contrast ratio, 1...21.
  public var ratio: Double
  /// The APCA-W3 lightness contrast Lc of the text on the background, signed.
  public var apca: Double

  /// Measures a pair.
  ///
  /// - Parameters:
  ///   - text: The swatch used as the text colour.
  ///   - background: The swatch used as the background.
  public init(text: Swatch, background: Swatch) {
    self.init(text: text, background: background, backgroundShown: background.color.opaqueOnWhite)
  }

  /// Measures a pair whose background is already painted on white.
  init(text: Swatch, background: Swatch, backgroundShown: SIMD3<Double>) {
    self.text = text
    self.background = background
    let textShown = PaletteColor.blend(
      text.color.exactSRGB, alpha: text.color.exactAlpha, over: backgroundShown)
    shownText = .srgb(Float(textShown.x), Float(textShown.y), Float(textShown.z))
    shownBackground = .srgb(
      Float(backgroundShown.x), Float(backgroundShown.y), Float(backgroundShown.z))
    ratio = ColorMath.contrastRatio(textShown, backgroundShown)
    apca = APCA.lightnessContrast(text: textShown, background: backgroundShown)
  }

  /// What the ratio passes at WCAG levels AA and AAA.
  public var wcag: WCAGVerdict { WCAGVerdict(ratio: ratio) }

  /// The most demanding APCA use case the pair meets, or `nil` below Lc 15.
  public var apcaUseCase: APCAUseCase? { APCAUseCase.highest(metBy: apca) }

  /// Every text swatch on every background swatch, texts in the outer order: the pairs a
  /// contrast table lists.
  ///
  /// A swatch is never measured against itself: a pair whose text and background are the same
  /// swatch (equal name, kind and colour) is left out, so passing one list as both gives every
  /// ordered pair of different swatches. The work is constant per pair (each background is
  /// painted once), so the cost is that of the output: `texts.count × backgrounds.count` pairs,
  /// all held in the array; ``forEachPair(texts:backgrounds:_:)`` visits them one at a time.
  ///
  /// - Parameters:
  ///   - texts: The swatches used as text colours.
  ///   - backgrounds: The swatches used as backgrounds.
  /// - Returns: The pairs, text by text, each text's backgrounds in their order.
  public static func pairs(texts: [Swatch], backgrounds: [Swatch]) -> [ContrastPair] {
    var result: [ContrastPair] = []
    result.reserveCapacity(texts.count * backgrounds.count)
    forEachPair(texts: texts, backgrounds: backgrounds) { result.append($0) }
    return result
  }

  /// How many pairs ``forEachPair(texts:backgrounds:_:)`` visits, counted without measuring
  /// them: `texts.count × backgrounds.count`, less the pairs of a swatch with itself.
  ///
  /// - Parameters:
  ///   - texts: The swatches used as text colours.
  ///   - backgrounds: The swatches used as backgrounds.
  /// - Returns: The number of pairs.
  /// - Complexity: O(`texts.count + backgrounds.count`) expected.
  public static func pairCount(texts: [Swatch], backgrounds: [Swatch]) -> Int {
    var backgroundCounts: [Swatch: Int] = [:]
    for background in backgrounds { backgroundCounts[background, default: 0] += 1 }
    var same = 0
    for text in texts { same += backgroundCounts[text] ?? 0 }
    return texts.count * backgrounds.count - same
  }

  /// Visits the pairs of ``pairs(texts:backgrounds:)`` in the same order without keeping them,
  /// so that a table of a large palette needs memory for the swatches only.
  ///
  ///     ContrastPair.forEachPair(texts: inks, backgrounds: papers) { pair in
  ///       if !pair.wcag.passesAA { print(pair.text.name ?? "?", "fails on", pair.background.name ?? "?") }
  ///     }
  ///
  /// - Parameters:
  ///   - texts: The swatches used as text colours.
  ///   - backgrounds: The swatches used as backgrounds.
  ///   - body: Called once per pair.
  /// - Complexity: O(`texts.count × backgrounds.count`) time, O(`backgrounds.count`) memory.
  public static func forEachPair<E: Error>(
    texts: [Swatch], backgrounds: [Swatch], _ body: (ContrastPair) throws(E) -> Void
  ) throws(E) {
    let shown = backgrounds.map(\.color.opaqueOnWhite)
    for text in texts {
      for (index, background) in backgrounds.enumerated() where background != text {
        try body(ContrastPair(text: text, background: background, backgroundShown: shown[index]))
      }
    }
  }
}
