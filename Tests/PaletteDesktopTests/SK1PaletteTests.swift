import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteDesktop

/// sK1 palettes (`.skp`): calls of Python literals, and the XML variant.
@Suite struct SK1PaletteTests {
  static func decode(_ text: String) throws -> DecodedPalette {
    try SK1PaletteFormat().decode(Array(text.utf8))
  }

  @Test func realFilesKeepNameCommentsColumnsAndComponents() throws {
    let ubuntu = try SK1PaletteFormat().decode(Fixtures.bytes("skp/real/Ubuntu_colors.skp"))
    #expect(ubuntu.warnings.isEmpty)
    #expect(ubuntu.palette.name == "Ubuntu colors")
    #expect(
      ubuntu.palette.description
        == "The palette is published here:\nhttp://design.ubuntu.com/brand/colour-palette")
    #expect(ubuntu.palette.columns == 1)
    #expect(ubuntu.palette.swatchCount == 9)
    let orange = ubuntu.palette.allSwatches[0]
    #expect(orange.name == "Ubuntu orange")
    #expect(
      orange.color == .srgb(0.8666666666666667, 0.2823529411764706, 0.0784313725490196))
    #expect(orange.color.rgba8.hexString() == "#DD4814")

    let fedora = try SK1PaletteFormat().decode(
      Fixtures.bytes("skp/real/Fedora_color_palette.skp")
    ).palette
    #expect(fedora.allSwatches.map(\.name).prefix(2) == ["Fedora Blue", "Fedora Dark Blue"])
    #expect(fedora.allSwatches[0].color.rgba8.hexString() == "#3C6EB4")
    #expect(fedora.columns == 2)

    let xml = try SK1PaletteFormat().decode(Fixtures.bytes("skp/real/colours.skp"))
    #expect(xml.warnings.isEmpty)
    #expect(xml.palette.name == "colours")
    #expect(xml.palette.swatchCount == 11)
    #expect(
      xml.palette.allSwatches[5]
        == Swatch(
          name: "Rubine Red",
          color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0.15, black: 0.04))))
  }

  @Test func modelsEscapesAndAlpha() throws {
    let decoded = try Self.decode(
      """
      ##sK1 palette
      palette()
      # a comment
      color(['CMYK', [0.1, 0.2, 0.3, 0.4], 0.5, u'Caf\\xe9 \\'A\\''])
      color(["Gray", [0.25], 1.0, "G\\u00fcn"])
      color(['SPOT', [[1.0, 0.0, 0.0], [0.0, 1.0, 1.0, 0.0]], 1.0, 'Red ink'])
      color(['SPOT', [[0.0, 0.5, 1.0], []], 1.0, 'Blue ink'])
      color(['LAB', [0.5, 0.5, 0.5], 1.0, 'Lab'])
      color(['RGB', [1e-05, 0, 1], 1, 'Tiny'])
      future(1)
      palette_end()
      """)
    let swatches = decoded.palette.allSwatches
    #expect(
      swatches == [
        Swatch(
          name: "Café 'A'",
          color: PaletteColor(.cmyk(cyan: 0.1, magenta: 0.2, yellow: 0.3, black: 0.4), alpha: 0.5)),
        Swatch(name: "Gün", color: PaletteColor(.gray(0.25))),
        Swatch(
          name: "Red ink", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 1, black: 0)),
          kind: .spot),
        Swatch(name: "Blue ink", color: .srgb(0, 0.5, 1), kind: .spot),
        Swatch(name: "Tiny", color: .srgb(1e-05, 0, 1)),
      ])
    #expect(decoded.warnings.map(\.code) == ["skp.model", "skp.skipped"])
    #expect(decoded.warnings[0].location == .text(line: 8, column: 7))
    #expect(decoded.palette.name == nil)
  }

  @Test func detection() throws {
    let format = SK1PaletteFormat()
    #expect(format.sniff(Fixtures.bytes("skp/real/Ubuntu_colors.skp").prefix(4096)) == .strong)
    #expect(format.sniff(Fixtures.bytes("skp/real/colours.skp").prefix(4096)) == .strong)
    #expect(format.sniff(ArraySlice("##Sketch RGBPalette 0\n".utf8)) == .none)
    #expect(format.sniff(ArraySlice("<palette name=\"x\"><color hex=\"ffffff\"/>".utf8)) == .none)
  }

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "no header", text: "palette()\n", kind: .invalidSignature,
      location: .text(line: 1, column: 1)),
    BadInputCase(
      name: "not a call", text: "##sK1 palette\n  = 3\n", kind: .syntax,
      location: .text(line: 2, column: 3)),
    BadInputCase(
      name: "unclosed string", text: "##sK1 palette\nset_name('abc)\n", kind: .syntax,
      location: .text(line: 2, column: 10)),
    BadInputCase(
      name: "unclosed list", text: "##sK1 palette\ncolor(['RGB', [1, 1, 1], 1, 'x')\n",
      kind: .syntax, location: .text(line: 2, column: 32)),
    BadInputCase(
      name: "garbage after", text: "##sK1 palette\npalette() x\n", kind: .syntax,
      location: .text(line: 2, column: 11)),
    BadInputCase(
      name: "short colour", text: "##sK1 palette\ncolor(['RGB', [1, 1, 1], 1])\n",
      kind: .invalidValue, location: .text(line: 2, column: 7)),
    BadInputCase(
      name: "two values", text: "##sK1 palette\ncolor(['RGB', [1, 1], 1, 'x'])\n",
      kind: .invalidValue, location: .text(line: 2, column: 15)),
    BadInputCase(
      name: "string value", text: "##sK1 palette\ncolor(['RGB', [1, '1', 1], 1, 'x'])\n",
      kind: .invalidValue, location: .text(line: 2, column: 19)),
    BadInputCase(
      name: "NaN", text: "##sK1 palette\ncolor(['RGB', [nan, 1, 1], 1, 'x'])\n",
      kind: .syntax, location: .text(line: 2, column: 16)),
    BadInputCase(
      name: "huge", text: "##sK1 palette\ncolor(['RGB', [1e300, 1, 1], 1, 'x'])\n",
      kind: .invalidValue, location: .text(line: 2, column: 16)),
    BadInputCase(
      name: "bad columns", text: "##sK1 palette\nset_columns(-2)\n", kind: .invalidValue,
      location: .text(line: 2, column: 13)),
    BadInputCase(
      name: "name not a string", text: "##sK1 palette\nset_name(3)\n", kind: .invalidValue,
      location: .text(line: 2, column: 10)),
    BadInputCase(
      name: "bad escape", text: "##sK1 palette\nset_name('a\\x4')\n", kind: .syntax,
      location: .text(line: 2, column: 12)),
    BadInputCase(
      name: "deep lists", text: "##sK1 palette\ncolor(" + String(repeating: "[", count: 20) + "\n",
      kind: .limitExceeded, location: .text(line: 2, column: 15)),
    BadInputCase(
      name: "invalid UTF-8",
      bytes: Array("##sK1 palette\nset_name('a".utf8) + [0xFF] + Array("')\n".utf8),
      kind: .invalidEncoding, location: .text(line: 2, column: 10)),
    BadInputCase(
      name: "XML without a channel",
      text: "<palette><description type=\"RGB\"/><color r=\"1\" g=\"1\"/></palette>",
      kind: .invalidValue, location: .text(line: 1, column: 35)),
    BadInputCase(
      name: "XML not a number",
      text:
        "<palette><description type=\"CMYK\"/><color c=\"x\" m=\"0\" y=\"0\" k=\"0\"/></palette>",
      kind: .invalidValue, location: .text(line: 1, column: 46)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try SK1PaletteFormat().decode($0) }
  }

  @Test func everyPrefixDecodesOrFailsWithAPlace() throws {
    EveryPrefix.check(Fixtures.bytes("skp/real/Ubuntu_colors.skp"), with: SK1PaletteFormat())
    let xml = Fixtures.bytes("skp/real/colours.skp")
    EveryPrefix.check(xml, .failsWithAPosition, upTo: xml.count - 1, with: SK1PaletteFormat())
  }
}
