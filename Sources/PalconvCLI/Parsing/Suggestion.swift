/// "Did you mean" suggestions for misspelled names.
enum Suggestion {
  /// The candidate closest to `written` by edit distance, if it is close enough: at most 2
  /// edits, and fewer than half the length of `written`.
  static func closest(to written: String, among candidates: [String]) -> String? {
    let source = Array(written.utf8)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(source, Array(candidate.utf8))
      if distance <= 2, distance * 2 < source.count, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Damerau–Levenshtein distance (optimal string alignment) between two byte strings.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
