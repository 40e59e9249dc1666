/// A data colour space or PCS of a profile, from its header.
public enum ICCColorSpace: Hashable, Sendable {
  /// CIE XYZ (`XYZ `), also a PCS.
  case xyz
  /// CIE Lab (`Lab `), also a PCS.
  case lab
  /// RGB (`RGB `).
  case rgb
  /// Gray (`GRAY`).
  case gray
  /// CMYK (`CMYK`).
  case cmyk
  /// CMY (`CMY `).
  case cmy
  /// A space of `n` generic colorants (`2CLR` … `FCLR`).
  case colorants(Int)
  /// Any other space, with its signature.
  case other(ICCSignature)

  /// The space of a header signature.
  ///
  /// - Parameter signature: The signature at byte 16 (data) or 20 (PCS) of the header.
  public init(_ signature: ICCSignature) {
    switch signature {
    case ICCSignature("XYZ "): self = .xyz
    case ICCSignature("Lab "): self = .lab
    case ICCSignature("RGB "): self = .rgb
    case ICCSignature("GRAY"): self = .gray
    case ICCSignature("CMYK"): self = .cmyk
    case ICCSignature("CMY "): self = .cmy
    default:
      // `2CLR` … `9CLR`, `ACLR` … `FCLR`.
      let first = UInt8(truncatingIfNeeded: signature.rawValue >> 24)
      if signature.rawValue & 0x00FF_FFFF == 0x43_4C52 {
        switch first {
        case UInt8(ascii: "2")...UInt8(ascii: "9"):
          self = .colorants(Int(first - UInt8(ascii: "0")))
          return
        case UInt8(ascii: "A")...UInt8(ascii: "F"):
          self = .colorants(Int(first - UInt8(ascii: "A")) + 10)
          return
        default: break
        }
      }
      self = .other(signature)
    }
  }

  /// The number of channels of a colour in this space, `nil` for an unknown space.
  public var channelCount: Int? {
    switch self {
    case .xyz, .lab, .rgb, .cmy: 3
    case .gray: 1
    case .cmyk: 4
    case .colorants(let count): count
    case .other: nil
    }
  }
}
