/// The connection of one profile to the Lab PCS as LittleCMS makes it for a transform between
/// the profile and its built-in Lab (D50, version 4) profile: the pipeline, then the absolute
/// white scaling or black point compensation in XYZ.
struct ICCEngine: Sendable {
  /// The profile.
  let profile: ICCProfile

  /// The step after the device → PCS pipeline for `intent`: absolute colorimetric scales by
  /// the media white; perceptual and saturation always compensate the black point (the Lab
  /// profile is version 4, and LittleCMS compensates into version 4 profiles there), relative
  /// colorimetric when asked.
  func inputConnection(_ intent: ICCRenderingIntent, compensating: Bool) -> ICCConnection? {
    if intent == .absoluteColorimetric {
      return .absolute(from: profile.adaptedMediaWhite, to: ICCEncoding.d50)
    }
    guard compensating || intent == .perceptual || intent == .saturation else { return nil }
    return .blackPoint(from: blackPoint(intent), to: .zero)
  }

  /// The step before the PCS → device pipeline for `intent`: absolute colorimetric scales to
  /// the media white; black point compensation when asked, or always for perceptual and
  /// saturation into a version 4 profile.
  func outputConnection(_ intent: ICCRenderingIntent, compensating: Bool) -> ICCConnection? {
    if intent == .absoluteColorimetric {
      return .absolute(from: ICCEncoding.d50, to: profile.adaptedMediaWhite)
    }
    let forced = profile.majorVersion >= 4 && (intent == .perceptual || intent == .saturation)
    guard compensating || forced else { return nil }
    return .blackPoint(from: .zero, to: destinationBlackPoint(intent))
  }

  /// Device values (0...1) → Lab D50 through `direction` and `connection`.
  static func lab(
    _ device: [Double], through direction: ICCDirection, connection: ICCConnection?
  )
    -> SIMD3<Double>
  {
    lab(SIMD16(channels: device), through: direction, connection: connection)
  }

  /// Device values (0...1, in the first lanes) → Lab D50 through `direction` and
  /// `connection`, with no allocation; `firstStage` skips the pipeline's stages before it.
  static func lab(
    _ device: SIMD16<Double>, through direction: ICCDirection, connection: ICCConnection?,
    firstStage: Int = 0
  )
    -> SIMD3<Double>
  {
    var channels = device
    direction.pipeline.apply(&channels, from: firstStage)
    let pcs = SIMD3(channels[0], channels[1], channels[2])
    if direction.pcsIsLab {
      let lab = ICCEncoding.labFromNormalized(pcs)
      guard let connection else { return lab }
      return ICCEncoding.xyzToLab(connection(ICCEncoding.labToXYZ(lab)))
    }
    var xyz = pcs * ICCEncoding.maximumXYZ
    if let connection { xyz = connection(xyz) }
    return ICCEncoding.xyzToLab(xyz)
  }

  /// Lab D50 → device values through `connection` and `direction`.
  static func device(
    _ lab: SIMD3<Double>, through direction: ICCDirection, connection: ICCConnection?
  ) -> [Double] {
    let pcs: SIMD3<Double>
    if let connection {
      let xyz = connection(ICCEncoding.labToXYZ(lab))
      pcs =
        direction.pcsIsLab
        ? ICCEncoding.normalizedFromLab(ICCEncoding.xyzToLab(xyz)) : xyz / ICCEncoding.maximumXYZ
    } else {
      pcs =
        direction.pcsIsLab
        ? ICCEncoding.normalizedFromLab(lab) : ICCEncoding.labToXYZ(lab) / ICCEncoding.maximumXYZ
    }
    return direction.pipeline([pcs[0], pcs[1], pcs[2]])
  }
}
