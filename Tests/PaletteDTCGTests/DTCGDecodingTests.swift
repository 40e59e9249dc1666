import PaletteCore
import PaletteDTCG
import TestSupport
import Testing

@Suite struct DTCGDecodingTests {
  @Test func readsNestedGroupsAliasesAndOlderForms() throws {
    let decoded = try DTCGFormat().decode(Fixtures.bytes("dtcg/nested.tokens.json"))
    let palette = decoded.palette
    #expect(palette.description == "Brand colours")
    #expect(palette.groups.map(\.name) == [nil, "brand", "wide", nil])
    let blue = PaletteColor.srgb(0.2, 0.4, 0.6, alpha: 0.5)
    #expect(palette.groups[0].swatches == [Swatch(name: "white", color: .srgb8(255, 255, 255))])
    #expect(
      palette.groups[1].swatches == [
        Swatch(name: "primary.500", color: blue),
        Swatch(name: "primary.600", color: blue),
        Swatch(name: "accent", color: PaletteColor(.displayP3(red: 1, green: 0, blue: 0))),
      ])
    #expect(
      palette.groups[2].swatches == [
        Swatch(name: "ink", color: PaletteColor(.lab(l: 50, a: 20, b: -30))),
        Swatch(name: "sky", color: PaletteColor(.oklch(l: 0.7, c: 0.1, h: 0))),
        Swatch(name: "lime", color: .srgb(0, 1, 0)),
        Swatch(name: "short", color: .srgb8(0, 0xFF, 0, alpha: 0x88)),
        Swatch(name: "ref", color: .srgb8(255, 255, 255)),
      ])
    #expect(palette.groups[3].swatches == [Swatch(name: "black", color: .srgb(0, 0, 0))])
    #expect(decoded.warnings.map(\.code) == ["dtcg.converted-color-space", "dtcg.skipped-tokens"])
    #expect(decoded.warnings[0].location == .text(line: 21, column: 25))
    #expect(decoded.warnings[1].location == .text(line: 16, column: 50))
    #expect(palette.groups[1].swatches[0].location == .text(line: 10, column: 19))
  }

  @Test func typeComesFromTheNearestGroupOrTheAliasTarget() throws {
    let text = """
      {
        "a": { "$type": "color", "deep": { "b": { "$value": "#010203" } } },
        "c": { "$value": "{a.deep.b}" },
        "d": { "$value": "#040506" }
      }
      """
    let decoded = try DTCGFormat().decode(Array(text.utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["deep.b", "c"])
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb8(1, 2, 3), .srgb8(1, 2, 3)])
    #expect(decoded.warnings.map(\.code) == ["dtcg.skipped-tokens"])
  }

  /// `$`, `.`, `/`, `{` and `}` are found by Unicode scalar: a combining mark after one of
  /// them makes one `Character` with it, but the key is still reserved, the name still nests,
  /// the pointer still has two parts.
  @Test func markupCharactersAreFoundByScalarNotCharacter() throws {
    let text = """
      {
        "$\u{301}x": { "$value": "#000000" },
        "a": { "\u{301}b": { "$type": "color", "$value": "#010203" } },
        "c": { "$type": "color", "$value": { "$ref": "#/a/\u{301}b" } },
        "d": { "$type": "color", "$value": "{a.\u{301}b}" }
      }
      """
    let decoded = try DTCGFormat().decode(Array(text.utf8))
    #expect(decoded.palette.groups.map(\.name) == ["a", nil])
    #expect(decoded.palette.allSwatches.map(\.name) == ["\u{301}b", "c", "d"])
    #expect(decoded.palette.allSwatches.map(\.color) == Array(repeating: .srgb8(1, 2, 3), count: 3))
    #expect(!decoded.warnings.contains { $0.severity == .error }, "\(decoded.warnings)")

    let written = String(
      decoding: try DTCGFormat().encode(
        Palette(swatches: [
          Swatch(name: "a.\u{301}b", color: .srgb8(1, 2, 3)),
          Swatch(name: "$\u{301}x", color: .srgb8(4, 5, 6)),
        ])), as: UTF8.self)
    #expect(written.contains("\"a\": {\n    \"\u{301}b\": {"))
    #expect(written.contains("\"_\u{301}x\": {"))
  }

  /// Found by `roundtrip-dtcg`: a key repeated in one object gave a swatch per occurrence
  /// (a repeated group, its tokens twice over), so writing them nested the second beside the
  /// first and the order changed. A repeated key is now taken once, where it first appears,
  /// with its last value (as `JSON.parse` does and the warning says); a token defined twice by
  /// two spellings of its path is one swatch too.
  @Test func aRepeatedKeyIsTakenOnceWithItsLastValue() throws {
    let text = """
      {
        "$type": "color",
        "g": {
          "a": { "$value": "#010101" },
          "p": { "500": { "$value": "#020202" } },
          "b": { "$value": "#030303" },
          "a": { "$value": "#040404" },
          "p": { "500": { "$value": "#050505" } },
          "q": { "1": { "$value": "#080808" } },
          "c": { "$value": "#090909" },
          "q": { "2": { "$value": "#0A0A0A" } }
        },
        "x.y": { "$value": "#060606" },
        "x": { "y": { "$value": "#070707" } }
      }
      """
    let decoded = try DTCGFormat().decode(Array(text.utf8))
    let palette = decoded.palette
    #expect(palette.groups.map(\.name) == ["g", nil])
    #expect(palette.groups[0].swatches.map(\.name) == ["a", "p.500", "b", "q.2", "c"])
    #expect(
      palette.groups[0].swatches.map(\.color) == [
        .srgb8(4, 4, 4), .srgb8(5, 5, 5), .srgb8(3, 3, 3), .srgb8(10, 10, 10), .srgb8(9, 9, 9),
      ])
    #expect(palette.groups[1].swatches.map(\.name) == ["x.y"])
    #expect(palette.groups[1].swatches.map(\.color) == [.srgb8(7, 7, 7)])
    #expect(
      decoded.warnings.map(\.code) == [
        "dtcg.duplicate-key", "dtcg.duplicate-key", "dtcg.duplicate-key",
        "dtcg.duplicate-token",
      ])
    // Written and read again, the palette is the same.
    let again = try DTCGFormat().decode(try DTCGFormat().encode(palette)).palette
    #expect(again.allSwatches.map(\.color) == palette.allSwatches.map(\.color))
  }

  @Test func brokenAliasesAndValuesAreSkippedWithTheirPositions() throws {
    let text = MarkedText(
      """
      {"$type": "color",
       "a": {"$value": 1️⃣"{b}"},
       "b": {"$value": 2️⃣"{a}"},
       "c": {"$value": 3️⃣"{nope}"},
       "d": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
       "e": {"$value": "{d}"},
       "f": {"$value": {"colorSpace": 4️⃣"rec2020", "components": [1, 0, 0]}},
       "g": {"$value": {"colorSpace": "srgb", "components": [1, 5️⃣"x", 0]}},
       "h": {"$value": 6️⃣"{c}"},
       "i": {"$value": {"colorSpace": "srgb", "components": 7️⃣[1, 0]}},
       "j": {"$value": 8️⃣"red"}
      }
      """)
    let decoded = try DTCGFormat().decode(text.bytes)
    #expect(decoded.palette.allSwatches.map(\.name) == ["d", "e"])
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb(1, 0, 0), .srgb(1, 0, 0)])
    let errors = decoded.warnings.filter { $0.severity == .error }
    #expect(errors.map(\.location) == (0..<8).map { text.markers[$0] })
    #expect(errors.allSatisfy { $0.code == "dtcg.invalid-token" })
    #expect(errors[0].message == "token 'a' skipped: alias cycle a -> b -> a")
    #expect(errors[1].message == "token 'b' skipped: alias cycle a -> b -> a")
    #expect(errors[2].message == "token 'c' skipped: alias '{nope}' refers to no token")
  }

  /// DTCG 2025.10 (sections 6.6.2 and 7.1.2): a token may be a whole `$ref` to another,
  /// with its own `$type` beside it or not. It used to be read as an empty group and dropped
  /// without a word.
  @Test func aWholeTokenRefIsAnAliasOfTheTokenItPointsTo() throws {
    let text = MarkedText(
      """
      {
        "colors": {
          "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
          "a/b": { "$type": "color", "$value": "#010203" }
        },
        "semantic": {
          "primary": { "$ref": "#/colors/blue" },
          "typed": { "$ref": "#/colors/blue/$value", "$type": "color", "$description": "kept" },
          "escaped": { "$ref": "#/colors/a~1b" },
          "chained": { "$ref": "#/semantic/primary" },
          "hue": { "$ref": "#/colors/blue/$value/components/0", "$type": "number" },
          "$root": { "$ref": "#/colors/blue" }
        },
        "remote": { "$ref": 1️⃣"colors.tokens.json#/colors/blue" },
        "group": { "$ref": 2️⃣"#/colors" },
        "both": { "$type": "color", "$value": "#040506", "$ref": 3️⃣"#/colors/blue" },
        "extended": { "$ref": 4️⃣"#/colors", "own": { "$type": "color", "$value": "#070809" } }
      }
      """)
    let decoded = try DTCGFormat().decode(text.bytes)
    let blue = PaletteColor.srgb(0, 0.4, 0.8)
    #expect(
      decoded.palette.groups.map { $0.swatches.map(\.name) } == [
        ["blue", "a/b"], ["primary", "typed", "escaped", "chained", "semantic"], ["both"],
        ["own"],
      ])
    #expect(
      decoded.palette.groups[1].swatches.map(\.color) == [blue, blue, .srgb8(1, 2, 3), blue, blue])
    #expect(decoded.palette.groups[2].swatches.map(\.color) == [.srgb8(4, 5, 6)])
    #expect(
      decoded.warnings.map(\.code) == [
        "dtcg.value-and-ref", "dtcg.group-reference", "dtcg.external-reference",
        "dtcg.invalid-token", "dtcg.skipped-tokens",
      ])
    let byCode = Dictionary(decoded.warnings.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
    #expect(byCode["dtcg.external-reference"]?.severity == .warning)
    #expect(byCode["dtcg.external-reference"]?.location == text.markers[0])
    #expect(
      byCode["dtcg.external-reference"]?.message
        == "token 'remote' skipped: 'colors.tokens.json#/colors/blue' points into another file, "
        + "and palconv reads one file at a time")
    #expect(byCode["dtcg.invalid-token"]?.location == text.markers[1])
    #expect(
      byCode["dtcg.invalid-token"]?.message
        == "token 'group' skipped: alias '#/colors' refers to a group, not a token")
    #expect(byCode["dtcg.value-and-ref"]?.location == text.markers[2])
    #expect(byCode["dtcg.group-reference"]?.location == text.markers[3])
  }

  @Test func warnsAboutHexThatDisagrees() throws {
    let text = MarkedText(
      """
      {"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": 1️⃣"#00ff00"}}}
      """)
    let decoded = try DTCGFormat().decode(text.bytes)
    #expect(decoded.palette.allSwatches.map(\.color) == [.srgb(1, 0, 0)])
    #expect(decoded.warnings.map(\.code) == ["dtcg.hex-mismatch"])
    #expect(decoded.warnings.map(\.location) == [text.markers[0]])
  }

  struct SyntaxCase: CustomTestStringConvertible, Sendable {
    var text: String
    var kind: PaletteError.Kind
    var testDescription: String { text }
  }

  @Test(arguments: [
    SyntaxCase(text: "{\"a\": 1️⃣}", kind: .syntax),
    SyntaxCase(text: "{\"a\": {\"$value\": \"#fff\",1️⃣}}", kind: .syntax),
    SyntaxCase(text: "{\n  \"a\": tr1️⃣x}", kind: .syntax),
    SyntaxCase(text: "1️⃣[1, 2]", kind: .syntax),
    SyntaxCase(text: "{\"a\": \"x1️⃣\u{1}\"}", kind: .syntax),
    SyntaxCase(text: "{\"a\": 1️⃣02}", kind: .syntax),
    SyntaxCase(text: "{\"a\": \"abc1️⃣", kind: .unexpectedEndOfInput),
    SyntaxCase(text: "{\"a\": 1.1️⃣e}", kind: .syntax),
    SyntaxCase(text: "{\"a\": \"1️⃣\\q\"}", kind: .syntax),
    SyntaxCase(text: "{\"a\": {}} 1️⃣x", kind: .syntax),
    SyntaxCase(text: "1️⃣", kind: .unexpectedEndOfInput),
  ])
  func syntaxErrorsHaveTheirPosition(_ testCase: SyntaxCase) {
    let text = MarkedText(testCase.text)
    let error = #expect(throws: PaletteError.self) { try DTCGFormat().decode(text.bytes) }
    #expect(error?.kind == testCase.kind)
    #expect(error?.location == text.markers[0])
    #expect(error?.format == "dtcg")
  }

  @Test func deepNestingIsALimitNotACrash() {
    let bytes = Array(repeating: UInt8(ascii: "["), count: 100_000)
    let error = #expect(throws: PaletteError.self) { try DTCGFormat().decode(bytes) }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.location == .text(line: 1, column: 201))
  }

  @Test func invalidUTF8InAStringIsAnEncodingError() {
    let bytes: [UInt8] = Array("{\"a\": ".utf8) + [0x22, 0xC3, 0x28, 0x22] + Array("}".utf8)
    let error = #expect(throws: PaletteError.self) { try DTCGFormat().decode(bytes) }
    #expect(error?.kind == .invalidEncoding)
    // At the byte that is not UTF-8, not at the string's quote.
    #expect(error?.location == .text(line: 1, column: 8))
  }

  @Test func everyPrefixOfAValidFileFailsCleanly() throws {
    let bytes = Fixtures.bytes("dtcg/nested.tokens.json")
    EveryPrefix.check(
      bytes, .failsWithAPosition, step: 7, upTo: bytes.count - 2, with: DTCGFormat())
  }
}
