/// A colour's values in its native model, stored as `Float` so binary values survive bit-exact.
///
/// Values are kept exactly as read: nothing is clamped or converted. Conversions to other
/// models are in ``PaletteColor`` (`docs/color-math.md` describes the maths).
public enum ColorComponents: Sendable {
  /// sRGB, gamma-encoded, nominally 0...1.
  case srgb(red: Float, green: Float, blue: Float)
  /// Display P3, gamma-encoded, nominally 0...1.
  case displayP3(red: Float, green: Float, blue: Float)
  /// CMYK ink coverage, 0...1.
  case cmyk(cyan: Float, magenta: Float, yellow: Float, black: Float)
  /// CIE Lab (D50): L 0...100, a and b unbounded (roughly -128...127).
  case lab(l: Float, a: Float, b: Float)
  /// Gray lightness, 0 black ... 1 white.
  case gray(Float)
  /// OKLCH: L 0...1, C 0...~0.4, h in degrees.
  case oklch(l: Float, c: Float, h: Float)
  /// HSB (HSV) over sRGB: hue in degrees, saturation and brightness 0...1.
  case hsb(hue: Float, saturation: Float, brightness: Float)

  /// The model these components belong to.
  public var model: ColorModel {
    switch self {
    case .srgb: .srgb
    case .displayP3: .displayP3
    case .cmyk: .cmyk
    case .lab: .lab
    case .gray: .gray
    case .oklch: .oklch
    case .hsb: .hsb
    }
  }

  /// The values in model order (see ``ColorModel/componentNames``).
  public var values: [Float] {
    switch self {
    case .srgb(let r, let g, let b), .displayP3(let r, let g, let b): [r, g, b]
    case .cmyk(let c, let m, let y, let k): [c, m, y, k]
    case .lab(let l, let a, let b): [l, a, b]
    case .gray(let g): [g]
    case .oklch(let l, let c, let h): [l, c, h]
    case .hsb(let h, let s, let b): [h, s, b]
    }
  }

  /// Creates components from a model and its values in model order.
  ///
  /// - Parameters:
  ///   - model: The colour model.
  ///   - values: Exactly ``ColorModel/componentCount`` values.
  /// - Returns: `nil` when the number of values does not fit the model.
  public init?(model: ColorModel, values: [Float]) {
    guard values.count == model.componentCount else { return nil }
    switch model {
    case .srgb: self = .srgb(red: values[0], green: values[1], blue: values[2])
    case .displayP3: self = .displayP3(red: values[0], green: values[1], blue: values[2])
    case .cmyk:
      self = .cmyk(cyan: values[0], magenta: values[1], yellow: values[2], black: values[3])
    case .lab: self = .lab(l: values[0], a: values[1], b: values[2])
    case .gray: self = .gray(values[0])
    case .oklch: self = .oklch(l: values[0], c: values[1], h: values[2])
    case .hsb: self = .hsb(hue: values[0], saturation: values[1], brightness: values[2])
    }
  }
}

extension ColorComponents: Hashable {
  /// Components are equal when the models match and every value has the same bit pattern.
  ///
  /// Bit equality makes "survives bit-exact" checkable with `==`, and keeps `==` reflexive
  /// even for NaN (which no decoder accepts).
  public static func == (lhs: ColorComponents, rhs: ColorComponents) -> Bool {
    lhs.model == rhs.model && lhs.bitPatterns == rhs.bitPatterns
  }

  /// Hashes the model and the bit patterns of the values, as in `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(bitPatterns)
  }

  /// The bit patterns of the values in model order, zero past the model's count: what `==`
  /// and `hash(into:)` compare, without the array ``values`` allocates (dedupe and the lint
  /// rules hash every colour).
  private var bitPatterns: SIMD4<UInt32> {
    switch self {
    case .srgb(let r, let g, let b), .displayP3(let r, let g, let b), .lab(let r, let g, let b),
      .oklch(let r, let g, let b), .hsb(let r, let g, let b):
      SIMD4(r.bitPattern, g.bitPattern, b.bitPattern, 0)
    case .cmyk(let c, let m, let y, let k):
      SIMD4(c.bitPattern, m.bitPattern, y.bitPattern, k.bitPattern)
    case .gray(let g): SIMD4(g.bitPattern, 0, 0, 0)
    }
  }
}
