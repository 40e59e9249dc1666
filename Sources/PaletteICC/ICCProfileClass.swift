/// The device class of a profile, from its header.
public enum ICCProfileClass: Hashable, Sendable {
  /// An input device: a scanner or a camera (`scnr`).
  case input
  /// A display (`mntr`).
  case display
  /// An output device: a printer or a press (`prtr`).
  case output
  /// A device link between two device spaces (`link`).
  case deviceLink
  /// A colour-space conversion (`spac`).
  case colorSpace
  /// An abstract PCS-to-PCS effect (`abst`).
  case abstract
  /// A list of named colours (`nmcl`).
  case namedColor
  /// A class this reader does not know, with its signature.
  case other(ICCSignature)

  /// The class of a header signature.
  ///
  /// - Parameter signature: The signature at byte 12 of the header.
  public init(_ signature: ICCSignature) {
    switch signature {
    case ICCSignature("scnr"): self = .input
    case ICCSignature("mntr"): self = .display
    case ICCSignature("prtr"): self = .output
    case ICCSignature("link"): self = .deviceLink
    case ICCSignature("spac"): self = .colorSpace
    case ICCSignature("abst"): self = .abstract
    case ICCSignature("nmcl"): self = .namedColor
    default: self = .other(signature)
    }
  }
}
