import PaletteCore

/// A CMYK profile's device → CIE Lab chain (and on to sRGB) sampled once on a regular grid and
/// interpolated, as LittleCMS does for its 8- and 16-bit transforms: one four-input lookup per
/// colour instead of the profile's curves, tables and connection.
///
/// The grid has ``pointsPerInk`` points along each ink (LittleCMS's choice for four-channel
/// input), each holding the exact chain's colour as linear-light sRGB. A lookup interpolates
/// linearly along cyan between two tetrahedral interpolations over magenta, yellow and black,
/// as ``ICCGrid`` and LittleCMS do for four inputs. Values outside 0...1 and non-finite values are
/// not looked up: ``ColorProfiles`` sends those through the exact chain.
/// `docs/color-math.md` lists the measured difference from the exact chain.
///
/// The tables live in buffers allocated once and never written after the initialiser, so a
/// lookup reads them with no bounds check and no reference counting of arrays; that is what
/// makes it `@unchecked Sendable`.
final class ICCSampledLink: @unchecked Sendable {
  /// Grid points along each ink.
  static let pointsPerInk = 17
  /// Grid points in all: 17⁴ = 83,521.
  static let pointCount = pointsPerInk * pointsPerInk * pointsPerInk * pointsPerInk

  /// Linear-light sRGB (unclamped) at each grid point, black varying fastest, cyan slowest,
  /// in the first three lanes of one vector a point (16 bytes, so no point straddles a cache
  /// line). Light is what mixes linearly: a table with an XYZ PCS is piecewise linear in it,
  /// so the grid reproduces such a table's interpolation where its points fall on the grid's.
  /// `Float` keeps the table at 1.3 MB, within a core's second-level cache on most machines;
  /// its 24-bit precision is far below the interpolation's own error.
  private let linearValues: UnsafeBufferPointer<SIMD4<Float>>
  /// The profile's input curves resampled at ``curvePoints`` points each, one table per ink
  /// (cyan's first), when its table has input curves: the grid is then laid out on the
  /// table's own input scale, where its points fall on the table's, and a lookup takes each
  /// ink through its curve first. Empty when the profile has none.
  private let curveValues: UnsafeBufferPointer<Float>
  /// Whether ``curveValues`` holds the input curves.
  private var hasCurves: Bool { !curveValues.isEmpty }

  /// Points of each resampled input curve.
  static let curvePoints = 4097
  /// The sRGB curve at ``encodingPoints`` evenly spread linear values in 0...1, interpolated
  /// linearly: within 2 × 10⁻⁵ of the curve (its bend is sharpest at the knee near 0.003), a
  /// two-hundredth of an 8-bit step; the curve being odd, negative values are looked up by
  /// their magnitude, and values past ±1 are encoded exactly.
  private let encoding: UnsafeBufferPointer<Float>
  /// Points of ``encoding``.
  static let encodingPoints = 4097

  /// Samples `transform`'s device → Lab direction at every grid point; `nil` unless it is a
  /// four-channel transform whose direction is a colour table followed by straight steps
  /// (``ICCTransform/forwardIsSampleable``), which a grid reproduces.
  init?(transform: ICCTransform) {
    guard transform.channelCount == 4, transform.forwardIsSampleable else { return nil }
    let count = Self.pointsPerInk
    let last = Double(count - 1)
    let curves = transform.forwardInputCurves
    var resampled = [Float]()
    if let curves {
      resampled.reserveCapacity(4 * Self.curvePoints)
      for curve in curves {
        for index in 0..<Self.curvePoints {
          // The grid after the curves clamps its inputs.
          resampled.append(
            Float(ICCGrid.clamp(curve(Double(index) / Double(Self.curvePoints - 1)))))
        }
      }
    }
    let encoded = (0..<Self.encodingPoints).map {
      Float(ColorMath.linearToSRGB(Double($0) / Double(Self.encodingPoints - 1)))
    }
    var linear = [SIMD4<Float>]()
    linear.reserveCapacity(Self.pointCount)
    var channels = SIMD16<Double>()
    for cyan in 0..<count {
      channels[0] = Double(cyan) / last
      for magenta in 0..<count {
        channels[1] = Double(magenta) / last
        for yellow in 0..<count {
          channels[2] = Double(yellow) / last
          for black in 0..<count {
            channels[3] = Double(black) / last
            let found =
              curves == nil
              ? transform.lab(fromChannels: channels)
              : transform.lab(afterInputCurves: channels)
            guard let lab = found else { return nil }
            let value = ColorMath.xyzD65ToLinearSRGB(
              ColorMath.bradfordD50ToD65(ColorMath.labToXYZD50(lab)))
            linear.append(SIMD4(Float(value.x), Float(value.y), Float(value.z), 0))
          }
        }
      }
    }
    linearValues = Self.copied(linear)
    // Curves that are straight lines (a profile's identity curves) are left out.
    let straight = resampled.indices.allSatisfy {
      let along = Double($0 % Self.curvePoints) / Double(Self.curvePoints - 1)
      return abs(Double(resampled[$0]) - along) < 1e-7
    }
    if straight { resampled = [] }
    curveValues = Self.copied(resampled)
    encoding = Self.copied(encoded)
  }

  deinit {
    linearValues.deallocate()
    curveValues.deallocate()
    encoding.deallocate()
  }

  /// `values` in a buffer of their own.
  private static func copied<Value>(_ values: [Value]) -> UnsafeBufferPointer<Value> {
    let buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: values.count)
    _ = buffer.initialize(from: values)
    return UnsafeBufferPointer(buffer)
  }

  /// Whether ink values can be looked up: each finite and within 0...1.
  @inline(__always)
  static func covers(_ ink: SIMD4<Float>) -> Bool {
    all(ink .>= 0) && all(ink .<= 1)
  }

  /// CIE Lab (D50) of ink values inside 0...1.
  func lab(_ ink: SIMD4<Float>) -> SIMD3<Double> {
    let linear = linearSRGB(ink)
    let value = SIMD3(Double(linear.x), Double(linear.y), Double(linear.z))
    return ColorMath.xyzD50ToLab(ColorMath.bradfordD65ToD50(ColorMath.linearSRGBToXYZD65(value)))
  }

  /// sRGB (unclamped) of ink values inside 0...1.
  func srgb(_ ink: SIMD4<Float>) -> SIMD3<Double> {
    let linear = linearSRGB(ink)
    let table = encoding
    let scale = Float(Self.encodingPoints - 1)
    @inline(__always)
    func encoded(_ value: Float) -> Double {
      // The curve is odd (a negative value encodes as its magnitude does, negated), so the
      // table serves -1...1; what is brighter than white is encoded exactly.
      let magnitude = abs(value)
      guard magnitude <= 1 else { return ColorMath.linearToSRGB(Double(value)) }
      let at = magnitude * scale
      let index = min(Int(at), Self.encodingPoints - 2)
      let low = table[index]
      let encoded = low + (table[index + 1] - low) * (at - Float(index))
      return Double(value < 0 ? -encoded : encoded)
    }
    return SIMD3(encoded(linear.x), encoded(linear.y), encoded(linear.z))
  }

  /// Linear-light sRGB of ink values inside 0...1: through the input curves, then the grid.
  @inline(__always)
  private func linearSRGB(_ ink: SIMD4<Float>) -> SIMD4<Float> {
    var position = ink
    if hasCurves {
      let curves = curveValues
      let scale = Float(Self.curvePoints - 1)
      for channel in 0..<4 {
        let at = position[channel] * scale
        let index = min(Int(at), Self.curvePoints - 2)
        let base = channel * Self.curvePoints + index
        let low = curves[base]
        position[channel] = low + (curves[base + 1] - low) * (at - Float(index))
      }
    }
    return Self.interpolate(linearValues, position)
  }

  /// The distance between neighbouring grid points along black, yellow, magenta and cyan.
  private static let blackStride = 1
  private static let yellowStride = blackStride * pointsPerInk
  private static let magentaStride = yellowStride * pointsPerInk
  private static let cyanStride = magentaStride * pointsPerInk

  /// The lower grid point's offset along one ink, the offset to the upper one (0 at the top
  /// edge) and the fraction between them.
  @inline(__always)
  private static func cell(_ value: Float, stride: Int) -> (Int, Int, Float) {
    let position = value * Float(pointsPerInk - 1)
    let lower = min(Int(position), pointsPerInk - 1)
    return (lower * stride, value >= 1 ? 0 : stride, position - Float(lower))
  }

  /// Linear along cyan between two tetrahedral interpolations over magenta, yellow and black,
  /// as ``ICCGrid`` does: the cube is cut into six tetrahedra by the order of the three
  /// fractions, and the walk from the cube's lower corner to its upper one takes the inks in
  /// that order. The order is found with three compare-and-swaps instead of six branches,
  /// and both tetrahedra (they share it) are walked together.
  @inline(__always)
  private static func interpolate(
    _ table: UnsafeBufferPointer<SIMD4<Float>>, _ ink: SIMD4<Float>
  ) -> SIMD4<Float> {
    let (c0, dc, rc) = cell(ink[0], stride: cyanStride)
    let (x0, dx, rx) = cell(ink[1], stride: magentaStride)
    let (y0, dy, ry) = cell(ink[2], stride: yellowStride)
    let (z0, dz, rz) = cell(ink[3], stride: blackStride)
    var (first, second, third) = (dx, dy, dz)
    var (r1, r2, r3) = (rx, ry, rz)
    // Largest fraction first; ties keep the order magenta, yellow, black.
    if r2 > r1 { swap(&first, &second); swap(&r1, &r2) }
    if r3 > r2 { swap(&second, &third); swap(&r2, &r3) }
    if r2 > r1 { swap(&first, &second); swap(&r1, &r2) }
    let p0 = c0 + x0 + y0 + z0
    let p1 = p0 + first
    let p2 = p1 + second
    let p3 = p2 + third
    @inline(__always)
    func walk(_ offset: Int) -> SIMD4<Float> {
      let v0 = table[p0 + offset]
      let v1 = table[p1 + offset]
      let v2 = table[p2 + offset]
      return v0 + (v1 - v0) * r1 + (v2 - v1) * r2 + (table[p3 + offset] - v2) * r3
    }
    let low = walk(0)
    guard dc != 0 else { return low }
    return low + (walk(dc) - low) * rc
  }
}
