import PaletteCore

/// Applies a Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`) as
/// sd-transforms does, for what palconv can compute exactly: `lighten`, `darken` and `alpha`
/// in the `srgb` and `hsl` spaces. Anything else is not applied, and the caller warns.
enum TokensStudioModifier {
  /// Why a modifier was not applied.
  struct NotApplied: Error {
    var reason: String
  }

  static func apply(
    _ modify: JSONNode, to color: PaletteColor, in bytes: [UInt8]
  ) -> Result<
    PaletteColor, NotApplied
  > {
    guard modify.members != nil else {
      if modify.string != nil {
        return .failure(NotApplied(reason: "a modifier given by an alias is not resolved"))
      }
      return .failure(
        NotApplied(reason: "the modifier is \(modify.typeDescription), not an object"))
    }
    guard let type = modify.member("type")?.string else {
      return .failure(NotApplied(reason: "the modifier has no type"))
    }
    guard let space = modify.member("space")?.string else {
      return .failure(NotApplied(reason: "the modifier has no space"))
    }
    guard let amountNode = modify.member("value"), let amount = number(amountNode, in: bytes) else {
      return .failure(NotApplied(reason: "its value is not a plain number"))
    }
    let t = min(max(amount, 0), 1)
    var result = color
    switch (type, space) {
    case ("alpha", _):
      result.alpha = Float(t)
      return .success(result)
    case ("lighten", "srgb"), ("darken", "srgb"):
      let rgb = color.srgbValues
      let changed =
        type == "lighten" ? rgb + (SIMD3(repeating: 1) - rgb) * t : rgb - rgb * t
      let clipped = ColorMath.clip(changed)
      result.components = .srgb(
        red: Float(clipped.x), green: Float(clipped.y), blue: Float(clipped.z))
    case ("lighten", "hsl"), ("darken", "hsl"):
      var hsl = ColorMath.srgbToHSL(ColorMath.clip(color.srgbValues))
      hsl.z = type == "lighten" ? hsl.z + (1 - hsl.z) * t : hsl.z - hsl.z * t
      let rgb = ColorMath.clip(ColorMath.hslToSRGB(hsl))
      result.components = .srgb(red: Float(rgb.x), green: Float(rgb.y), blue: Float(rgb.z))
    case ("lighten", _), ("darken", _), ("mix", _):
      return .failure(
        NotApplied(reason: "'\(type)' in the \(space) space is not computed by palconv"))
    default:
      return .failure(NotApplied(reason: "'\(type)' is not a modifier type"))
    }
    return .success(result)
  }

  /// A modifier's value: a JSON number or a string holding only a number.
  private static func number(_ node: JSONNode, in bytes: [UInt8]) -> Double? {
    if let text = node.numberText(in: bytes) {
      return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
    if let text = node.string { return TokensStudioColorParser.number(Substring(text)) }
    return nil
  }
}
