/// Longest increasing runs, which tell the swatches that keep their order from those that move.
package enum IncreasingRun {
  /// The elements of a longest strictly increasing subsequence of `values`, in order (patience
  /// sorting, O(*n* log *n*)).
  ///
  /// - Parameter values: The values, for example the palette positions of swatches in the order
  ///   a file holds them.
  /// - Returns: The subsequence (one of them when several are as long).
  package static func longest(in values: [Int]) -> [Int] {
    // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Int] = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(values[index])
      index = previous[index]
    }
    return run.reversed()
  }
}
