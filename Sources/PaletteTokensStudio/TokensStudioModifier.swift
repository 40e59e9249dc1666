import PaletteCore

/// Applies a Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`) once its
/// references are resolved, as sd-transforms computes it (with colour.js): `lighten`,
/// `darken`, `mix` and `alpha`, each in the `srgb`, `hsl`, `lch` or `p3` space.
///
/// - `lighten` *t*: in `srgb` and `p3` each channel `c + t·(1 − c)`, at most 1; in `hsl` the
///   lightness the same way; in `lch` the lightness `L + t·(100 − L)`, at most 100, and the
///   chroma `C − t·C`, at least 0.
/// - `darken` *t*: each channel (or the lightness) `c − t·c`, at least 0; in `lch` the chroma
///   too.
/// - `mix` *t* (clamped to 0…1): the colour `t` of the way to the mix colour, each coordinate of
///   the space interpolated on its own (hue the shorter way round, a grey's undefined hue taking
///   the other colour's), alpha too, not premultiplied.
/// - `alpha` *t* (clamped to 0…1): the alpha set to `t`.
///
/// The result is a colour of the space (`format`, when it names a space, replaces it): sRGB
/// for `srgb` and `hsl`, brought into the sRGB gamut as colour.js does (CSS Color 4 mapping);
/// Display P3 for `p3`; CIE Lab for `lch`, the same colour in rectangular form. `format` `hex`
/// rounds the result to 8-bit sRGB as the printed hex does. An `alpha` modifier keeps the
/// colour's own model when the space is `lch` or `p3`: the colour is the same, and converting
/// it would only add rounding.
enum TokensStudioModifier {
  /// Why a modifier was not applied.
  struct NotApplied: Error {
    var reason: String
  }

  /// A modifier with its references resolved.
  struct Spec {
    /// `lighten`, `darken`, `mix` or `alpha`.
    var type: String
    /// `srgb`, `hsl`, `lch` or `p3`.
    var space: String
    /// The amount, as a number.
    var amount: Double
    /// The colour to mix with (`mix` only).
    var mixColor: PaletteColor?
    /// The output format, when one is given.
    var format: String?
  }

  /// The modified colour, and what had to be approximated, if anything.
  struct Outcome {
    var color: PaletteColor
    /// Why the colour is not exactly sd-transforms' (a Display P3 result outside its gamut,
    /// clipped).
    var approximation: String?
  }

  /// The modifier types Tokens Studio defines.
  static let types: Set<String> = ["lighten", "darken", "mix", "alpha"]
  /// The spaces Tokens Studio's modifiers work in.
  static let spaces: Set<String> = ["srgb", "hsl", "lch", "p3"]
  /// The output formats sd-transforms understands (others are ignored).
  static let formats: Set<String> = ["srgb", "hsl", "lch", "p3", "hex"]

  /// Applies a resolved modifier to a colour.
  ///
  /// - Parameters:
  ///   - spec: The modifier.
  ///   - color: The token's colour before it.
  /// - Returns: The colour after it, or why it was not applied.
  static func apply(_ spec: Spec, to color: PaletteColor) -> Result<Outcome, NotApplied> {
    guard types.contains(spec.type) else {
      return .failure(
        NotApplied(
          reason: "\(MessageFormatting.quoted(spec.type, mark: "'")) is not a modifier type "
            + "(lighten, darken, mix, alpha)"))
    }
    guard spaces.contains(spec.space) else {
      return .failure(
        NotApplied(
          reason: "\(MessageFormatting.quoted(spec.space, mark: "'")) is not a modifier space "
            + "(srgb, hsl, lch, p3)"))
    }
    let t = spec.amount
    var result: PaletteColor
    switch spec.type {
    case "alpha":
      result = color
      result.alpha = Float(unit(t))
    case "mix":
      guard let other = spec.mixColor else {
        return .failure(NotApplied(reason: "the mix modifier has no colour to mix with"))
      }
      result = mix(color, other, unit(t), in: spec.space)
    default:
      result = shift(color, lighter: spec.type == "lighten", by: t, in: spec.space)
    }
    let target = spec.format.flatMap { formats.contains($0) ? $0 : nil } ?? spec.space
    return .success(express(result, in: target, keepModel: spec.type == "alpha"))
  }

  private static func unit(_ value: Double) -> Double {
    min(max(value, 0), 1)
  }

  // MARK: Lighten and darken

  private static func shift(
    _ color: PaletteColor, lighter: Bool, by t: Double, in space: String
  ) -> PaletteColor {
    func channel(_ c: Double) -> Double {
      lighter ? min(1, c + t * (1 - c)) : max(0, c - t * c)
    }
    var result = color
    switch space {
    case "srgb":
      let rgb = color.srgbValues
      result.components = srgb(SIMD3(channel(rgb.x), channel(rgb.y), channel(rgb.z)))
    case "p3":
      let p3 = displayP3(of: color)
      result.components = .displayP3(
        red: Float(channel(p3.x)), green: Float(channel(p3.y)), blue: Float(channel(p3.z)))
    case "hsl":
      var hsl = ColorMath.srgbToHSL(color.srgbValues)
      hsl.z = channel(hsl.z)
      result.components = srgb(ColorMath.hslToSRGB(hsl))
    default:
      var lch = ColorMath.rectangularToPolar(color.labValues)
      lch.x = lighter ? min(100, lch.x + t * (100 - lch.x)) : max(0, lch.x - t * lch.x)
      lch.y = max(0, lch.y - t * lch.y)
      let lab = ColorMath.polarToRectangular(lch)
      result.components = .lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))
    }
    return result
  }

  // MARK: Mix

  /// colour.js's `mix`: both colours in the space, each coordinate interpolated.
  private static func mix(
    _ first: PaletteColor, _ second: PaletteColor, _ p: Double, in space: String
  ) -> PaletteColor {
    let alpha = Double(first.alpha) + (Double(second.alpha) - Double(first.alpha)) * p
    var result = first
    result.alpha = Float(alpha)
    func lerp(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
      a + (b - a) * p
    }
    switch space {
    case "srgb":
      result.components = srgb(lerp(first.srgbValues, second.srgbValues))
    case "p3":
      let p3 = lerp(displayP3(of: first), displayP3(of: second))
      result.components = .displayP3(red: Float(p3.x), green: Float(p3.y), blue: Float(p3.z))
    case "hsl":
      let a = hsl(first.srgbValues)
      let b = hsl(second.srgbValues)
      let hue = interpolateHue(a.hue, b.hue, p)
      let sl = lerp(SIMD3(0, a.sl.x, a.sl.y), SIMD3(0, b.sl.x, b.sl.y))
      result.components = srgb(ColorMath.hslToSRGB(SIMD3(hue, sl.y, sl.z)))
    default:
      let a = lch(first.labValues)
      let b = lch(second.labValues)
      let hue = interpolateHue(a.hue, b.hue, p)
      let lc = lerp(SIMD3(a.lc.x, a.lc.y, 0), SIMD3(b.lc.x, b.lc.y, 0))
      let lab = ColorMath.polarToRectangular(SIMD3(lc.x, lc.y, hue))
      result.components = .lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))
    }
    return result
  }

  /// HSL with colour.js's undefined hue for a grey (no difference between the channels).
  private static func hsl(_ rgb: SIMD3<Double>) -> (hue: Double?, sl: SIMD2<Double>) {
    let value = ColorMath.srgbToHSL(rgb)
    return (rgb.max() - rgb.min() == 0 ? nil : value.x, SIMD2(value.y, value.z))
  }

  /// LCH with colour.js's undefined hue when `a` and `b` are both within 0.02 of 0.
  private static func lch(_ lab: SIMD3<Double>) -> (hue: Double?, lc: SIMD2<Double>) {
    let value = ColorMath.rectangularToPolar(lab)
    let grey = abs(lab.y) < 0.02 && abs(lab.z) < 0.02
    return (grey ? nil : value.z, SIMD2(value.x, value.y))
  }

  /// The hue `p` of the way, the shorter way round; an undefined hue takes the other's, and
  /// two undefined hues give 0.
  private static func interpolateHue(_ first: Double?, _ second: Double?, _ p: Double) -> Double {
    guard var a = first ?? second, var b = second ?? first else { return 0 }
    a = ColorMath.normalizedHue(a)
    b = ColorMath.normalizedHue(b)
    if b - a > 180 {
      a += 360
    } else if b - a < -180 {
      b += 360
    }
    return ColorMath.normalizedHue(a + (b - a) * p)
  }

  // MARK: Spaces

  private static func srgb(_ rgb: SIMD3<Double>) -> ColorComponents {
    .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z))
  }

  /// The colour's gamma-encoded Display P3 coordinates.
  private static func displayP3(of color: PaletteColor) -> SIMD3<Double> {
    if case .displayP3(let r, let g, let b) = color.components {
      return SIMD3(Double(r), Double(g), Double(b))
    }
    let linear = ColorMath.srgbToLinear(color.srgbValues)
    return ColorMath.linearToSRGB(
      ColorMath.xyzD65ToLinearDisplayP3(ColorMath.linearSRGBToXYZD65(linear)))
  }

  /// The colour as the output space holds it, in that space's gamut.
  private static func express(
    _ color: PaletteColor, in target: String, keepModel: Bool
  ) -> Outcome {
    var result = color
    switch target {
    case "srgb", "hsl", "hex":
      let rgb = color.isInSRGBGamut ? ColorMath.clip(color.srgbValues) : color.srgbInGamut
      result.components = srgb(rgb)
      if keepModel, color.model == .srgb, color.isInSRGBGamut {
        result.components = color.components
      }
      if target == "hex" {
        let rgba8 = result.rgba8
        result = PaletteColor.srgb8(rgba8.red, rgba8.green, rgba8.blue, alpha: rgba8.alpha)
      }
      return Outcome(color: result)
    case "p3":
      if keepModel { return Outcome(color: color) }
      let p3 = displayP3(of: color)
      let clipped = ColorMath.clip(p3)
      result.components = .displayP3(
        red: Float(clipped.x), green: Float(clipped.y), blue: Float(clipped.z))
      if ColorMath.isInGamut(p3) { return Outcome(color: result) }
      return Outcome(
        color: result,
        approximation: "the result is outside the Display P3 gamut and was clipped into it, "
          + "where colour.js maps it")
    default:
      if keepModel { return Outcome(color: color) }
      let lab = color.labValues
      result.components = .lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))
      return Outcome(color: result)
    }
  }
}
