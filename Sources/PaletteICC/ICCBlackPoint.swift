/// Black point detection, following the algorithms LittleCMS 2 implements (`cmsDetectBlackPoint`
/// and `cmsDetectDestinationBlackPoint`, after Adobe's "Black point compensation" paper), so
/// that compensated transforms agree with it.
extension ICCEngine {
  /// The black of version 4 perceptual and saturation tables, fixed by ICC.1:2010 (XYZ).
  static let perceptualBlack = SIMD3<Double>(0.00336, 0.0034731, 0.00287)

  /// The black point of the profile used as a source (`cmsDetectBlackPoint`), XYZ.
  func blackPoint(_ intent: ICCRenderingIntent) -> SIMD3<Double> {
    switch profile.deviceClass {
    case .deviceLink, .abstract, .namedColor: return .zero
    default: break
    }
    guard intent != .absoluteColorimetric else { return .zero }
    if profile.majorVersion >= 4 && (intent == .perceptual || intent == .saturation) {
      if profile.isMatrixShaper { return darkerColorantBlack(.relativeColorimetric) }
      return ICCEngine.perceptualBlack
    }
    if intent == .relativeColorimetric && profile.deviceClass == .output
      && profile.colorSpace == .cmyk
    {
      return perceptualRoundTripBlack()
    }
    return darkerColorantBlack(intent)
  }

  /// The Lab of the device's darkest colorant through `intent`, made neutral and clipped to
  /// L* 50, as XYZ.
  func darkerColorantBlack(_ intent: ICCRenderingIntent) -> SIMD3<Double> {
    guard profile.supportsInput(intent), let direction = profile.deviceToPCS(intent) else {
      return .zero
    }
    let black: [Double]
    switch profile.colorSpace {
    case .gray, .rgb: black = [Double](repeating: 0, count: direction.pipeline.inputs)
    case .cmyk, .cmy: black = [Double](repeating: 1, count: direction.pipeline.inputs)
    default: return .zero
    }
    let lab = ICCEngine.lab(black, through: direction, connection: nil)
    return ICCEncoding.labToXYZ(SIMD3(min(lab[0], 50), 0, 0))
  }

  /// The black of a perceptual round trip of Lab 0 (LittleCMS's
  /// `BlackPointUsingPerceptualBlack`), neutral and clipped to L* 50, as XYZ.
  func perceptualRoundTripBlack() -> SIMD3<Double> {
    guard profile.supportsInput(.perceptual) else { return .zero }
    guard let lab = roundTrip(.zero, intent: .perceptual) else { return .zero }
    return ICCEncoding.labToXYZ(SIMD3(min(lab[0], 50), 0, 0))
  }

  /// Lab → device through `intent` → Lab through relative colorimetric, as LittleCMS's
  /// `CreateRoundtripXForm` chains them (no compensation asked for; LittleCMS still
  /// compensates into a version 4 profile for perceptual and saturation), `nil` without both
  /// directions.
  func roundTrip(_ lab: SIMD3<Double>, intent: ICCRenderingIntent) -> SIMD3<Double>? {
    guard let backward = profile.pcsToDevice(intent),
      let forward = profile.deviceToPCS(.relativeColorimetric)
    else { return nil }
    let device = ICCEngine.device(
      lab, through: backward, connection: outputConnection(intent, compensating: false))
    return ICCEngine.lab(device, through: forward, connection: nil)
  }

  /// The black point of the profile used as a destination (`cmsDetectDestinationBlackPoint`),
  /// XYZ: for LUT-based gray, RGB and CMYK profiles, the vertex of a quadratic fitted to the
  /// shadows of a round trip of the L* axis.
  func destinationBlackPoint(_ intent: ICCRenderingIntent) -> SIMD3<Double> {
    switch profile.deviceClass {
    case .deviceLink, .abstract, .namedColor: return .zero
    default: break
    }
    guard intent != .absoluteColorimetric else { return .zero }
    if profile.majorVersion >= 4 && (intent == .perceptual || intent == .saturation) {
      if profile.isMatrixShaper { return darkerColorantBlack(.relativeColorimetric) }
      return ICCEngine.perceptualBlack
    }
    let hasTable = profile.pcsToDeviceTables[intent.tableIndex] != nil
    guard hasTable, [.gray, .rgb, .cmyk].contains(profile.colorSpace) else {
      return blackPoint(intent)
    }
    var initial = SIMD3<Double>.zero
    if intent == .relativeColorimetric {
      initial = ICCEncoding.xyzToLab(blackPoint(intent))
    }
    var inRamp = [Double](repeating: 0, count: 256)
    var outRamp = [Double](repeating: 0, count: 256)
    for step in 0..<256 {
      let lab = SIMD3(
        Double(step) * 100 / 255, min(50, max(-50, initial[1])), min(50, max(-50, initial[2])))
      guard let back = roundTrip(lab, intent: intent) else { return .zero }
      inRamp[step] = lab[0]
      outRamp[step] = back[0]
    }
    for step in stride(from: 254, to: 0, by: -1) {
      outRamp[step] = min(outRamp[step], outRamp[step + 1])
    }
    guard outRamp[0] < outRamp[255] else { return .zero }
    let minimum = outRamp[0]
    let maximum = outRamp[255]
    if intent == .relativeColorimetric {
      let straight = (0..<256).allSatisfy { step in
        inRamp[step] <= minimum + 0.2 * (maximum - minimum)
          || abs(inRamp[step] - outRamp[step]) < 4
      }
      if straight { return ICCEncoding.labToXYZ(initial) }
    }
    let (low, high) = intent == .relativeColorimetric ? (0.1, 0.5) : (0.03, 0.25)
    var xs: [Double] = []
    var ys: [Double] = []
    for step in 0..<256 {
      let y = (outRamp[step] - minimum) / (maximum - minimum)
      if y >= low && y < high {
        xs.append(inRamp[step])
        ys.append(y)
      }
    }
    guard xs.count >= 3 else { return .zero }
    let lightness = max(ICCEngine.quadraticRoot(xs, ys), 0)
    return ICCEncoding.labToXYZ(SIMD3(lightness, initial[1], initial[2]))
  }

  /// The root of the least-squares quadratic through the points, clipped to 0...50 (0 when
  /// there are fewer than four points or no real root), as LittleCMS computes it.
  static func quadraticRoot(_ xs: [Double], _ ys: [Double]) -> Double {
    guard xs.count >= 4 else { return 0 }
    var (sx, sx2, sx3, sx4, sy, syx, syx2) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    for (x, y) in zip(xs, ys) {
      sx += x
      sx2 += x * x
      sx3 += x * x * x
      sx4 += x * x * x * x
      sy += y
      syx += y * x
      syx2 += y * x * x
    }
    let n = Double(xs.count)
    // Solve [n sx sx2; sx sx2 sx3; sx2 sx3 sx4] · (c, b, a) = (sy, syx, syx2) by Cramer's rule.
    func det(_ m: [Double]) -> Double {
      m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6])
        + m[2] * (m[3] * m[7] - m[4] * m[6])
    }
    let m = [n, sx, sx2, sx, sx2, sx3, sx2, sx3, sx4]
    let d = det(m)
    guard abs(d) > 1e-300, d.isFinite else { return 0 }
    let c = det([sy, sx, sx2, syx, sx2, sx3, syx2, sx3, sx4]) / d
    let b = det([n, sy, sx2, sx, syx, sx3, sx2, syx2, sx4]) / d
    let a = det([n, sx, sy, sx, sx2, syx, sx2, sx3, syx2]) / d
    if abs(a) < 1e-10 {
      if abs(b) < 1e-10 { return 0 }
      return min(0, max(50, -c / b))
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant > 0 else { return 0 }
    return max(0, min(50, (-b + discriminant.squareRoot()) / (2 * a)))
  }
}
