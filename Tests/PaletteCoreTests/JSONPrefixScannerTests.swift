import Testing

@testable import PaletteCore

@Suite struct JSONPrefixScanTests {
  private func scan(_ text: String) -> JSONPrefixScan {
    JSONPrefixScan.scan(Array(text.utf8)[...])
  }

  @Test func listsMembersWithDepthObjectAndStrings() {
    let result = scan(
      "\u{FEFF} {\"a\": 1, \"b\": {\"c\": \"x\\\"y\", \"d\": [ {\"e\": true} , 2]}, \"f\": null}")
    #expect(result.rootIsObject && !result.rootIsArray)
    #expect(result.topLevelKeys == ["a", "b", "f"])
    #expect(
      result.members.map { String(decoding: $0.key, as: UTF8.self) } == [
        "a", "b", "c", "d", "e", "f",
      ])
    #expect(result.members.map(\.depth) == [1, 1, 2, 2, 4, 1])
    #expect(result.members.map(\.object) == [1, 1, 2, 2, 3, 1])
    #expect(result.members[2].string.map { String(decoding: $0, as: UTF8.self) } == "x\\\"y")
    #expect(result.members[1].valueStart == UInt8(ascii: "{"))
    #expect(result.topLevel("f")?.valueStart == UInt8(ascii: "n"))
    #expect(result.containsKey("e") && !result.containsKey("g"))
  }

  @Test func stopsAtTheEndOrAtWhatIsNotJSON() {
    let cut = scan("{\"colors\": [{\"red\": 0.5, \"gre")
    #expect(cut.members.map(\.depth) == [1, 3])
    #expect(cut.members.last?.hasKey("red") == true)
    let cutInString = scan("{\"name\": \"unterminated")
    #expect(cutInString.members.count == 1 && cutInString.members[0].string == nil)
    #expect(scan("{\"a\" 1, \"b\": 2}").members.isEmpty)
    #expect(scan("[{\"a\": 1}]").rootIsArray)
    #expect(scan("").members.isEmpty && !scan("").rootIsObject)
    #expect(scan("{}, {\"a\": 1}").members.isEmpty)
    #expect(scan("{\"a\": {}, \"b\": []}").topLevelKeys == ["a", "b"])
  }

  @Test func deepAndWideInputIsBounded() {
    let deep = scan(String(repeating: "{\"a\":", count: 100_000))
    #expect(deep.members.count == JSONPrefixScan.maximumMembers)
    let wide = scan("{" + String(repeating: "\"k\":1,", count: 10_000))
    #expect(wide.members.count == JSONPrefixScan.maximumMembers)
  }
}
