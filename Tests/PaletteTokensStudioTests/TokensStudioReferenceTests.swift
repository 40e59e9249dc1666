import PaletteCore
import PaletteTokensStudio
import TestSupport
import Testing

/// References in both spellings, `{a.b}` and the older `$a.b`: as a whole value, inside one,
/// across token sets, and the inputs that break them.
@Suite struct TokensStudioReferenceTests {
  func decode(_ text: String) throws -> DecodedPalette {
    try TokensStudioFormat().decode(Array(text.utf8))
  }

  @Test func bothFormsResolveAsAWholeValueAndInsideOne() throws {
    let decoded = try decode(
      """
      {
        "base": { "blue": { "value": "#3b82f6", "type": "color" } },
        "aa": { "value": "$base.blue", "type": "color" },
        "b": { "value": "{base.blue}", "type": "color" },
        "c": { "value": "rgba($base.blue, 0.5)", "type": "color" },
        "d": { "value": "rgba({base.blue}, 50%)", "type": "color" },
        "e": { "value": "rgba( $base.blue ,25%)", "type": "color" },
        "f": { "value": "$aa", "type": "color" },
        "g": { "value": "rgba($cc, 0.5)", "type": "color" },
        "cc": { "value": "rgba($base.blue, 0.5)", "type": "color" }
      }
      """)
    let blue = PaletteColor.srgb8(0x3B, 0x82, 0xF6)
    let colors = Dictionary(
      uniqueKeysWithValues: decoded.palette.allSwatches.map { ($0.name ?? "", $0.color) })
    #expect(colors["aa"] == blue && colors["b"] == blue && colors["f"] == blue)
    #expect(colors["c"] == PaletteColor(blue.components, alpha: 0.5))
    #expect(colors["d"] == PaletteColor(blue.components, alpha: 0.5))
    #expect(colors["e"] == PaletteColor(blue.components, alpha: 0.25))
    // `rgba(rgba(#3b82f6, 0.5), 0.5)`: the outer alpha replaces the inner.
    #expect(colors["g"] == PaletteColor(blue.components, alpha: 0.5))
    #expect(decoded.warnings.isEmpty)
  }

  @Test func theAlphaMayBeAReferenceToAnOpacityToken() throws {
    // As in exports that write `rgba($gray.100, $opacity.30)`: the opacity a percentage or a
    // number.
    let decoded = try decode(
      """
      {
        "gray": { "100": { "value": "#191c21", "type": "color" } },
        "opacity": { "30": { "value": "30%", "type": "opacity" },
                     "50": { "value": 0.5, "type": "opacity" } },
        "shade": { "value": "rgba($gray.100, $opacity.30)", "type": "color" },
        "half": { "value": "rgba({gray.100}, {opacity.50})", "type": "color" }
      }
      """)
    let gray = PaletteColor.srgb8(0x19, 0x1C, 0x21).components
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        PaletteColor(gray, alpha: 1), PaletteColor(gray, alpha: 0.3),
        PaletteColor(gray, alpha: 0.5),
      ])
    #expect(decoded.warnings.map(\.code) == ["tokens-studio.skipped-tokens"])
  }

  @Test func referencesReachOtherTokenSetsOwnSetFirst() throws {
    let decoded = try decode(
      """
      {
        "core": { "blue": { "value": "#0000ff", "type": "color" },
                  "bg": { "value": "#ffffff", "type": "color" } },
        "dark": { "bg": { "value": "#000000", "type": "color" },
                  "surface": { "value": "$bg", "type": "color" },
                  "link": { "value": "rgba($blue, 0.5)", "type": "color" } },
        "$metadata": { "tokenSetOrder": ["core", "dark"] }
      }
      """)
    let dark = decoded.palette.groups[1].swatches
    #expect(dark.map(\.name) == ["bg", "surface", "link"])
    #expect(dark[1].color == .srgb8(0, 0, 0))
    #expect(dark[2].color == PaletteColor.srgb(0, 0, 1, alpha: 0.5))
  }

  @Test func aDollarIsAReferenceOnlyWhereTokensStudioReadsOne() throws {
    // `$a` is too short to be one (the plugin's pattern needs two characters), and a `$` that
    // ends in punctuation names the path up to its last letter or digit.
    let decoded = try decode(
      """
      {
        "ab": { "value": "#102030", "type": "color" },
        "x": { "value": "$a", "type": "color" },
        "y": { "value": "rgba($ab), 0.5)", "type": "color" }
      }
      """)
    #expect(decoded.palette.allSwatches.map(\.name) == ["ab"])
    #expect(
      decoded.warnings.map(\.message) == [
        "colour token 'x' skipped: '$a' is not a colour palconv reads (hex, rgb(), rgba(), "
          + "hsl(), hsla())",
        "colour token 'y' skipped: 'rgba(#102030), 0.5)' is a malformed colour function",
      ])
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var name: String
    /// The document; its markers stand where each diagnostic is reported.
    var text: String
    var codes: [String]
    var messages: [String]
    var testDescription: String { name }
  }

  static let bad: [Bad] = [
    Bad(
      name: "cycle through the $ form",
      text: """
        {
          "ta": { "value": 1️⃣"$tb", "type": "color" },
          "tb": { "value": 2️⃣"{tc}", "type": "color" },
          "tc": { "value": 3️⃣"$ta", "type": "color" }
        }
        """,
      codes: Array(repeating: "tokens-studio.invalid-token", count: 3),
      messages: ["ta", "tb", "tc"].map {
        "token '\($0)' skipped: alias cycle ta -> tb -> tc -> ta"
      }),
    Bad(
      name: "cycle through a value",
      text: """
        {
          "ta": { "value": 1️⃣"rgba($tb, 0.5)", "type": "color" },
          "tb": { "value": 2️⃣"$ta", "type": "color" }
        }
        """,
      codes: Array(repeating: "tokens-studio.invalid-token", count: 2),
      messages: [
        "token 'ta' skipped: alias cycle ta -> tb -> ta",
        "token 'tb' skipped: alias cycle ta -> tb -> ta",
      ]),
    Bad(
      name: "cycle through a mix colour",
      text: """
        {
          "ta": { "value": 1️⃣"#ffffff", "type": "color", "$extensions": { "studio.tokens":
            { "modify": { "type": "mix", "value": "0.5", "space": "srgb", "color": "$ta" } } } }
        }
        """,
      codes: ["tokens-studio.invalid-token"],
      messages: ["token 'ta' skipped: alias cycle ta -> ta"]),
    Bad(
      name: "unknown reference",
      text: """
        {
          "ta": { "value": 1️⃣"$colors.missing", "type": "color" },
          "tb": { "value": 2️⃣"rgba($colors.missing, 0.5)", "type": "color" },
          "tc": { "value": 3️⃣"$ta", "type": "color" }
        }
        """,
      codes: Array(repeating: "tokens-studio.invalid-token", count: 3),
      messages: [
        "token 'ta' skipped: alias '$colors.missing' refers to no token",
        "token 'tb' skipped: alias '$colors.missing' refers to no token",
        "token 'tc' skipped: alias '$ta' refers to a token that could not be read",
      ]),
    Bad(
      name: "alpha that is not a number",
      text: """
        {
          "tx": { "value": "#336699", "type": "color" },
          "ta": { "value": 1️⃣"rgba($tx, NaN)", "type": "color" },
          "tb": { "value": 2️⃣"rgba({tx}, )", "type": "color" },
          "tc": { "value": 3️⃣"rgba($tx, 1e999)", "type": "color" }
        }
        """,
      codes: Array(repeating: "tokens-studio.not-a-color", count: 3),
      messages: [
        "colour token 'ta' skipped: 'rgba(#336699, NaN)' is a malformed colour function",
        "colour token 'tb' skipped: 'rgba(#336699, )' is a malformed colour function",
        "colour token 'tc' skipped: 'rgba(#336699, 1e999)' is a malformed colour function",
      ]),
    Bad(
      name: "alpha outside 0...1",
      text: """
        {
          "tx": { "value": "#336699", "type": "color" },
          "ta": { "value": 1️⃣"rgba($tx, 1.5)", "type": "color" },
          "tb": { "value": 2️⃣"rgba({tx}, -20%)", "type": "color" }
        }
        """,
      codes: Array(repeating: "tokens-studio.alpha-clamped", count: 2),
      messages: [
        "token 'ta': alpha '1.5' is outside 0...1 and was clamped into it, as CSS clamps it",
        "token 'tb': alpha '-20%' is outside 0...1 and was clamped into it, as CSS clamps it",
      ]),
  ]

  @Test(arguments: bad)
  func badReferencesAreReportedAtTheirToken(_ input: Bad) throws {
    let text = MarkedText(input.text)
    let decoded = try TokensStudioFormat().decode(text.bytes)
    #expect(decoded.warnings.map(\.code) == input.codes)
    #expect(decoded.warnings.map(\.message) == input.messages)
    #expect(decoded.warnings.map(\.location) == text.markers)
  }

  @Test func aClampedAlphaStillGivesTheColour() throws {
    let decoded = try decode(
      """
      { "tx": { "value": "#336699", "type": "color" },
        "ta": { "value": "rgba($tx, 1.5)", "type": "color" },
        "tb": { "value": "rgba($tx, -20%)", "type": "color" } }
      """)
    #expect(
      decoded.palette.allSwatches.map(\.color) == [
        .srgb8(0x33, 0x66, 0x99), .srgb8(0x33, 0x66, 0x99), .srgb8(0x33, 0x66, 0x99, alpha: 0),
      ])
  }

  /// 10,000 links each way a token can name another: its whole value in the `$` form, its
  /// value inside `rgba()`, and the colour a `mix` modifier mixes with. Each is resolved once,
  /// on the resolver's own stack.
  @Test func tenThousandLinkChainsResolveInEveryKind() throws {
    let links = 10_000
    var whole: [String] = []
    var inside: [String] = []
    var mixed: [String] = []
    for index in 0..<links {
      let last = index == links - 1
      whole.append(
        "\"w\(index)\": { \"value\": \"\(last ? "#336699" : "$w\(index + 1)")\", "
          + "\"type\": \"color\" }")
      // `rgba($i<n>, 1)` would grow at each link; `{e}$i<n>` (e is empty) does not.
      inside.append(
        "\"i\(index)\": { \"value\": \"\(last ? "#336699" : "{e}$i\(index + 1)")\", "
          + "\"type\": \"color\" }")
      let modify =
        last
        ? ""
        : ", \"$extensions\": { \"studio.tokens\": { \"modify\": { \"type\": \"mix\", "
          + "\"value\": \"1\", \"space\": \"srgb\", \"color\": \"$m\(index + 1)\" } } }"
      // Mixing all the way (1) to the next link's colour: each is the last one's.
      mixed.append(
        "\"m\(index)\": { \"value\": \"\(last ? "#336699" : "#000000")\", "
          + "\"type\": \"color\"\(modify) }")
    }
    let empty = "\"e\": { \"value\": \"\", \"type\": \"other\" }"
    let text = "{\n" + ([empty] + whole + inside + mixed).joined(separator: ",\n") + "\n}"
    let decoded = try decode(text)
    #expect(decoded.palette.swatchCount == 3 * links)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color == .srgb8(0x33, 0x66, 0x99) })
    #expect(decoded.warnings.map(\.code) == ["tokens-studio.skipped-tokens"])
  }

  @Test func aCycleOfTenThousandDollarLinksFailsEveryLink() throws {
    let links = 10_000
    var members: [String] = []
    for index in 0..<links {
      members.append(
        "\"t\(index)\": { \"value\": \"$t\((index + 1) % links)\", \"type\": \"color\" }")
    }
    let decoded = try decode("{\n" + members.joined(separator: ",\n") + "\n}")
    #expect(decoded.palette.allSwatches.isEmpty)
    #expect(decoded.warnings.count == links)
    #expect(
      decoded.warnings.first?.message
        == "token 't0' skipped: alias cycle t0 -> t1 -> t2 -> t3 -> t4 -> t5 -> t6 -> t7 -> "
        + "… 9992 more -> t0")
  }
}
