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

  /// Linear-light sRGB (unclamped) at each grid point, black varying fastest, cyan slowest.
  /// Light is what mixes linearly: a table with an XYZ PCS is piecewise linear in it, so the
  /// grid reproduces such a table's interpolation where its points fall on the grid's.
  private let linearValues: UnsafeBufferPointer<Double>
  /// The profile's input curves resampled at ``curvePoints`` points each, one table per ink
  /// (cyan's first), when its table has input curves: the grid is then laid out on the
  /// table's own input scale, where its points fall on the table's, and a lookup takes each
  /// ink through its curve first. Empty when the profile has none.
  private let curveValues: UnsafeBufferPointer<Double>
  /// Whether ``curveValues`` holds the input curves.
  private var hasCurves: Bool { !curveValues.isEmpty }

  /// Points of each resampled input curve.
  static let curvePoints = 4097
  /// The sRGB curve at ``encodingPoints`` evenly spread linear values in 0...1, interpolated
  /// linearly: within 2 × 10⁻⁵ of the curve (its bend is sharpest at the knee near 0.003), a
  /// two-hundredth of an 8-bit step; values outside 0...1 are encoded exactly.
  private let encoding: UnsafeBufferPointer<Double>
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
    var resampled = [Double]()
    if let curves {
      resampled.reserveCapacity(4 * Self.curvePoints)
      for curve in curves {
        for index in 0..<Self.curvePoints {
          // The grid after the curves clamps its inputs.
          resampled.append(ICCGrid.clamp(curve(Double(index) / Double(Self.curvePoints - 1))))
        }
      }
    }
    let encoded = (0..<Self.encodingPoints).map {
      ColorMath.linearToSRGB(Double($0) / Double(Self.encodingPoints - 1))
    }
    var linear = [Double]()
    linear.reserveCapacity(Self.pointCount * 3)
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
            linear.append(value.x)
            linear.append(value.y)
            linear.append(value.z)
          }
        }
      }
    }
    linearValues = Self.copied(linear)
    curveValues = Self.copied(resampled)
    encoding = Self.copied(encoded)
  }

  deinit {
    linearValues.deallocate()
    curveValues.deallocate()
    encoding.deallocate()
  }

  /// `values` in a buffer of their own.
  private static func copied(_ values: [Double]) -> UnsafeBufferPointer<Double> {
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: values.count)
    _ = buffer.initialize(from: values)
    return UnsafeBufferPointer(buffer)
  }

  /// Whether ink values can be looked up: each finite and within 0...1.
  @inline(__always)
  static func covers(_ ink: SIMD4<Double>) -> Bool {
    all(ink .>= 0) && all(ink .<= 1)
  }

  /// CIE Lab (D50) of ink values inside 0...1.
  func lab(_ ink: SIMD4<Double>) -> SIMD3<Double> {
    let linear = linearSRGB(ink)
    return ColorMath.xyzD50ToLab(ColorMath.bradfordD65ToD50(ColorMath.linearSRGBToXYZD65(linear)))
  }

  /// sRGB (unclamped) of ink values inside 0...1.
  func srgb(_ ink: SIMD4<Double>) -> SIMD3<Double> {
    let linear = linearSRGB(ink)
    let table = encoding
    func encoded(_ value: Double) -> Double {
      guard value >= 0 && value <= 1 else { return ColorMath.linearToSRGB(value) }
      let at = value * Double(Self.encodingPoints - 1)
      let index = min(Int(at), Self.encodingPoints - 2)
      return table[index] + (table[index + 1] - table[index]) * (at - Double(index))
    }
    return SIMD3(encoded(linear.x), encoded(linear.y), encoded(linear.z))
  }

  /// Linear-light sRGB of ink values inside 0...1: through the input curves, then the grid.
  @inline(__always)
  private func linearSRGB(_ ink: SIMD4<Double>) -> SIMD3<Double> {
    var position = ink
    if hasCurves {
      let curves = curveValues
      let scale = Double(Self.curvePoints - 1)
      for channel in 0..<4 {
        let at = position[channel] * scale
        let index = min(Int(at), Self.curvePoints - 2)
        let base = channel * Self.curvePoints + index
        let low = curves[base]
        position[channel] = low + (curves[base + 1] - low) * (at - Double(index))
      }
    }
    return Self.interpolate(linearValues, position)
  }

  /// The distance between neighbouring grid points along black, yellow, magenta and cyan.
  private static let blackStride = 3
  private static let yellowStride = blackStride * pointsPerInk
  private static let magentaStride = yellowStride * pointsPerInk
  private static let cyanStride = magentaStride * pointsPerInk

  /// The lower grid point's offset along one ink, the offset to the upper one (0 at the top
  /// edge) and the fraction between them.
  @inline(__always)
  private static func cell(_ value: Double, stride: Int) -> (Int, Int, Double) {
    let position = value * Double(pointsPerInk - 1)
    let lower = min(Int(position), pointsPerInk - 1)
    return (lower * stride, value >= 1 ? 0 : stride, position - Double(lower))
  }

  /// The three values at grid offset `offset`.
  @inline(__always)
  private static func load(_ table: UnsafeBufferPointer<Double>, _ offset: Int) -> SIMD3<Double> {
    SIMD3(table[offset], table[offset + 1], table[offset + 2])
  }

  /// Linear along cyan between two tetrahedral interpolations over magenta, yellow and black.
  @inline(__always)
  private static func interpolate(
    _ table: UnsafeBufferPointer<Double>, _ ink: SIMD4<Double>
  ) -> SIMD3<Double> {
    let (c0, dc, rc) = cell(ink[0], stride: cyanStride)
    let (x0, dx, rx) = cell(ink[1], stride: magentaStride)
    let (y0, dy, ry) = cell(ink[2], stride: yellowStride)
    let (z0, dz, rz) = cell(ink[3], stride: blackStride)
    let low = tetrahedral(table, c0 + x0 + y0 + z0, dx, dy, dz, rx, ry, rz)
    guard dc != 0 else { return low }
    let high = tetrahedral(table, c0 + dc + x0 + y0 + z0, dx, dy, dz, rx, ry, rz)
    return low + (high - low) * rc
  }

  /// Tetrahedral interpolation in the cube at `p` (the cube cut into six tetrahedra by the
  /// order of the three fractions), as ``ICCGrid`` does.
  @inline(__always)
  private static func tetrahedral(
    _ t: UnsafeBufferPointer<Double>, _ p: Int, _ dx: Int, _ dy: Int, _ dz: Int,
    _ rx: Double, _ ry: Double, _ rz: Double
  ) -> SIMD3<Double> {
    let c0 = load(t, p)
    let c1: SIMD3<Double>
    let c2: SIMD3<Double>
    let c3: SIMD3<Double>
    if rx >= ry && ry >= rz {
      let x = load(t, p + dx)
      let xy = load(t, p + dx + dy)
      c1 = x - c0
      c2 = xy - x
      c3 = load(t, p + dx + dy + dz) - xy
    } else if rx >= rz && rz >= ry {
      let x = load(t, p + dx)
      let xz = load(t, p + dx + dz)
      c1 = x - c0
      c2 = load(t, p + dx + dy + dz) - xz
      c3 = xz - x
    } else if rz >= rx && rx >= ry {
      let z = load(t, p + dz)
      let xz = load(t, p + dx + dz)
      c1 = xz - z
      c2 = load(t, p + dx + dy + dz) - xz
      c3 = z - c0
    } else if ry >= rx && rx >= rz {
      let y = load(t, p + dy)
      let xy = load(t, p + dx + dy)
      c1 = xy - y
      c2 = y - c0
      c3 = load(t, p + dx + dy + dz) - xy
    } else if ry >= rz && rz >= rx {
      let y = load(t, p + dy)
      let yz = load(t, p + dy + dz)
      c1 = load(t, p + dx + dy + dz) - yz
      c2 = y - c0
      c3 = yz - y
    } else {
      let z = load(t, p + dz)
      let yz = load(t, p + dy + dz)
      c1 = load(t, p + dx + dy + dz) - yz
      c2 = yz - z
      c3 = z - c0
    }
    return c0 + c1 * rx + c2 * ry + c3 * rz
  }
}
