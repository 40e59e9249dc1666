import PaletteCSS
import PaletteCore
import TestSupport
import Testing

/// Dark and high-contrast variants in CSS: `light-dark()`, appearance media queries and theme
/// switches read as variants of the `:root` properties; both written forms read back exactly.
@Suite struct CSSAppearanceTests {
  static let themed = Palette(
    name: "Themed",
    groups: [
      PaletteGroup(swatches: [
        Swatch(
          name: "text", color: .srgb8(0x11, 0x11, 0x11),
          appearances: [
            .dark: .srgb8(0xEE, 0xEE, 0xEE), .highContrastLight: .srgb8(0, 0, 0),
            .highContrastDark: .srgb8(0xFF, 0xFF, 0xFF),
          ]),
        Swatch(name: "plain", color: .srgb8(0x80, 0x80, 0x80)),
      ]),
      PaletteGroup(
        name: "Brand",
        swatches: [
          Swatch(
            name: "accent", color: PaletteColor(.oklch(l: 0.6, c: 0.2, h: 250)),
            appearances: [.dark: PaletteColor(.displayP3(red: 0.25, green: 0.5, blue: 1))]),
          Swatch(
            name: "border", color: .srgb8(0xCC, 0xCC, 0xCC),
            appearances: [.highContrastDark: .srgb8(0xFF, 0xFF, 0x00)]),
        ]),
    ])

  @Test func lightDarkGivesBothColours() throws {
    let decoded = try CSS.decode(":root { --x: light-dark(#fff, rgb(0 0 0 / 50%)); }")
    let swatch = try #require(decoded.palette.allSwatches.first)
    #expect(swatch.color == .srgb8(255, 255, 255))
    #expect(swatch.appearances == [.dark: .srgb(0, 0, 0, alpha: 0.5)])
    #expect(decoded.warnings.isEmpty)
  }

  @Test func lightDarkResolvesVarArguments() throws {
    let decoded = try CSS.decode(
      ":root { --white: #fff; --black: #000; --fg: light-dark(var(--black), var(--white)); }")
    let swatch = try #require(decoded.palette.allSwatches.last)
    #expect(swatch.name == "fg")
    #expect(swatch.color == .srgb8(0, 0, 0))
    #expect(swatch.appearances[.dark] == .srgb8(255, 255, 255))
  }

  /// Each bad `light-dark()`, with the column of the warning.
  @Test(arguments: [
    ("light-dark(#fff)", 14),
    ("light-dark(#fff, #000, #123)", 35),
    ("light-dark(#fff, 4px)", 31),
    ("light-dark(light-dark(#fff, #000), #000)", 25),
    ("light-dark(#ggg, #000)", 25),
  ])
  func aBadLightDarkIsSkippedWithAWarning(_ value: String, _ column: Int) throws {
    let decoded = try CSS.decode(":root { --x: \(value); }")
    #expect(decoded.palette.swatchCount == 0, "\(value)")
    #expect(decoded.warnings.map(\.code) == ["css.invalid-color"], "\(value)")
    #expect(decoded.warnings.first?.location == .text(line: 1, column: column), "\(value)")
  }

  /// Each prelude that selects an appearance, and the appearance.
  @Test(arguments: [
    ("@media (prefers-color-scheme: dark) { :root", Appearance.dark),
    ("@media screen and (prefers-color-scheme:dark) { html", .dark),
    ("@media (prefers-contrast: more) { :root", .highContrastLight),
    (
      "@media (prefers-contrast: more) and (prefers-color-scheme: light) { :root",
      .highContrastLight
    ),
    ("@media (prefers-color-scheme: dark) and (prefers-contrast: high) { :root", .highContrastDark),
    (
      "@media (prefers-color-scheme: dark) { @media (prefers-contrast: more) { :root",
      .highContrastDark
    ),
    (".dark", .dark),
    ("[data-theme=dark]", .dark),
    (":root[data-theme=\"dark\"]", .dark),
    ("html[data-bs-theme='dark']", .dark),
    (":root.dark, .dark", .dark),
    ("[data-theme=dark][data-contrast=high]", .highContrastDark),
    (":root[data-theme=\"light\"][data-contrast=\"more\"]", .highContrastLight),
    (".high-contrast", .highContrastLight),
  ])
  func appearanceBlocksHoldVariants(_ prelude: String, _ appearance: Appearance) throws {
    let closing = String(repeating: " }", count: prelude.filter { $0 == "{" }.count + 1)
    let text = ":root { --x: #111; --y: #222; }\n\(prelude) { --x: #eee;\(closing)\n"
    let decoded = try CSS.decode(text)
    #expect(decoded.warnings.isEmpty, "\(prelude): \(decoded.warnings)")
    #expect(decoded.palette.groups.count == 1, "\(prelude)")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["x", "y"])
    #expect(swatches[0].color == .srgb8(0x11, 0x11, 0x11))
    #expect(swatches[0].appearances == [appearance: .srgb8(0xEE, 0xEE, 0xEE)], "\(prelude)")
    #expect(swatches[1].appearances.isEmpty)
  }

  @Test(arguments: [
    "@media (prefers-color-scheme: dark) and (min-width: 40em) { :root",
    ".dark .card", "[data-theme=sepia]", ".dark-mode", "@media print { :root",
  ])
  func otherBlocksStayGroups(_ prelude: String) throws {
    let closing = String(repeating: " }", count: prelude.filter { $0 == "{" }.count + 1)
    let decoded = try CSS.decode(":root { --x: #111; }\n\(prelude) { --x: #eee;\(closing)\n")
    #expect(decoded.palette.groups.count == 2, "\(prelude)")
    #expect(decoded.palette.allSwatches.allSatisfy { $0.appearances.isEmpty })
  }

  @Test func aVariantWithoutALightColourIsAWarningAtIt() throws {
    let decoded = try CSS.decode(":root { --x: #111; }\n.dark {\n  --y: #eee;\n}\n")
    #expect(decoded.palette.allSwatches.map(\.name) == ["x"])
    #expect(decoded.warnings.map(\.code) == ["css.variant-without-color"])
    #expect(decoded.warnings.first?.location == .text(line: 3, column: 3))
  }

  @Test func aVariantThatIsNotAColourIsAWarning() throws {
    let decoded = try CSS.decode(
      ":root { --x: #111; }\n@media (prefers-color-scheme: dark) { :root { --x: 4px; } }")
    #expect(decoded.palette.allSwatches.first?.appearances.isEmpty == true)
    #expect(decoded.warnings.map(\.code) == ["css.not-a-color"])
    #expect(decoded.warnings.first?.location == .text(line: 2, column: 47))
  }

  @Test func theLastVariantInTheCascadeWins() throws {
    let decoded = try CSS.decode(
      ":root { --x: light-dark(#111, #222); }\n.dark { --x: #333; }\n")
    #expect(decoded.palette.allSwatches.first?.appearances == [.dark: .srgb8(0x33, 0x33, 0x33)])
  }

  @Test(arguments: CSSVariablesFormat.DarkSyntax.allCases)
  func goldenFilesPinBothForms(_ form: CSSVariablesFormat.DarkSyntax) throws {
    let format = CSSVariablesFormat(darkSyntax: form)
    let bytes = try format.encode(Self.themed)
    Golden.check(bytes, against: "css/appearances-\(form.rawValue).css")
    let decoded = try format.decode(bytes)
    #expect(decoded.palette == Self.themed)
    #expect(decoded.warnings.isEmpty)
    #expect(format.losses(writing: Self.themed).isEmpty)
  }

  @Test(
    arguments: CSSVariablesFormat.DarkSyntax.allCases.flatMap { form in
      (0..<30 as Range<UInt64>).map { (form, $0) }
    })
  func randomVariantsRoundTrip(_ form: CSSVariablesFormat.DarkSyntax, _ seed: UInt64) throws {
    let format = CSSVariablesFormat(darkSyntax: form)
    var palette = RandomPalette.make(
      seed: seed, models: [.srgb, .displayP3, .lab, .oklch], appearances: Appearance.allCases)
    // Names are those the writer gives; CSS has no unnamed swatch.
    let names = try #require(format.writtenNames(of: palette)).swatches
    var index = 0
    palette.mapSwatches { swatch in
      swatch.name = names[index]
      swatch.kind = .process
      index += 1
    }
    let bytes = try format.encode(palette)
    let decoded = try format.decode(bytes)
    #expect(
      decoded.palette.allSwatches.map(\.appearances) == palette.allSwatches.map(\.appearances))
    #expect(try format.encode(decoded.palette) == bytes)
  }

  @Test func theDarkFormIsAnOption() throws {
    let configured = try CSSVariablesFormat().configured(
      with: FormatSetting(option: "css-dark", value: .choice("media")))
    #expect(configured.darkSyntax == .media)
    let attribute = try CSSVariablesFormat().configured(
      with: FormatSetting(option: "css-dark", value: .choice("data-theme")))
    #expect(attribute.darkSyntax == .dataTheme)
    #expect(CSSVariablesFormat().options.map(\.name) == ["css-syntax", "css-dark"])
  }
}
