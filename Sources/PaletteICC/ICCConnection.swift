/// The per-channel affine step LittleCMS puts between a profile and the Lab PCS, in XYZ:
/// the absolute-colorimetric white scaling or black point compensation.
struct ICCConnection: Sendable, Equatable {
  /// Multiplies X, Y and Z.
  let scale: SIMD3<Double>
  /// Added after the scale.
  let offset: SIMD3<Double>

  /// Applies the step to an XYZ value.
  func callAsFunction(_ xyz: SIMD3<Double>) -> SIMD3<Double> { xyz * scale + offset }

  /// The absolute-colorimetric step from a PCS whose media white is `source` to one whose
  /// media white is `destination` (an observer fully adapted: LittleCMS's adaptation state 1).
  static func absolute(
    from source: SIMD3<Double>, to destination: SIMD3<Double>
  )
    -> ICCConnection?
  {
    guard destination.x != 0, destination.y != 0, destination.z != 0 else { return nil }
    return ICCConnection(scale: source / destination, offset: .zero)
  }

  /// Black point compensation: the linear scaling in XYZ that takes `source` black to
  /// `destination` black and keeps the D50 white (Adobe's algorithm as LittleCMS applies it);
  /// `nil` when the black points are equal.
  static func blackPoint(
    from source: SIMD3<Double>, to destination: SIMD3<Double>
  )
    -> ICCConnection?
  {
    guard source != destination else { return nil }
    let white = ICCEncoding.d50
    let span = source - white
    guard span.x != 0, span.y != 0, span.z != 0 else { return nil }
    return ICCConnection(
      scale: (destination - white) / span, offset: -white * (destination - source) / span)
  }
}
