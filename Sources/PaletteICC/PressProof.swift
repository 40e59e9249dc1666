public import PaletteCore

/// A press proof: every swatch of a palette sent through a press profile (colour → device
/// values → what the press prints), with whether the press can reproduce it and the ΔE00 the
/// trip costs.
///
/// For each swatch (empty slots skipped):
///
/// 1. Its colour in CIE Lab (D50), through `sources` (``ColorProfiles``) where its model has a
///    profile. CMYK values on a CMYK press without a CMYK profile in `sources` are taken to be
///    the press's own device values: they are printed as they are, their colour is what the
///    press prints for them (step 3), and their ΔE00 is 0.
/// 2. The device values: the Lab colour through the press profile's PCS → device direction
///    with `intent` and black point compensation, clipped to 0...1.
/// 3. What prints: the device values back through the profile's colorimetric device → PCS
///    direction (absolute colorimetric under the absolute intent, relative otherwise: the
///    colour measured on the paper).
/// 4. ``PressProofEntry/deltaE``: ΔE00 between 1 and 3.
/// 5. The gamut: the Lab colour through the relative colorimetric direction to device values
///    and back. It is inside when no device value had to be clipped (by more than 1e-4) and
///    the round trip moves it by at most ``gamutTolerance`` (ΔE00 1, a just-noticeable
///    difference: a table-based profile's own round trip of its in-gamut colours stays well
///    below that).
///
///     let press = try ICCProfile(bytes: fogra39)
///     let proof = try PressProof(palette, profile: press, intent: .relativeColorimetric)
///     for entry in proof.entries where !entry.isInGamut {
///       print(entry.swatch.name ?? "", entry.deltaE, entry.device)
///     }
public struct PressProof: Sendable {
  /// The largest ΔE00 of the colorimetric round trip of a colour inside the gamut.
  public static let gamutTolerance = 1.0

  /// The press profile.
  public let profile: ICCProfile
  /// The rendering intent of the colour → device step.
  public let intent: ICCRenderingIntent
  /// Whether the colour → device step compensates black points.
  public let blackPointCompensation: Bool
  /// One entry per swatch with a colour, in palette order.
  public let entries: [PressProofEntry]
  /// The profiles the swatches' colours were read through: `sources`, with the press profile
  /// as the CMYK profile when the press is CMYK and `sources` has none (colorimetric, as the
  /// press prints those values, unless `sources` gives an intent): what a swatch sheet of the
  /// proof shows the swatches through.
  public let reading: ColorProfiles

  /// Proofs a palette.
  ///
  /// - Parameters:
  ///   - palette: The palette; each swatch's main colour is proofed.
  ///   - profile: The press profile: an output (or any device) profile of CMYK, RGB or gray
  ///     that converts both ways.
  ///   - intent: The rendering intent of the colour → device step.
  ///   - blackPointCompensation: Whether that step compensates black points.
  ///   - sources: The profiles the swatches' own values are in, or `nil` for the documented
  ///     formulas (CMYK values are then the press's own).
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` when the profile does not
  ///   convert both ways between its colour space and the PCS, or its colour space is not
  ///   CMYK, RGB or gray.
  public init(
    _ palette: Palette, profile: ICCProfile, intent: ICCRenderingIntent = .perceptual,
    blackPointCompensation: Bool = false, sources: ColorProfiles? = nil
  ) throws(PaletteError) {
    self.profile = profile
    self.intent = intent
    self.blackPointCompensation = blackPointCompensation
    guard [.cmyk, .rgb, .gray].contains(profile.colorSpace) else {
      throw PaletteError(
        .unrepresentable, "a press profile must be a CMYK, RGB or gray profile",
        format: ICCProfile.formatIdentifier)
    }
    let render = try ICCTransform(
      profile: profile, intent: intent, blackPointCompensation: blackPointCompensation)
    let colorimetric = try ICCTransform(profile: profile, intent: .relativeColorimetric)
    let measure =
      intent == .absoluteColorimetric
      ? try ICCTransform(profile: profile, intent: .absoluteColorimetric) : colorimetric
    guard render.convertsFromLab, colorimetric.convertsFromLab, measure.convertsToLab,
      render.convertsToLab
    else {
      throw PaletteError(
        .unrepresentable,
        "the press profile does not convert both ways between its colour space and the PCS",
        format: ICCProfile.formatIdentifier)
    }
    let ownDevice = profile.colorSpace == .cmyk && sources?.cmyk == nil
    let measuring: ICCRenderingIntent =
      intent == .absoluteColorimetric ? .absoluteColorimetric : .relativeColorimetric
    reading = try ColorProfiles(
      cmyk: ownDevice ? profile : sources?.cmyk, rgb: sources?.rgb, gray: sources?.gray,
      intent: sources?.intent ?? measuring,
      blackPointCompensation: sources?.blackPointCompensation ?? false)
    var entries: [PressProofEntry] = []
    for (groupIndex, group) in palette.groups.enumerated() {
      for (swatchIndex, swatch) in group.swatches.enumerated() where !swatch.isEmptySlot {
        let color = swatch.color
        let sourceLab: SIMD3<Double>
        let device: [Double]
        let isDevice = ownDevice && color.model == .cmyk
        if isDevice {
          device = color.components.values.map { Self.clip(Double($0)) }
          sourceLab = measure.lab(fromDevice: device) ?? color.labValues
        } else {
          sourceLab = reading.lab(of: color)
          device = (render.device(fromLab: sourceLab) ?? []).map(Self.clip)
        }
        let printedLab = measure.lab(fromDevice: device) ?? sourceLab
        let (gamutDeltaE, inGamut) =
          isDevice ? (0, true) : Self.gamut(of: sourceLab, through: colorimetric)
        entries.append(
          PressProofEntry(
            groupIndex: groupIndex, swatchIndex: swatchIndex, swatch: swatch,
            sourceLab: sourceLab, device: device, isDeviceColor: isDevice,
            printedLab: printedLab, deltaE: ColorMath.deltaE2000(sourceLab, printedLab),
            gamutDeltaE: gamutDeltaE, isInGamut: inGamut))
      }
    }
    self.entries = entries
  }

  /// The entries outside the press gamut.
  public var outOfGamut: [PressProofEntry] { entries.filter { !$0.isInGamut } }

  /// The largest ΔE00 of any entry (0 for a palette without colours).
  public var maximumDeltaE: Double { entries.map(\.deltaE).max() ?? 0 }

  /// The entries whose ΔE00 is above `maximum`.
  ///
  /// - Parameter maximum: The largest ΔE00 accepted.
  /// - Returns: The failing entries, in palette order.
  public func failing(maximumDeltaE maximum: Double) -> [PressProofEntry] {
    entries.filter { !$0.passes(maximumDeltaE: maximum) }
  }

  /// The colorimetric round trip of `lab` and whether it stays inside the gamut.
  private static func gamut(
    of lab: SIMD3<Double>, through transform: ICCTransform
  ) -> (Double, Bool) {
    guard let raw = transform.device(fromLab: lab) else { return (0, false) }
    let clipped = raw.map(clip)
    let needsClipping = zip(raw, clipped).contains { abs($0 - $1) > 1e-4 || $0.isNaN }
    guard let back = transform.lab(fromDevice: clipped) else { return (0, false) }
    let difference = ColorMath.deltaE2000(lab, back)
    return (difference, !needsClipping && difference <= gamutTolerance)
  }

  /// A device value clamped to 0...1 (NaN to 0).
  private static func clip(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
