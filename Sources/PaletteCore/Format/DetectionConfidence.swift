/// How strongly a file's content suggests a format.
public enum DetectionConfidence: Int, Hashable, Sendable, Comparable {
  /// Nothing in the content points to this format.
  case none = 0
  /// The content is plausible (text of the right shape) but has no signature.
  case weak = 1
  /// The content carries the format's signature or header.
  case strong = 2

  /// Orders confidences from none to strong.
  public static func < (lhs: DetectionConfidence, rhs: DetectionConfidence) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
