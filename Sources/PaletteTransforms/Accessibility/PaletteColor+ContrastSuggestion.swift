public import PaletteCore

extension PaletteColor {
  /// The colour nearest this one, by CIEDE2000, that reaches the minimums as text on
  /// `background` (`palconv contrast --suggest`), or `nil` when none is needed or none exists.
  ///
  /// The colours considered keep this colour's OKLCH hue; their chroma is this colour's times
  /// 1, 0.9, ..., 0, and for each chroma and each side of the background (darker, lighter) the
  /// lightness nearest this colour's that passes is found by bisection, the colour rounded to
  /// 8 bits and checked again. Of those at most 22 colours, the one of
  /// the smallest ΔE00 from this colour is returned (the first found among equals: full chroma
  /// before less, darker before lighter). The background is painted on white first, as
  /// ``ContrastPair`` measures it; the suggestion is opaque.
  ///
  /// - Parameters:
  ///   - background: The background.
  ///   - minimumRatio: The WCAG 2 ratio to reach, if any.
  ///   - minimumLc: The APCA |Lc| to reach, if any.
  /// - Returns: The suggestion, or `nil` when this colour passes already or no colour of its
  ///   hue does.
  public func nearestPassing(
    on background: PaletteColor, minimumRatio: Double?, minimumLc: Double?
  ) -> PaletteColor? {
    let shownBackground = background.opaqueOnWhite
    func passes(_ rgb: SIMD3<Double>) -> Bool {
      if let minimumRatio,
        ContrastMethod.wcag.contrast(text: rgb, background: shownBackground)
          < minimumRatio
      {
        return false
      }
      if let minimumLc,
        ContrastMethod.apca.contrast(text: rgb, background: shownBackground)
          < minimumLc
      {
        return false
      }
      return true
    }
    let shown = PaletteColor.blend(exactSRGB, alpha: exactAlpha, over: shownBackground)
    guard !passes(shown) else { return nil }
    let lch = oklchValues
    let hue = lch.z.isFinite ? lch.z : 0
    let chroma = lch.y.isFinite ? max(lch.y, 0) : 0
    let lightness = lch.x.isFinite ? lch.x : 0.5
    var best: (color: PaletteColor, distance: Double)?
    for step in stride(from: 10, through: 0, by: -1) {
      let search = ContrastSearch(hue: hue, chroma: chroma * Double(step) / 10, passes: passes)
      for darker in [true, false] {
        guard let rgb = search.nearestPassing(from: lightness, darker: darker) else { continue }
        let candidate = PaletteColor.srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z))
        let distance = deltaE2000(to: candidate)
        if distance < best?.distance ?? .infinity { best = (candidate, distance) }
      }
    }
    return best?.color
  }
}
