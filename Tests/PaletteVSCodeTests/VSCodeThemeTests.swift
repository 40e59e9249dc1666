import PaletteCore
import PaletteVSCode
import TestSupport
import Testing

@Suite struct VSCodeThemeTests {
  let format = VSCodeThemeFormat()

  @Test func readsNord() throws {
    let decoded = try format.decode(Fixtures.bytes("vscode-theme/real/nord-color-theme.json"))
    #expect(decoded.warnings.isEmpty)
    let palette = decoded.palette
    #expect(palette.name == "Nord")
    // `focusBorder` and `foreground` have no dot: they stand outside any group, first.
    #expect(palette.groups[0].name == nil)
    #expect(palette.groups[0].swatches.map(\.name) == ["focusBorder", "foreground"])
    #expect(palette.groups[1].name == "activityBar")
    let swatches = palette.allSwatches
    let byName = Dictionary(swatches.map { ($0.name ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    #expect(byName["activityBar.background"]?.color == .srgb8(0x2E, 0x34, 0x40))
    // `#RRGGBBAA`.
    #expect(byName["button.background"]?.color == .srgb8(0x88, 0xC0, 0xD0, alpha: 0xEE))
    #expect(palette.groups.last?.name == "tokenColors")
    #expect(byName["activityBar.background"]?.location == .text(line: 8, column: 5))
  }

  @Test func readsTokyoNightWithItsCommentsAndTrailingComma() throws {
    let decoded = try format.decode(
      Fixtures.bytes("vscode-theme/real/tokyo-night-color-theme.json"))
    #expect(decoded.palette.name == "Tokyo Night")
    #expect(decoded.palette.swatchCount > 400)
  }

  @Test func readsWhatTheThemeDeclares() throws {
    let text = MarkedText(
      """
      // A theme.
      {
        "$schema": "vscode://schemas/color-theme",
        "name": "Harbour", /* block
        comment */
        "include": 1️⃣"./base.json",
        "colors": {
          "editor.background": "#1D1F21",
          "foreground": "#ABC",
          "editor.foreground": "#C5C8C6", // trailing comma next
          "statusBar.background": 2️⃣"blue",
          "terminal.ansiRed": "#CC666680",
          "button.border": null,
        },
        "tokenColors": [
          { "settings": { "foreground": "#FFFFFF", "background": "#000", "caret": "#F00F" } },
          { "name": "Comment", "scope": "comment", "settings": { "foreground": "#707880", "fontStyle": "italic" } },
          { "scope": ["string", "string.quoted"], "settings": { "foreground": "#B5BD68" } },
          { "scope": "keyword", "settings": { "fontStyle": "bold" } },
        ],
        "semanticTokenColors": { "variable": "#81A2BE", "function": { "foreground": "#F0C674", "bold": true } },
        3️⃣"extra": 1,
      }
      """)
    let decoded = try format.decode(text.bytes)
    #expect(
      decoded.warnings.map(\.code) == [
        "vscode-theme.include", "vscode-theme.invalid-color", "vscode-theme.unknown-member",
      ])
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(
      decoded.warnings[0].message
        == "the theme includes './base.json', which is not read: its colours are not in the palette"
    )
    let palette = decoded.palette
    #expect(palette.name == "Harbour")
    #expect(
      palette.groups.map(\.name) == [
        "editor", nil, "terminal", "tokenColors", "semanticTokenColors",
      ])
    #expect(
      palette.allSwatches.map(\.name) == [
        "editor.background", "editor.foreground", "foreground", "terminal.ansiRed",
        "(global)", "(global) (background)", "(global) (caret)", "Comment",
        "string, string.quoted", "variable", "function",
      ])
    let colors = palette.allSwatches.map(\.color)
    #expect(colors[0] == .srgb8(0x1D, 0x1F, 0x21))
    #expect(colors[2] == .srgb8(0xAA, 0xBB, 0xCC))
    #expect(colors[3] == .srgb8(0xCC, 0x66, 0x66, alpha: 0x80))
    #expect(colors[6] == .srgb8(0xFF, 0, 0, alpha: 0xFF))
    #expect(colors[10] == .srgb8(0xF0, 0xC6, 0x74))
  }

  @Test func aRepeatedKeyKeepsItsFirstPlaceAndLastValue() throws {
    let decoded = try format.decode(
      Array(
        "{\"colors\": {\"a.b\": \"#111\", \"c.d\": \"#222\", \"a.b\": \"#333\"}}".utf8))
    #expect(decoded.warnings.map(\.code) == ["vscode-theme.duplicate-key"])
    #expect(decoded.palette.allSwatches.map(\.name) == ["a.b", "c.d"])
    #expect(decoded.palette.allSwatches[0].color == .srgb8(0x33, 0x33, 0x33))
  }

  @Test func aCommentInAStringIsText() throws {
    let decoded = try format.decode(
      Array("{\"name\": \"a // b /* c */\", \"colors\": {\"x.y\": \"#123\",}}".utf8))
    #expect(decoded.palette.name == "a // b /* c */")
    #expect(decoded.palette.swatchCount == 1)
  }

  static let badInputs: [BadInputCase] = [
    BadInputCase(
      name: "unclosed block comment", text: "{\n  /* no end\n}", kind: .unexpectedEndOfInput,
      message: "the block comment is not closed with '*/'", location: .text(line: 2, column: 3)),
    BadInputCase(
      name: "invalid UTF-8 in a comment",
      bytes: Array("{ // ".utf8) + [0xFF, 0x0A] + Array("}".utf8), kind: .invalidEncoding,
      message: "the comment is not valid UTF-8", location: .text(line: 1, column: 3)),
    BadInputCase(
      name: "invalid UTF-8 in a string",
      bytes: Array("{\"name\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8),
      kind: .invalidEncoding),
    BadInputCase(
      name: "array root", text: "[]", kind: .invalidValue,
      message: "a VS Code colour theme must be an object, found an array",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "colors is an array", text: "{\"colors\": []}", kind: .invalidValue,
      message: "\"colors\" must be an object, found an array", location: .text(line: 1, column: 12)),
    BadInputCase(
      name: "a scope that is a number",
      text: "{\"tokenColors\": [{\"scope\": 1, \"settings\": {\"foreground\": \"#fff\"}}]}",
      kind: .invalidValue),
    BadInputCase(
      name: "two commas", text: "{\"name\": \"a\",,}", kind: .syntax),
    BadInputCase(
      name: "truncated", text: "{\"colors\": {\"editor.background\": \"#1D1F",
      kind: .unexpectedEndOfInput),
    BadInputCase(
      name: "huge nesting", text: "{\"colors\": " + String(repeating: "[", count: 100_000),
      kind: .limitExceeded),
  ]

  @Test(arguments: badInputs)
  func refusesBadInput(_ bad: BadInputCase) {
    bad.expectRefused(format: "vscode-theme") { _ = try format.decode($0) }
  }

  @Test func everyPrefixFailsWithAPosition() {
    let bytes = Array(
      Fixtures.bytes("vscode-theme/real/tokyo-night-light-color-theme.json").prefix(6000))
    EveryPrefix.check(bytes, step: 7, with: format)
  }

  @Test func sniffsThemesAndNothingElse() {
    for file in Fixtures.files(in: "vscode-theme/real") {
      #expect(format.sniff(ArraySlice(Fixtures.bytes(file))) == .strong, "\(file)")
    }
    #expect(format.sniff(ArraySlice("// c\n/* d */ {\"tokenColors\": []}".utf8)) == .strong)
    #expect(format.sniff(ArraySlice("{\"colors\": [{\"red\": 1}]}".utf8)) == .none)
    #expect(format.sniff(ArraySlice("/* open".utf8)) == .none)
  }
}
