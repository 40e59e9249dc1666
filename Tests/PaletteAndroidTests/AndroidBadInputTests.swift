import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

/// Hostile and broken `colors.xml` files: errors with a line and column, never a crash.
@Suite struct AndroidBadInputTests {
  static let valid = Array(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <resources>
        <!-- group: A &amp; B -->
        <color name="a">#FF0000</color>
        <item name="b" type="color">@color/a</item>
    </resources>

    """.utf8)

  @Test func everyPrefixIsAnErrorWithAPlaceOrAPalette() throws {
    #expect(try AndroidColorsFormat().decode(Self.valid).palette.swatchCount == 2)
    for length in 0..<Self.valid.count {
      do {
        _ = try AndroidColorsFormat().decode(Array(Self.valid[..<length]))
        // Only the whole document, with or without its final line break, is complete.
        #expect(length >= Self.valid.count - 1, "a prefix of \(length) bytes decoded")
      } catch {
        #expect(error.location != nil, "prefix of \(length) bytes: \(error)")
        #expect(error.format == "android")
      }
    }
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "unbalanced tags", bytes: Array("<resources>\n<color name=\"a\">#FFF</item>".utf8),
      kind: .syntax, location: .text(line: 2, column: 21)),
    BadInputCase(
      name: "undefined entity",
      bytes: Array("<resources><color name=\"&ent;\">#FFF</color></resources>".utf8),
      kind: .syntax, location: .text(line: 1, column: 25)),
    BadInputCase(
      name: "invalid UTF-8",
      bytes: Array("<resources>\n<color name=\"".utf8) + [0xFF] + Array("\"/>".utf8),
      kind: .invalidEncoding, location: .text(line: 2, column: 14)),
    BadInputCase(
      name: "deep nesting",
      bytes: Array(("<resources>" + String(repeating: "<a>", count: 300)).utf8),
      kind: .limitExceeded, location: .text(line: 1, column: 777)),
    BadInputCase(
      name: "huge attribute, never closed",
      bytes: Array(("<resources><color name=\"" + String(repeating: "n", count: 1 << 20)).utf8),
      kind: .unexpectedEndOfInput, location: .text(line: 1, column: 24)),
    BadInputCase(
      name: "billion laughs",
      bytes: Array(
        "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;\">]>\n<resources><color name=\"x\">&b;</color></resources>"
          .utf8),
      kind: .syntax, location: .text(line: 2, column: 28)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try AndroidColorsFormat().decode($0) }
  }
}
