import PaletteCSS
import PaletteCore
import TestSupport
import Testing

@testable import PaletteCSS

/// The writer: exact golden output, names, number printing and round trips.
@Suite struct CSSEncoderTests {
  static let goldenPalette = Palette(
    name: "Brand Colours", description: "Core brand palette.\nSecond line",
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Brand Red", color: .srgb8(229, 28, 35)),
        Swatch(name: nil, color: .srgb8(0, 0, 0, alpha: 128)),
      ]),
      PaletteGroup(
        name: "Accents",
        swatches: [
          Swatch(name: "Ocean Blue", color: PaletteColor(.oklch(l: 0.5, c: 0.1, h: 250))),
          Swatch(
            name: "Ocean Blue",
            color: PaletteColor(.displayP3(red: 1, green: 0.5, blue: 0), alpha: 0.25)),
          Swatch(name: "Paper", color: PaletteColor(.lab(l: 95, a: 0, b: -2.5))),
        ]),
      PaletteGroup(swatches: [
        Swatch(
          name: "Ink */ 100%", color: PaletteColor(.cmyk(cyan: 0, magenta: 0, yellow: 0, black: 1)),
          kind: .spot),
        Swatch(name: "Gray", color: PaletteColor(.gray(0.5))),
      ]),
    ])

  /// The golden file was written by hand from the documented layout.
  @Test func goldenNative() throws {
    let bytes = try CSSVariablesFormat(valueSyntax: .native).encode(Self.goldenPalette)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == String(decoding: Fixtures.bytes("css/golden-native.css"), as: UTF8.self))
    #expect(bytes == Fixtures.bytes("css/golden-native.css"))
  }

  @Test func goldenDecodesBack() throws {
    let decoded = try CSS.format.decode(Fixtures.bytes("css/golden-native.css"))
    #expect(decoded.warnings.isEmpty)
    let palette = decoded.palette
    #expect(palette.name == "Brand Colours")
    #expect(palette.description == "Core brand palette.\nSecond line")
    #expect(palette.groups.map(\.name) == [nil, "Accents", nil])
    #expect(
      palette.allSwatches.map(\.name) == [
        "brand-red", "color-2", "ocean-blue", "ocean-blue-2", "paper", "ink-100", "gray",
      ])
    let original = Self.goldenPalette.allSwatches.map(\.color)
    let colors = palette.allSwatches.map(\.color)
    #expect(Array(colors[0..<6]) == Array(original[0..<6]))
    #expect(colors[6] == PaletteColor(.srgb(red: 0.5, green: 0.5, blue: 0.5)))
  }

  @Test func descriptionLinesAreWrittenAsTheyAre() throws {
    // A comment has no escapes: a reader must see the lines, not `\a `. `*/` stays out, and
    // the tab, a control character, is escaped too.
    let palette = Palette(
      description: "Deevad\nCC0 */ 2024\n\tindented\\path", groups: [])
    let text = String(decoding: try CSS.format.encode(palette), as: UTF8.self)
    #expect(
      text == """
        /* description: Deevad
        CC0 \\2a / 2024
        \\9 indented\\5c path */
        :root {
        }

        """)
    #expect(try CSS.format.decode(Array(text.utf8)).palette.description == palette.description)
  }

  @Test func otherSyntaxes() throws {
    let palette = Palette(swatches: [
      Swatch(name: "a", color: .srgb8(229, 28, 35)),
      Swatch(name: "b", color: .srgb8(0, 0, 0, alpha: 128)),
      Swatch(name: "c", color: PaletteColor(.srgb(red: 0.5, green: 1, blue: 0))),
      Swatch(name: "d", color: PaletteColor(.oklch(l: 0.7, c: 0.15, h: 180), alpha: 0.5)),
    ])
    func text(_ syntax: CSSVariablesFormat.ValueSyntax) throws -> String {
      String(decoding: try CSSVariablesFormat(valueSyntax: syntax).encode(palette), as: UTF8.self)
    }
    let hex = try text(.hex)
    #expect(hex.hasPrefix(":root {\n  --a: #e51c23;\n  --b: #00000080;\n  --c: #80ff00;\n  --d: #"))
    let rgb = try text(.rgb)
    #expect(
      rgb.hasPrefix(
        ":root {\n  --a: rgb(229 28 35);\n  --b: rgb(0 0 0 / 0.5019608);\n  --c: rgb(127.5 255 0);\n  --d: rgb("
      ))
    #expect(rgb.hasSuffix(" / 0.5);\n}\n"))
    let oklch = try text(.oklch)
    #expect(oklch.contains("  --d: oklch(0.7 0.15 180 / 0.5);\n"))
    // sRGB red in OKLCH is (0.627955, 0.257683, 29.2339): four decimals, two for hue.
    let red = String(
      decoding: try CSSVariablesFormat(valueSyntax: .oklch).encode(
        Palette(swatches: [Swatch(name: "r", color: .srgb8(255, 0, 0))])), as: UTF8.self)
    #expect(red == ":root {\n  --r: oklch(0.628 0.2577 29.23);\n}\n")
    let white = String(
      decoding: try CSSVariablesFormat(valueSyntax: .oklch).encode(
        Palette(swatches: [Swatch(name: "w", color: .srgb8(255, 255, 255))])), as: UTF8.self)
    #expect(white == ":root {\n  --w: oklch(1 0 0);\n}\n")
  }

  @Test func emptyPalette() throws {
    let bytes = try CSS.format.encode(Palette())
    #expect(String(decoding: bytes, as: UTF8.self) == ":root {\n}\n")
    #expect(try CSS.format.decode(bytes).palette == Palette())
  }

  @Test func nonFiniteIsUnrepresentable() {
    let palette = Palette(swatches: [Swatch(name: "x", color: .srgb(.nan, 0, 0))])
    #expect {
      try CSS.format.encode(palette)
    } throws: { error in
      (error as? PaletteError)?.kind == .unrepresentable
    }
  }

  static let slugCases: [(String?, String)] = [
    ("Ocean Blue", "ocean-blue"),
    ("  Brand  Red!  ", "brand-red"),
    ("Café crème", "café-crème"),
    ("墨", "墨"),
    ("🎨 Art", "🎨-art"),
    ("a\"quote", "a-quote"),
    ("back\\slash", "back-slash"),
    ("text-xs--line-height", "text-xs--line-height"),
    ("rosewater_hsl", "rosewater_hsl"),
    ("100%", "100"),
    ("A × B", "a-b"),
    ("-x-", "-x-"),
    ("", "color-1"),
    ("!!!", "color-1"),
    (nil, "color-1"),
  ]

  @Test(arguments: slugCases)
  func slugs(_ name: String?, _ expected: String) {
    #expect(CSSPropertyName.uniqueNames([name]) == [expected])
  }

  @Test func duplicateNames() {
    let names = CSSPropertyName.uniqueNames(["Red", "red", "RED", nil, "color-4", "red-2", nil])
    #expect(names == ["red", "red-2", "red-3", "color-4", "color-4-2", "red-2-2", "color-7"])
  }

  static let numberCases: [(Double, Int, String)] = [
    (0, 3, "0"), (-0.0, 3, "0"), (1, 3, "1"), (0.5, 3, "0.5"), (127.49999, 3, "127.5"),
    (1e-7, 9, "0.0000001"), (-0.00004, 4, "0"), (123456789, 2, "123456789"),
    (2.5e20, 0, "250000000000000000000"), (0.1 + 0.2, 6, "0.3"), (-1.23456, 2, "-1.23"),
  ]

  @Test(arguments: numberCases)
  func fixedNumbers(_ value: Double, _ decimals: Int, _ expected: String) {
    #expect(CSSNumberFormatter.fixed(value, decimals: decimals) == expected)
  }

  /// Every float printed for reading back unscaled returns the same bits.
  @Test func exactNumbersRoundTrip() {
    var rng = SplitMix64(seed: 7)
    var samples: [Float] = [
      0, 1, 0.1, 1e-30, 3.4e38, .leastNormalMagnitude, .leastNonzeroMagnitude, 0.5019608, 359.99997,
    ]
    for _ in 0..<2000 {
      samples.append(Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()) & 0x7FFF_FFFF))
    }
    for value in samples where value.isFinite {
      let text = CSSNumberFormatter.exact(value) { Float($0) }
      #expect(Float(Double(text)!).bitPattern == value.bitPattern, "\(value) -> \(text)")
      #expect(!text.contains("e"))
    }
  }

  // MARK: Round trips

  static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds)
  func nativeRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    let format = CSSVariablesFormat(valueSyntax: .native)
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == palette.name)
    #expect(decoded.palette.groups.map(\.name) == palette.groups.map(\.name))
    #expect(decoded.palette.groups.map(\.swatches.count) == palette.groups.map(\.swatches.count))
    #expect(
      decoded.palette.allSwatches.map(\.name)
        == CSSPropertyName.uniqueNames(palette.allSwatches.map(\.name)))
    for (original, read) in zip(palette.allSwatches, decoded.palette.allSwatches) {
      var expected = original.color
      if case .gray(let g) = expected.components {
        expected.components = .srgb(red: g, green: g, blue: g)
      }
      if expected.model == .hsb { expected = expected.converted(to: .srgb) }
      #expect(read.color == expected, "\(original.color) -> \(read.color)")
    }
    // Writing what was read gives the same bytes.
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test(arguments: seeds)
  func hexRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    let format = CSSVariablesFormat(valueSyntax: .hex)
    let decoded = try format.decode(try format.encode(palette))
    for (original, read) in zip(palette.allSwatches, decoded.palette.allSwatches) {
      #expect(read.color.model == .srgb)
      #expect(read.color.rgba8 == original.color.rgba8)
      #expect(read.color == read.color.rgba8.paletteColor)
    }
  }

  @Test(arguments: seeds)
  func rgbRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    let format = CSSVariablesFormat(valueSyntax: .rgb)
    let decoded = try format.decode(try format.encode(palette))
    for (original, read) in zip(palette.allSwatches, decoded.palette.allSwatches) {
      #expect(read.color.model == .srgb)
      #expect(read.color.alpha.bitPattern == original.color.alpha.bitPattern)
      switch original.color.components {
      case .srgb:
        #expect(read.color == original.color)
      case .gray(let g):
        #expect(read.color.components == .srgb(red: g, green: g, blue: g))
      default:
        let difference = read.color.srgbValues - original.color.srgbInGamut
        #expect(max(difference.max(), -difference.min()) <= 0.0005 / 255 + 1e-7)
      }
    }
  }

  @Test(arguments: seeds)
  func oklchRoundTrip(_ seed: UInt64) throws {
    let palette = RandomPalette.make(seed: seed)
    let format = CSSVariablesFormat(valueSyntax: .oklch)
    let decoded = try format.decode(try format.encode(palette))
    for (original, read) in zip(palette.allSwatches, decoded.palette.allSwatches) {
      #expect(read.color.model == .oklch)
      #expect(read.color.alpha.bitPattern == original.color.alpha.bitPattern)
      if original.color.model == .oklch {
        #expect(read.color == original.color)
        continue
      }
      let a = original.color.oklchValues
      let b = read.color.oklchValues
      // CSS clamps an OKLCH lightness to 0...1 when it parses it (CSS Color 4, 9.3).
      let lightness = min(max(a.x, 0), 1)
      #expect(
        abs(lightness - b.x) <= 5e-5 + 1e-7 && abs(a.y - b.y) <= 5e-5 + 1e-7,
        "\(original.color): \(a) -> \(b)")
      if b.y > 0.001 {
        let hue = abs(a.z - b.z)
        #expect(min(hue, 360 - hue) <= 0.005 + 1e-4)
      }
    }
  }
}

/// Marker comments carry any text through a write and a read.
@Suite struct CSSMarkerTextTests {
  static let texts = [
    "Plain", "a */ b", "back\\slash", "  padded  ", "line\nbreak\ttab", "", " ", "*/", "\\",
    "Ünïcödé 墨 🎨", "ends with *", "/* nested */",
  ]

  @Test(arguments: texts)
  func roundTrip(_ text: String) throws {
    let palette = Palette(
      name: text, description: text,
      groups: [PaletteGroup(name: text, swatches: [Swatch(name: "a", color: .srgb8(1, 2, 3))])])
    let bytes = try CSS.format.encode(palette)
    let decoded = try CSS.format.decode(bytes).palette
    #expect(decoded.name == text)
    #expect(decoded.description == text)
    #expect(decoded.groups.map(\.name) == [text])
    // The comment never closes early.
    let closings = zip(bytes, bytes.dropFirst()).filter { $0 == (0x2A, 0x2F) }.count
    #expect(closings == 3)
  }
}
