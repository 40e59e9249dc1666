import PaletteCore
import Testing

@testable import PaletteCSS

/// The property table numbers the same properties whichever hash places its keys.
@Suite struct CSSPropertyTableTests {
  static let text = """
    :root {
      --a: red; --b: red; --\\61: blue; --a-long-name-of-many-words: red; --b: blue;
      --c\\ d: red; --é: red; --e\\301: red; --A: red;
    }
    .x { --a: red; --b: red; --a: blue; --z: red; }
    @media (x) { .x { --a: red; } }
    --b: red;
    """

  static func declarations() throws -> [CSSRawDeclaration] {
    var walker = CSSBlockWalker(
      bytes: Array(text.utf8), start: 0, maxDeclarations: 100, maxBlockDepth: 8)
    return try walker.scan().declarations
  }

  /// Names looked up as `var()` would, by context, escaped or not.
  static let lookups: [(Int32, String)] = [
    (0, "a"), (0, "\\61"), (0, "b"), (0, "c\\ d"), (0, "c d"), (0, "é"), (0, "e\\301"),
    (0, "A"), (0, "z"), (1, "a"), (1, "z"), (1, "b"), (2, "a"), (4, "a"),
    (0, "a-long-name-of-many-words"), (0, "a-long-name-of-many-word"), (0, ""),
  ]

  static func summary(_ table: CSSPropertyTable) -> [[Int?]] {
    let bytes = Array(lookups.map(\.1).joined(separator: " ").utf8)
    var start = 0
    var found: [Int?] = []
    for (context, name) in lookups {
      let range = start..<(start + name.utf8.count)
      found.append(table.winner(context: context, nameIn: bytes, range))
      start = range.upperBound + 1
    }
    return [table.first, table.winner, table.property, found]
  }

  @Test func sameNumbersWithEitherHash() throws {
    let declarations = try Self.declarations()
    let bytes = Array(Self.text.utf8)
    let fast = CSSPropertyTable(declarations, bytes: bytes)
    #expect(fast.property.count == declarations.count)
    #expect(fast.first.count < declarations.count)
    for switchAt in [0, 1, 3, 7, declarations.count - 1] {
      let switched = CSSPropertyTable(declarations, bytes: bytes, seededAfter: switchAt)
      #expect(Self.summary(switched) == Self.summary(fast))
    }
    // The escaped and unescaped spellings of one name are one property; canonically
    // equivalent spellings are two.
    let found = Self.summary(fast)[3]
    #expect(found[0] == found[1])
    #expect(found[3] == found[4])
    #expect(found[5] != found[6])
    #expect(found[16] == nil && found[15] == nil && found[13] == nil)
  }

  @Test func manyNamesWithEitherHash() throws {
    // 6,000 declarations of 4,000 names of 3 to 30 bytes; the last 2,000 repeat the first.
    let text = (0..<6000).map {
      "--n\($0 % 4000)-\(String(repeating: "x", count: $0 % 4000 % 23)): red;"
    }
    .joined(separator: "\n")
    let bytes = Array(text.utf8)
    var walker = CSSBlockWalker(bytes: bytes, start: 0, maxDeclarations: 10_000, maxBlockDepth: 8)
    let declarations = try walker.scan().declarations
    let fast = CSSPropertyTable(declarations, bytes: bytes)
    let seeded = CSSPropertyTable(declarations, bytes: bytes, seededAfter: 2500)
    #expect(fast.property == seeded.property)
    #expect(fast.first == seeded.first && fast.winner == seeded.winner)
    #expect(fast.first.count == 4000)
  }

  @Test func longestOccupiedRun() {
    #expect(CSSPropertyTable.longestOccupiedRun([0, 0, 0, 0]) == 0)
    #expect(CSSPropertyTable.longestOccupiedRun([1, 2, 0, 3, 0, 0, 4, 5, 6, 0]) == 3)
    #expect(CSSPropertyTable.longestOccupiedRun([1, 2, 0, 0, 0, 3, 4, 5]) == 5)
    #expect(CSSPropertyTable.longestOccupiedRun([1, 2, 3]) == 3)
  }
}
