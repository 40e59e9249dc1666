/// The colour models a swatch can be stored in, without their values.
public enum ColorModel: String, Hashable, Sendable, CaseIterable {
  /// sRGB, gamma-encoded, components nominally 0...1.
  case srgb
  /// Display P3, gamma-encoded with the sRGB curve, components nominally 0...1.
  case displayP3 = "display-p3"
  /// Device CMYK ink coverage, components 0...1.
  case cmyk
  /// CIE Lab relative to D50; L 0...100, a and b roughly -128...127.
  case lab
  /// Gray lightness, 0 black ... 1 white.
  case gray
  /// OKLCH: lightness 0...1, chroma 0...~0.4, hue in degrees 0..<360.
  case oklch
  /// HSB (also called HSV) over sRGB: hue in degrees 0..<360, saturation and brightness 0...1.
  case hsb

  /// How many components a colour of this model has, alpha excluded.
  public var componentCount: Int {
    switch self {
    case .srgb, .displayP3, .lab, .oklch, .hsb: 3
    case .cmyk: 4
    case .gray: 1
    }
  }

  /// The names of the components in order, for messages and documentation.
  public var componentNames: [String] {
    switch self {
    case .srgb, .displayP3: ["red", "green", "blue"]
    case .cmyk: ["cyan", "magenta", "yellow", "black"]
    case .lab: ["L", "a", "b"]
    case .gray: ["gray"]
    case .oklch: ["L", "C", "h"]
    case .hsb: ["hue", "saturation", "brightness"]
    }
  }

  /// The model's name in messages and generated comments: `sRGB`, `Display P3`, `CMYK`,
  /// `Lab`, `gray`, `OKLCH`, `HSB`.
  package var displayName: String {
    switch self {
    case .srgb: "sRGB"
    case .displayP3: "Display P3"
    case .cmyk: "CMYK"
    case .lab: "Lab"
    case .gray: "gray"
    case .oklch: "OKLCH"
    case .hsb: "HSB"
    }
  }

  /// Whether the model is one that every RGB-only format can hold without conversion.
  public var isSRGB: Bool { self == .srgb }

  /// The model's place in the declaration, for `==` and hashing.
  private var ordinal: UInt8 {
    switch self {
    case .srgb: 0
    case .displayP3: 1
    case .cmyk: 2
    case .lab: 3
    case .gray: 4
    case .oklch: 5
    case .hsb: 6
    }
  }

  /// Whether two models are the same; compares the cases, not the raw strings.
  public static func == (lhs: ColorModel, rhs: ColorModel) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  /// Hashes the case, not its raw string: colours are hashed by the million (dedupe, lint).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }
}
