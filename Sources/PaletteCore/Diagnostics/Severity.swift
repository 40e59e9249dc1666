/// How serious a diagnostic is.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
  /// Extra information attached to another diagnostic.
  case note
  /// Something was repaired, approximated or dropped; the result is still usable.
  case warning
  /// The input or the requested conversion cannot be used.
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities from note to error.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
