/// Names made unique by a numeric suffix: the first `x` stays `x`, the next ones are `x-2`,
/// `x-3`..., skipping any suffixed name already taken.
///
/// Each base remembers the next suffix to try, so n claims of one name cost O(n), not O(n²).
struct UniqueNames {
  private var taken: Set<String> = []
  private var nextSuffix: [String: Int] = [:]

  /// Takes `base`, or the first free `base-N`, and returns the name taken.
  mutating func claim(_ base: String) -> String {
    if taken.insert(base).inserted { return base }
    var suffix = nextSuffix[base] ?? 2
    while !taken.insert("\(base)-\(suffix)").inserted { suffix += 1 }
    nextSuffix[base] = suffix + 1
    return "\(base)-\(suffix)"
  }
}
