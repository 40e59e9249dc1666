import PaletteCSS
import PaletteCore
import TestSupport
import Testing

/// Blocks, groups, duplicates, comments, strings and the palconv marker comments.
@Suite struct CSSStructureTests {
  @Test func declarationsInEveryKindOfBlock() throws {
    let text = """
      :root { --a: #000; }
      html { --b: #111; }
      @theme default { --c: #222; }
      [data-brand="sea"] {
        --a: #fff;
        .nested { --d: #333; }
      }
      @media (min-width: 40em) {
        :root { --e: #444; }
      }
      --top: #555;
      """
    let result = try CSS.decode(text)
    let palette = result.palette
    #expect(
      palette.groups.map(\.name) == [
        nil, "[data-brand=\"sea\"]", "[data-brand=\"sea\"] .nested", "@media (min-width: 40em)",
        nil,
      ])
    #expect(
      palette.groups.map { $0.swatches.map(\.name) } == [
        ["a", "b", "c"], ["a"], ["d"], ["e"], ["top"],
      ])
    #expect(palette.groups[1].swatches[0].color == .srgb8(255, 255, 255))
    #expect(palette.groups[1].location == .text(line: 4, column: 1))
    #expect(
      palette.allSwatches.map(\.location) == [
        .text(line: 1, column: 9), .text(line: 2, column: 8), .text(line: 3, column: 18),
        .text(line: 5, column: 3), .text(line: 6, column: 13), .text(line: 9, column: 11),
        .text(line: 11, column: 1),
      ])
    #expect(result.warnings.isEmpty)
  }

  /// A name declared twice in the same context keeps its first position and its last value.
  @Test func laterDeclarationWins() throws {
    let result = try CSS.decode(":root {\n  --a: red;\n  --b: blue;\n  --a: lime;\n}\n")
    #expect(result.palette.allSwatches.map(\.name) == ["a", "b"])
    #expect(result.palette.allSwatches[0].color == .srgb8(0, 255, 0))
    #expect(result.palette.allSwatches[0].location == .text(line: 4, column: 3))
    #expect(result.warnings.map(\.code) == ["css.duplicate-property"])
    #expect(result.warnings[0].location == .text(line: 4, column: 3))
    #expect(result.warnings[0].message.contains("2:3"))
  }

  @Test func namesAreCaseSensitiveAndUnescaped() throws {
    let result = try CSS.decode(":root { --Red: red; --red: red; --a\\.b: red; --\\31 0: red; }")
    #expect(result.palette.allSwatches.map(\.name) == ["Red", "red", "a.b", "10"])
  }

  @Test func namesCompareByTheirCodePointsNotByCanonicalEquivalence() throws {
    // CSS compares custom property names code point by code point: a precomposed "é" and
    // "e" + U+0301 name two different properties, so neither overrides the other.
    let result = try CSS.decode(":root { --caf\u{E9}: red; --cafe\u{301}: blue; }")
    let names = result.palette.allSwatches.compactMap(\.name)
    #expect(names.map { Array($0.unicodeScalars) }.count == 2)
    #expect(names.map { $0.unicodeScalars.count } == [4, 5])
    #expect(!result.warnings.contains { $0.code == "css.duplicate-property" })
  }

  @Test func negativeZerosReadAsPositiveZeros() throws {
    // Found by the roundtrip-css fuzz target: `-0` components (and `-0%` lightness) were read
    // as negative zeros, which are written as 0 and so did not read back with the same bits.
    let values = [
      "hsl(255 78% -0%)", "hwb(120 -0% 100%)", "255 78% -0%", "lab(952 -0 .5)",
      "lab(-0 -0 -0)", "oklab(-0 -0 -0)", "oklch(-0 -0 -0)", "rgb(-0 -0 -0 / -0)",
      "color(srgb -0 -0 -0)", "color(display-p3 -0 -0 -0)", "lch(-0 -0 -0deg)",
    ]
    for value in values {
      let decoded = try CSS.decode(":root { --x: \(value); }").palette
      let color = try #require(decoded.allSwatches.first?.color, "\(value)")
      #expect(!(color.components.values + [color.alpha]).contains { $0.sign == .minus }, "\(value)")
      #expect(color.components.values.contains { $0.bitPattern == Float(0).bitPattern }, "\(value)")
      let again = try CSSVariablesFormat().decode(CSSVariablesFormat().encode(decoded)).palette
      #expect(again == decoded, "\(value)")
    }
  }

  @Test func stringsAndCommentsDoNotEndDeclarations() throws {
    let text = """
      /* --fake: red; } */
      :root {
        --font: "a;b}c";   --x: red;
        --y: url(data:image/png;base64,AAAA); --z: /* ; */ blue;
        --w: '\\'';
        --v: green;
      }
      """
    let result = try CSS.decode(text)
    #expect(result.palette.allSwatches.map(\.name) == ["x", "z", "v"])
  }

  @Test func markerComments() throws {
    let text = """
      /* palette: My \\2a /Palette */
      /* description: line one\\a line two */
      :root {
        --a: red;
        /* group: Warm */
        --b: orange;
        /* group: */
        /* end group */
        --c: blue;
        /* GROUP: Cool */
      }
      """
    let palette = try CSS.decode(text).palette
    #expect(palette.name == "My */Palette")
    #expect(palette.description == "line one\nline two")
    #expect(palette.groups.map(\.name) == [nil, "Warm", "", nil, "Cool"])
    #expect(palette.groups.map(\.swatches.count) == [1, 1, 0, 1, 0])
    #expect(palette.groups[1].location == .text(line: 5, column: 3))
  }

  /// Markers only count in `:root`-like blocks; the palette name only before the first rule.
  @Test func markersOutOfPlaceAreIgnored() throws {
    let text = """
      :root { --a: red; }
      /* palette: Late */
      .promo { /* group: Inner */ --b: blue; }
      """
    let palette = try CSS.decode(text).palette
    #expect(palette.name == nil)
    #expect(palette.groups.map(\.name) == [nil, ".promo"])
  }

  @Test func otherCommentsAreNotGroups() throws {
    let palette = try CSS.decode(":root {\n  /* ----- rainbow ----- */\n  --a: red;\n}").palette
    #expect(palette.groups.map(\.name) == [nil])
  }

  @Test func scssVariablesAreReported() throws {
    let result = try CSS.decode("$a: red;\n$b: blue;\n--c: green;\n")
    #expect(result.palette.allSwatches.map(\.name) == ["c"])
    #expect(result.warnings.map(\.code) == ["css.scss-variable"])
    #expect(result.warnings[0].location == .text(line: 1, column: 1))
  }

  @Test func crlfAndBOMPositions() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array(":root {\r\n  --a: 8px;\r\n  --b: red;\r\n}".utf8)
    let result = try CSS.format.decode(bytes)
    #expect(result.palette.allSwatches.first?.location == .text(line: 3, column: 3))
    #expect(result.warnings.first?.location == .text(line: 2, column: 3))
  }

  /// Hex values read straight from their bytes and values the tokenizer reads must agree:
  /// whitespace and comments around the value, name bytes after the digits, too many digits.
  @Test func hexValuesNextToOtherBytes() throws {
    let text = """
      :root {
        --a:#0f0;
        --b:   #00FF00  ;
        --c: #0f0 /* note */;
        --d: #0f0g;
        --e: #123456789;
        --f: #0f0\\
      ;
        --g: #0f0}
      --h: #0f08
      """
    let result = try CSS.decode(text)
    #expect(result.palette.allSwatches.map(\.name) == ["a", "b", "c", "g", "h"])
    #expect(
      result.palette.allSwatches.map(\.color) == [
        .srgb8(0, 255, 0), .srgb8(0, 255, 0), .srgb8(0, 255, 0), .srgb8(0, 255, 0),
        .srgb8(0, 255, 0, alpha: 0x88),
      ])
    #expect(
      result.warnings.map(\.code) == [
        "css.invalid-color", "css.invalid-color", "css.not-a-color",
      ])
    #expect(
      result.warnings.map(\.location) == [
        .text(line: 5, column: 8), .text(line: 6, column: 8), .text(line: 7, column: 3),
      ])
  }

  /// Room reserved for a group's swatches that values which are not colours left unused is
  /// not kept in the palette.
  @Test func groupsKeepLittleSpareRoom() throws {
    let text = ":root {\n  --a: red;\n" + (0..<1000).map { "  --n\($0): 1px;\n" }.joined() + "}\n"
    let result = try CSS.decode(text)
    #expect(result.palette.allSwatches.map(\.name) == ["a"])
    #expect(result.warnings.count == 1000)
    #expect(result.palette.groups[0].swatches.capacity < 64)
  }

  static let sniffCases: [(String, DetectionConfidence)] = [
    (":root {\n  --brand: #e51c23;\n}", .strong),
    ("/* x */ :ROOT{--a:red}", .strong),
    (".x { --brand: red; }", .weak),
    ("--a: red;", .weak),
    (":root { color: red; }", .none),
    ("GIMP Palette\nName: x\n", .none),
    ("{\"--a\": \"red\"}", .none),
    ("#e51c23\n#000000\n", .none),
    ("/* --a: red; */ body {}", .none),
    ("a--b: c", .none),
  ]

  @Test(arguments: sniffCases)
  func sniff(_ text: String, _ expected: DetectionConfidence) {
    #expect(CSS.format.sniff(ArraySlice(Array(text.utf8))) == expected)
  }

  @Test func capabilitiesPerSyntax() {
    typealias Syntax = CSSVariablesFormat.ValueSyntax
    #expect(CSSVariablesFormat(valueSyntax: .hex).capabilities.models == [.srgb])
    #expect(CSSVariablesFormat(valueSyntax: .rgb).capabilities.models == [.srgb])
    #expect(CSSVariablesFormat(valueSyntax: .oklch).capabilities.models == [.oklch])
    #expect(
      CSSVariablesFormat(valueSyntax: .native).capabilities.models == [
        .srgb, .displayP3, .lab, .oklch, .cmyk,
      ])
    for syntax in Syntax.allCases {
      let capabilities = CSSVariablesFormat(valueSyntax: syntax).capabilities
      #expect(capabilities.alpha && capabilities.groups && capabilities.swatchNames)
      #expect(capabilities.paletteName && capabilities.paletteDescription)
      #expect(!capabilities.columns && capabilities.kinds == [.process])
    }
  }
}

/// Real files copied into `Fixtures/css` (see `SOURCES.md`), so they run without the corpus.
@Suite struct CSSFixtureTests {
  @Test func nord() throws {
    let result = try CSS.format.decode(Fixtures.bytes("css/nord.css"))
    #expect(result.warnings.isEmpty)
    let swatches = result.palette.allSwatches
    #expect(swatches.map(\.name) == (0...15).map { "nord\($0)" })
    #expect(swatches[0].color == .srgb8(0x2E, 0x34, 0x40))
    #expect(swatches[15].color == .srgb8(0xB4, 0x8E, 0xAD))
  }

  /// Values built with `hsl(var(--x_hsl))` from comma triplets; the triplets themselves are
  /// building blocks, not swatches.
  @Test func catppuccin() throws {
    let result = try CSS.format.decode(Fixtures.bytes("css/catppuccin-hsl.css"))
    #expect(result.warnings.isEmpty)
    let swatches = result.palette.allSwatches
    #expect(swatches.count == 22)
    #expect(swatches.first?.name == "rosewater")
    #expect(swatches.first?.location == .text(line: 43, column: 5))
    // --white: hsl(220, 38%, 89%): L ∓ S·min(L, 1 − L) by the CSS formula.
    #expect(close(CSS.values(swatches.last?.color), [0.8482, 0.89 - 0.0418 / 3, 0.9318], 1e-6))
  }
}
