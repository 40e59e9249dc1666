import Foundation
import PaletteCore
import PaletteTokensStudio
import TestSupport
import Testing

/// Real Tokens Studio files (Fixtures/tokens-studio/real, SOURCES.md there): every colour token
/// is read, with the colour the file means.
@Suite struct TokensStudioRealFileTests {
  /// What `Tests/Oracle/tokens-studio/make_expected.py`, a reader written apart from palconv's,
  /// found in a file.
  struct Expected: Decodable {
    struct Swatch: Decodable {
      var group: String?
      var name: String
      var rgba: [Float]
    }
    var colorTokens: Int
    var swatches: [Swatch]
  }

  static let oracleFiles = ["undp-tokens", "figma-plugin-sample-tokens"]

  @Test(arguments: oracleFiles)
  func everyColourTokenIsReadWithTheColourTheOracleFinds(file: String) throws {
    let expected = try JSONDecoder().decode(
      Expected.self, from: Data(Fixtures.bytes("tokens-studio/real/\(file).expected.json")))
    let decoded = try TokensStudioFormat().decode(
      Fixtures.bytes("tokens-studio/real/\(file).json"))
    let read = decoded.palette.groups.flatMap { group in
      group.swatches.map { (group: group.name, swatch: $0) }
    }
    #expect(read.count == expected.colorTokens)
    #expect(expected.swatches.count == expected.colorTokens)
    for (found, wanted) in zip(read, expected.swatches) {
      #expect(found.group == wanted.group && found.swatch.name == wanted.name)
      let color = found.swatch.color
      #expect(color.model == .srgb, "\(wanted.name)")
      let values = color.components.values + [color.alpha]
      #expect(
        zip(values, wanted.rgba).allSatisfy { abs($0 - $1) <= 1e-6 },
        "\(wanted.group ?? "") \(wanted.name): \(values) against \(wanted.rgba)")
    }
    // Nothing failed: no error, no colour token left out, no modifier left unapplied.
    #expect(decoded.warnings.allSatisfy { $0.severity == .warning })
    let codes = Set(decoded.warnings.map(\.code))
    #expect(
      codes.isSubset(of: ["tokens-studio.themes-not-applied", "tokens-studio.skipped-tokens"]),
      "\(codes)")
  }

  @Test func theDTCGSyntaxExportIsDetectedAsTokensStudio() {
    for file in Self.oracleFiles {
      let prefix = Fixtures.bytes("tokens-studio/real/\(file).json").prefix(4096)
      #expect(TokensStudioFormat().sniff(prefix) == .strong, "\(file)")
    }
  }

  /// sd-transforms' integration test of modifiers with references and expressions, with the
  /// colours its test expects (`test/integration/color-modifier-references.test.ts`); every
  /// modifier there prints hex, so each is an exact 8-bit colour.
  @Test func modifiersWithReferencesGiveTheColoursSDTransformsExpects() throws {
    let decoded = try TokensStudioFormat().decode(
      Fixtures.bytes("tokens-studio/real/sd-transforms-color-modifier-references.tokens.json"))
    let colors = Dictionary(
      uniqueKeysWithValues: decoded.palette.allSwatches.map { ($0.name ?? "", $0.color) })
    let expected: [(String, PaletteColor)] = [
      ("color", .srgb8(0xFF, 0xFF, 0xFF, alpha: 0x4D)),
      ("color2", .srgb8(0, 0, 0, alpha: 0x4D)),
      ("baseColor", .srgb8(0x20, 0x2D, 0x3B)),
      ("mixColor", .srgb8(0x44, 0x77, 0xDD)),
      ("color3", .srgb8(0xA1, 0xBB, 0xEE)),
      ("color4", .srgb8(0x75, 0x9A, 0xE6)),
      ("color5", .srgb8(0x75, 0x9A, 0xE6)),
      ("color6", .srgb8(0x3B, 0x64, 0xB3)),
      ("color7", .srgb8(0x3B, 0x64, 0xB3)),
      ("color8", .srgb8(0x20, 0x2D, 0x3B, alpha: 0xBD)),
      ("color9", .srgb8(0xC5, 0xC8, 0xCC)),
      ("color10", .srgb8(0x42, 0x42, 0x42)),
    ]
    #expect(decoded.palette.swatchCount == expected.count)
    for (name, color) in expected {
      #expect(colors[name] == color, "\(name)")
    }
    #expect(decoded.warnings.map(\.code) == ["tokens-studio.skipped-tokens"])
  }

  @Test func theOlderReferenceInsideAColourOfThePluginsOwnTests() throws {
    let decoded = try TokensStudioFormat().decode(
      Fixtures.bytes("tokens-studio/real/figma-plugin-transformer-core.json"))
    #expect(
      decoded.palette.allSwatches == [
        Swatch(name: "color.neutral.white", color: .srgb8(255, 255, 255)),
        Swatch(
          name: "color.transparent.white-10", color: PaletteColor.srgb(1, 1, 1, alpha: 0.1)),
      ])
    #expect(decoded.warnings.isEmpty)
  }

  /// The older `$` form beside `{…}`, in the layout of a real export whose licence keeps it
  /// out of the fixtures (Fixtures/tokens-studio/SOURCES.md).
  @Test func dollarReferencesAsWholeValuesAndInsideColours() throws {
    let decoded = try TokensStudioFormat().decode(
      Fixtures.bytes("tokens-studio/dollar-references.json"))
    let groups = decoded.palette.groups
    #expect(groups.map(\.name) == ["global", "dark"])
    let ededed = PaletteColor.srgb8(0xED, 0xED, 0xED)
    #expect(
      groups[0].swatches.map(\.name) == [
        "colors.Gray.Dark.1", "colors.Gray.Dark.3", "colors.Gray.Dark.9", "colors.Gray.Dark.11",
        "colors.Gray.Dark.12", "colors.Gray.Dark.Alpha.2", "colors.Gray.Dark.Alpha.4",
        "colors.Gray.Light.1", "colors.Brand.500",
      ])
    #expect(groups[0].swatches[5].color == PaletteColor(ededed.components, alpha: 0.05))
    #expect(groups[0].swatches[6].color == PaletteColor(ededed.components, alpha: 0.12))
    let dark = Dictionary(
      uniqueKeysWithValues: groups[1].swatches.map { ($0.name ?? "", $0.color) })
    #expect(dark.count == 10)
    #expect(dark["variables.colors.brand.primary"] == .srgb8(0x3E, 0xCF, 0x8E))
    #expect(dark["variables.text.body"] == ededed)
    #expect(dark["variables.text.secondary"] == .srgb8(0xA0, 0xA0, 0xA0))
    #expect(dark["variables.text.light"] == .srgb8(0x70, 0x70, 0x70))
    #expect(dark["variables.text.link"] == .srgb8(0x3E, 0xCF, 0x8E))
    #expect(dark["variables.background.default"] == .srgb8(0x16, 0x16, 0x16))
    #expect(dark["variables.background.alt"] == .srgb8(0x23, 0x23, 0x23))
    #expect(
      dark["variables.background.overlay"]
        == PaletteColor(PaletteColor.srgb8(0x23, 0x23, 0x23).components, alpha: 0.8))
    #expect(dark["variables.background.input"] == PaletteColor(ededed.components, alpha: 0.05))
    #expect(dark["variables.border.subtle"] == .srgb8(0xA0, 0xA0, 0xA0))
    // The gradient is no flat colour, with its references substituted in the message.
    #expect(
      decoded.warnings.map(\.code) == ["tokens-studio.skipped-tokens", "tokens-studio.not-a-color"])
    #expect(
      decoded.warnings[1].message
        == "colour token 'variables.text.gradient' skipped: 'linear-gradient(90deg, "
        + "rgba(#fcfcfc, 1) 0%, rgba(#fcfcfc, 0.5) 100%)' is a gradient, not a flat colour")
  }
}
