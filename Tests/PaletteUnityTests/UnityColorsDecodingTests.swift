import PaletteCore
import PaletteUnity
import TestSupport
import Testing

@Suite struct UnityColorsDecodingTests {
  @Test func readsALibraryWrittenForUnity() throws {
    let decoded = try UnityColorsFormat().decode(
      Fixtures.bytes("unity-colors/real/AAP-Splendor128.colors"))
    #expect(decoded.warnings.isEmpty)
    #expect(decoded.palette.name == "AAP-Splendor128")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 128)
    #expect(swatches.allSatisfy { $0.name == nil })
    // The file's numbers as written, and AAP-Splendor128's first colours: #050403, #0E0C0C.
    #expect(swatches[0].color == .srgb(0.01960784, 0.01568628, 0.01176471))
    #expect(swatches[0].color.rgba8 == RGBA8(red: 0x05, green: 0x04, blue: 0x03))
    #expect(swatches[1].color.rgba8 == RGBA8(red: 0x0E, green: 0x0C, blue: 0x0C))
    #expect(swatches[7].color == .srgb(1, 0.8784314, 0.7176471))
    #expect(swatches[0].location == .text(line: 15, column: 5))
  }

  @Test func readsNamesQuotesCommentsAndHDRValues() throws {
    let text = MarkedText(
      """
      %YAML 1.1
      %TAG !u! tag:unity3d.com,2011:
      --- !u!114 &1
      MonoBehaviour:   # Unity's header
        m_Name: 'Sea ''2'''
        m_Presets:
        - m_Name: "Deep \\"blue\\" \\u00E9"
          m_Color: {r: 0.05, g: 0.23, b: 0.4, a: 0.5}
        - m_Color: {r: 1, g: 0.5, b: 1️⃣2.5e0}
          m_Name:
          2️⃣m_Hue: 3
      """)
    let decoded = try UnityColorsFormat().decode(text.bytes)
    #expect(decoded.palette.name == "Sea '2'")
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["Deep \"blue\" é", nil])
    #expect(swatches[0].color == .srgb(0.05, 0.23, 0.4, alpha: 0.5))
    #expect(swatches[1].color == .srgb(1, 0.5, 2.5))
    #expect(
      decoded.warnings.map(\.code) == ["unity-colors.unknown-member", "unity-colors.out-of-range"])
    #expect(decoded.warnings.map(\.location) == [text.markers[1], text.markers[0]])
  }

  @Test func anEmptyLibraryReadsAsNoSwatches() throws {
    let bytes = try UnityColorsFormat().encode(Palette())
    let decoded = try UnityColorsFormat().decode(bytes)
    #expect(decoded.palette.swatchCount == 0 && decoded.warnings.isEmpty)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: PaletteError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let header = "%YAML 1.1\n--- !u!114 &1\nMonoBehaviour:\n  m_Presets:\n"

  static let badInputs: [BadInput] = [
    BadInput(
      name: "not a MonoBehaviour", text: "%YAML 1.1\n---\n1️⃣Material:\n  m_Presets: []\n",
      kind: .invalidSignature,
      message: "not a Unity colour preset library: the document has no `MonoBehaviour` mapping"),
    BadInput(
      name: "no presets", text: "%YAML 1.1\n---\nMonoBehaviour:\n  1️⃣m_Name: x\n",
      kind: .invalidSignature,
      message: "not a Unity colour preset library: the `MonoBehaviour` has no `m_Presets`"),
    BadInput(
      name: "presets not a sequence", text: "MonoBehaviour:\n  m_Presets: 1️⃣{a: 1}\n",
      kind: .invalidValue, message: "`m_Presets` must be a sequence, found a mapping"),
    BadInput(
      name: "component missing", text: header + "  - m_Color: 1️⃣{r: 1, g: 1}\n",
      kind: .invalidValue, message: "`m_Color` has no `b`"),
    BadInput(
      name: "component not a number", text: header + "  - m_Color: {r: 1️⃣x, g: 1, b: 1}\n",
      kind: .invalidValue, message: "`r` must be a number, found 'x'"),
    BadInput(
      name: "NaN", text: header + "  - m_Color: {r: 1, g: 1️⃣NaN, b: 1}\n",
      kind: .invalidValue, message: "`g` must be a number, found 'NaN'"),
    BadInput(
      name: "overflow", text: header + "  - m_Color: {r: 1, g: 1, b: 1, a: 1️⃣1e39}\n",
      kind: .invalidValue, message: "`a` 1e39 is out of range; palconv holds finite colours"),
    BadInput(
      name: "unclosed flow mapping", text: header + "  - m_Color: 1️⃣{r: 1, g: 1,\n",
      kind: .syntax,
      message:
        "'{' is not closed on its line; flow collections must end on the line they start"),
    BadInput(
      name: "alias", text: header + "  - m_Color: 1️⃣*a\n", kind: .syntax,
      message: "aliases (`*name`) are not read"),
    BadInput(
      name: "tab indentation", text: "MonoBehaviour:\n1️⃣\tm_Presets: []\n", kind: .syntax,
      message: "a tab in indentation; YAML indents with spaces"),
    BadInput(
      name: "bad indentation", text: "MonoBehaviour:\n  m_Presets: []\n    1️⃣x: 1\n",
      kind: .syntax, message: "unexpected indentation; expected a key at column 3"),
    BadInput(
      name: "unknown escape", text: header + "  - m_Name: \"1️⃣\\q\"\n", kind: .syntax,
      message: "unknown escape '\\q'"),
    BadInput(
      name: "unclosed quote", text: header + "  - m_Name: 1️⃣'abc\n", kind: .syntax,
      message: "the quoted scalar is not closed on its line; multi-line scalars are not read"),
    BadInput(
      name: "deep nesting",
      text: "a: " + String(repeating: "[", count: 63) + "1️⃣[", kind: .limitExceeded,
      message: "mappings and sequences are nested more than 64 levels deep"),
  ]

  @Test(arguments: badInputs)
  func badInputIsAnErrorWithAPosition(_ input: BadInput) {
    let text = MarkedText(input.text)
    #expect {
      try UnityColorsFormat().decode(text.bytes)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == input.kind && error.location == text.markers[0]
        && error.message == input.message && error.format == "unity-colors"
    }
  }

  @Test func invalidUTF8IsAnEncodingError() {
    var bytes = Array((Self.header + "  - m_Name: ").utf8)
    bytes += [0xC3, 0x28, 0x0A]
    #expect {
      try UnityColorsFormat().decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidEncoding
        && (error as? PaletteError)?.location == .text(line: 5, column: 13)
    }
  }

  @Test func everyPrefixOfAFileDecodesOrThrowsWithAPosition() throws {
    EveryPrefix.check(
      Fixtures.bytes("unity-colors/real/AAP-Splendor128.colors").prefix(1200).map { $0 },
      with: UnityColorsFormat())
    EveryPrefix.check(Fixtures.bytes("unity-colors/golden.colors"), with: UnityColorsFormat())
  }

  @Test func sniffsUnitysHeaderAndPresets() {
    func sniff(_ text: String) -> DetectionConfidence {
      UnityColorsFormat().sniff(Array(text.utf8)[...])
    }
    let unity = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!114 &1\nMonoBehaviour:\n"
    #expect(sniff(unity + "  m_Presets:\n") == .strong)
    #expect(sniff("\u{FEFF}" + unity + "  m_Presets: []\n") == .strong)
    // Another Unity asset, another YAML file, a KDE palette are not preset libraries.
    #expect(sniff(unity + "  m_Shader: {fileID: 46}\n") == .none)
    #expect(sniff("%YAML 1.2\n---\nm_Presets:\n") == .none)
    #expect(sniff("KDE RGB Palette\n255 0 0 Red\n") == .none)
  }
}
