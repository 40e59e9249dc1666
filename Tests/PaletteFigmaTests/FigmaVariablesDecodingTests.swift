import PaletteCore
import PaletteFigma
import TestSupport
import Testing

@Suite struct FigmaVariablesDecodingTests {
  let format = FigmaVariablesFormat()

  @Test func readsTheWholeResponseWithAliasesAcrossCollections() throws {
    let decoded = try format.decode(Fixtures.bytes("figma-variables/crafted/theme.json"))
    let palette = decoded.palette
    #expect(palette.groups.map(\.name) == ["Primitives", "Theme"])
    #expect(
      palette.groups[0].swatches.map(\.name) == ["Blue/500", "Blue/200", "Gray/900", "White"])
    #expect(
      palette.groups[1].swatches.map(\.name) == [
        "Background/Default", "Text/Link", "Border/Focus", "Overlay/Scrim",
      ])
    // Figma's doubles are the 32-bit floats of 8-bit values: read back bit for bit.
    #expect(palette.groups[0].swatches[0].color == .srgb8(0x1F, 0x72, 0xE6))
    #expect(palette.groups[0].swatches[0].appearances.isEmpty)
    let theme = palette.groups[1].swatches
    #expect(theme[0].color == .srgb8(0xFF, 0xFF, 0xFF))
    #expect(theme[0].appearances == [.dark: .srgb8(0x11, 0x12, 0x14)])
    #expect(theme[1].color == .srgb8(0x1F, 0x72, 0xE6))
    #expect(theme[1].appearances == [.dark: .srgb8(0x99, 0xC5, 0xFF)])
    // An alias within the collection takes the same mode.
    #expect(theme[2].color == theme[1].color && theme[2].appearances == theme[1].appearances)
    #expect(theme[3].color == .srgb(0, 0, 0, alpha: 0.5))
    #expect(theme[3].appearances == [.dark: .srgb(0, 0, 0, alpha: 0.7)])
    #expect(
      decoded.warnings.map(\.code) == [
        "figma-variables.dropped-modes", "figma-variables.not-a-color",
      ])
    #expect(
      decoded.warnings[0].message
        == "collection 'Theme': 1 mode not read ('Brand B'); the colours are those of 'Light' "
        + "and the light, dark and high-contrast modes")
    #expect(decoded.warnings[0].location == .text(line: 16, column: 36))
    #expect(decoded.warnings[1].message == "1 variable that is not a colour is not read (FLOAT 1)")
    #expect(theme[0].location == .text(line: 97, column: 26))
  }

  @Test func readsTheMetaObjectAloneWithHighContrastModes() throws {
    let decoded = try format.decode(Fixtures.bytes("figma-variables/crafted/bare.json"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Text"])
    // The mode named light is the base even where the default mode is dark.
    #expect(swatches[0].color == .srgb8(0x11, 0x11, 0x11))
    #expect(
      swatches[0].appearances == [
        .dark: .srgb8(0xEE, 0xEE, 0xEE), .highContrastLight: .srgb8(0, 0, 0),
        .highContrastDark: .srgb8(0xFF, 0xFF, 0xFF),
      ])
  }

  /// A collection of one variable, its modes given as (id, name), its values as JSON text.
  static func document(modes: [(String, String)], variables: [(String, String, String)]) -> String {
    let modeText = modes.map { "{\"modeId\": \"\($0.0)\", \"name\": \"\($0.1)\"}" }
      .joined(separator: ", ")
    let variableText = variables.map { id, name, values in
      "\"\(id)\": {\"id\": \"\(id)\", \"name\": \"\(name)\", \"variableCollectionId\": \"c\", "
        + "\"resolvedType\": \"COLOR\", \"valuesByMode\": {\(values)}}"
    }.joined(separator: ",\n")
    return """
      {"variableCollections": {"c": {"id": "c", "name": "C", "modes": [\(modeText)],
      "defaultModeId": "\(modes[0].0)"}},
      "variables": {
      \(variableText)
      }}
      """
  }

  @Test func anAliasCycleIsReportedWithItsPath() throws {
    let text = Self.document(
      modes: [("m", "Light")],
      variables: [
        ("a", "A", "\"m\": {\"type\": \"VARIABLE_ALIAS\", \"id\": \"b\"}"),
        ("b", "B", "\"m\": {\"type\": \"VARIABLE_ALIAS\", \"id\": \"a\"}"),
        ("c", "C", "\"m\": {\"type\": \"VARIABLE_ALIAS\", \"id\": \"c\"}"),
        ("d", "D", "\"m\": {\"r\": 1, \"g\": 0, \"b\": 0}"),
      ])
    let decoded = try format.decode(Array(text.utf8))
    #expect(decoded.palette.allSwatches.map(\.name) == ["D"])
    #expect(decoded.palette.allSwatches[0].color == .srgb(1, 0, 0))
    #expect(
      decoded.warnings.map(\.code) == Array(repeating: "figma-variables.unresolved", count: 3))
    #expect(
      decoded.warnings.map(\.message) == [
        "variable 'A' is not read: the aliases form a cycle: 'A' (Light) → 'B' (Light) → 'A' (Light)",
        "variable 'B' is not read: the aliases form a cycle: 'A' (Light) → 'B' (Light) → 'A' (Light)",
        "variable 'C' is not read: the aliases form a cycle: 'C' (Light) → 'C' (Light)",
      ])
    #expect(decoded.warnings[0].location == .text(line: 4, column: 6))
  }

  @Test func aMissingTargetIsReportedAndTheVariantLeftOut() throws {
    let text = Self.document(
      modes: [("m", "Light"), ("n", "Dark")],
      variables: [
        (
          "a", "Link",
          "\"m\": {\"r\": 0, \"g\": 0, \"b\": 1}, "
            + "\"n\": {\"type\": \"VARIABLE_ALIAS\", \"id\": \"VariableID:9:9\"}"
        )
      ])
    let decoded = try format.decode(Array(text.utf8))
    #expect(decoded.palette.allSwatches[0].color == .srgb(0, 0, 1))
    #expect(decoded.palette.allSwatches[0].appearances.isEmpty)
    #expect(
      decoded.warnings.map(\.message) == [
        "the dark colour of 'Link' is not read: 'Link' (Dark) refers to variable "
          + "'VariableID:9:9', which is not in the file"
      ])
  }

  @Test func aChainOfAHundredThousandAliasesResolves() throws {
    let links = 100_000
    var variables: [(String, String, String)] = []
    for index in 0..<links {
      let value =
        index == links - 1
        ? "\"m\": {\"r\": 0.2, \"g\": 0.4, \"b\": 0.6, \"a\": 1}"
        : "\"m\": {\"type\": \"VARIABLE_ALIAS\", \"id\": \"v\(index + 1)\"}"
      variables.append(("v\(index)", "T\(index)", value))
    }
    let decoded = try format.decode(
      Array(Self.document(modes: [("m", "Light")], variables: variables).utf8))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.swatchCount == links)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color == .srgb(0.2, 0.4, 0.6) })
  }

  @Test func modeNamesInCommonSpellings() throws {
    let text = Self.document(
      modes: [
        ("1", "Mode 1"), ("2", "DARK"), ("3", "high-contrast"), ("4", "Dark HC"), ("5", "Brand"),
        ("6", "dark_mode"),
      ],
      variables: [
        (
          "a", "A",
          (1...6).map { "\"\($0)\": {\"r\": \(Double($0) / 10), \"g\": 0, \"b\": 0}" }
            .joined(separator: ", ")
        )
      ])
    let decoded = try format.decode(Array(text.utf8))
    let swatch = try #require(decoded.palette.allSwatches.first)
    // No mode is named light: the default mode is the base.
    #expect(swatch.color == .srgb(0.1, 0, 0))
    #expect(
      swatch.appearances == [
        .dark: .srgb(0.2, 0, 0), .highContrastLight: .srgb(0.3, 0, 0),
        .highContrastDark: .srgb(0.4, 0, 0),
      ])
    #expect(
      decoded.warnings.map(\.message) == [
        "collection 'C': 2 modes not read ('Brand', 'dark_mode'); the colours are those of "
          + "'Mode 1' and the light, dark and high-contrast modes"
      ])
  }

  static let badInputs: [BadInputCase] = [
    BadInputCase(
      name: "array root", text: "[]", kind: .invalidValue,
      message: "a Figma variables document must be an object, found an array",
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "no collections", text: "{\"meta\": {\"variables\": {}}}", kind: .invalidValue,
      message: "the document has no \"variableCollections\" object (nor \"meta\" holding one)",
      location: .text(line: 1, column: 10)),
    BadInputCase(
      name: "component is a string",
      text: document(modes: [("m", "Light")], variables: [("a", "A", "\"m\": {\"r\": \"1\"}")]),
      kind: .invalidValue, message: "\"r\" must be a number, found a string",
      location: .text(line: 4, column: 113)),
    BadInputCase(
      name: "component out of Float range",
      text: document(
        modes: [("m", "Light")],
        variables: [("a", "A", "\"m\": {\"r\": 1e300, \"g\": 0, \"b\": 0}")]),
      kind: .invalidValue, message: "\"r\" 1e300 is out of range"),
    BadInputCase(
      name: "alias of another type",
      text: document(
        modes: [("m", "Light")],
        variables: [("a", "A", "\"m\": {\"type\": \"EXPRESSION\", \"id\": \"b\"}")]),
      kind: .invalidValue,
      message: "a value's \"type\" must be \"VARIABLE_ALIAS\", found 'EXPRESSION'"),
    BadInputCase(
      name: "truncated", text: "{\"variableCollections\": {\"c\": {\"name\": \"C\"",
      kind: .unexpectedEndOfInput),
    BadInputCase(
      name: "invalid UTF-8 in a name",
      bytes: Array("{\"variableCollections\": {\"c\": {\"name\": \"".utf8) + [0xC3, 0x28]
        + Array("\"}}, \"variables\": {}}".utf8),
      kind: .invalidEncoding),
    BadInputCase(
      name: "huge nesting",
      text: "{\"variableCollections\": " + String(repeating: "[", count: 100_000),
      kind: .limitExceeded),
  ]

  @Test(arguments: badInputs)
  func refusesBadInput(_ bad: BadInputCase) {
    bad.expectRefused(format: "figma-variables") { _ = try format.decode($0) }
  }

  @Test func everyPrefixDecodesOrFailsWithAPosition() {
    let bytes = Fixtures.bytes("figma-variables/crafted/bare.json")
    // Without its final line break, the file is whole.
    EveryPrefix.check(bytes, .failsWithAPosition, upTo: bytes.count - 1, with: format)
  }

  @Test func sniffsTheResponseAndTheMetaObject() {
    #expect(
      format.sniff(ArraySlice(Fixtures.bytes("figma-variables/crafted/theme.json"))) == .strong)
    #expect(
      format.sniff(ArraySlice(Fixtures.bytes("figma-variables/crafted/bare.json"))) == .strong)
    #expect(format.sniff(ArraySlice("{\"meta\": {\"name\": 1}}".utf8)) == .none)
    #expect(format.sniff(ArraySlice("{\"colors\": []}".utf8)) == .none)
  }
}
