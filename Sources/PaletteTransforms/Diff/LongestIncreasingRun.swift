/// The longest strictly increasing subsequence of a sequence of integers.
enum LongestIncreasingRun {
  /// The offsets of one longest strictly increasing subsequence of `values`; among equally
  /// long ones, the one that ends with the smallest values (patience sorting).
  ///
  /// - Complexity: O(*n* log *n*).
  static func indices(of values: [Int]) -> Set<Int> {
    let kept = mask(of: values)
    return Set(kept.indices.filter { kept[$0] })
  }

  /// For each offset of `values`, whether it is in the subsequence ``indices(of:)`` gives.
  ///
  /// - Complexity: O(*n* log *n*) time, O(*n*) memory: two integers an offset.
  static func mask(of values: [Int]) -> [Bool] {
    // tails[k]: the offset of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (offset, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[offset] = tails[low - 1] }
      if low == tails.count { tails.append(offset) } else { tails[low] = offset }
    }
    var kept = [Bool](repeating: false, count: values.count)
    var offset = tails.last ?? -1
    while offset >= 0 {
      kept[offset] = true
      offset = previous[offset]
    }
    return kept
  }
}
