/// How a transform treats colours the destination cannot reproduce, as ICC defines it.
///
/// Perceptual, relative colorimetric and saturation select the profile's `A2B0`/`B2A0`,
/// `A2B1`/`B2A1` and `A2B2`/`B2A2` tables (falling back to the `0` table when one is absent,
/// as LittleCMS does); absolute colorimetric uses the relative tables and then scales by the
/// profile's media white point.
public enum ICCRenderingIntent: Int, Hashable, Sendable, CaseIterable {
  /// Pleasing reproduction of the whole gamut (`A2B0`/`B2A0`).
  case perceptual = 0
  /// Exact colours relative to the media white (`A2B1`/`B2A1`).
  case relativeColorimetric = 1
  /// Vivid colours for business graphics (`A2B2`/`B2A2`).
  case saturation = 2
  /// Exact colours including the media white's tint (the relative tables, rescaled).
  case absoluteColorimetric = 3

  /// The index of the `A2Bx`/`B2Ax` table this intent reads first.
  var tableIndex: Int {
    switch self {
    case .perceptual: 0
    case .relativeColorimetric, .absoluteColorimetric: 1
    case .saturation: 2
    }
  }
}
