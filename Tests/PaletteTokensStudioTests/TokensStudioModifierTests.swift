import Foundation
import PaletteCore
import PaletteTokensStudio
import TestSupport
import Testing

/// Colour modifiers against the colours sd-transforms' own tests expect
/// (`test/spec/color-modifiers/transformColorModifiers.spec.ts`), which it prints with five
/// significant digits: #C14242 lightened, darkened and made transparent by 0.2, black mixed
/// with white and white with #4477DD, in each of the four spaces.
@Suite struct TokensStudioModifierTests {
  /// One token: a base colour and a modifier.
  struct Case: Sendable, CustomTestStringConvertible {
    var base: String
    var type: String
    var value: String
    var space: String
    var color: String? = nil
    var format: String? = nil
    /// The expected colour and how far each component may be from it.
    var expected: PaletteColor
    var tolerance: Float
    var testDescription: String {
      "\(type) \(value) \(space)\(format.map { " as \($0)" } ?? "") of \(base)"
    }
  }

  static func rgb(_ r: Float, _ g: Float, _ b: Float, alpha: Float = 1) -> PaletteColor {
    .srgb(r / 100, g / 100, b / 100, alpha: alpha)
  }

  static func hsl(_ h: Double, _ s: Double, _ l: Double, alpha: Float = 1) -> PaletteColor {
    let rgb = ColorMath.hslToSRGB(SIMD3(h, s / 100, l / 100))
    return .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: alpha)
  }

  static func lch(_ l: Float, _ c: Float, _ h: Float) -> PaletteColor {
    let radians = h * .pi / 180
    return PaletteColor(.lab(l: l, a: c * cos(radians), b: c * sin(radians)), alpha: 1)
  }

  static func p3(_ r: Float, _ g: Float, _ b: Float) -> PaletteColor {
    PaletteColor(.displayP3(red: r, green: g, blue: b), alpha: 1)
  }

  static let red = "#C14242"
  static let cases: [Case] = [
    Case(
      base: red, type: "lighten", value: "0.2", space: "hsl",
      expected: hsl(0, 50.598, 60.627), tolerance: 2e-5),
    Case(
      base: red, type: "lighten", value: "0.2", space: "lch",
      expected: lch(57.685, 47.48, 29.704), tolerance: 2e-3),
    Case(
      base: red, type: "lighten", value: "0.2", space: "p3",
      expected: p3(0.76016, 0.43532, 0.42213), tolerance: 2e-5),
    Case(
      base: red, type: "lighten", value: "0.5 - 0.3", space: "srgb",
      expected: rgb(80.549, 40.706, 40.706), tolerance: 2e-5),
    Case(
      base: red, type: "darken", value: "0.2", space: "hsl",
      expected: hsl(0, 50.598, 40.627), tolerance: 2e-5),
    Case(
      base: red, type: "darken", value: "0.2", space: "lch",
      expected: lch(37.685, 47.48, 29.704), tolerance: 2e-3),
    Case(
      base: red, type: "darken", value: "0.5 - 0.3", space: "p3",
      expected: p3(0.56016, 0.23532, 0.22213), tolerance: 2e-5),
    Case(
      base: red, type: "darken", value: "0.2", space: "srgb",
      expected: rgb(60.549, 20.706, 20.706), tolerance: 2e-5),
    Case(
      base: "#000000", type: "mix", value: "0.5", space: "hsl", color: "#FFFFFF",
      expected: rgb(50, 50, 50), tolerance: 1e-6),
    Case(
      base: "#000000", type: "mix", value: "0.5", space: "lch", color: "#FFFFFF",
      expected: PaletteColor(.lab(l: 50, a: 0, b: 0), alpha: 1), tolerance: 1e-3),
    Case(
      base: "#000000", type: "mix", value: "0.5", space: "p3", color: "#FFFFFF",
      expected: p3(0.5, 0.5, 0.5), tolerance: 1e-6),
    Case(
      base: "#000000", type: "mix", value: "0.5", space: "srgb", color: "#FFFFFF",
      expected: rgb(50, 50, 50), tolerance: 1e-6),
    Case(
      base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "hsl", color: "#4477DD",
      expected: hsl(220, 51.231, 67.933), tolerance: 2e-5),
    Case(
      base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "lch", color: "#4477DD",
      expected: lch(63.417, 43.678, 278.69), tolerance: 5e-3),
    Case(
      base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "p3", color: "#4477DD",
      expected: p3(0.49226, 0.60164, 0.88112), tolerance: 2e-5),
    Case(
      base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "srgb", color: "#4477DD",
      expected: rgb(45.733, 60.533, 90.133), tolerance: 2e-5),
    Case(
      base: "#FFFFFF", type: "mix", value: "0.5 + 6 * 0.04", space: "srgb", color: "#4477DD",
      format: "hex", expected: .srgb8(0x75, 0x9A, 0xE6), tolerance: 0),
    // The alpha modifier keeps the colour; in lch and p3 it is the same colour, kept in sRGB.
    Case(
      base: red, type: "alpha", value: "0.2", space: "hsl",
      expected: .srgb8(0xC1, 0x42, 0x42, alpha: 51), tolerance: 0),
    Case(
      base: red, type: "alpha", value: "0.5 - 0.3", space: "lch",
      expected: .srgb8(0xC1, 0x42, 0x42, alpha: 51), tolerance: 1e-7),
    Case(
      base: red, type: "alpha", value: "0.2", space: "p3",
      expected: .srgb8(0xC1, 0x42, 0x42, alpha: 51), tolerance: 1e-7),
    Case(
      base: red, type: "alpha", value: "0.2", space: "srgb",
      expected: .srgb8(0xC1, 0x42, 0x42, alpha: 51), tolerance: 1e-7),
    // The output format: another space (the same colour), or hex (rounded to 8 bits).
    Case(
      base: red, type: "darken", value: "0.2", space: "srgb", format: "hsl",
      expected: hsl(0, 49.035, 40.627), tolerance: 2e-5),
    Case(
      base: red, type: "darken", value: "0.2", space: "srgb", format: "hex",
      expected: .srgb8(0x9A, 0x35, 0x35), tolerance: 0),
    Case(
      base: red, type: "darken", value: "0.2", space: "hsl", format: "hex",
      expected: .srgb8(0x9C, 0x33, 0x33), tolerance: 0),
    Case(
      base: red, type: "darken", value: "0.2", space: "lch", format: "hex",
      expected: .srgb8(0x98, 0x37, 0x35), tolerance: 0),
    Case(
      base: red, type: "darken", value: "0.2", space: "p3", format: "hex",
      expected: .srgb8(0x9B, 0x35, 0x35), tolerance: 0),
    Case(
      base: red, type: "darken", value: "0.2", space: "lch", format: "p3",
      expected: p3(0.5509, 0.24058, 0.22405), tolerance: 2e-5),
    Case(
      base: red, type: "darken", value: "0.2", space: "hsl", format: "lch",
      expected: lch(37.824, 50.982, 29.805), tolerance: 2e-3),
  ]

  static func document(_ item: Case) -> String {
    var modify = [
      "\"type\": \"\(item.type)\"", "\"value\": \"\(item.value)\"",
      "\"space\": \"\(item.space)\"",
    ]
    if let color = item.color { modify.append("\"color\": \"\(color)\"") }
    if let format = item.format { modify.append("\"format\": \"\(format)\"") }
    return """
      {"token": {"value": "\(item.base)", "type": "color",
        "$extensions": {"studio.tokens": {"modify": {\(modify.joined(separator: ", "))}}}}}
      """
  }

  @Test(arguments: cases)
  func modifierGivesTheColourSDTransformsPrints(_ item: Case) throws {
    let decoded = try TokensStudioFormat().decode(Array(Self.document(item).utf8))
    #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
    let color = try #require(decoded.palette.allSwatches.first?.color)
    #expect(color.model == item.expected.model)
    let found = color.components.values + [color.alpha]
    let wanted = item.expected.components.values + [item.expected.alpha]
    #expect(
      zip(found, wanted).allSatisfy { abs($0 - $1) <= item.tolerance }, "\(found) \(wanted)")
  }

  @Test func modifiersThatCannotBeAppliedSaySo() throws {
    let text = MarkedText(
      """
      {
        "a": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": 1️⃣{"type": "saturate", "value": "0.2", "space": "hsl"}}}},
        "b": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": 2️⃣{"type": "lighten", "value": "0.2", "space": "oklch"}}}},
        "c": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": 3️⃣{"type": "lighten", "value": "0.2 +", "space": "hsl"}}}},
        "d": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": 4️⃣{"type": "mix", "value": "0.5", "space": "srgb", "color": "$none.here"}}}},
        "e": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": 5️⃣"{missing}"}}},
        "f": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": 6️⃣{"type": "lighten", "value": "{nothing}", "space": "hsl"}}}},
        "g": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens":
          {"modify": {}}}}
      }
      """)
    let decoded = try TokensStudioFormat().decode(text.bytes)
    // Every token keeps its colour before the modifier.
    #expect(decoded.palette.swatchCount == 7)
    #expect(decoded.palette.allSwatches.allSatisfy { $0.color == .srgb8(0xC1, 0x42, 0x42) })
    #expect(
      decoded.warnings.map(\.code)
        == Array(repeating: "tokens-studio.modifier-not-applied", count: 6))
    #expect(decoded.warnings.map(\.location) == text.markers)
    let suffix = "; the colour before the modifier is used"
    #expect(
      decoded.warnings.map(\.message) == [
        "token 'a': its colour modifier was not applied ('saturate' is not a modifier type "
          + "(lighten, darken, mix, alpha))" + suffix,
        "token 'b': its colour modifier was not applied ('oklch' is not a modifier space "
          + "(srgb, hsl, lch, p3))" + suffix,
        "token 'c': its colour modifier was not applied (its value '0.2 +' is not a number "
          + "palconv can work out)" + suffix,
        "token 'd': its colour modifier was not applied (its mix colour '$none.here' refers to "
          + "no token)" + suffix,
        "token 'e': its colour modifier was not applied (the modifier '{missing}' refers to no "
          + "token)" + suffix,
        "token 'f': its colour modifier was not applied ('{nothing}' refers to no token)"
          + suffix,
      ])
  }

  @Test func aDisplayP3ResultOutsideItsGamutIsClippedWithAWarning() throws {
    // Lightening by -1 pushes each channel below 0 in p3: colour.js maps it, palconv clips.
    let text = """
      {"a": {"value": "#204080", "type": "color", "$extensions": {"studio.tokens":
        {"modify": {"type": "lighten", "value": "-1", "space": "p3"}}}}}
      """
    let decoded = try TokensStudioFormat().decode(Array(text.utf8))
    #expect(decoded.warnings.map(\.code) == ["tokens-studio.modifier-approximated"])
    let color = try #require(decoded.palette.allSwatches.first?.color)
    #expect(color.model == .displayP3)
    #expect(color.components.values.allSatisfy { (0...1).contains($0) })
  }
}
