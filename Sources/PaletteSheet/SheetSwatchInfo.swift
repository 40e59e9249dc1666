package import PaletteCore

/// What a sheet prints about one swatch: the fill, the legible text colour, hex, native values
/// and WCAG contrast.
package struct SheetSwatchInfo {
  /// The fill: the colour gamut-mapped to 8-bit sRGB, alpha included.
  var fill: RGBA8
  /// `#000000` or `#FFFFFF`, whichever contrasts more with the fill shown on white.
  var textColor: String
  /// `#RRGGBB` (or `#RRGGBBAA` with alpha), plus the kind for spot and global swatches.
  var hexLine: String
  /// The values in the swatch's own model, e.g. `cmyk(0%, 100%, 0%, 0%)`.
  var native: String
  /// `white 4.00:1 · black 5.25:1`: WCAG 2 contrast of the opaque colour with white and black.
  var contrast: String

  /// - Parameters:
  ///   - swatch: The swatch, whose own values are printed.
  ///   - shown: Its colour as the sheet's conversion sees it (the fill and contrast).
  init(_ swatch: Swatch, shown: PaletteColor) {
    let color = shown
    fill = color.rgba8
    let rgb = color.srgbInGamut
    let alpha = Double(color.alpha)
    let shown = rgb * alpha + SIMD3(repeating: 1 - alpha)
    let white = SIMD3<Double>(repeating: 1)
    let black = SIMD3<Double>(repeating: 0)
    textColor =
      ColorMath.contrastRatio(shown, black) >= ColorMath.contrastRatio(shown, white)
      ? "#000000" : "#FFFFFF"
    hexLine = fill.hexString(includeAlpha: color.hasAlpha)
    if swatch.kind != .process { hexLine += " · " + swatch.kind.rawValue }
    native = Self.native(swatch.color)
    contrast =
      "white " + Self.fixed(ColorMath.contrastRatio(rgb, white), 2, trim: false) + ":1 · black "
      + Self.fixed(ColorMath.contrastRatio(rgb, black), 2, trim: false) + ":1"
  }

  package static func native(_ color: PaletteColor) -> String {
    func list(_ values: [Float], _ digits: Int) -> String {
      values.map { fixed(Double($0), digits) }.joined(separator: ", ")
    }
    func percent(_ value: Float) -> String { fixed(Double(value) * 100, 1) + "%" }
    var text: String
    switch color.components {
    case .srgb(let r, let g, let b):
      let bytes = [r, g, b].compactMap(PaletteColor.exactByte(of:))
      text =
        bytes.count == 3
        ? "rgb(" + bytes.map(String.init).joined(separator: ", ") + ")"
        : "srgb(\(list([r, g, b], 4)))"
    case .displayP3(let r, let g, let b): text = "display-p3(\(list([r, g, b], 4)))"
    case .cmyk(let c, let m, let y, let k):
      text = "cmyk(" + [c, m, y, k].map(percent).joined(separator: ", ") + ")"
    case .lab(let l, let a, let b): text = "lab(\(list([l, a, b], 2)))"
    case .gray(let g): text = "gray(\(percent(g)))"
    case .oklch(let l, let c, let h):
      text = "oklch(\(fixed(Double(l), 4)), \(fixed(Double(c), 4)), \(fixed(Double(h), 2)))"
    case .hsb(let h, let s, let b):
      text = "hsb(\(fixed(Double(h), 2)), \(percent(s)), \(percent(b)))"
    }
    if color.hasAlpha { text += " / " + percent(color.alpha) }
    return text
  }

  /// `value` rounded to `digits` decimals, without exponent or locale; trailing zeros removed
  /// unless `trim` is false.
  package static func fixed(_ value: Double, _ digits: Int, trim: Bool = true) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    // Beyond 1e15 no digit after the point is exact, and `Int` would overflow past 9.2e18.
    guard scaled < 1e15 else { return value.description }
    let integer = Int(scaled)
    let divisor = Int(scale)
    let whole = integer / divisor
    var fraction = digits > 0 ? String(integer % divisor) : ""
    while fraction.count < digits { fraction = "0" + fraction }
    if trim { while fraction.hasSuffix("0") { fraction.removeLast() } }
    let sign = value < 0 && integer != 0 ? "-" : ""
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// At most `limit` characters, with `…` when cut (SVG text does not clip itself).
  package static func truncated(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}
