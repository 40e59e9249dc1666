import PaletteCore
import TestSupport
import Testing

@testable import PaletteTransforms

@Suite struct SelectingTests {
  static let palette = Palette(
    name: "Brand",
    groups: [
      PaletteGroup(swatches: [Swatch(name: "Paper", color: .srgb8(250, 250, 250))]),
      PaletteGroup(
        name: "Brand Blues",
        swatches: [
          Swatch(name: "Ocean Blue", color: .srgb8(0, 80, 200)),
          Swatch(name: "Navy", color: .srgb8(0, 0, 128)),
          Swatch(
            name: "Pantone 300 C", color: PaletteColor(.lab(l: 40, a: -5, b: -50)), kind: .spot),
        ]),
      PaletteGroup(
        name: "Print",
        swatches: [
          Swatch(
            name: "Process Blue",
            color: PaletteColor(.cmyk(cyan: 1, magenta: 0.2, yellow: 0, black: 0))),
          Swatch(name: nil, color: .srgb8(1, 2, 3), kind: .global),
        ]),
    ])

  static func names(_ palette: Palette) -> [String] {
    palette.groups.flatMap { group in
      group.swatches.map { "\(group.name ?? "-")/\($0.name ?? "?")" }
    }
  }

  static func select(_ text: String) throws -> [String] {
    names(palette.selecting(try SwatchFilter(parsing: text)))
  }

  @Test func eachField() throws {
    #expect(
      try Self.select("group:Brand*") == [
        "Brand Blues/Ocean Blue", "Brand Blues/Navy", "Brand Blues/Pantone 300 C",
      ])
    #expect(try Self.select("name:*Blue*") == ["Brand Blues/Ocean Blue", "Print/Process Blue"])
    #expect(try Self.select("kind:spot") == ["Brand Blues/Pantone 300 C"])
    #expect(try Self.select("kind:global") == ["Print/?"])
    #expect(try Self.select("model:cmyk") == ["Print/Process Blue"])
    #expect(try Self.select("model:srgb").count == 4)
    // Case matters; a swatch outside named groups matches no group term.
    #expect(try Self.select("name:*blue*").isEmpty)
    #expect(try Self.select("group:*").count == 5)
  }

  @Test func termsAreAlternativesAndStepsCombine() throws {
    #expect(
      try Self.select("kind:spot,model:cmyk") == [
        "Brand Blues/Pantone 300 C", "Print/Process Blue",
      ])
    let brand = try SwatchFilter(parsing: "group:Brand*")
    let spot = try SwatchFilter(parsing: "kind:spot")
    #expect(
      Self.names(Self.palette.selecting(brand).dropping(spot)) == [
        "Brand Blues/Ocean Blue", "Brand Blues/Navy",
      ])
    #expect(
      Self.names(Self.palette.dropping(brand)) == ["-/Paper", "Print/Process Blue", "Print/?"])
  }

  @Test func emptiedGroupsGoAndMetadataStays() throws {
    let result = Self.palette.selecting(try SwatchFilter(parsing: "kind:spot"))
    #expect(result.groups.map(\.name) == ["Brand Blues"])
    #expect(result.name == "Brand")
    #expect(Self.palette.selecting(try SwatchFilter(parsing: "name:nothing")).groups.isEmpty)
    let withEmpty = Palette(groups: [PaletteGroup(name: "Empty"), PaletteGroup(name: "A")])
    #expect(withEmpty.dropping(try SwatchFilter(parsing: "kind:spot")) == withEmpty)
  }

  @Test func escapedCommaIsLiteral() throws {
    let palette = Palette(swatches: [Swatch(name: "Red, dark", color: .srgb8(128, 0, 0))])
    #expect(
      Self.names(palette.selecting(try SwatchFilter(parsing: #"name:Red\, dark"#))).count == 1)
    #expect(SwatchFilter.splitTerms(#"name:a\,b,kind:spot"#) == ["name:a,b", "kind:spot"])
    #expect(SwatchFilter.splitTerms(#"name:\*"#) == [#"name:\*"#])
  }

  @Test func syntaxErrors() {
    func message(_ text: String) -> String? {
      #expect(throws: SwatchFilter.SyntaxError.self) { try SwatchFilter(parsing: text) }
      do {
        _ = try SwatchFilter(parsing: text)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(message("spot") == "'spot' is not FIELD:VALUE; fields are group, name, kind, model")
    #expect(
      message("colour:red")
        == "unknown field 'colour' in 'colour:red'; fields are group, name, kind, model")
    #expect(message("kind:ink") == "unknown kind 'ink'; kinds are process, global, spot")
    #expect(
      message("model:rgb")
        == "unknown model 'rgb'; models are srgb, display-p3, cmyk, lab, gray, oklch, hsb")
    #expect(message("name:") == "'name:': an empty pattern matches nothing")
    #expect(message("name:[a") != nil)
  }

  /// Linear: 200 000 swatches are selected in well under a second.
  @Test func largePalette() throws {
    let swatches = (0..<200_000).map { (index: Int) -> Swatch in
      let kind: SwatchKind = index % 2 == 0 ? .spot : .process
      return Swatch(name: "s\(index)", color: .srgb8(UInt8(index % 256), 0, 0), kind: kind)
    }
    let selected = Palette(swatches: swatches).selecting(try SwatchFilter(parsing: "kind:spot"))
    #expect(selected.swatchCount == 100_000)
  }
}
