import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the sRGB colour of a hue, chroma and tone: the colour itself when sRGB holds it, else
/// the colour of that hue and tone with the most chroma sRGB holds.
///
/// Two steps. First, with hue, chroma and Y fixed, CAM16's inverse model is a function of J
/// alone whose Y rises with J; a few Newton steps on J find the colour, and if its linear RGB is
/// inside the cube it is the answer. Otherwise the colour lies outside sRGB, and the answer is on
/// the cube's surface where the plane of constant Y cuts it: a polygon whose vertices are where
/// the plane meets the cube's edges. The vertices are walked to find the edge whose hues bracket
/// the target, then that edge is bisected on the planes where an 8-bit channel changes value
/// (the midpoints between codes, in linear light), so the answer is exact to the 8-bit colour.
enum HCTSolver {
  /// Linear RGB (0...100) to the cone responses CAM16 adapts, already multiplied by the
  /// standard conditions' degree of adaptation and F_L/100.
  ///
  /// The values are those material-color-utilities publishes for its solver (`HctSolver`,
  /// `SCALED_DISCOUNT_FROM_LINRGB`), so that results agree to the bit.
  static let scaledDiscountFromLinearRGB: [[Double]] = [
    [0.001200833568784504, 0.002389694492170889, 0.0002795742885861124],
    [0.0005891086651375999, 0.0029785502573438758, 0.0003270666104008398],
    [0.00010146692491640572, 0.0005364214359186694, 0.0032979401770712076],
  ]

  /// The inverse of ``scaledDiscountFromLinearRGB`` (`LINRGB_FROM_SCALED_DISCOUNT`).
  static let linearRGBFromScaledDiscount: [[Double]] = [
    [1373.2198709594231, -1100.4251190754821, -7.278681089101213],
    [-271.815969077903, 559.6580465940733, -32.46047482791194],
    [1.9622899599665666, -57.173814538844006, 308.7233197812385],
  ]

  /// Y of linear RGB.
  static let yFromLinearRGB: [Double] = [0.2126, 0.7152, 0.0722]

  /// The linear values (0...100) halfway between consecutive 8-bit codes: 255 planes where
  /// a channel's rounded code changes.
  static let criticalPlanes: [Double] = (0..<255).map {
    ColorScience.linearized(Double($0) + 0.5)
  }

  /// The sRGB colour of `hue` (degrees), `chroma` and `tone` (L\*), chroma reduced if sRGB
  /// cannot hold it.
  static func solve(hue: Double, chroma: Double, tone: Double) -> RGBA8 {
    if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
      return ColorScience.gray(lstar: tone)
    }
    let hueRadians = ColorScience.sanitizeDegrees(hue) / 180.0 * Double.pi
    let y = ColorScience.y(fromLstar: tone)
    if let exact = solveByJ(hueRadians: hueRadians, chroma: chroma, y: y) {
      return exact
    }
    return ColorScience.color(linearRGB: bisectToLimit(y: y, targetHue: hueRadians))
  }

  /// Newton's method on J; `nil` when the colour is out of gamut.
  private static func solveByJ(hueRadians: Double, chroma: Double, y: Double) -> RGBA8? {
    let conditions = ViewingConditions.standard
    var j = y.squareRoot() * 11.0
    let tInnerCoefficient = 1 / pow(1.64 - pow(0.29, conditions.n), 0.73)
    let eHue = 0.25 * (cos(hueRadians + 2.0) + 3.8)
    let p1 = eHue * (50000.0 / 13.0) * conditions.nc * conditions.ncb
    let hSin = sin(hueRadians)
    let hCos = cos(hueRadians)
    for round in 0..<5 {
      let jNormalized = j / 100.0
      let alpha = chroma == 0.0 || j == 0.0 ? 0.0 : chroma / jNormalized.squareRoot()
      let t = pow(alpha * tInnerCoefficient, 1.0 / 0.9)
      let ac = conditions.aw * pow(jNormalized, 1.0 / conditions.c / conditions.z)
      let p2 = ac / conditions.nbb
      let gamma = 23.0 * (p2 + 0.305) * t / (23.0 * p1 + 11 * t * hCos + 108.0 * t * hSin)
      let a = gamma * hCos
      let b = gamma * hSin
      let rA = (460.0 * p2 + 451.0 * a + 288.0 * b) / 1403.0
      let gA = (460.0 * p2 - 891.0 * a - 261.0 * b) / 1403.0
      let bA = (460.0 * p2 - 220.0 * a - 6300.0 * b) / 1403.0
      let scaled = (unadapted(rA), unadapted(gA), unadapted(bA))
      let linear = (
        ColorScience.dot(linearRGBFromScaledDiscount[0], scaled),
        ColorScience.dot(linearRGBFromScaledDiscount[1], scaled),
        ColorScience.dot(linearRGBFromScaledDiscount[2], scaled)
      )
      if linear.0 < 0 || linear.1 < 0 || linear.2 < 0 { return nil }
      let fnj = ColorScience.dot(yFromLinearRGB, linear)
      if fnj <= 0 { return nil }
      if round == 4 || abs(fnj - y) < 0.002 {
        if linear.0 > 100.01 || linear.1 > 100.01 || linear.2 > 100.01 { return nil }
        return ColorScience.color(linearRGB: linear)
      }
      // Y grows roughly as J², so 2·Y/J stands in for the derivative.
      j = j - (fnj - y) * j / (2 * fnj)
    }
    return nil
  }

  /// The inverse of CAM16's post-adaptation compression, without F_L (folded into the matrix).
  private static func unadapted(_ adapted: Double) -> Double {
    let magnitude = abs(adapted)
    let base = max(0, 27.13 * magnitude / (400.0 - magnitude))
    return ColorScience.signum(adapted) * pow(base, 1.0 / 0.42)
  }

  /// CAM16's post-adaptation compression, without F_L.
  private static func adapted(_ component: Double) -> Double {
    let factor = pow(abs(component), 0.42)
    return ColorScience.signum(component) * 400.0 * factor / (factor + 27.13)
  }

  /// The CAM16 hue (radians, −π...π) of linear RGB.
  private static func hue(of linear: [Double]) -> Double {
    let point = (linear[0], linear[1], linear[2])
    let rA = adapted(ColorScience.dot(scaledDiscountFromLinearRGB[0], point))
    let gA = adapted(ColorScience.dot(scaledDiscountFromLinearRGB[1], point))
    let bA = adapted(ColorScience.dot(scaledDiscountFromLinearRGB[2], point))
    let a = (11.0 * rA + -12.0 * gA + bA) / 11.0
    let b = (rA + gA - 2.0 * bA) / 9.0
    return atan2(b, a)
  }

  /// An angle in radians near 0 brought into 0..<2π.
  private static func sanitizeRadians(_ angle: Double) -> Double {
    (angle + Double.pi * 8).truncatingRemainder(dividingBy: Double.pi * 2)
  }

  /// Whether going counter-clockwise from `a` meets `b` before `c`.
  private static func inCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
    sanitizeRadians(b - a) < sanitizeRadians(c - a)
  }

  /// The point of segment `source`–`target` whose coordinate on `axis` is `coordinate`.
  private static func point(
    on source: [Double], _ target: [Double], axis: Int, at coordinate: Double
  ) -> [Double] {
    let t = (coordinate - source[axis]) / (target[axis] - source[axis])
    return (0..<3).map { source[$0] + (target[$0] - source[$0]) * t }
  }

  /// The `n`th (0...11) place where the plane of luminance `y` may cut an edge of the cube,
  /// or `nil` when that edge's cut lies outside it.
  private static func vertex(y: Double, _ n: Int) -> [Double]? {
    let (kR, kG, kB) = (yFromLinearRGB[0], yFromLinearRGB[1], yFromLinearRGB[2])
    let coordinateA = n % 4 <= 1 ? 0.0 : 100.0
    let coordinateB = n % 2 == 0 ? 0.0 : 100.0
    let inside: (Double) -> Bool = { 0.0 <= $0 && $0 <= 100.0 }
    if n < 4 {
      let r = (y - coordinateA * kG - coordinateB * kB) / kR
      return inside(r) ? [r, coordinateA, coordinateB] : nil
    } else if n < 8 {
      let g = (y - coordinateB * kR - coordinateA * kB) / kG
      return inside(g) ? [coordinateB, g, coordinateA] : nil
    } else {
      let b = (y - coordinateA * kR - coordinateB * kG) / kB
      return inside(b) ? [coordinateA, coordinateB, b] : nil
    }
  }

  /// The edge of the constant-Y polygon whose ends' hues bracket `targetHue`.
  private static func bracketingEdge(y: Double, targetHue: Double) -> ([Double], [Double]) {
    var left: [Double] = [-1, -1, -1]
    var right = left
    var leftHue = 0.0
    var rightHue = 0.0
    var initialized = false
    var uncut = true
    for n in 0..<12 {
      guard let mid = vertex(y: y, n) else { continue }
      let midHue = hue(of: mid)
      if !initialized {
        (left, right, leftHue, rightHue) = (mid, mid, midHue, midHue)
        initialized = true
        continue
      }
      if uncut || inCyclicOrder(leftHue, midHue, rightHue) {
        uncut = false
        if inCyclicOrder(leftHue, targetHue, midHue) {
          (right, rightHue) = (mid, midHue)
        } else {
          (left, leftHue) = (mid, midHue)
        }
      }
    }
    return (left, right)
  }

  /// The colour of luminance `y` and hue `targetHue` on the surface of the cube.
  private static func bisectToLimit(y: Double, targetHue: Double) -> (Double, Double, Double) {
    var (left, right) = bracketingEdge(y: y, targetHue: targetHue)
    var leftHue = hue(of: left)
    for axis in 0..<3 where left[axis] != right[axis] {
      var leftPlane: Int
      var rightPlane: Int
      let leftCode = ColorScience.delinearizedUnrounded(left[axis])
      let rightCode = ColorScience.delinearizedUnrounded(right[axis])
      if left[axis] < right[axis] {
        leftPlane = Int((leftCode - 0.5).rounded(.down))
        rightPlane = Int((rightCode - 0.5).rounded(.up))
      } else {
        leftPlane = Int((leftCode - 0.5).rounded(.up))
        rightPlane = Int((rightCode - 0.5).rounded(.down))
      }
      for _ in 0..<8 {
        if abs(rightPlane - leftPlane) <= 1 { break }
        let midPlane = Int((Double(leftPlane + rightPlane) / 2.0).rounded(.down))
        let mid = point(on: left, right, axis: axis, at: criticalPlanes[midPlane])
        let midHue = hue(of: mid)
        if inCyclicOrder(leftHue, targetHue, midHue) {
          right = mid
          rightPlane = midPlane
        } else {
          left = mid
          leftHue = midHue
          leftPlane = midPlane
        }
      }
    }
    return ((left[0] + right[0]) / 2, (left[1] + right[1]) / 2, (left[2] + right[2]) / 2)
  }
}
