import PaletteCSS
import PaletteCore
import Testing

/// `var()` resolution: references, fallbacks, contexts, cycles and limits.
@Suite struct CSSVariableTests {
  @Test func referencesAreWrittenBackAsTheColoursTheyNamed() throws {
    // What docs/formats/css.md promises: the model holds colours, not references, so a round
    // trip keeps every colour but not its spelling, and building blocks are not written.
    let text = """
      :root {
        --hue: 250;
        --blue: oklch(60% 0.2 var(--hue));
        --accent: var(--blue);
      }
      """
    let format = CSSVariablesFormat()
    let decoded = try CSS.decode(text)
    let written = String(decoding: try format.encode(decoded.palette), as: UTF8.self)
    #expect(
      written == """
        :root {
          --blue: oklch(0.6 0.2 250);
          --accent: oklch(0.6 0.2 250);
        }

        """)
  }

  @Test func referencesAndFallbacks() throws {
    let text = """
      :root {
        --brand: #e51c23;
        --accent: var(--brand);
        --hue: 120;
        --green: hsl(var(--hue) 100% 50%);
        --fallback: var(--missing, rebeccapurple);
        --nested: var(--missing, var(--also-missing, var(--brand)));
        --channels: 10, 56%, 91%;
        --legacy: hsl(var(--channels));
        --spaced: var( --brand );
      }
      """
    let result = try CSS.decode(text)
    let swatches = result.palette.allSwatches
    #expect(
      swatches.map(\.name) == [
        "brand", "accent", "green", "fallback", "nested", "legacy", "spaced",
      ])
    let red = PaletteColor.srgb8(229, 28, 35)
    #expect(swatches[1].color == red)
    #expect(swatches[2].color == .srgb8(0, 255, 0))
    #expect(swatches[3].color == .srgb8(0x66, 0x33, 0x99))
    #expect(swatches[4].color == red)
    #expect(swatches[6].color == red)
    // Building blocks referenced by other values are not reported as non-colours.
    #expect(result.warnings.isEmpty)
  }

  /// A property referenced later in the file is still found; the referring one is placed
  /// where it is declared.
  @Test func forwardReferences() throws {
    let palette = try CSS.decode(":root { --a: var(--b); --b: blue; }").palette
    #expect(palette.allSwatches.map(\.name) == ["a", "b"])
    #expect(palette.allSwatches[0].color == .srgb8(0, 0, 255))
  }

  /// References look in their own block first, then in `:root`.
  @Test func contexts() throws {
    let text = """
      :root { --base: red; --fg: var(--base); }
      .promo { --base: blue; --fg: var(--base); --other: var(--fg); }
      """
    let palette = try CSS.decode(text).palette
    #expect(palette.groups[0].swatches.map(\.color) == [.srgb8(255, 0, 0), .srgb8(255, 0, 0)])
    #expect(
      palette.groups[1].swatches.map(\.color) == [
        .srgb8(0, 0, 255), .srgb8(0, 0, 255), .srgb8(0, 0, 255),
      ])
  }

  @Test func unresolvedReferenceIsAWarning() throws {
    let result = try CSS.decode(":root {\n  --a: red;\n  --b: var(--nope);\n}")
    #expect(result.palette.allSwatches.map(\.name) == ["a"])
    #expect(result.warnings.map(\.code) == ["css.unresolved-var"])
    #expect(result.warnings[0].location == .text(line: 3, column: 3))
    #expect(result.warnings[0].message.contains("--nope"))
    #expect(result.warnings[0].message.contains("3:12"))
  }

  @Test func malformedVar() throws {
    let result = try CSS.decode(":root { --a: var(nope); --b: var(--a x); }")
    #expect(result.warnings.map(\.code) == ["css.invalid-var", "css.invalid-var"])
  }

  @Test func cycleIsAnErrorNamingTheCycle() throws {
    let text = ":root {\n  --ok: red;\n  --a: var(--b);\n  --b: var(--c, red);\n  --c: var(--a);\n}"
    #expect {
      try CSS.decode(text)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .invalidValue && error.location == .text(line: 3, column: 3)
        && error.message == "var() cycle: --a -> --b -> --c -> --a"
    }
  }

  @Test func selfReferenceIsACycle() throws {
    #expect(throws: PaletteError.self) { try CSS.decode("--a: var(--a, red);") }
  }

  /// A chain of any length resolves, each property once (64 links were the limit before).
  @Test func longChain() throws {
    var text = ":root {\n"
    for i in 0..<500 { text += "--v\(i): var(--v\(i + 1));\n" }
    text += "--v500: red;\n}\n"
    let result = try CSS.decode(text)
    #expect(result.palette.allSwatches.map(\.name) == (0...500).map { "v\($0)" })
    #expect(
      result.palette.allSwatches.allSatisfy { $0.color.rgba8 == RGBA8(red: 255, green: 0, blue: 0) }
    )
    #expect(result.warnings.isEmpty)
  }

  /// Fallbacks nested inside one value still stop at the limit.
  @Test func deeplyNestedFallbacksStopAtTheLimit() throws {
    let value =
      String(repeating: "var(--x, ", count: 70) + "red" + String(repeating: ")", count: 70)
    let result = try CSS.decode(":root { --a: \(value); }")
    #expect(result.palette.swatchCount == 0)
    #expect(result.warnings.map(\.code) == ["css.var-limit"])
    #expect(result.warnings.first?.message.contains("fallbacks nest deeper than 64 levels") == true)
  }

  /// Values that double at every step stop growing at the token limit.
  @Test func exponentialGrowth() throws {
    var text = ":root {\n--l0: 1;\n"
    for i in 1...40 { text += "--l\(i): var(--l\(i - 1)) var(--l\(i - 1));\n" }
    text += "}\n"
    let result = try CSS.decode(text)
    #expect(result.palette.swatchCount == 0)
    #expect(result.warnings.contains { $0.code == "css.var-limit" })
  }
}
