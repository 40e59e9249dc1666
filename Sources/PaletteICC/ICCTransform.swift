public import PaletteCore

/// Converts device values of one profile to and from CIE Lab (D50, the ICC PCS) with a
/// rendering intent and, optionally, black point compensation.
///
/// The result is what LittleCMS 2 gives for a floating-point transform between the profile
/// and its built-in Lab profile (`transicc -i profile.icc -o '*Lab'` and back) without
/// optimisation: the same choice of tables, the same interpolation (tetrahedral on three
/// inputs, linear along the first of four, trilinear on the PCS side of output tables), the
/// same absolute-colorimetric scaling and the same black point compensation, including the
/// compensation LittleCMS always applies to perceptual and saturation transforms into version
/// 4 profiles. `docs/color-math.md` lists the measured agreement.
///
///     let transform = try ICCTransform(profile: cmykProfile, intent: .perceptual)
///     let lab = transform.lab(fromDevice: [0.1, 0.8, 0.9, 0])   // L*, a*, b*
///     let cmyk = transform.device(fromLab: lab)
public struct ICCTransform: Sendable {
  /// The profile.
  public let profile: ICCProfile
  /// The rendering intent.
  public let intent: ICCRenderingIntent
  /// Whether black point compensation was asked for (perceptual and saturation may
  /// compensate regardless, as LittleCMS does).
  public let blackPointCompensation: Bool

  /// Device → PCS, if the profile has that direction.
  private let forward: ICCDirection?
  /// PCS → device, if the profile has that direction.
  private let backward: ICCDirection?
  /// The step after ``forward``.
  private let forwardConnection: ICCConnection?
  /// The step before ``backward``.
  private let backwardConnection: ICCConnection?

  /// Prepares a transform (black points are found here, once).
  ///
  /// - Parameters:
  ///   - profile: A profile with a device → PCS or PCS → device direction (an RGB, CMYK or
  ///     gray profile, matrix/TRC or LUT-based).
  ///   - intent: The rendering intent; a missing table falls back to the perceptual one.
  ///   - blackPointCompensation: Whether to compensate black points (ignored for absolute
  ///     colorimetric).
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` when the profile converts in
  ///   neither direction (a named-colour or device-link profile, or tables whose channels do
  ///   not match the profile's colour space).
  public init(
    profile: ICCProfile, intent: ICCRenderingIntent, blackPointCompensation: Bool = false
  ) throws(PaletteError) {
    self.profile = profile
    self.intent = intent
    self.blackPointCompensation = blackPointCompensation
    forward = profile.deviceToPCS(intent)
    backward = profile.pcsToDevice(intent)
    guard forward != nil || backward != nil else {
      throw PaletteError(
        .unrepresentable,
        "the profile has no transform between its colour space and the PCS",
        format: ICCProfile.formatIdentifier)
    }
    let engine = ICCEngine(profile: profile)
    forwardConnection =
      forward == nil
      ? nil : engine.inputConnection(intent, compensating: blackPointCompensation)
    backwardConnection =
      backward == nil
      ? nil : engine.outputConnection(intent, compensating: blackPointCompensation)
  }

  /// The number of device channels (3 for RGB, 4 for CMYK, 1 for gray).
  public var channelCount: Int { profile.colorSpace.channelCount ?? 0 }

  /// Whether ``lab(fromDevice:)`` can convert.
  public var convertsToLab: Bool { forward != nil }

  /// Whether ``device(fromLab:)`` can convert.
  public var convertsFromLab: Bool { backward != nil }

  /// Device values → CIE Lab (D50).
  ///
  /// - Parameter device: ``channelCount`` values, each nominally 0...1 (CMYK ink coverage,
  ///   RGB or gray); table lookups clamp to that range.
  /// - Returns: L*, a*, b*, or `nil` when the profile has no device → PCS direction or the
  ///   number of values is wrong.
  public func lab(fromDevice device: [Double]) -> SIMD3<Double>? {
    guard let forward, device.count == forward.pipeline.inputs else { return nil }
    return ICCEngine.lab(device, through: forward, connection: forwardConnection)
  }

  /// Device values in the first ``channelCount`` lanes → CIE Lab (D50), with no allocation:
  /// the path of a palette's colours.
  func lab(fromChannels device: SIMD16<Double>) -> SIMD3<Double>? {
    guard let forward else { return nil }
    return ICCEngine.lab(device, through: forward, connection: forwardConnection)
  }

  /// The device → PCS direction's input curves when a colour table follows them (one curve
  /// per channel, then a grid): ``ICCSampledLink`` applies them itself and samples the rest
  /// on the table's own input scale.
  var forwardInputCurves: [ICCCurve]? {
    guard let forward, forward.pipeline.stages.count >= 2,
      case .curves(let curves) = forward.pipeline.stages[0],
      case .grid = forward.pipeline.stages[1], curves.count == forward.pipeline.inputs
    else { return nil }
    return curves
  }

  /// Whether the device → PCS direction is a colour table followed only by straight steps
  /// (matrices, scales, identity or two-point curves), optionally after input curves: then a
  /// grid over the table's inputs reproduces the direction up to the PCS's own conversion,
  /// and ``ICCSampledLink`` may stand in for it.
  var forwardIsSampleable: Bool {
    guard let forward else { return false }
    var stages = forward.pipeline.stages[...]
    if case .curves = stages.first { stages = stages.dropFirst() }
    guard case .grid = stages.first else { return false }
    return stages.dropFirst().allSatisfy { stage in
      switch stage {
      case .matrix, .scale: true
      case .curves(let curves): curves.allSatisfy(\.isStraight)
      case .inverseCurves, .grid: false
      }
    }
  }

  /// Lab (D50) of values that went through ``forwardInputCurves`` already.
  func lab(afterInputCurves channels: SIMD16<Double>) -> SIMD3<Double>? {
    guard let forward else { return nil }
    return ICCEngine.lab(channels, through: forward, connection: forwardConnection, firstStage: 1)
  }

  /// CIE Lab (D50) → device values.
  ///
  /// - Parameter lab: L*, a*, b*.
  /// - Returns: ``channelCount`` values, nominally 0...1 (tables keep them inside; a
  ///   matrix/TRC profile gives values outside for colours outside its gamut), or `nil` when
  ///   the profile has no PCS → device direction.
  public func device(fromLab lab: SIMD3<Double>) -> [Double]? {
    guard let backward else { return nil }
    return ICCEngine.device(lab, through: backward, connection: backwardConnection)
  }
}
