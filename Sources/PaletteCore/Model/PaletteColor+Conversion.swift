extension PaletteColor {
  /// The colour as gamma-encoded sRGB, unclamped, converted from the native model.
  ///
  /// sRGB is returned as stored; Display P3 and OKLCH are converted colorimetrically; Lab goes
  /// through XYZ with Bradford D50 → D65 adaptation; CMYK uses the naive formula
  /// (`(1 - c)(1 - k)` on each channel); gray is the same value on every channel; HSB is the
  /// standard hexcone formula, with saturation and brightness clamped to 0...1.
  public var srgbValues: SIMD3<Double> {
    switch components {
    case .srgb(let r, let g, let b):
      return SIMD3(Double(r), Double(g), Double(b))
    case .displayP3(let r, let g, let b):
      let linear = ColorMath.srgbToLinear(SIMD3(Double(r), Double(g), Double(b)))
      return ColorMath.linearToSRGB(
        ColorMath.xyzD65ToLinearSRGB(ColorMath.linearDisplayP3ToXYZD65(linear)))
    case .cmyk(let c, let m, let y, let k):
      return ColorMath.cmykToSRGB(SIMD4(Double(c), Double(m), Double(y), Double(k)))
    case .lab(let l, let a, let b):
      return ColorMath.labToSRGB(SIMD3(Double(l), Double(a), Double(b)))
    case .gray(let g):
      return ColorMath.grayToSRGB(Double(g))
    case .oklch(let l, let c, let h):
      return ColorMath.oklchToSRGB(SIMD3(Double(l), Double(c), Double(h)))
    case .hsb(let h, let s, let b):
      // Saturation and brightness mean something only in 0...1; clamped, any finite HSB
      // converts to finite sRGB (their product would otherwise overflow).
      return ColorMath.hsvToSRGB(
        SIMD3(Double(h), min(max(Double(s), 0), 1), min(max(Double(b), 0), 1)))
    }
  }

  /// Whether the colour, converted to sRGB, lies inside the sRGB gamut.
  public var isInSRGBGamut: Bool {
    ColorMath.isInGamut(srgbValues)
  }

  /// The colour as sRGB inside 0...1: as is when in gamut, otherwise gamut-mapped in OKLCH
  /// with the CSS Color 4 method (which keeps lightness and hue).
  public var srgbInGamut: SIMD3<Double> {
    let rgb = srgbValues
    if ColorMath.isInGamut(rgb) { return ColorMath.clip(rgb) }
    return ColorMath.gamutMapToSRGB(oklch: oklchValues)
  }

  /// The colour as 8-bit sRGB with 8-bit alpha, gamut-mapped first (see ``srgbInGamut``).
  public var rgba8: RGBA8 {
    let rgb = srgbInGamut
    return RGBA8(
      red: Self.byteValue(unit: rgb.x), green: Self.byteValue(unit: rgb.y),
      blue: Self.byteValue(unit: rgb.z), alpha: Self.byteValue(unit: Double(alpha)))
  }

  /// The colour in CIE Lab (D50): as stored when the native model is Lab, otherwise from
  /// ``srgbValues``.
  public var labValues: SIMD3<Double> {
    if case .lab(let l, let a, let b) = components { return SIMD3(Double(l), Double(a), Double(b)) }
    return ColorMath.srgbToLab(srgbValues)
  }

  /// The colour in OKLab, computed from linear sRGB (unclamped, so wide-gamut colours keep
  /// their position).
  public var oklabValues: SIMD3<Double> {
    if case .oklch(let l, let c, let h) = components {
      return ColorMath.polarToRectangular(SIMD3(Double(l), Double(c), Double(h)))
    }
    return ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(srgbValues))
  }

  /// The colour in OKLCH: lightness, chroma, hue in degrees.
  public var oklchValues: SIMD3<Double> {
    if case .oklch(let l, let c, let h) = components {
      return SIMD3(Double(l), Double(c), Double(h))
    }
    return ColorMath.rectangularToPolar(oklabValues)
  }

  /// The same colour stored in another model, with alpha kept.
  ///
  /// Converting to sRGB does not clamp; to CMYK, gray and HSB it goes through sRGB clipped to
  /// 0...1. Writers that convert must report the approximation (the loss report does).
  ///
  /// - Parameter model: The target model.
  /// - Returns: `self` when the model already matches, otherwise the converted colour.
  public func converted(to model: ColorModel) -> PaletteColor {
    if model == self.model { return self }
    let rgb = srgbValues
    let components: ColorComponents
    switch model {
    case .srgb:
      components = .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z))
    case .displayP3:
      let linear = ColorMath.xyzD65ToLinearDisplayP3(
        ColorMath.linearSRGBToXYZD65(ColorMath.srgbToLinear(rgb)))
      let p3 = ColorMath.linearToSRGB(linear)
      components = .displayP3(red: Float(p3.x), green: Float(p3.y), blue: Float(p3.z))
    case .cmyk:
      let cmyk = ColorMath.srgbToCMYK(ColorMath.clip(rgb))
      components = .cmyk(
        cyan: Float(cmyk.x), magenta: Float(cmyk.y), yellow: Float(cmyk.z), black: Float(cmyk.w))
    case .lab:
      let lab = labValues
      components = .lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))
    case .gray:
      components = .gray(Float(ColorMath.srgbToGray(ColorMath.clip(rgb))))
    case .oklch:
      let lch = oklchValues
      components = .oklch(l: Float(lch.x), c: Float(lch.y), h: Float(lch.z))
    case .hsb:
      let hsb = ColorMath.srgbToHSV(ColorMath.clip(rgb))
      components = .hsb(hue: Float(hsb.x), saturation: Float(hsb.y), brightness: Float(hsb.z))
    }
    return PaletteColor(components, alpha: alpha)
  }
}
