import PaletteCore

/// Finds, along one OKLCH hue and chroma, the 8-bit sRGB colour nearest a starting lightness
/// that passes a contrast test against a background.
///
/// Lightness is searched by bisection on one side of the background (darker or lighter); at
/// each lightness the chroma is reduced, at constant lightness and hue, until the colour fits
/// in sRGB. The colour found is rounded to 8 bits and checked again, and moved further from
/// the background until the rounded colour itself passes, so a hex value written from it
/// passes too.
struct ContrastSearch {
  /// The OKLCH hue, in degrees.
  var hue: Double
  /// The OKLCH chroma wanted (reduced where sRGB cannot hold it).
  var chroma: Double
  /// Whether a colour, encoded sRGB, passes.
  var passes: (SIMD3<Double>) -> Bool

  /// The colour at a lightness, inside sRGB.
  func color(lightness: Double) -> SIMD3<Double> {
    let fitting = Palette.maximumChroma(lightness: lightness, hue: hue, upTo: chroma)
    return ColorMath.clip(ColorMath.oklchToSRGB(SIMD3(lightness, fitting, hue)))
  }

  /// The colour rounded to 8 bits, as unit values.
  static func rounded(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    (rgb * 255).rounded(.toNearestOrAwayFromZero) / 255
  }

  /// The passing 8-bit colour whose lightness is nearest `start` on the side `darker`, or
  /// `nil` when even black (or white) does not pass.
  ///
  /// - Parameters:
  ///   - start: The lightness searched from, 0...1 (the background's, or a colour's own).
  ///   - darker: Whether to search towards black (otherwise towards white).
  func nearestPassing(from start: Double, darker: Bool) -> SIMD3<Double>? {
    let end = darker ? 0.0 : 1.0
    guard passes(Self.rounded(color(lightness: end))) else { return nil }
    let begin = min(max(start, 0), 1)
    if passes(Self.rounded(color(lightness: begin))) {
      return Self.rounded(color(lightness: begin))
    }
    // `near` fails, `far` passes; 40 halvings leave less than 1e-12 of lightness.
    var near = begin
    var far = end
    for _ in 0..<40 {
      let middle = (near + far) / 2
      if passes(color(lightness: middle)) { far = middle } else { near = middle }
    }
    // Rounding may lose the last bit of contrast: step outwards until the rounded colour
    // passes (the end itself does).
    var lightness = far
    for _ in 0..<1000 {
      let candidate = Self.rounded(color(lightness: lightness))
      if passes(candidate) { return candidate }
      lightness += darker ? -0.001 : 0.001
      if darker ? lightness <= end : lightness >= end { break }
    }
    return Self.rounded(color(lightness: end))
  }
}
