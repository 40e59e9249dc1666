import Foundation
import PaletteCore
import PaletteTokensStudio
import TestSupport
import Testing

@Suite struct TokensStudioDecodingTests {
  /// `#C14242` lightened by 0.2 is rgb(80.549% 40.706% 40.706%) in sd-transforms' tests, in
  /// both the `srgb` and the `hsl` space.
  static let lightenedRed = PaletteColor.srgb(0.80549, 0.40706, 0.40706)

  /// The CIE Lab colour of an LCH triple, as sd-transforms prints one.
  static func lab(lch l: Float, _ c: Float, _ h: Float) -> PaletteColor {
    let radians = h * .pi / 180
    return PaletteColor(.lab(l: l, a: c * cos(radians), b: c * sin(radians)), alpha: 1)
  }

  private func close(
    _ color: PaletteColor, _ expected: PaletteColor, within: Float = 0.00001
  ) -> Bool {
    zip(color.components.values, expected.components.values).allSatisfy { abs($0 - $1) <= within }
      && abs(color.alpha - expected.alpha) <= within && color.model == expected.model
  }

  @Test func readsAProjectWithSetsThemesAliasesAndModifiers() throws {
    let decoded = try TokensStudioFormat().decode(Fixtures.bytes("tokens-studio/project.json"))
    let palette = decoded.palette
    // Sets in $metadata.tokenSetOrder.
    #expect(palette.groups.map(\.name) == ["global", "dark", "light"])
    #expect(
      palette.groups[0].swatches.map(\.name) == [
        "color.blue.500", "color.blue.600", "color.red", "color.overlay", "color.mint",
      ])
    #expect(
      palette.groups[0].swatches.map(\.color)
        == [
          .srgb8(0x3B, 0x82, 0xF6), .srgb8(37, 99, 235), .srgb8(0xC1, 0x42, 0x42),
          .srgb8(0, 0, 0, alpha: 0).with(alpha: 0.5), .srgb(0, 1, Float(2.0 / 3.0)),
        ].map { $0 })
    // `{bg}` in dark is dark's own bg, not light's.
    #expect(palette.groups[1].swatches.map(\.name) == ["bg", "text"])
    #expect(
      palette.groups[1].swatches.map(\.color) == [
        .srgb8(0x0B, 0x11, 0x20), .srgb8(0x0B, 0x11, 0x20),
      ])
    let light = palette.groups[2].swatches
    #expect(light.map(\.name) == ["bg", "shade", "accent", "accent-rgb", "faded", "deep"])
    #expect(light[0].color == .srgb8(0x3B, 0x82, 0xF6))
    #expect(light[1].color == PaletteColor.srgb8(37, 99, 235).with(alpha: 0.5))
    #expect(close(light[2].color, Self.lightenedRed))
    #expect(close(light[3].color, Self.lightenedRed))
    #expect(light[4].color == PaletteColor.srgb8(0xC1, 0x42, 0x42).with(alpha: 0.25))
    // sd-transforms darkens #C14242 by 0.2 in lch to lch(37.685 47.48 29.704).
    #expect(close(light[5].color, Self.lab(lch: 37.685, 47.48, 29.704), within: 0.001))
    #expect(
      decoded.warnings.map(\.code) == [
        "tokens-studio.not-a-color", "tokens-studio.skipped-tokens",
        "tokens-studio.themes-not-applied",
      ])
    #expect(decoded.warnings[0].location == .text(line: 11, column: 28))
    #expect(
      decoded.warnings[0].message
        == "colour token 'color.sunset' skipped: 'linear-gradient(90deg, #f00 0%, #00f 100%)' is "
        + "a gradient, not a flat colour")
    #expect(
      decoded.warnings[1].message == "2 tokens that are not colours skipped (first: 'spacing.base')"
    )
    #expect(
      decoded.warnings[2].message
        == "2 themes not applied: every token set is read as a group of its own")
  }

  @Test func readsOneSetWithBrokenAliasesCyclesAndKeywords() throws {
    let decoded = try TokensStudioFormat().decode(Fixtures.bytes("tokens-studio/global.json"))
    let palette = decoded.palette
    #expect(palette.groups.map(\.name) == [nil, "brand"])
    #expect(palette.groups[0].swatches == [Swatch(name: "white", color: .srgb8(255, 255, 255))])
    #expect(
      palette.groups[1].swatches == [
        Swatch(name: "primary", color: .srgb8(0x8A, 0x2B, 0xE2)),
        Swatch(name: "primary-50", color: .srgb8(0x8A, 0x2B, 0xE2)),
        Swatch(name: "soft", color: .srgb(0.5, 0.25, 1, alpha: 0.4)),
      ])
    #expect(palette.groups[1].swatches[0].location == .text(line: 4, column: 27))
    #expect(
      decoded.warnings.map(\.code) == [
        "tokens-studio.skipped-tokens", "tokens-studio.invalid-token",
        "tokens-studio.invalid-token", "tokens-studio.invalid-token", "tokens-studio.not-a-color",
      ])
    #expect(decoded.warnings.map(\.severity) == [.warning, .error, .error, .error, .warning])
    #expect(
      decoded.warnings.dropFirst().map(\.message) == [
        "token 'broken' skipped: alias '{brand.missing}' refers to no token",
        "token 'loop-a' skipped: alias cycle loop-a -> loop-b -> loop-a",
        "token 'loop-b' skipped: alias cycle loop-a -> loop-b -> loop-a",
        "colour token 'named' skipped: 'rebeccapurple' is not a colour palconv reads (hex, rgb(), "
          + "rgba(), hsl(), hsla())",
      ])
    #expect(decoded.warnings[1].location == .text(line: 9, column: 24))
  }

  @Test func themesAndMetadataFilesAloneSayWhatTheyAre() throws {
    for file in ["$themes.json", "$metadata.json"] {
      #expect {
        try TokensStudioFormat().decode(Fixtures.bytes("tokens-studio/\(file)"))
      } throws: { error in
        guard let error = error as? PaletteError else { return false }
        return error.kind == .unrepresentable && error.location == .text(line: 1, column: 1)
          && error.message.contains(file)
      }
    }
  }

  @Test func colourStringsOfEveryForm() throws {
    let text = """
      {
        "a": { "value": "#abc", "type": "color" },
        "b": { "value": "#aabbcc80", "type": "color" },
        "c": { "value": "rgba(255, 0, 0, 50%)", "type": "color" },
        "d": { "value": "rgb(0 128 255)", "type": "color" },
        "e": { "value": "HSLA(120deg, 100%, 25%, 0.5)", "type": "color" },
        "f": { "value": " RGBA( #FF0000 , .5 ) ", "type": "color" },
        "g": { "value": "rgb(127.5, 0, 0)", "type": "color" }
      }
      """
    let swatches = try TokensStudioFormat().decode(Array(text.utf8)).palette.allSwatches
    #expect(
      swatches.map(\.color) == [
        .srgb8(0xAA, 0xBB, 0xCC), .srgb8(0xAA, 0xBB, 0xCC, alpha: 0x80),
        PaletteColor.srgb8(255, 0, 0).with(alpha: 0.5), .srgb8(0, 128, 255),
        .srgb(0, 0.5, 0, alpha: 0.5), PaletteColor.srgb8(255, 0, 0).with(alpha: 0.5),
        .srgb(0.5, 0, 0),
      ])
  }

  @Test func badColourValuesAreSkippedWithAWarning() throws {
    let text = MarkedText(
      """
      {
        "a": { "value": 1️⃣"rgb(1e400, 0, 0)", "type": "color" },
        "b": { "value": 2️⃣12, "type": "color" },
        "c": { "value": 3️⃣"rgb(1, 2)", "type": "color" },
        "d": { "value": 4️⃣"\(String(repeating: "#", count: 300))", "type": "color" },
        "e": { "value": 5️⃣{ "nested": true }, "type": "color" },
        "f": { "value": 6️⃣"rgb(1e300, 0, 0)", "type": "color" }
      }
      """)
    let decoded = try TokensStudioFormat().decode(text.bytes)
    #expect(decoded.palette.groups.isEmpty)
    #expect(decoded.warnings.map(\.code) == Array(repeating: "tokens-studio.not-a-color", count: 6))
    #expect(decoded.warnings.map(\.location) == text.markers)
    #expect(
      decoded.warnings[1].message
        == "colour token 'b' skipped: its value is a number, not a colour string")
  }

  @Test func aliasChainsResolveWhateverTheirLength() throws {
    // 100 links, the colour first in the file: every link resolves to it, each token once
    // (a limit of 64 links used to fail t1 to t35).
    var members = ["\"t100\": { \"value\": \"#010203\", \"type\": \"color\" }"]
    for index in 1..<100 {
      members.append("\"t\(index)\": { \"value\": \"{t\(index + 1)}\", \"type\": \"color\" }")
    }
    let decoded = try TokensStudioFormat().decode(
      Array(("{" + members.joined(separator: ",") + "}").utf8))
    #expect(decoded.palette.allSwatches.compactMap(\.name) == ["t100"] + (1...99).map { "t\($0)" })
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color == .srgb8(1, 2, 3) })
    #expect(decoded.warnings.isEmpty)
  }

  @Test func aliasesInsideValuesChainWithoutALimitOnTheirDepth() throws {
    // x0 is a colour; x<i> is `{x<i-1>}{e}` (e is empty), an expression, not a whole alias:
    // 5,000 levels whose text stays `#123` (64 levels were the limit before).
    var members = [
      "\"e\": { \"value\": \"\", \"type\": \"other\" }",
      "\"x0\": { \"value\": \"#123\", \"type\": \"color\" }",
    ]
    for index in 1...5_000 {
      members.append(
        "\"x\(index)\": { \"value\": \"{x\(index - 1)}{e}\", \"type\": \"color\" }")
    }
    let decoded = try TokensStudioFormat().decode(
      Array(("{" + members.joined(separator: ",\n") + "}").utf8))
    #expect(decoded.palette.swatchCount == 5_001)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color == .srgb8(0x11, 0x22, 0x33) })
    #expect(decoded.warnings.map(\.code) == ["tokens-studio.skipped-tokens"])
  }

  @Test func substitutionIsBounded() throws {
    // Each level doubles the text; past 256 bytes it is no colour.
    var members = ["\"x0\": { \"value\": \"#000\", \"type\": \"color\" }"]
    for index in 1...40 {
      members.append(
        "\"x\(index)\": { \"value\": \"{x\(index - 1)}{x\(index - 1)}\", \"type\": \"color\" }")
    }
    let decoded = try TokensStudioFormat().decode(
      Array(("{" + members.joined(separator: ",") + "}").utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["x0"])
    #expect(decoded.warnings.count == 40)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: PaletteError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      name: "number root", text: "1️⃣42", kind: .invalidSignature,
      message: "not a Tokens Studio file: the document is a number, not an object"),
    BadInput(
      name: "array root", text: "1️⃣[1]", kind: .invalidSignature,
      message:
        "not a Tokens Studio file: the document is an array, not an object of token sets or tokens"),
    BadInput(
      name: "token set order not an array",
      text: "{\"$metadata\": {\"tokenSetOrder\": 1️⃣\"a\"}}", kind: .invalidValue,
      message: "tokenSetOrder must be an array, found a string"),
    BadInput(
      name: "token set order of numbers",
      text: "{\"$metadata\": {\"tokenSetOrder\": [1️⃣1]}, \"$themes\": []}", kind: .invalidValue,
      message: "tokenSetOrder must list set names, found a number"),
    BadInput(
      name: "metadata a string", text: "{\"$metadata\": 1️⃣\"x\"}", kind: .invalidValue,
      message: "$metadata must be an object, found a string"),
    BadInput(
      name: "truncated", text: "{\"a\": {\"value\": \"#fff\"1️⃣", kind: .unexpectedEndOfInput,
      message: ""),
    BadInput(
      name: "deep nesting", text: String(repeating: "{\"a\":", count: 200) + "1️⃣{",
      kind: .limitExceeded, message: "arrays and objects are nested more than 200 levels deep"),
  ]

  @Test(arguments: badInputs)
  func badInputIsAnErrorWithAPosition(_ input: BadInput) {
    let text = MarkedText(input.text)
    #expect {
      try TokensStudioFormat().decode(text.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == text.markers[0]
        && (input.message.isEmpty || error.message == input.message)
        && error.format == "tokens-studio"
    }
  }

  @Test func invalidUTF8IsAnEncodingError() {
    var bytes = Array("{\"a\": {\"value\": \"#fff\", \"type\": \"".utf8)
    bytes += [0xED, 0xA0, 0x80]
    bytes += Array("\"}}".utf8)
    #expect {
      try TokensStudioFormat().decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidEncoding
        && (error as? PaletteError)?.location == .text(line: 1, column: 34)
    }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() throws {
    let bytes = Fixtures.bytes("tokens-studio/project.json")
    EveryPrefix.check(bytes, with: TokensStudioFormat())
  }

  @Test func sniffsTokensStudioButNotDTCGOrOtherJSON() {
    func sniff(_ text: String) -> DetectionConfidence {
      TokensStudioFormat().sniff(Array(text.utf8)[...])
    }
    #expect(sniff("{\"global\": {\"a\": {\"value\": \"#fff\", \"type\": \"color\"}}}") == .strong)
    #expect(sniff("{\"a\": {\"type\": \"spacing\", \"value\": \"4\"") == .strong)
    #expect(sniff("{\"$themes\": [], \"global\": {}}") == .strong)
    #expect(sniff("{\"tokenSetOrder\": [\"global\"]}") == .strong)
    #expect(sniff("[{\"id\": \"1\", \"name\": \"Light\", \"selectedTokenSets\": {}}]") == .strong)
    #expect(sniff("{\"a\": {\"value\": 3, \"type\": \"widget\"}}") == .weak)
    // DTCG, a top-level "value"/"type" pair, Sketch and plain arrays are not Tokens Studio.
    #expect(sniff("{\"a\": {\"$value\": \"#fff\", \"$type\": \"color\"}}") == .none)
    #expect(sniff("{\"value\": \"#fff\", \"type\": \"color\"}") == .none)
    #expect(sniff("{\"compatibleVersion\": \"2.0\", \"colors\": []}") == .none)
    #expect(sniff("[1, 2]") == .none)
  }
}

extension PaletteColor {
  /// The colour with another alpha.
  fileprivate func with(alpha: Float) -> PaletteColor {
    PaletteColor(components, alpha: alpha)
  }
}
