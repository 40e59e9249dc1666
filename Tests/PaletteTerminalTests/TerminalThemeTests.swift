import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteTerminal

/// Alacritty, kitty, Ghostty and X resources themes.
@Suite struct TerminalThemeTests {
  static let formats: [(any PaletteDecoder & PaletteEncoder, String, String)] = [
    (AlacrittyFormat(), "alacritty", ".toml"), (KittyFormat(), "kitty", ".conf"),
    (GhosttyFormat(), "ghostty", ""), (XresourcesFormat(), "xresources", ".Xresources"),
  ]

  static let schemes = [
    "dracula", "tomorrow-night", "solarized-dark-higher-contrast", "builtin-tango-light",
    "catppuccin-mocha", "catppuccin-latte",
  ]

  @Test func realThemesSniffAndDecode() throws {
    for (format, folder, ext) in Self.formats {
      for scheme in Self.schemes {
        let bytes = Fixtures.bytes("\(folder)/real/\(scheme)\(ext)")
        #expect(format.sniff(bytes.prefix(4096)) == .strong, "\(folder) \(scheme)")
        for (other, otherFolder, _) in Self.formats where otherFolder != folder {
          #expect(other.sniff(bytes.prefix(4096)) == .none, "\(otherFolder) claims \(scheme)")
        }
        let decoded = try format.decode(bytes)
        #expect(decoded.warnings.allSatisfy { $0.severity == .note }, "\(folder) \(scheme)")
        #expect(decoded.palette.swatchCount >= 19, "\(folder) \(scheme)")
      }
    }
  }

  /// The iTerm2-Color-Schemes project writes each scheme for every terminal from one source:
  /// every role a theme holds has the Windows Terminal scheme's colour, where both hold it.
  @Test func everyThemeOfASchemeHoldsItsWindowsTerminalColours() throws {
    for scheme in ["dracula", "tomorrow-night", "solarized-dark-higher-contrast"] {
      let wt = try WindowsTerminalFormat().decode(
        Fixtures.bytes("windows-terminal/real/\(scheme).json"))
      for (format, folder, ext) in Self.formats {
        let theme = try format.decode(Fixtures.bytes("\(folder)/real/\(scheme)\(ext)"))
        // The project's kitty template swaps the selection colours; the sixteen colours,
        // background and foreground are the same everywhere.
        for swatch in wt.palette.allSwatches.prefix(18) {
          let same = theme.palette.allSwatches.first { $0.name == swatch.name }
          #expect(same?.color == swatch.color, "\(folder) \(scheme) \(swatch.name ?? "")")
        }
      }
    }
  }

  @Test func kittyNamesAndAuthorsAreThePalettes() throws {
    let decoded = try KittyFormat().decode(Fixtures.bytes("kitty/real/catppuccin-mocha.conf"))
    #expect(decoded.palette.name == "Catppuccin Kitty Mocha")
    #expect(decoded.palette.description == "Catppuccin Org")
    let again = try KittyFormat().decode(try KittyFormat().encode(decoded.palette))
    #expect(again.palette == decoded.palette)
  }

  @Test func writingReadsBackExactly() throws {
    for (format, folder, ext) in Self.formats {
      for scheme in Self.schemes {
        let read = try format.decode(Fixtures.bytes("\(folder)/real/\(scheme)\(ext)"))
        let again = try format.decode(try format.encode(read.palette))
        // A theme without some roles (Catppuccin's Ghostty themes have no cursor text) is
        // written with every role: the ones it had read back the same.
        let names = Set(read.palette.allSwatches.map(\.name))
        var kept = again.palette
        kept.groups = [PaletteGroup(swatches: kept.allSwatches.filter { names.contains($0.name) })]
        #expect(kept == read.palette, "\(folder) \(scheme)")
        #expect(again.warnings.isEmpty, "\(folder) \(scheme)")
      }
    }
  }

  @Test func aSchemeMovesBetweenTerminalsRoleByRole() throws {
    let alacritty = try AlacrittyFormat().decode(Fixtures.bytes("alacritty/real/dracula.toml"))
    for (format, folder, _) in Self.formats {
      let read = try format.decode(try format.encode(alacritty.palette))
      let count = format.capabilities.maxSwatches ?? 0
      #expect(
        read.palette.allSwatches.map(\.color)
          == alacritty.palette.allSwatches.prefix(count).map(
            \.color), "\(folder)")
    }
    #expect(XresourcesFormat().losses(writing: alacritty.palette).map(\.code) == ["loss.too-many"])
  }

  @Test func goldenFiles() throws {
    Golden.check(
      try AlacrittyFormat().encode(GoldenPalette.palette), against: "alacritty/golden/golden.toml")
    Golden.check(
      try KittyFormat().encode(GoldenPalette.palette), against: "kitty/golden/golden.conf")
    Golden.check(
      try GhosttyFormat().encode(GoldenPalette.palette), against: "ghostty/golden/golden")
    Golden.check(
      try XresourcesFormat().encode(GoldenPalette.palette),
      against: "xresources/golden/golden.Xresources")
  }

  @Test func xresourcesMacrosAndX11Colours() throws {
    let text = """
      ! a theme
      #define base #1e1e2e
      URxvt*background: base
      XTerm*foreground: rgb:cd/d6/f4
      *.color1 : #f38ba8
      *.colorBD: #ffffff
      """
    let decoded = try XresourcesFormat().decode(Array(text.utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["red", "background", "foreground"])
    #expect(
      decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == [
        "#F38BA8", "#1E1E2E", "#CDD6F4",
      ])
    #expect(decoded.warnings.map(\.code) == ["xresources.other-setting"])
  }

  static let badCases: [(any PaletteDecoder, BadInputCase)] = [
    (
      AlacrittyFormat(),
      BadInputCase(
        name: "alacritty: not a colour", text: "[colors.normal]\nred = \"#12\"\n",
        kind: .invalidValue, location: .text(line: 2, column: 7))
    ),
    (
      AlacrittyFormat(),
      BadInputCase(
        name: "alacritty: a number", text: "[colors.primary]\nbackground = 0x000000\n",
        kind: .invalidValue, location: .text(line: 2, column: 14))
    ),
    (
      AlacrittyFormat(),
      BadInputCase(
        name: "alacritty: a key twice", text: "[colors.normal]\nred = '#000000'\nred = '#000000'\n",
        kind: .invalidValue, message: "the key 'red' is defined twice",
        location: .text(line: 3, column: 1))
    ),
    (
      KittyFormat(),
      BadInputCase(
        name: "kitty: a name", text: "color0 black\n", kind: .invalidValue,
        location: .text(line: 1, column: 8))
    ),
    (
      KittyFormat(),
      BadInputCase(
        name: "kitty: invalid UTF-8", bytes: Array("color0 #000000\n# ".utf8) + [0xFE],
        kind: .invalidEncoding, location: .text(line: 2, column: 3))
    ),
    (
      GhosttyFormat(),
      BadInputCase(
        name: "ghostty: no =", text: "background 000000\n", kind: .syntax,
        location: .text(line: 1, column: 18))
    ),
    (
      GhosttyFormat(),
      BadInputCase(
        name: "ghostty: a palette index past 255", text: "palette = 256=#000000\n",
        kind: .invalidValue, location: .text(line: 1, column: 11))
    ),
    (
      GhosttyFormat(),
      BadInputCase(
        name: "ghostty: a short colour", text: "palette = 3=#00\n", kind: .invalidValue,
        location: .text(line: 1, column: 13))
    ),
    (
      XresourcesFormat(),
      BadInputCase(
        name: "xresources: no colon", text: "*.color0 #000000\n", kind: .syntax,
        location: .text(line: 1, column: 17))
    ),
    (
      XresourcesFormat(),
      BadInputCase(
        name: "xresources: not a colour", text: "*.color0: black\n", kind: .invalidValue,
        location: .text(line: 1, column: 11))
    ),
  ]

  @Test func badInputIsRefusedWithAPosition() {
    for (format, bad) in Self.badCases {
      bad.expectRefused(format: format.identifier) { _ = try format.decode($0) }
    }
  }

  @Test func everyPrefixOfARealFileIsHandled() {
    for (format, folder, ext) in Self.formats {
      let bytes = Fixtures.bytes("\(folder)/real/dracula\(ext)")
      for length in stride(from: 0, to: bytes.count, by: 7) {
        do {
          _ = try format.decode(Array(bytes[..<length]))
        } catch {
          #expect(error.location != nil, "\(folder) \(length)")
        }
      }
    }
  }
}

extension TerminalThemeTests {
  @Test func aRoleGivenTwiceKeepsTheLastColourWithAWarning() throws {
    let text = "color1 #000000\ncolor1 #111111\ncolor9 #000000\ncolor9 #222222\n"
    let decoded = try KittyFormat().decode(Array(text.utf8))
    #expect(
      decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == ["#111111", "#222222"])
    #expect(decoded.warnings.count == 1)
    #expect(decoded.warnings.first?.code == "kitty.repeated-role")
    #expect(
      decoded.warnings.first?.message
        == "\"red\" is given more than once (and 1 other role); the last colour is used")
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 8))
  }
}

extension TerminalThemeTests {
  /// Every prefix (in steps of 5 bytes) and one flipped byte every 11 bytes of a real base16
  /// scheme, iTerm2 preset and Windows Terminal scheme decodes or throws an error with a line
  /// and column.
  @Test func cutAndDamagedSchemesAreHandled() {
    let files: [(any PaletteDecoder, String)] = [
      (Base16Format(), "base16/real/catppuccin-mocha.yaml"),
      (ITermColorsFormat(), "iterm/real/dracula.itermcolors"),
      (WindowsTerminalFormat(), "windows-terminal/real/dracula.json"),
    ]
    for (format, path) in files {
      let bytes = Fixtures.bytes(path)
      var inputs = stride(from: 0, to: bytes.count, by: 5).map { Array(bytes[..<$0]) }
      for index in stride(from: 0, to: bytes.count, by: 11) {
        var copy = bytes
        copy[index] ^= 0xA5
        inputs.append(copy)
      }
      for input in inputs {
        do {
          _ = try format.decode(input)
        } catch {
          guard case .text(let line, let column)? = error.location else {
            Issue.record("\(path): \(error) has no line and column")
            continue
          }
          #expect(line >= 1 && column >= 1)
        }
      }
    }
  }
}
