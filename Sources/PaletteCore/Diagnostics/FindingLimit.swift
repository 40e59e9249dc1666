/// Keeps the first findings of each kind in full and counts the rest, so that a palette with
/// a million duplicates yields a few diagnostics and one summary instead of a million
/// diagnostics held in memory.
///
/// Kinds are small numbers the caller chooses (a lint rule's place, for example), so that
/// counting a finding costs an array access, not the hashing of its code.
package struct FindingLimit {
  /// How many findings of one kind are kept in full; `nil` keeps all.
  package let perKind: Int?
  private var counts: [Int]
  private var codes: [String?]
  private var severities: [Severity]
  private var order: [Int] = []

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - perKind: How many findings of one kind to keep; `nil` for all.
  ///   - kinds: How many kinds there are; kinds are 0 ..< kinds.
  package init(perKind: Int?, kinds: Int) {
    self.perKind = perKind
    counts = Array(repeating: 0, count: kinds)
    codes = Array(repeating: nil, count: kinds)
    severities = Array(repeating: .note, count: kinds)
  }

  /// Counts a finding and says whether to keep it in full.
  ///
  /// - Parameters:
  ///   - kind: The finding's kind, 0 ..< `kinds`.
  ///   - code: Its code, given to the summary.
  ///   - severity: Its severity, given to the summary.
  /// - Returns: Whether the finding is among the first ``perKind`` of its kind.
  package mutating func admit(
    _ kind: Int, code: @autoclosure () -> String, severity: Severity
  ) -> Bool {
    counts[kind] += 1
    if counts[kind] == 1 {
      order.append(kind)
      codes[kind] = code()
      severities[kind] = severity
    }
    return perKind.map { counts[kind] <= $0 } ?? true
  }

  /// One diagnostic for each kind with findings past the limit, saying how many were not
  /// listed, in the order the kinds first appeared.
  package var summaries: [Diagnostic] {
    guard let perKind else { return [] }
    return order.compactMap { kind in
      let count = counts[kind]
      guard count > perKind, let code = codes[kind] else { return nil }
      return Diagnostic(
        severities[kind], code: code,
        message:
          "and \(count - perKind) more like \(perKind == 1 ? "it" : "these") "
          + "(\(count) in all; the first \(perKind) are listed)")
    }
  }
}

/// How many findings of one kind palconv reports one by one before it summarises the rest.
public enum FindingLimits {
  /// The number listed by default: 20.
  public static let defaultPerCode = 20

  /// `diagnostics` with at most `perCode` of each code, in their order, followed by one
  /// summary for each code that had more: how a decoder's warnings are kept when a file
  /// repeats one oddity on every line.
  ///
  /// - Parameters:
  ///   - diagnostics: The diagnostics in order.
  ///   - perCode: How many of one code to keep.
  /// - Returns: The kept diagnostics, then the summaries.
  public static func limited(
    _ diagnostics: [Diagnostic], perCode: Int = defaultPerCode
  )
    -> [Diagnostic]
  {
    guard diagnostics.count > perCode else { return diagnostics }
    var kinds: [String: Int] = [:]
    for diagnostic in diagnostics where kinds[diagnostic.code] == nil {
      kinds[diagnostic.code] = kinds.count
    }
    var limit = FindingLimit(perKind: perCode, kinds: kinds.count)
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics
    where limit.admit(
      kinds[diagnostic.code] ?? 0, code: diagnostic.code, severity: diagnostic.severity)
    {
      kept.append(diagnostic)
    }
    return kept + limit.summaries
  }
}
