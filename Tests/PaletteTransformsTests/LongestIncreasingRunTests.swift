import Testing

@testable import PaletteTransforms

@Suite struct LongestIncreasingRunTests {
  @Test func examples() {
    #expect(LongestIncreasingRun.indices(of: []) == [])
    #expect(LongestIncreasingRun.indices(of: [5]) == [0])
    #expect(LongestIncreasingRun.indices(of: [1, 2, 3]) == [0, 1, 2])
    #expect(LongestIncreasingRun.indices(of: [3, 2, 1]).count == 1)
    // 0 8 4 12 2 10 6 14 1 9 5 13 3 11 7 15: a longest run has 6 elements.
    let values = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]
    let kept = LongestIncreasingRun.indices(of: values).sorted()
    #expect(kept.count == 6)
    let run = kept.map { values[$0] }
    #expect(run == run.sorted() && Set(run).count == run.count)
  }

  /// Against the quadratic textbook recurrence on seeded random sequences.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func lengthMatchesTheQuadraticRecurrence(seed: UInt64) {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
    func next() -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % 40)
    }
    let values = (0..<60).map { _ in next() }
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    let kept = LongestIncreasingRun.indices(of: values).sorted()
    #expect(kept.count == (best.max() ?? 0))
    let run = kept.map { values[$0] }
    #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
  }
}
