/// How colours of one model are seen in another: the one value a library user passes to the
/// transforms and codecs that compare, show or convert colours (contrast, swatch sheets, ΔE in
/// dedupe and diff), so that all of them use the same conversions.
///
/// Without one, colours convert through ``PaletteColor``'s views (the documented formulas:
/// naive CMYK, gray as sRGB). `PaletteICC`'s `ColorProfiles` is a conversion through ICC
/// profiles: CMYK, RGB or gray values are then read as a profile's device values.
///
///     let seen = swatch.color.resolved(through: profiles)   // Lab through the CMYK profile
///     let hex = seen.rgba8.hexString()                       // what the press colour looks like
public protocol ColorConversion: Sendable {
  /// The colour in CIE Lab (D50) when this conversion reads its model otherwise than the
  /// documented formulas do (through a profile), `nil` when the formulas apply.
  ///
  /// - Parameter color: Any colour.
  /// - Returns: L*, a*, b*, or `nil`.
  func profiledLab(of color: PaletteColor) -> SIMD3<Double>?

  /// The colour in another model, alpha kept.
  ///
  /// - Parameters:
  ///   - color: Any colour.
  ///   - model: The target model.
  /// - Returns: The colour in `model`.
  func converted(_ color: PaletteColor, to model: ColorModel) -> PaletteColor
}

extension PaletteColor {
  /// The colour as `conversion` sees it, in a model whose views (``srgbValues``,
  /// ``labValues``, ``rgba8``) need no conversion of their own: CIE Lab (D50) with the same
  /// alpha when the conversion reads the colour's model through a profile, the colour itself
  /// otherwise (and when `conversion` is `nil`).
  ///
  /// - Parameter conversion: The conversion, or `nil` for the documented formulas.
  /// - Returns: A colour to compare, show or measure.
  public func resolved(through conversion: (any ColorConversion)?) -> PaletteColor {
    conversion.flatMap { profiled(through: $0) } ?? self
  }

  /// The colour in CIE Lab (D50), alpha kept, when `conversion` reads its model through a
  /// profile; `nil` when the documented formulas apply.
  fileprivate func profiled(through conversion: any ColorConversion) -> PaletteColor? {
    guard let lab = conversion.profiledLab(of: self) else { return nil }
    return PaletteColor(.lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z)), alpha: alpha)
  }
}

extension Palette {
  /// The palette with every colour (appearance variants included) as `conversion` sees it
  /// (``PaletteColor/resolved(through:)``): for measuring and showing, not for writing, since
  /// the colours leave their models.
  ///
  /// - Parameter conversion: The conversion, or `nil` for the palette itself.
  /// - Returns: The palette.
  public func resolved(through conversion: (any ColorConversion)?) -> Palette {
    guard let conversion else { return self }
    var result = self
    result.replaceColors { $0.profiled(through: conversion) }
    return result
  }
}
