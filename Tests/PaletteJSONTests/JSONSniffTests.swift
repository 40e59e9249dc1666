import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// Detection claims palconv documents only; other JSON, including other palette dialects,
/// is left to other formats.
@Suite struct JSONSniffTests {
  let format = JSONPaletteFormat()

  @Test(arguments: Fixtures.files(in: "json/valid", ext: "json"))
  func goldenFilesAreStrong(_ file: String) {
    #expect(format.sniff(Fixtures.bytes(file)[...]) == .strong)
  }

  @Test func markerAfterOtherMembersIsFound() {
    let text = #"""
      {"$schema": "x.json", "meta": {"nested": ["}", "\"format\": 1"]}, "n": -1.5e3,
       "format" : "palconv-palette", "version": 1
      """#
    #expect(format.sniff(Array(text.utf8)[...]) == .strong)
    #expect(format.sniff(([0xEF, 0xBB, 0xBF] + Array(text.utf8))[...]) == .strong)
  }

  @Test(arguments: [
    "", "[]", "{}", "{\"format\": \"palconv-palette-2\"}", "{\"format\": 1}",
    "{\"name\": \"palconv-palette\"}", "{\"a\": {\"format\": \"palconv-palette\"}}",
    "[{\"format\": \"palconv-palette\"}]", "{\"format\"", "{\"format\": \"palconv-pal",
    "GIMP Palette\nName: x\n", "#112233\n#445566\n",
  ])
  func otherContentIsNone(_ text: String) {
    #expect(format.sniff(Array(text.utf8)[...]) == .none)
  }

  @Test func aPrefixCutBeforeTheMarkerIsNone() {
    let bytes = Fixtures.bytes("json/valid/brand.json")
    #expect(format.sniff(bytes[..<10]) == .none)
    #expect(format.sniff(bytes[..<34]) == .strong)
  }

  @Test func sniffingEveryPrefixNeverCrashes() {
    let bytes = Fixtures.bytes("json/lenient/hand-written.json")
    for length in 0...bytes.count {
      _ = format.sniff(bytes[..<length])
    }
    // `format` comes after `$schema` and `version` there, and is still found.
    #expect(format.sniff(bytes[...]) == .strong)
  }
}
