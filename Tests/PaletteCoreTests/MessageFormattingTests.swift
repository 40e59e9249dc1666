import Testing

@testable import PaletteCore

@Suite struct MessageFormattingTests {
  @Test(arguments: [
    (0.0, 2, "0.00"), (1.2644, 2, "1.26"), (0.015, 4, "0.0150"), (2.005, 0, "2"),
    (-0.125, 2, "-0.13"), (-0.001, 2, "0.00"), (12.5, 1, "12.5"), (0.999, 2, "1.00"),
  ])
  func decimals(value: Double, places: Int, expected: String) {
    #expect(MessageFormatting.decimal(value, places: places) == expected)
  }

  @Test func lists() {
    #expect(MessageFormatting.list([]) == "")
    #expect(MessageFormatting.list(["A"]) == "A")
    #expect(MessageFormatting.list(["A", "B", "C"]) == "A, B, C")
    #expect(MessageFormatting.list(["A", "B", "C", "D", "E"]) == "A, B, C and 2 more")
    #expect(MessageFormatting.count(1, "colour", "colours") == "1 colour")
    #expect(MessageFormatting.count(0, "colour", "colours") == "0 colours")
  }

  @Test func cyclesShowTheirFirstNamesAndCountTheRest() {
    #expect(MessageFormatting.cycle(["a"], arrow: " -> ") == "a -> a")
    #expect(MessageFormatting.cycle(["a", "b", "c"], arrow: " → ") == "a → b → c → a")
    let names = (0..<8).map { "t\($0)" }
    #expect(
      MessageFormatting.cycle(names, count: 50_000, arrow: " -> ")
        == "t0 -> t1 -> t2 -> t3 -> t4 -> t5 -> t6 -> t7 -> … 49992 more -> t0")
  }
}
