import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteTerminal

/// base16 and base24 schemes, classic and tinted-theming layouts.
@Suite struct Base16Tests {
  /// Catppuccin Mocha as the Catppuccin project publishes it (catppuccin/palette): base,
  /// mantle, surface 0 to 2, text, rosewater, lavender, red, peach, yellow, green, teal, blue,
  /// mauve, flamingo.
  static let mocha = [
    "#1E1E2E", "#181825", "#313244", "#45475A", "#585B70", "#CDD6F4", "#F5E0DC", "#B4BEFE",
    "#F38BA8", "#FAB387", "#F9E2AF", "#A6E3A1", "#94E2D5", "#89B4FA", "#CBA6F7", "#F2CDCD",
  ]

  static let names = (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) }

  @Test func catppuccinMochaReadsWithItsPublishedColours() throws {
    let bytes = Fixtures.bytes("base16/real/catppuccin-mocha.yaml")
    #expect(Base16Format().sniff(bytes[...]) == .strong)
    #expect(Base24Format().sniff(bytes[...]) == .none)
    let decoded = try Base16Format().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Catppuccin Mocha")
    #expect(decoded.palette.description == "https://github.com/catppuccin/catppuccin")
    #expect(decoded.palette.allSwatches.map(\.name) == Self.names)
    #expect(decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == Self.mocha)
  }

  static let tinted = """
    system: "base16"
    name: "Harbour"
    author: "Ada Lovelace"
    variant: "dark"
    palette:
      base00: "1e1e2e"
      base01: "#181825"
      base02: "313244"
      base03: "45475a"
      base04: "585b70"
      base05: "cdd6f4"
      base06: "f5e0dc"
      base07: "b4befe"
      base08: "f38ba8"
      base09: "fab387"
      base0A: "f9e2af"
      base0B: "a6e3a1"
      base0C: "94e2d5"
      base0D: "89b4fa"
      base0E: "cba6f7"
      base0F: "f2cdcd"

    """

  @Test func tintedThemingsLayoutReadsTheSame() throws {
    let decoded = try Base16Format().decode(Array(Self.tinted.utf8))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "Harbour")
    #expect(decoded.palette.description == "Ada Lovelace")
    #expect(decoded.palette.allSwatches.map { $0.color.rgba8.hexString() } == Self.mocha)
  }

  @Test func aBase24SchemeIsBase24() throws {
    var text = Self.tinted.replacingOccurrences(of: "\"base16\"", with: "\"base24\"")
    for index in 16..<24 { text += "  base\(String(index, radix: 16)): \"10203\(index - 16)\"\n" }
    let bytes = Array(text.utf8)
    #expect(Base24Format().sniff(bytes[...]) == .strong)
    #expect(Base16Format().sniff(bytes[...]) == .none)
    let decoded = try Base24Format().decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.swatchCount == 24)
    #expect(decoded.palette.allSwatches[23].name == "base17")
    #expect(decoded.palette.allSwatches[23].color.rgba8.hexString() == "#102037")
    // base16 reads the first sixteen and says what it left.
    let asBase16 = try Base16Format().decode(bytes)
    #expect(asBase16.palette.swatchCount == 16)
    #expect(asBase16.warnings.map(\.code).contains("base16.base24-slot"))
  }

  @Test func aSchemeWithoutASlotWarns() throws {
    let text = Self.tinted.replacingOccurrences(of: "  base0F: \"f2cdcd\"\n", with: "")
    let decoded = try Base16Format().decode(Array(text.utf8))
    #expect(decoded.palette.swatchCount == 15)
    #expect(decoded.warnings.map(\.code) == ["base16.missing-slot"])
  }

  static let badCases: [BadInputCase] = [
    BadInputCase(
      name: "not hex", text: "scheme: x\nbase00: \"12345g\"\n", kind: .invalidValue,
      message: "`base00` must be a hex colour of six digits, found \"12345g\"",
      location: .text(line: 2, column: 9)),
    BadInputCase(
      name: "short hex", text: "scheme: x\nbase00: \"fff\"\n", kind: .invalidValue,
      location: .text(line: 2, column: 9)),
    BadInputCase(
      name: "a mapping for a colour", text: "base00: {r: 1}\n", kind: .invalidValue,
      location: .text(line: 1, column: 9)),
    BadInputCase(
      name: "a list", text: "- base00\n", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "palette not a mapping", text: "palette: 3\n", kind: .invalidValue,
      location: .text(line: 1, column: 10)),
    BadInputCase(
      name: "invalid UTF-8", bytes: Array("scheme: \"".utf8) + [0xFF, 0x22, 0x0A],
      kind: .invalidEncoding, location: .text(line: 1, column: 10)),
    BadInputCase(
      name: "an alias", text: "base00: &a \"000000\"\nbase01: *a\n", kind: .syntax,
      location: .text(line: 2, column: 9)),
    BadInputCase(
      name: "a block scalar", text: "author: |\n  Ada\n", kind: .syntax,
      location: .text(line: 1, column: 9)),
  ]

  @Test(arguments: badCases)
  func badInputIsRefusedWithAPosition(_ bad: BadInputCase) {
    bad.expectRefused(format: "base16") { _ = try Base16Format().decode($0) }
  }

  @Test func writingGivesTintedThemingsLayoutAndReadsBack() throws {
    let read = try Base16Format().decode(Fixtures.bytes("base16/real/catppuccin-mocha.yaml"))
    #expect(Base16Format().losses(writing: read.palette).isEmpty)
    let bytes = try Base16Format().encode(read.palette)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("system: \"base16\"\nname: \"Catppuccin Mocha\"\n"))
    #expect(text.contains("variant: \"dark\"\npalette:\n  base00: \"1e1e2e\"\n"))
    let again = try Base16Format().decode(bytes)
    #expect(again.palette == read.palette)
    #expect(again.warnings.isEmpty)
  }

  @Test func aLightSchemeIsALightVariant() throws {
    let read = try Base16Format().decode(Fixtures.bytes("base16/real/catppuccin-latte.yaml"))
    let text = String(decoding: try Base16Format().encode(read.palette), as: UTF8.self)
    #expect(text.contains("variant: \"light\""))
  }

  @Test func goldenFiles() throws {
    Golden.check(
      try Base16Format().encode(GoldenPalette.palette), against: "base16/golden/golden.yaml")
    Golden.check(
      try Base24Format().encode(GoldenPalette.palette), against: "base24/golden/golden.yaml")
  }

  @Test func anyPaletteReadsBackAsItsMapping() throws {
    for format in [Base16Format() as any PaletteDecoder & PaletteEncoder, Base24Format()] {
      let palette = GoldenPalette.palette
      let read = try format.decode(try format.encode(palette)).palette
      let names = format.writtenNames(of: palette)
      #expect(read.swatchCount == (format.identifier == "base16" ? 16 : 24))
      #expect(read.name == palette.name)
      #expect(read.description == palette.description)
      // Every swatch a slot takes reads back named after the first slot it fills.
      let swatches = palette.allSwatches
      for (position, name) in (names?.swatches ?? []).enumerated() {
        guard let name else { continue }
        let slot = read.allSwatches.first { $0.name == name }
        #expect(
          slot?.color.rgba8
            == RGBA8(
              red: swatches[position].color.rgba8.red, green: swatches[position].color.rgba8.green,
              blue: swatches[position].color.rgba8.blue))
      }
    }
  }
}

/// Names that begin with a combining mark: a quote or blank before one is one `Character`.
@Suite struct CombiningMarkNameTests {
  static let names = ["\u{488}x", "\"\u{488}\"", " \u{301}x", "\u{301}"]

  @Test(arguments: names)
  func base16KeepsTheName(_ name: String) throws {
    let palette = Palette(name: name, swatches: [Swatch(name: "base00", color: .srgb8(1, 2, 3))])
    let read = try Base16Format().decode(try Base16Format().encode(palette))
    #expect(read.palette.name == name)
  }

  @Test(arguments: names)
  func kittyKeepsTheNameAsAnnounced(_ name: String) throws {
    let palette = Palette(name: name, swatches: [Swatch(name: "red", color: .srgb8(1, 2, 3))])
    let read = try KittyFormat().decode(try KittyFormat().encode(palette))
    #expect(read.palette.name == KittyFormat().writtenNames(of: palette)?.palette)
  }
}

extension Base16Tests {
  /// The variant is worked out from the colours as written: a background and foreground whose
  /// luminances tie only once rounded to 8 bits give the same variant at the second write (a
  /// fuzzing finding).
  @Test func theVariantSettlesAtTheFirstWrite() throws {
    let palette = Palette(swatches: [
      Swatch(name: "base00", color: .srgb(0.5015, 0.5015, 0.5015)),
      Swatch(name: "base05", color: .srgb(0.5005, 0.5005, 0.5005)),
    ])
    let first = try Base16Format().encode(palette)
    let second = try Base16Format().encode(try Base16Format().decode(first).palette)
    #expect(first == second)
  }
}
