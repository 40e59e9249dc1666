import Testing

@testable import PaletteCore

/// The shared resolver every format's aliases go through: each node evaluated once, in the
/// order its references need, without recursion, cycles given the graph's value.
@Suite struct ReferenceResolverTests {
  /// A graph given as a table: a node is a number or a list of the nodes it adds up.
  struct SumGraph: ReferenceGraph {
    var references: [[Int]]
    var own: [Int]
    var evaluations: [Int]
    var cycles: [[Int]] = []

    init(references: [[Int]], own: [Int]) {
      self.references = references
      self.own = own
      evaluations = Array(repeating: 0, count: own.count)
    }

    mutating func evaluate(_ node: Int, resolved: (Int) -> Int?) -> ReferenceStep<Int> {
      evaluations[node] += 1
      let open = references[node].filter { resolved($0) == nil }
      if !open.isEmpty { return .needs(open) }
      return .value(references[node].reduce(own[node]) { $0 &+ (resolved($1) ?? 0) })
    }

    mutating func cycle(_ cycle: [Int]) -> Int {
      cycles.append(cycle)
      return -1
    }
  }

  @Test func aChainOfAMillionLinksResolvesWithoutRecursion() {
    // Node i adds node i + 1 and 1; the last is 1: node 0 is the chain's length.
    let count = 1_000_000
    var graph = SumGraph(
      references: (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] },
      own: Array(repeating: 1, count: count))
    var resolver = ReferenceResolver<Int>(count: count)
    #expect(resolver.resolve(0, in: &graph) == count)
    #expect(resolver.value(of: count - 1) == 1)
    #expect(resolver.value(of: 500_000) == 500_000)
    // Each node evaluated twice at most: once to learn what it needs, once with it.
    #expect(graph.evaluations.allSatisfy { $0 <= 2 })
    #expect(graph.cycles.isEmpty)
  }

  @Test func sharedNodesAreEvaluatedOnce() {
    // A ladder where each node adds the next two: exponential if followed without memory.
    let count = 200
    var graph = SumGraph(
      references: (0..<count).map { node in [node + 1, node + 2].filter { $0 < count } },
      own: Array(repeating: 0, count: count - 1) + [1])
    var resolver = ReferenceResolver<Int>(count: count)
    _ = resolver.resolve(0, in: &graph)
    #expect(resolver.value(of: count - 3) == 2)
    #expect(resolver.value(of: count - 10) == 55)
    #expect(graph.evaluations.allSatisfy { $0 <= 2 })
  }

  @Test func aCycleGivesItsMembersTheCycleValueAndTheNodesBeforeItSeeIt() {
    // 0 -> 1 -> 2 -> 3 -> 1: the cycle is 1, 2, 3, met first at 1.
    var graph = SumGraph(references: [[1], [2], [3], [1]], own: [10, 0, 0, 0])
    var resolver = ReferenceResolver<Int>(count: 4)
    #expect(resolver.resolve(0, in: &graph) == 9)
    #expect(graph.cycles == [[1, 2, 3]])
    #expect((1...3).map { resolver.value(of: $0) } == [-1, -1, -1])
  }

  @Test func aNodeThatNamesItselfIsACycleOfOne() {
    var graph = SumGraph(references: [[0]], own: [1])
    var resolver = ReferenceResolver<Int>(count: 1)
    #expect(resolver.resolve(0, in: &graph) == -1)
    #expect(graph.cycles == [[0]])
  }

  @Test func aCycleOfFiftyThousandIsFoundOnceAndEveryMemberGetsItsValue() {
    let count = 50_000
    var graph = SumGraph(
      references: (0..<count).map { [($0 + 1) % count] }, own: Array(repeating: 1, count: count))
    var resolver = ReferenceResolver<Int>(count: count)
    #expect(resolver.resolve(10, in: &graph) == -1)
    #expect(graph.cycles.count == 1)
    #expect(graph.cycles.first?.first == 10)
    #expect(graph.cycles.first?.count == count)
    #expect((0..<count).allSatisfy { resolver.value(of: $0) == -1 })
  }

  /// A graph that numbers nodes as it finds them: the resolver grows to hold them.
  struct GrowingGraph: ReferenceGraph {
    let last: Int
    mutating func evaluate(_ node: Int, resolved: (Int) -> Int?) -> ReferenceStep<Int> {
      guard node < last else { return .value(0) }
      guard let next = resolved(node + 1) else { return .needs([node + 1]) }
      return .value(next + 1)
    }
    mutating func cycle(_ cycle: [Int]) -> Int { -1 }
  }

  @Test func nodesNumberedAsTheyAreFoundMakeRoom() {
    var graph = GrowingGraph(last: 1_000)
    var resolver = ReferenceResolver<Int>(count: 0)
    #expect(resolver.resolve(0, in: &graph) == 1_000)
    #expect(resolver.count == 1_001)
  }
}
