import PaletteCore
import TestSupport
import Testing

@testable import PaletteTerminal

/// Windows Terminal colour schemes.
@Suite struct WindowsTerminalTests {
  @Test(arguments: [
    "catppuccin-mocha", "catppuccin-latte", "dracula", "0x96f", "apple-system-colors-light",
    "tomorrow-night", "solarized-dark-higher-contrast", "builtin-tango-light",
  ])
  func realSchemesSniffAndDecode(_ name: String) throws {
    let bytes = Fixtures.bytes("windows-terminal/real/\(name).json")
    #expect(WindowsTerminalFormat().sniff(bytes.prefix(4096)) == .strong)
    let decoded = try WindowsTerminalFormat().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.swatchCount == 20)
    #expect(
      decoded.palette.allSwatches.map(\.name)
        == SchemeLayout.terminal(count: 20).slots.map { Optional($0.name) })
  }

  /// Catppuccin Mocha's terminal colours as the Catppuccin project publishes them
  /// (catppuccin/palette): surface 1 for black, red, green, yellow, blue, pink for magenta,
  /// teal, subtext 1 for white.
  @Test func catppuccinMochaHoldsThePublishedColours() throws {
    let decoded = try WindowsTerminalFormat().decode(
      Fixtures.bytes("windows-terminal/real/catppuccin-mocha.json"))
    #expect(decoded.palette.name == "Catppuccin Mocha")
    #expect(
      decoded.palette.allSwatches.prefix(8).map { $0.color.rgba8.hexString() } == [
        "#45475A", "#F38BA8", "#A6E3A1", "#F9E2AF", "#89B4FA", "#F5C2E7", "#94E2D5", "#BAC2DE",
      ])
    #expect(decoded.palette.allSwatches[16].color.rgba8.hexString() == "#1E1E2E")
  }

  @Test func writingReadsBackExactly() throws {
    let read = try WindowsTerminalFormat().decode(
      Fixtures.bytes("windows-terminal/real/dracula.json"))
    #expect(WindowsTerminalFormat().losses(writing: read.palette).isEmpty)
    let again = try WindowsTerminalFormat().decode(try WindowsTerminalFormat().encode(read.palette))
    #expect(again.palette == read.palette)
  }

  @Test func aSettingsFilesFirstSchemeIsRead() throws {
    let text = """
      {"profiles": {}, "schemes": [{"name": "One", "red": "#C00"}, {"name": "Two"}]}
      """
    let decoded = try WindowsTerminalFormat().decode(Array(text.utf8))
    #expect(decoded.palette.name == "One")
    #expect(decoded.palette.allSwatches.map(\.name) == ["red"])
    #expect(decoded.palette.allSwatches[0].color.rgba8.hexString() == "#CC0000")
    #expect(
      decoded.warnings.map(\.code) == [
        "windows-terminal.more-schemes", "windows-terminal.missing-role",
      ])
  }

  @Test func aTerminalSchemeConvertsRoleByRole() throws {
    let iterm = try ITermColorsFormat().decode(Fixtures.bytes("iterm/real/dracula.itermcolors"))
    let losses = WindowsTerminalFormat().losses(writing: iterm.palette)
    // Cursor text and selection foreground have no place in a Windows Terminal scheme.
    #expect(losses.map(\.code) == ["loss.too-many"])
    let read = try WindowsTerminalFormat().decode(
      try WindowsTerminalFormat().encode(iterm.palette))
    #expect(
      read.palette.allSwatches.map(\.color.rgba8)
        == iterm.palette.allSwatches.prefix(20).map(\.color.rgba8))
  }

  @Test func goldenFile() throws {
    Golden.check(
      try WindowsTerminalFormat().encode(GoldenPalette.palette),
      against: "windows-terminal/golden/golden.json")
  }

  static let badCases: [BadInputCase] = [
    BadInputCase(
      name: "not an object", text: "[1]", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "a colour without #", text: "{\n  \"red\": \"C00000\"\n}", kind: .invalidValue,
      message: "`red` must be a colour `#RRGGBB` or `#RGB`, found \"C00000\"",
      location: .text(line: 2, column: 10)),
    BadInputCase(
      name: "a number", text: "{\"black\": 0}", kind: .invalidValue,
      location: .text(line: 1, column: 11)),
    BadInputCase(
      name: "schemes not an array", text: "{\"schemes\": {}}", kind: .invalidValue,
      location: .text(line: 1, column: 13)),
    BadInputCase(
      name: "malformed", text: "{\"red\": \"#C00\",}", kind: .syntax),
    BadInputCase(
      name: "invalid UTF-8", bytes: Array("{\"name\": \"".utf8) + [0xC3, 0x28, 0x22, 0x7D],
      kind: .invalidEncoding),
  ]

  @Test(arguments: badCases)
  func badInputIsRefusedWithAPosition(_ bad: BadInputCase) {
    bad.expectRefused(format: "windows-terminal") { _ = try WindowsTerminalFormat().decode($0) }
  }
}
