public import PaletteCore

/// One swatch of a ``PressProof``: where it sits, whether the press can print it, what it
/// would print as and how far that is from the swatch.
public struct PressProofEntry: Sendable {
  /// The index of the swatch's group in the palette.
  public let groupIndex: Int
  /// The index of the swatch in its group.
  public let swatchIndex: Int
  /// The swatch as the palette holds it.
  public let swatch: Swatch
  /// The swatch's colour in CIE Lab (D50): through its model's profile when one is given,
  /// through the press profile for CMYK values that are the press's own (see ``PressProof``),
  /// otherwise as ``/PaletteCore/PaletteColor/labValues`` gives it.
  public let sourceLab: SIMD3<Double>
  /// The device values the press is given, each 0...1 (CMYK ink coverage, RGB or gray, in the
  /// press profile's channel order).
  public let device: [Double]
  /// Whether ``device`` are the swatch's own values, passed to the press unchanged (CMYK
  /// swatches on a CMYK press without another CMYK profile).
  public let isDeviceColor: Bool
  /// What the press prints, in CIE Lab (D50): ``device`` through the profile's colorimetric
  /// direction (absolute colorimetric under the absolute intent, relative otherwise).
  public let printedLab: SIMD3<Double>
  /// ΔE00 between ``sourceLab`` and ``printedLab``: the change the round trip through the
  /// press makes.
  public let deltaE: Double
  /// ΔE00 of the colorimetric round trip (Lab → device → Lab, relative colorimetric without
  /// compensation) that decides ``isInGamut``.
  public let gamutDeltaE: Double
  /// Whether the press reproduces the colour: device values never need clipping and the
  /// colorimetric round trip moves it by at most ``PressProof/gamutTolerance``.
  public let isInGamut: Bool

  /// The device values as a palette colour, in the model of the press's colour space (CMYK,
  /// sRGB-model RGB values or gray), alpha kept; `nil` for other spaces.
  public var printedDeviceColor: PaletteColor? {
    let values = device.map { Float($0) }
    let model: ColorModel
    switch device.count {
    case 4: model = .cmyk
    case 3: model = .srgb
    case 1: model = .gray
    default: return nil
    }
    return ColorComponents(model: model, values: values).map {
      PaletteColor($0, alpha: swatch.color.alpha)
    }
  }

  /// What the press prints as sRGB inside 0...1 (gamut-mapped as
  /// ``/PaletteCore/PaletteColor/srgbInGamut`` does), alpha kept.
  public var printedColor: PaletteColor {
    let lab = PaletteColor(
      .lab(l: Float(printedLab.x), a: Float(printedLab.y), b: Float(printedLab.z)))
    let rgb = lab.srgbInGamut
    return .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: swatch.color.alpha)
  }

  /// Whether ``deltaE`` is at most `maximum`.
  ///
  /// - Parameter maximum: The largest ΔE00 accepted.
  /// - Returns: `true` when the swatch prints close enough.
  public func passes(maximumDeltaE maximum: Double) -> Bool { deltaE <= maximum }
}
