import PaletteCore
import PaletteSheet
import Testing

@Suite struct SheetContrastGridTests {
  static let palette = Palette(
    name: "Grid",
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Ink", color: .srgb8(0, 0, 0)),
        Swatch(name: "Paper", color: .srgb8(255, 255, 255)),
        Swatch(name: "Grey", color: .srgb8(0x76, 0x76, 0x76)),
        Swatch(name: "Glass", color: .srgb8(0, 0, 0, alpha: 102)),
      ])
    ])

  func text(_ format: some PaletteEncoder) throws -> String {
    String(decoding: try format.encode(Self.palette), as: UTF8.self)
  }

  @Test func htmlGridShowsEveryRowOnEveryColumn() throws {
    let html = try text(SheetFormat(.html, contrastGrid: true))
    #expect(html.contains(">Contrast (WCAG 2): row colour as text on column colour</h2>"))
    // Ink on Paper: 21:1; Grey (#767676) on Paper: 4.54, shown rounded down as 4.5.
    #expect(html.contains("background: #FFFFFF; color: #000000;\">21.0</div>"))
    #expect(html.contains("background: #FFFFFF; color: #767676;\">4.5</div>"))
    // Black at 40 % on white shows as #999999 (2.85:1); on black it stays black.
    #expect(html.contains("background: #FFFFFF; color: #999999;\">2.8</div>"))
    #expect(html.contains("background: #000000; color: #000000;\">1.0</div>"))
    #expect(html.split(separator: "\n").filter { $0.hasSuffix(">–</div>") }.count == 4)
    #expect(html.contains(">1 Ink</div>"))
    // The column chips show the colours on the white page: Glass is #999999 there.
    #expect(html.contains("background: #999999; color: #000000;\" title=\"Glass\">4</div>"))
  }

  @Test func svgGridAndOption() throws {
    let svg = try text(SheetFormat(.svg, contrastGrid: true))
    #expect(svg.contains("fill=\"#000000\">21.0</text>"))
    #expect(svg.contains(">1 Ink</text>"))
    let plain = try text(SheetFormat(.svg))
    #expect(!plain.contains("Contrast (WCAG 2)"))
    let configured = try SheetFormat(.html).configured(
      with: FormatSetting(option: "sheet-contrast", value: .on))
    #expect(configured.contrastGrid)

  }

  @Test func gridTakesTheFirstSwatchesOnly() throws {
    let many = Palette(
      swatches: (0..<30).map { Swatch(name: "S\($0)", color: .srgb8(UInt8($0 * 8), 0, 0)) })
    let html = String(
      decoding: try SheetFormat(.html, contrastGrid: true).encode(many), as: UTF8.self)
    #expect(html.contains("on column colour, first 24 swatches</h2>"))
    #expect(html.contains(">24 S23</div>"))
    #expect(!html.contains(">25 S24</div>"))
    let one = Palette(swatches: [Swatch(name: "Only", color: .srgb8(1, 2, 3))])
    #expect(
      !String(decoding: try SheetFormat(.html, contrastGrid: true).encode(one), as: UTF8.self)
        .contains("Contrast (WCAG 2)"))
  }
}

@Suite struct SheetSimulationTests {
  @Test func simulatedSectionsFollowTheSwatches() throws {
    let palette = Palette(groups: [
      PaletteGroup(name: "Brand", swatches: [Swatch(name: "Red", color: .srgb8(255, 0, 0))]),
      PaletteGroup(swatches: [Swatch(name: "Half", color: .srgb8(255, 0, 0, alpha: 128))]),
    ])
    let html = String(
      decoding: try SheetFormat(.html, simulated: .deuteranopia).encode(palette), as: UTF8.self)
    #expect(html.contains("<section aria-label=\"Brand, as seen with deuteranopia\">"))
    #expect(html.contains("<section aria-label=\"as seen with deuteranopia\">"))
    // colorspacious (Machado 2009, severity 1): #FF0000 → #A39000; alpha is kept.
    #expect(html.contains("data-rgba=\"#A39000FF\""))
    #expect(html.contains("data-rgba=\"#A3900080\""))
    #expect(html.contains("data-rgba=\"#FF0000FF\""))
    let svg = String(
      decoding: try SheetFormat(.svg, simulated: .achromatopsia).encode(palette), as: UTF8.self)
    #expect(svg.contains("data-rgba=\"#7F7F7FFF\""))
    let configured = try SheetFormat(.svg).configured(
      with: FormatSetting(option: "sheet-simulate", value: .choice("tritanopia")))
    #expect(configured.simulated == .tritanopia)
    #expect(
      SheetFormat(.html).options.map(\.name) == [
        "sheet-columns", "sheet-contrast", "sheet-simulate",
      ])
  }
}
