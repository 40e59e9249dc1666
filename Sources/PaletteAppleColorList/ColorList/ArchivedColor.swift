/// An `NSColor` as an archive stores it, before it is interpreted as a palette colour.
///
/// Both encodings (keyed archives and typedstreams) are read into this, so that one
/// interpreter (``ColorInterpreter``) turns them into swatches the same way.
indirect enum ArchivedColor: Sendable {
  /// An RGB colour from `NSRGB` (or a typedstream's `ffff`): red, green, blue and an optional
  /// alpha. `calibrated` is colour space 1 (Apple's Generic RGB), otherwise device RGB (2).
  case rgb([Float], calibrated: Bool)
  /// A gray colour from `NSWhite`: white and an optional alpha; calibrated (space 3,
  /// Generic Gray, γ 1.8) or device (space 4).
  case white([Float], isCalibrated: Bool)
  /// A CMYK colour from `NSCMYK`: cyan, magenta, yellow, black and an optional alpha.
  case cmyk([Float])
  /// A component-based colour: `NSComponents` (alpha last) in an `NSColorSpace`.
  case components([Float], space: ArchivedColorSpace)
  /// A catalog colour (space 6): the list name, the colour name and the fallback colour the
  /// archive carries, if any.
  case catalog(list: String, name: String, fallback: ArchivedColor?)
  /// A colour of a kind palettes cannot hold (a pattern, an old system colour), by its
  /// `NSColorSpace` number.
  case unsupported(space: Int64)
}

/// The colour space of a component-based colour, from its `NSColorSpace` object.
enum ArchivedColorSpace: Hashable, Sendable {
  /// sRGB (`NSID` 7) or extended sRGB (14).
  case srgb
  /// Linear sRGB (16) or extended linear sRGB (17).
  case linearSRGB
  /// Display P3 (12).
  case displayP3
  /// Apple's Generic RGB (`NSID` 1), gamma 1.8.
  case genericRGB
  /// Device RGB (4).
  case deviceRGB
  /// An RGB space palconv has no conversion for (Adobe RGB, DCI-P3 by id),
  /// with its description; its values are kept as sRGB.
  case otherRGB(String)
  /// A gray space (generic, device, gamma 2.2, extended gray, a gray ICC profile).
  case gray
  /// A CMYK space (generic, device).
  case cmyk
  /// A space that is an ICC profile alone (`NSICC` without a known id): the profile's bytes
  /// and its component count (3 for RGB, 1 for gray, 4 for CMYK, from its header).
  case embedded([UInt8], components: Int)

  /// How many colour components (alpha excluded) the space has.
  var componentCount: Int {
    switch self {
    case .gray: 1
    case .cmyk: 4
    case .embedded(_, let components): components
    default: 3
    }
  }

  /// The space an `NSID` or `NSSpaceID` number names, per the archive ids AppKit uses.
  ///
  /// - Parameter id: The number.
  /// - Returns: The space, or `nil` for a number not known.
  static func named(_ id: Int64) -> ArchivedColorSpace? {
    switch id {
    case 1: .genericRGB
    case 2, 5, 9, 15: .gray
    case 3, 6: .cmyk
    case 4: .deviceRGB
    case 7, 14: .srgb
    case 8: .otherRGB("Adobe RGB (1998)")
    case 12: .displayP3
    case 13: .otherRGB("DCI-P3")
    case 16, 17: .linearSRGB
    default: nil
    }
  }

  /// The space an ICC profile's header declares (its data colour space at bytes 16–19), for
  /// a colour space object with a profile and no known id.
  ///
  /// - Parameter profile: The ICC profile.
  /// - Returns: The space, or `nil` for a profile too short or of another colour space.
  static func profile(_ profile: [UInt8]) -> ArchivedColorSpace? {
    guard profile.count >= 20 else { return nil }
    switch String(decoding: profile[16..<20], as: UTF8.self) {
    case "RGB ": return .embedded(profile, components: 3)
    case "GRAY": return .embedded(profile, components: 1)
    case "CMYK": return .embedded(profile, components: 4)
    default: return nil
    }
  }
}
