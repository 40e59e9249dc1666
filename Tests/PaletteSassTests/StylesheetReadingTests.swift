import PaletteCore
import TestSupport
import Testing

@testable import PaletteSass

/// Reading Sass, Less and Stylus variables: the colour forms, references, maps, comments and
/// flags, and what is skipped, with positions.
@Suite struct StylesheetReadingTests {
  static func read(_ text: String, _ format: some PaletteDecoder) throws -> DecodedPalette {
    try format.decode(Array(text.utf8))
  }

  static func swatches(_ decoded: DecodedPalette) -> [String] {
    decoded.palette.groups.flatMap { group in
      group.swatches.map {
        "\(group.name.map { $0 + "/" } ?? "")\($0.name ?? "-") \($0.color.rgba8.hexString(includeAlpha: $0.color.hasAlpha))"
      }
    }
  }

  static func warnings(_ decoded: DecodedPalette) -> [String] {
    decoded.warnings.map { "\($0.location.map(String.init(describing:)) ?? "?") \($0.code)" }
  }

  @Test func scssColourForms() throws {
    let decoded = try Self.read(
      """
      // Brand colours
      /* a block
         comment */
      $short: #f00;
      $short-alpha: #f008;
      $long: #00FF00; // trailing comment
      $long-alpha: #0000ff80;
      $legacy: rgb(1, 2, 3);
      $legacy-alpha: rgba(4, 5, 6, 0.5);
      $modern: rgb(7 8 9 / 50%);
      $hsl: hsl(120, 100%, 50%);
      $hsla: hsla(240, 100%, 50%, .25);
      $named: rebeccapurple;
      $clear: transparent;
      $faded: rgba(#102030, 0.5);
      $default: #111 !default;
      $default: #222 !default;
      $global: #333 !global;
      """, SCSSFormat())
    #expect(decoded.palette.name == "Brand colours")
    #expect(
      Self.swatches(decoded) == [
        "short #FF0000", "short-alpha #FF000088", "long #00FF00", "long-alpha #0000FF80",
        "legacy #010203", "legacy-alpha #04050680", "modern #07080980", "hsl #00FF00",
        "hsla #0000FF40", "named #663399", "clear #00000000", "faded #10203080",
        "default #111111", "global #333333",
      ])
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.allSwatches[2].location == .text(line: 6, column: 1))
  }

  @Test func scssReferencesAreEvaluatedInFileOrder() throws {
    let decoded = try Self.read(
      """
      $blue: #0000ff;
      $primary: $blue;
      $blue: #000080;
      $later: $blue;
      $missing: $nowhere;
      $size: 4px;
      $uses-size: $size;
      """, SCSSFormat())
    // Each reference takes the value the variable has where it stands, as Sass does.
    #expect(Self.swatches(decoded) == ["blue #000080", "primary #0000FF", "later #000080"])
    #expect(
      Self.warnings(decoded) == [
        "5:11 scss.undefined-variable", "6:8 scss.not-a-color", "7:13 scss.not-a-color",
      ])
  }

  @Test func scssMapsAreGroups() throws {
    let decoded = try Self.read(
      """
      $paper: #fafafa;
      $brand-ocean: #0050c8;
      $brand-colors: (
        "ocean": $brand-ocean,
        'sand': #e0c080,
        leaf: green,
      );
      $tones: (blue: (100: #dbeafe, 500: #3b82f6), red: #ff0000);
      $list: (1px 2px);
      """, SCSSFormat())
    #expect(
      Self.swatches(decoded) == [
        "paper #FAFAFA", "brand/ocean #0050C8", "brand/sand #E0C080", "brand/leaf #008000",
        "tones-blue/100 #DBEAFE", "tones-blue/500 #3B82F6", "tones/red #FF0000",
      ])
    #expect(Self.warnings(decoded) == ["9:8 scss.not-a-color"])
  }

  /// Open Color's style sheets define each hue as a map (Sass, Stylus) or a list (Less) and
  /// then one variable per entry; each colour is one swatch, in the map's group, under the
  /// variable's name.
  @Test func variablesThatNameAnEntryTakeItOver() throws {
    let scss = try Self.read(
      """
      $gray-list: ("0": #f8f9fa, "1": #f1f3f5, "2": #e9ecef);
      $gray-0: map-get($gray-list, "0");
      $gray-1: map.get($gray-list, '1');
      $again: map-get($gray-list, "0");
      $tones: (blue: (100: #dbeafe));
      $blue-100: map-get($tones, blue, 100);
      $brand: #ff0000, #00ff00;
      $primary: nth($brand, 2);
      $missing: map-get($gray-list, "9");
      $nowhere: map-get($nothing, "0");
      """, SCSSFormat())
    #expect(
      Self.swatches(scss) == [
        "gray/gray-0 #F8F9FA", "gray/gray-1 #F1F3F5", "gray/2 #E9ECEF", "again #F8F9FA",
        "tones-blue/blue-100 #DBEAFE", "brand/1 #FF0000", "brand/primary #00FF00",
      ])
    #expect(Self.warnings(scss) == ["9:11 scss.undefined-entry", "10:11 scss.undefined-variable"])
    let missing = try #require(scss.warnings.first)
    #expect(
      missing.message
        == "$missing names the entry '9' of $gray-list, which it does not hold; it is skipped")

    let less = try Self.read(
      """
      @oc-red-list: #fff5f5, #ffe3e3;
      @oc-red-0: extract(@oc-red-list, 1);
      @oc-red-1: extract(@oc-red-list, 2);
      @beyond: extract(@oc-red-list, 3);
      @font: Arial, sans-serif;
      """, LessFormat())
    #expect(Self.swatches(less) == ["oc-red/oc-red-0 #FFF5F5", "oc-red/oc-red-1 #FFE3E3"])
    #expect(Self.warnings(less) == ["4:10 less.undefined-entry", "5:8 less.not-a-color"])

    let stylus = try Self.read(
      """
      theme = {
        dark: { bg: #000000 },
        'light': { bg: #ffffff }
      }
      dark-bg = theme['dark']['bg']
      light-bg = theme["light"][bg]
      """, StylusFormat())
    #expect(
      Self.swatches(stylus) == ["theme-dark/dark-bg #000000", "theme-light/light-bg #FFFFFF"])
    #expect(Self.warnings(stylus).isEmpty)
  }

  @Test func scssSkipsWhatItCannotEvaluate() throws {
    let decoded = try Self.read(
      """
      @use "sass:color";
      $base: #336699;
      $dark: darken($base, 10%);
      $mixed: color.adjust($base, $lightness: -5%);
      $sum: $base + #111;
      $gradient: linear-gradient(#fff, #000);
      $bad: #12345;
      $page: currentcolor;
      .rule { $local: #abcdef; color: $base; }
      @mixin m { $inside: #fedcba; }
      --custom: #010101;
      """, SCSSFormat())
    #expect(Self.swatches(decoded) == ["base #336699"])
    #expect(
      Self.warnings(decoded) == [
        "1:1 scss.import-not-read", "3:8 scss.unevaluated", "4:9 scss.unevaluated",
        "5:7 scss.unevaluated",
        "6:12 scss.not-a-color", "7:7 scss.invalid-color", "8:8 scss.unsupported-color",
      ])
  }

  @Test func anUnquotedURLHoldsNoComment() throws {
    let text = "@import url(http://example.com/a.css);\n$a: #fff;\n"
    #expect(Self.swatches(try Self.read(text, SCSSFormat())) == ["a #FFFFFF"])
    let less = "@import (css) url(//example.com/a.css);\n@a: #fff;\n"
    #expect(Self.swatches(try Self.read(less, LessFormat())) == ["a #FFFFFF"])
  }

  @Test func aVariableWhoseLastValueIsNoColourIsNoSwatch() throws {
    let decoded = try Self.read("$a: #fff;\n$a: lighten($a, 5%);\n$b: #000;\n", SCSSFormat())
    #expect(Self.swatches(decoded) == ["b #000000"])
    #expect(Self.warnings(decoded) == ["2:5 scss.unevaluated"])
  }

  @Test func lessIsLazy() throws {
    let decoded = try Self.read(
      """
      // Theme
      @primary: @blue;
      @blue: #0000ff;
      @blue: #000080;
      @media screen { @inner: #123456; .a { color: @primary; } }
      @import (reference) "other.less";
      @brand: {
        ocean: #0050c8;
        sand: @blue;
      }
      @faded: fade(@blue, 50%);
      .mixin() { color: red; }
      """, LessFormat())
    #expect(decoded.palette.name == "Theme")
    // The later @blue wins everywhere, even before it, as Less evaluates; the map takes
    // @blue into its group, where @blue stands.
    #expect(
      Self.swatches(decoded) == ["primary #000080", "brand/sand #000080", "brand/ocean #0050C8"])
    #expect(Self.warnings(decoded) == ["6:1 less.import-not-read", "11:9 less.unevaluated"])
  }

  @Test func lessCycleIsAnError() throws {
    #expect {
      try Self.read("@a: #fff;\n@b: @c;\n@c: @d;\n@d: @b;\n", LessFormat())
    } throws: { error in
      let error = error as? PaletteError
      return error?.kind == .invalidValue && error?.location == .text(line: 2, column: 1)
        && error?.message == "variables refer to each other in a cycle: @b → @c → @d → @b"
    }
  }

  @Test func lessUndefinedReference() throws {
    let decoded = try Self.read("@a: @b;\n@c: @a;\n", LessFormat())
    #expect(decoded.palette.swatchCount == 0)
    #expect(Self.warnings(decoded) == ["1:5 less.undefined-variable", "2:5 less.not-a-color"])
  }

  @Test func stylus() throws {
    let decoded = try Self.read(
      """
      // Stylus palette
      blue = #0000ff
      primary = blue
      red = red
      accent := #ff8800;
      accent ?= #000000
      fresh ?= #00ff00
      $dollar = rgba(1, 2, 3, 0.5)
      weight = bold
      brand = {
        ocean: #0050c8,
        sand: #e0c080
      }
      body
        local = #abcdef
        color primary
      if primary == blue
        x = #fff
      darker = darken(blue, 10%)
      """, StylusFormat())
    #expect(decoded.palette.name == "Stylus palette")
    #expect(
      Self.swatches(decoded) == [
        "blue #0000FF", "primary #0000FF", "red #FF0000", "accent #FF8800", "fresh #00FF00",
        "$dollar #01020380", "brand/ocean #0050C8", "brand/sand #E0C080",
      ])
    #expect(Self.warnings(decoded) == ["9:10 stylus.not-a-color", "19:10 stylus.unevaluated"])
  }

  @Test(arguments: [
    ("$a: #fff;\n/* open", "2:1", PaletteError.Kind.syntax),
    ("$a: (#fff;\n", "1:5", .syntax),
    (".a {\n  b: c;\n", "1:4", .syntax),
    // `~` stands for the byte 0xFF, which is not UTF-8.
    ("$a: #fff;\n$b: ~#000;\n", "2:5", .invalidEncoding),
  ])
  func errorsHavePositions(_ text: String, _ position: String, _ kind: PaletteError.Kind) {
    #expect {
      try SCSSFormat().decode(text.utf8.map { $0 == UInt8(ascii: "~") ? 0xFF : $0 })
    } throws: { error in
      let error = error as? PaletteError
      return error?.kind == kind && error?.location.map(String.init(describing:)) == position
    }
  }

  @Test func invalidUTF8AndUTF16() {
    #expect(throws: PaletteError.self) { try SCSSFormat().decode([0x24, 0x61, 0x3A, 0xC3, 0x28]) }
    #expect(throws: PaletteError.self) { try LessFormat().decode([0xFF, 0xFE, 0x40, 0x00]) }
  }

  @Test func deepNestingIsALimit() {
    let deep = "$a: " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
    #expect {
      try SCSSFormat().decode(Array(deep.utf8))
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
    }
    let maps =
      "$a: " + String(repeating: "(k: ", count: 100) + "#fff"
      + String(repeating: ")", count: 100) + ";"
    #expect {
      try SCSSFormat().decode(Array(maps.utf8))
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
    }
  }

  @Test func sniffing() {
    func sniff(_ text: String, _ format: some PaletteDecoder) -> DetectionConfidence {
      format.sniff(ArraySlice(text.utf8))
    }
    #expect(sniff("// Brand\n$paper: #fff;\n", SCSSFormat()) == .weak)
    #expect(sniff("/* x */ $paper : #fff;", SCSSFormat()) == .weak)
    #expect(sniff(".a { color: red; }", SCSSFormat()) == .none)
    #expect(sniff("@paper: #fff;", LessFormat()) == .weak)
    #expect(sniff("@media screen { }", LessFormat()) == .none)
    #expect(sniff("paper = #fff\n", StylusFormat()) == .weak)
    #expect(sniff("paper == #fff\n", StylusFormat()) == .none)
    #expect(sniff("$paper: #fff;", StylusFormat()) == .none)
    #expect(sniff("GIMP Palette\nName: x\n", SCSSFormat()) == .none)
  }

  /// A long chain of references, and many names declared again, stay linear.
  @Test func longChainsAreLinear() throws {
    var text = "@v0: #123456;\n"
    for index in 1..<20_000 { text += "@v\(index): @v\(index - 1);\n" }
    let less = try LessFormat().decode(Array(text.utf8))
    #expect(less.palette.swatchCount == 20_000)
    #expect(less.palette.allSwatches.last?.color == .srgb8(0x12, 0x34, 0x56))
    var reversed = ""
    for index in stride(from: 19_999, to: 0, by: -1) { reversed += "@v\(index): @v\(index - 1);\n" }
    reversed += "@v0: #654321;\n"
    let lazy = try LessFormat().decode(Array(reversed.utf8))
    #expect(lazy.palette.allSwatches.first?.color == .srgb8(0x65, 0x43, 0x21))
  }
}
