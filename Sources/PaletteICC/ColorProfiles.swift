public import PaletteCore

/// The ICC profiles CMYK, RGB and gray values are converted through, with an intent and black
/// point compensation: what a library user passes where colours of one model meet another.
///
/// Without a profile for a model, its colours convert as ``/PaletteCore/PaletteColor`` does
/// (the documented formulas: naive CMYK, sRGB, gray as sRGB). With one, colours of that model
/// go through the profile to CIE Lab (D50) and on from there:
///
/// - `cmyk`: `.cmyk` components are the profile's CMYK, and conversions to CMYK give it.
/// - `rgb`: `.srgb` components are read as the profile's RGB (a palette of Adobe RGB values,
///   say), and conversions to `.srgb` give the profile's RGB.
/// - `gray`: `.gray` components are the profile's gray, and conversions to gray give it.
///
///     let press = try ICCProfile(bytes: fogra39)
///     let profiles = try ColorProfiles(cmyk: press, intent: .relativeColorimetric)
///     let rgb = profiles.srgb(of: swatch.color)                  // for a hex or CSS writer
///     let ink = profiles.converted(brandBlue, to: .cmyk)         // for an ASE writer
public struct ColorProfiles: ColorConversion {
  /// The profile CMYK values are in, or `nil` for the naive formula.
  public let cmyk: ICCProfile?
  /// The profile RGB values are in, or `nil` for sRGB.
  public let rgb: ICCProfile?
  /// The profile gray values are in, or `nil` for gray as sRGB.
  public let gray: ICCProfile?
  /// The rendering intent of every conversion through a profile.
  public let intent: ICCRenderingIntent
  /// Whether conversions through a profile compensate black points.
  public let blackPointCompensation: Bool

  /// The transforms of ``cmyk``, ``rgb`` and ``gray``.
  private let cmykTransform: ICCTransform?
  private let rgbTransform: ICCTransform?
  private let grayTransform: ICCTransform?
  /// The CMYK transform sampled on a grid, when ``sampledForCMYK()`` made this copy.
  private var cmykLink: ICCSampledLink?

  /// How many exact conversions sampling a CMYK profile takes (17 points per ink, 83,521):
  /// ``sampledForCMYK()`` pays off when more CMYK colours than this are converted.
  public static let cmykSamplePoints = ICCSampledLink.pointCount

  /// Prepares the conversions.
  ///
  /// - Parameters:
  ///   - cmyk: A CMYK profile, or `nil`.
  ///   - rgb: An RGB profile, or `nil`.
  ///   - gray: A gray profile, or `nil`.
  ///   - intent: The rendering intent.
  ///   - blackPointCompensation: Whether to compensate black points.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/invalidValue`` when a profile's colour space
  ///   is not the one of its argument, ``/PaletteCore/PaletteError/Kind/unrepresentable``
  ///   when it converts in neither direction.
  public init(
    cmyk: ICCProfile? = nil, rgb: ICCProfile? = nil, gray: ICCProfile? = nil,
    intent: ICCRenderingIntent = .perceptual, blackPointCompensation: Bool = false
  ) throws(PaletteError) {
    self.cmyk = cmyk
    self.rgb = rgb
    self.gray = gray
    self.intent = intent
    self.blackPointCompensation = blackPointCompensation
    func prepare(
      _ profile: ICCProfile?, _ space: ICCColorSpace, _ name: String
    )
      throws(PaletteError) -> ICCTransform?
    {
      guard let profile else { return nil }
      guard profile.colorSpace == space else {
        throw PaletteError(
          .invalidValue, "the \(name) profile is not a \(name) profile",
          format: ICCProfile.formatIdentifier)
      }
      return try ICCTransform(
        profile: profile, intent: intent, blackPointCompensation: blackPointCompensation)
    }
    cmykTransform = try prepare(cmyk, .cmyk, "CMYK")
    rgbTransform = try prepare(rgb, .rgb, "RGB")
    grayTransform = try prepare(gray, .gray, "gray")
  }

  /// A copy that converts CMYK colours inside 0...1 to Lab and sRGB through the CMYK
  /// profile's chain sampled once on a grid of 17 points per ink and interpolated, as
  /// LittleCMS's 16-bit transforms do: one lookup per colour instead of the profile's tables
  /// (about five times faster), within ΔE00 0.16 of the exact chain on the CMYK profiles
  /// Debian ships (`docs/color-math.md`). Sampling costs ``cmykSamplePoints`` exact
  /// conversions (about 30 ms), so it is worth it for large palettes only. A profile whose
  /// table is followed by curves that are not straight lines is not sampled (a grid would not
  /// reproduce it), nor is a copy without a CMYK profile: those convert as this does.
  public func sampledForCMYK() -> ColorProfiles {
    var copy = self
    copy.cmykLink = cmykTransform.flatMap { ICCSampledLink(transform: $0) }
    return copy
  }

  /// The CMYK colour's ink values when ``cmykLink`` can look them up (each finite and within
  /// 0...1).
  @inline(__always)
  private func sampledInk(_ color: PaletteColor) -> SIMD4<Float>? {
    guard cmykLink != nil,
      case .cmyk(let cyan, let magenta, let yellow, let black) = color.components
    else { return nil }
    let ink = SIMD4(cyan, magenta, yellow, black)
    return ICCSampledLink.covers(ink) ? ink : nil
  }

  /// The transform for colours of `color`'s model, when one converts them to Lab, and the
  /// colour's components in the lanes its pipeline reads.
  private func sourceTransform(_ color: PaletteColor) -> (ICCTransform, SIMD16<Double>)? {
    var channels = SIMD16<Double>()
    let transform: ICCTransform?
    switch color.components {
    case .cmyk(let cyan, let magenta, let yellow, let black):
      transform = cmykTransform
      channels[0] = Double(cyan)
      channels[1] = Double(magenta)
      channels[2] = Double(yellow)
      channels[3] = Double(black)
    case .srgb(let red, let green, let blue):
      transform = rgbTransform
      channels[0] = Double(red)
      channels[1] = Double(green)
      channels[2] = Double(blue)
    case .gray(let value):
      transform = grayTransform
      channels[0] = Double(value)
    default: return nil
    }
    guard let transform, transform.convertsToLab else { return nil }
    return (transform, channels)
  }

  /// The colour in CIE Lab (D50): through its model's profile when there is one, otherwise
  /// ``/PaletteCore/PaletteColor/labValues``.
  ///
  /// - Parameter color: Any colour.
  /// - Returns: L*, a*, b*.
  public func lab(of color: PaletteColor) -> SIMD3<Double> {
    if let ink = sampledInk(color), let cmykLink { return cmykLink.lab(ink) }
    if let (transform, channels) = sourceTransform(color),
      let lab = transform.lab(fromChannels: channels)
    {
      return lab
    }
    return color.labValues
  }

  /// The colour in CIE Lab (D50) through its model's profile, or `nil` when its model has
  /// none (or the profile does not convert to Lab): the ``/PaletteCore/ColorConversion``
  /// requirement.
  ///
  /// - Parameter color: Any colour.
  /// - Returns: L*, a*, b*, or `nil`.
  public func profiledLab(of color: PaletteColor) -> SIMD3<Double>? {
    if let ink = sampledInk(color), let cmykLink { return cmykLink.lab(ink) }
    guard let (transform, channels) = sourceTransform(color) else { return nil }
    return transform.lab(fromChannels: channels)
  }

  /// The colour in sRGB (unclamped, as ``/PaletteCore/PaletteColor/srgbValues``): through its
  /// model's profile and Lab when there is one, otherwise
  /// ``/PaletteCore/PaletteColor/srgbValues``.
  ///
  /// - Parameter color: Any colour.
  /// - Returns: Red, green and blue, nominally 0...1.
  public func srgb(of color: PaletteColor) -> SIMD3<Double> {
    if let ink = sampledInk(color), let cmykLink { return cmykLink.srgb(ink) }
    guard let (transform, channels) = sourceTransform(color),
      let lab = transform.lab(fromChannels: channels)
    else { return color.srgbValues }
    return ColorMath.labToSRGB(lab)
  }

  /// CMYK for a CIE Lab (D50) colour: through the CMYK profile, or the naive formula from
  /// sRGB clipped to 0...1 without one.
  ///
  /// - Parameter lab: L*, a*, b*.
  /// - Returns: Cyan, magenta, yellow and black, 0...1.
  public func cmyk(fromLab lab: SIMD3<Double>) -> SIMD4<Double> {
    if let cmykTransform, let device = cmykTransform.device(fromLab: lab), device.count == 4 {
      return ColorProfiles.clip(SIMD4(device[0], device[1], device[2], device[3]))
    }
    return ColorMath.srgbToCMYK(ColorMath.clip(ColorMath.labToSRGB(lab)))
  }

  /// The colour in another model: through the profiles of its model and of the target's where
  /// they are set (device values clipped to 0...1), as
  /// ``/PaletteCore/PaletteColor/converted(to:)`` otherwise. Alpha is kept.
  ///
  /// - Parameters:
  ///   - color: Any colour.
  ///   - model: The target model.
  /// - Returns: The colour in `model`.
  public func converted(_ color: PaletteColor, to model: ColorModel) -> PaletteColor {
    if model == color.model { return color }
    // The sampled link gives sRGB straight from the grid, without Lab in between.
    if model == .srgb, rgbTransform == nil, let ink = sampledInk(color), let cmykLink {
      let rgb = cmykLink.srgb(ink)
      return PaletteColor(
        .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z)), alpha: color.alpha)
    }
    let target: ICCTransform?
    switch model {
    case .cmyk: target = cmykTransform
    case .srgb: target = rgbTransform
    case .gray: target = grayTransform
    default: target = nil
    }
    if let target, target.convertsFromLab, let device = target.device(fromLab: lab(of: color)),
      let components = ColorComponents(
        model: model, values: device.map { Float(min(max($0, 0), 1)) })
    {
      return PaletteColor(components, alpha: color.alpha)
    }
    guard sourceTransform(color) != nil else { return color.converted(to: model) }
    let lab = lab(of: color)
    let viaLab = PaletteColor(
      .lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z)), alpha: color.alpha)
    return viaLab.converted(to: model)
  }

  /// Each value clamped to 0...1.
  private static func clip(_ values: SIMD4<Double>) -> SIMD4<Double> {
    values.replacing(with: 0, where: .!(values .>= 0)).replacing(with: 1, where: values .> 1)
  }
}
