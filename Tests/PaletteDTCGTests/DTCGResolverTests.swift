import Foundation
import PaletteCore
import PaletteDTCG
import TestSupport
import Testing

/// Resolver documents (DTCG Resolver Module 2025.10): the theme modifier's contexts as
/// appearance variants, read from a hand-written document and written back losslessly.
@Suite struct DTCGResolverTests {
  let format = DTCGResolverFormat()

  func decode(_ text: String) throws -> DecodedPalette {
    try format.decode(Array(text.utf8))
  }

  /// `code@line:column` of each diagnostic.
  func codes(_ decoded: DecodedPalette) -> [String] {
    decoded.warnings.map { "\($0.code)@\($0.location.map { "\($0)" } ?? "-")" }
  }

  @Test func readsTheThemeContextsOfTheFixtureAsVariants() throws {
    let decoded = try format.decode(Fixtures.bytes("dtcg/theme.resolver.json"))
    let palette = decoded.palette
    #expect(palette.name == "Theme")
    #expect(palette.description == "Light, dark and high-contrast text colours")
    #expect(palette.groups.map(\.name) == ["gray", "text"])
    let text = palette.groups[1].swatches
    #expect(text.map(\.name) == ["body", "link"])
    // body is an alias of gray.900; the dark context points it at gray.100.
    #expect(text[0].color.rgba8.hexString() == "#202020")
    #expect(text[0].appearances[.dark]?.rgba8.hexString() == "#F0F0F0")
    #expect(text[0].appearances[.highContrastLight]?.rgba8.hexString() == "#000000")
    #expect(text[0].appearances[.highContrastDark] == nil)
    #expect(text[1].appearances.mapValues { $0.rgba8.hexString() } == [.dark: "#7FB2FF"])
    #expect(palette.groups[0].swatches.allSatisfy { $0.appearances.isEmpty })
    #expect(palette.appearanceCount == 3)
    // The other modifier and the context without an appearance are said, once each.
    #expect(
      decoded.warnings.map(\.message) == [
        "modifier 'density' is read in its context 'comfortable' only",
        "theme context 'sepia' names no appearance palconv knows (light, dark, "
          + "lightHighContrast, darkHighContrast); skipped",
      ])
    #expect(decoded.warnings.allSatisfy { $0.severity == .warning })
    // At the modifier and at the context's key.
    #expect(
      codes(decoded) == ["dtcg-resolver.modifier@42:16", "dtcg-resolver.context@39:9"])
  }

  @Test func writesOneSetAndAThemeContextPerAppearanceInUse() throws {
    var text = Swatch(name: "text.body", color: .srgb8(0x20, 0x20, 0x20))
    text.appearances[.dark] = .srgb8(0xF0, 0xF0, 0xF0)
    let plain = Swatch(name: "line", color: .srgb8(0x80, 0x80, 0x80))
    var palette = Palette(groups: [PaletteGroup(name: "ui", swatches: [text, plain])])
    palette.name = "UI"
    let written = String(decoding: try format.encode(palette), as: UTF8.self)
    // The golden file, looked at when recorded (PALCONV_RECORD=1).
    let golden = Fixtures.root.appending(path: "dtcg/golden-ui.resolver.json")
    if ProcessInfo.processInfo.environment["PALCONV_RECORD"] == "1" {
      try Data(written.utf8).write(to: golden)
    }
    #expect(written == (try String(contentsOf: golden, encoding: .utf8)))
    // Read back: the same palette, the dark colour once (high-contrast dark falls back to it).
    let back = try decode(written)
    #expect(back.warnings.isEmpty)
    #expect(back.palette.groups.map(\.name) == ["ui"])
    #expect(back.palette.allSwatches.map(\.name) == ["text.body", "line"])
    #expect(
      back.palette.allSwatches.map(\.appearances) == [[.dark: text.appearances[.dark]!], [:]])
  }

  @Test func roundTripsEveryAppearanceCombination() throws {
    let colors: [Appearance: PaletteColor] = [
      .dark: .srgb8(1, 2, 3), .highContrastLight: .srgb8(4, 5, 6),
      .highContrastDark: .srgb8(7, 8, 9),
    ]
    var swatches: [Swatch] = []
    for mask in 0..<8 {
      var swatch = Swatch(name: "s\(mask)", color: .srgb8(200, 100, UInt8(mask)))
      for (bit, appearance) in Appearance.allCases.enumerated() where mask & (1 << bit) != 0 {
        swatch.appearances[appearance] = colors[appearance]
      }
      swatches.append(swatch)
    }
    var palette = Palette(groups: [PaletteGroup(swatches: swatches)])
    palette.name = "All"
    palette.description = "Every combination"
    let written = try format.encode(palette)
    let back = try format.decode(written)
    #expect(back.warnings.isEmpty)
    // What was read back writes the same bytes again.
    #expect(try format.encode(back.palette) == written)
    #expect(back.palette.name == "All")
    #expect(back.palette.description == "Every combination")
    #expect(back.palette.allSwatches.map(\.appearances) == swatches.map(\.appearances))
    #expect(back.palette.allSwatches.map(\.color) == swatches.map(\.color))
  }

  /// Found by the `model-dtcg-resolver` fuzz target: a dark variant alone once wrote a
  /// `darkHighContrast` context as well (its colour in that appearance differs from the
  /// light one), so the second write of what the first read back as gained that context.
  @Test func aDarkVariantAloneWritesNoHighContrastDarkContext() throws {
    var swatch = Swatch(name: "color-1", color: .srgb8(0, 0, 0, alpha: 0))
    swatch.appearances[.dark] = .srgb8(0xDE, 0xFF, 0xFF)
    let palette = Palette(groups: [PaletteGroup(swatches: [swatch])])
    let written = try format.encode(palette)
    let text = String(decoding: written, as: UTF8.self)
    #expect(text.contains("\"dark\": ["))
    #expect(!text.contains("HighContrast"))
    let back = try format.decode(written)
    #expect(back.palette.allSwatches.map(\.appearances) == [swatch.appearances])
    #expect(try format.encode(back.palette) == written)
    // With a high-contrast dark variant elsewhere, the context is written, and the swatch
    // with a dark variant alone is in it with its dark colour, as the reader overlays the
    // context on the base set.
    var other = Swatch(name: "color-2", color: .srgb8(1, 2, 3))
    other.appearances[.highContrastDark] = .srgb8(9, 9, 9)
    let both = Palette(groups: [PaletteGroup(swatches: [swatch, other])])
    let bothWritten = try format.encode(both)
    let context = try #require(
      String(decoding: bothWritten, as: UTF8.self).components(separatedBy: "\"darkHighContrast\"")
        .last)
    #expect(context.contains("\"color-1\"") && context.contains("\"#deffff\""))
    let bothBack = try format.decode(bothWritten)
    #expect(bothBack.palette.allSwatches.map(\.appearances) == both.allSwatches.map(\.appearances))
    #expect(try format.encode(bothBack.palette) == bothWritten)
  }

  @Test func aPaletteWithoutVariantsHasNoModifier() throws {
    let palette = Palette(groups: [
      PaletteGroup(swatches: [Swatch(name: "a", color: .srgb8(1, 2, 3))])
    ])
    let written = String(decoding: try format.encode(palette), as: UTF8.self)
    #expect(!written.contains("modifiers"))
    #expect(
      written.hasSuffix("  \"resolutionOrder\": [\n    { \"$ref\": \"#/sets/base\" }\n  ]\n}\n"))
  }

  @Test func anotherFileIsNotReadAndSaysSo() throws {
    let decoded = try decode(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [
          { "a": { "$type": "color", "$value": "#112233" } },
          { "$ref": "colors.tokens.json" }
        ] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/sets/missing" }]
      }
      """)
    #expect(decoded.palette.allSwatches.map(\.name) == ["a"])
    #expect(
      codes(decoded) == [
        "dtcg-resolver.broken-ref@7:50", "dtcg-resolver.external-source@5:15",
      ])
    #expect(decoded.warnings.allSatisfy { $0.severity == .error })
  }

  @Test func setsThatReferToEachOtherAreACycleNotACrash() throws {
    let decoded = try decode(
      """
      {
        "version": "2025.10",
        "sets": {
          "a": { "sources": [{ "$ref": "#/sets/b" }, { "x": { "$type": "color", "$value": "#010203" } }] },
          "b": { "sources": [{ "$ref": "#/sets/a" }] }
        },
        "resolutionOrder": [{ "$ref": "#/sets/a" }]
      }
      """)
    #expect(decoded.palette.allSwatches.map(\.name) == ["x"])
    #expect(codes(decoded) == ["dtcg-resolver.cycle@4:34"])
  }

  /// Ten sets each naming the next ten times would merge 10^10 sources: the reader stops at
  /// its limit instead.
  @Test func setsNamingEachOtherManyTimesStopAtTheLimit() throws {
    var sets: [String] = []
    for level in 0..<10 {
      let sources =
        level == 9
        ? "[{ \"x\": { \"$type\": \"color\", \"$value\": \"#010203\" } }]"
        : "["
          + Array(repeating: "{ \"$ref\": \"#/sets/s\(level + 1)\" }", count: 10).joined(
            separator: ", ") + "]"
      sets.append("\"s\(level)\": { \"sources\": \(sources) }")
    }
    let text =
      "{ \"version\": \"2025.10\", \"sets\": { " + sets.joined(separator: ", ")
      + " }, \"resolutionOrder\": [{ \"$ref\": \"#/sets/s0\" }] }"
    let clock = ContinuousClock()
    let start = clock.now
    let decoded = try decode(text)
    #expect(clock.now - start < .seconds(20))
    #expect(decoded.palette.allSwatches.map(\.name) == ["x"])
    #expect(decoded.warnings.map(\.code) == ["dtcg-resolver.too-many-sources"])
  }

  @Test func inlineEntriesAndContextNamesInOtherSpellings() throws {
    let decoded = try decode(
      """
      {
        "version": "2025.10",
        "resolutionOrder": [
          { "type": "set", "name": "base", "sources": [{ "ink": { "$type": "color", "$value": "#000000" } }] },
          { "type": "modifier", "name": "mode", "default": "Day", "contexts": {
            "Day": [],
            "DARK": [{ "ink": { "$value": "#ffffff" } }],
            "high_contrast_dark": [{ "ink": { "$value": "#ffff00" } }]
          } }
        ]
      }
      """)
    #expect(decoded.warnings.isEmpty)
    let ink = try #require(decoded.palette.allSwatches.first)
    #expect(ink.color.rgba8.hexString() == "#000000")
    #expect(
      ink.appearances.mapValues { $0.rgba8.hexString() } == [
        .dark: "#FFFFFF", .highContrastDark: "#FFFF00",
      ])
  }

  /// Every prefix of the fixture, and the fixture with each structural byte changed, reads
  /// or fails with a ``PaletteError``: never a crash or a hang.
  @Test func damagedDocumentsFailCleanly() {
    let bytes = Fixtures.bytes("dtcg/theme.resolver.json")
    var outcomes = (read: 0, failed: 0)
    func attempt(_ input: [UInt8]) {
      do {
        _ = try format.decode(input)
        outcomes.read += 1
      } catch {
        outcomes.failed += 1
      }
    }
    for length in stride(from: 0, to: bytes.count, by: 3) { attempt(Array(bytes[..<length])) }
    let structural = Set("{}[]:,\"".utf8)
    for index in bytes.indices where structural.contains(bytes[index]) {
      var changed = bytes
      changed[index] = UInt8(ascii: " ")
      attempt(changed)
    }
    #expect(outcomes.read > 0 && outcomes.failed > 0)
  }

  @Test func sniffsAResolverBeforeTheTokensItHolds() {
    let text = Array("{\n  \"version\": \"2025.10\",\n  \"resolutionOrder\": []\n}\n".utf8)
    #expect(format.sniff(text[...]) == .strong)
    #expect(format.sniff(Array("{\"$value\": 1}".utf8)[...]) == .none)
    let both = Array(
      "{\"sets\": {\"b\": {\"sources\": [{\"$value\": 1}]}}, \"resolutionOrder\": []}".utf8)
    #expect(DTCGFormat().sniff(both[...]) == .weak)
  }

  /// A resolver whose sets fill the bytes a sniffer sees (a Material theme, written by palconv
  /// itself) is still told by its version and its sets; a token file is not.
  @Test func sniffsAResolverWhoseOrderComesAfterLargeSets() {
    let tokens = (0..<400).map { "\"t\($0)\": {\"$type\": \"color\", \"$value\": \"#000000\"}" }
    let text = Array(
      ("{\n  \"name\": \"Theme\",\n  \"version\": \"2025.10\",\n  \"sets\": {\"base\": "
        + "{\"sources\": [{" + tokens.joined(separator: ", ") + "}]}},\n  \"resolutionOrder\": "
        + "[{\"$ref\": \"#/sets/base\"}]\n}\n").utf8)
    let prefix = text.prefix(4096)
    #expect(JSONPrefixCheck.lacksOrder(prefix))
    #expect(format.sniff(prefix) == .strong)
    let modifiers = Array("{\"version\": \"2025.10\", \"modifiers\": {\"theme\": {".utf8)
    #expect(format.sniff(modifiers[...]) == .strong)
    // A token file: a version member alone, or sets without the resolver's version.
    #expect(format.sniff(Array("{\"version\": \"2025.10\", \"brand\": {".utf8)[...]) == .none)
    #expect(format.sniff(Array("{\"version\": \"1\", \"sets\": {\"a\": {".utf8)[...]) == .none)
  }
}

/// Whether a prefix ends before the resolver's `resolutionOrder` member.
private enum JSONPrefixCheck {
  static func lacksOrder(_ prefix: ArraySlice<UInt8>) -> Bool {
    !String(decoding: prefix, as: UTF8.self).contains("resolutionOrder")
  }
}
