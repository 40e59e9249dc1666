package import PaletteCore

/// Reads one DTCG colour `$value`: the 2025.10 object form or the older hex string.
///
/// Also the Tokens Studio reader's, for the DTCG colour values of its DTCG mode.
package enum DTCGColorParser {
  /// A colour read from a value, with what happened on the way.
  package struct Parsed {
    /// The colour.
    package var color: PaletteColor
    /// The DTCG colour space when it had to be converted to a core model.
    package var convertedFrom: String?
    /// Warnings about the value: a code (`dtcg.…`), a message, a byte offset.
    package var warnings: [(code: String, message: String, offset: Int)] = []
  }

  /// Why a value could not be read, and where.
  package struct Failure: Error {
    /// What is wrong.
    package var message: String
    /// The byte offset it is reported at.
    package var offset: Int
  }

  private static let members: Set<String> = ["colorSpace", "components", "alpha", "hex"]

  /// Reads a colour value.
  ///
  /// - Parameters:
  ///   - value: The `$value` node.
  ///   - bytes: The file, for number texts.
  /// - Returns: The colour and its warnings, or why the value is none.
  package static func parse(_ value: JSONNode, in bytes: [UInt8]) -> Result<Parsed, Failure> {
    if let text = value.string {
      guard let rgba = hexColor(text) else {
        return .failure(
          Failure(
            message: "unsupported colour string '\(text)'; expected '#RRGGBB' or an object",
            offset: value.offset))
      }
      return .success(Parsed(color: rgba.paletteColor))
    }
    guard let members = value.members else {
      return .failure(
        Failure(
          message: "a colour value must be an object, found \(value.typeDescription)",
          offset: value.offset
        ))
    }
    var warnings: [(code: String, message: String, offset: Int)] = []
    for member in members where !Self.members.contains(member.key) {
      warnings.append(
        (
          "dtcg.unknown-member", "unknown member '\(member.key)' in a colour value ignored",
          member.keyOffset
        ))
    }
    guard let spaceNode = value.member("colorSpace") else {
      return .failure(Failure(message: "the colour value has no colorSpace", offset: value.offset))
    }
    guard let space = spaceNode.string else {
      return .failure(Failure(message: "colorSpace must be a string", offset: spaceNode.offset))
    }
    guard let componentsNode = value.member("components") else {
      return .failure(Failure(message: "the colour value has no components", offset: value.offset))
    }
    guard let elements = componentsNode.elements else {
      return .failure(
        Failure(message: "components must be an array", offset: componentsNode.offset))
    }
    guard elements.count == 3 else {
      return .failure(
        Failure(
          message: "\(space) needs 3 components, found \(elements.count)",
          offset: componentsNode.offset))
    }
    var values: [Float] = []
    for element in elements {
      if element.string == "none" {
        values.append(0)
        continue
      }
      guard let text = element.numberText(in: bytes) else {
        return .failure(
          Failure(
            message: "a component must be a number or \"none\", found \(element.typeDescription)",
            offset: element.offset))
      }
      guard let number = Float(text), number.isFinite else {
        return .failure(
          Failure(message: "component \(text) is out of range", offset: element.offset))
      }
      values.append(number)
    }
    var alpha: Float = 1
    if let alphaNode = value.member("alpha") {
      guard let text = alphaNode.numberText(in: bytes), let number = Float(text), number.isFinite
      else {
        return .failure(Failure(message: "alpha must be a number", offset: alphaNode.offset))
      }
      alpha = number
      if !(0...1).contains(number) {
        alpha = min(max(number, 0), 1)
        warnings.append(("dtcg.alpha-range", "alpha \(text) clamped to 0...1", alphaNode.offset))
      }
    }
    let converted: (ColorComponents, String?)
    switch components(space: space, values) {
    case .success(let result): converted = result
    case .failure(let message):
      return .failure(Failure(message: message.text, offset: spaceNode.offset))
    }
    let color = PaletteColor(converted.0, alpha: alpha)
    if let hexNode = value.member("hex") {
      if let text = hexNode.string, text.utf8.count == 7, let rgba = hexColor(text) {
        if space == "srgb", color.isInSRGBGamut {
          let own = color.rgba8
          if own.red != rgba.red || own.green != rgba.green || own.blue != rgba.blue {
            warnings.append(
              (
                "dtcg.hex-mismatch",
                "hex \(text) disagrees with the components; the components are used", hexNode.offset
              ))
          }
        }
      } else {
        warnings.append(("dtcg.invalid-hex", "hex must be '#RRGGBB'; ignored", hexNode.offset))
      }
    }
    return .success(Parsed(color: color, convertedFrom: converted.1, warnings: warnings))
  }

  private struct Message: Error {
    var text: String
  }

  /// Maps a DTCG colour space and its components to a core model, converting where needed.
  private static func components(
    space: String, _ v: [Float]
  ) -> Result<
    (ColorComponents, String?), Message
  > {
    let d = SIMD3(Double(v[0]), Double(v[1]), Double(v[2]))
    func rgb(_ value: SIMD3<Double>) -> ColorComponents {
      .srgb(red: Float(value.x), green: Float(value.y), blue: Float(value.z))
    }
    func lab(_ value: SIMD3<Double>) -> ColorComponents {
      .lab(l: Float(value.x), a: Float(value.y), b: Float(value.z))
    }
    switch space {
    case "srgb": return .success((.srgb(red: v[0], green: v[1], blue: v[2]), nil))
    case "display-p3": return .success((.displayP3(red: v[0], green: v[1], blue: v[2]), nil))
    case "lab": return .success((.lab(l: v[0], a: v[1], b: v[2]), nil))
    case "oklch": return .success((.oklch(l: v[0], c: v[1], h: v[2]), nil))
    case "lch": return .success((lab(ColorMath.polarToRectangular(d)), space))
    case "xyz-d50": return .success((lab(ColorMath.xyzD50ToLab(d)), space))
    case "oklab":
      let polar = ColorMath.rectangularToPolar(d)
      return .success((.oklch(l: Float(polar.x), c: Float(polar.y), h: Float(polar.z)), space))
    case "hsl":
      return .success((rgb(ColorMath.hslToSRGB(SIMD3(d.x, d.y / 100, d.z / 100))), space))
    case "hwb":
      return .success((rgb(ColorMath.hwbToSRGB(SIMD3(d.x, d.y / 100, d.z / 100))), space))
    case "srgb-linear": return .success((rgb(ColorMath.linearToSRGB(d)), space))
    case "xyz-d65":
      return .success((rgb(ColorMath.linearToSRGB(ColorMath.xyzD65ToLinearSRGB(d))), space))
    case "a98-rgb", "prophoto-rgb", "rec2020":
      return .failure(Message(text: "colour space \(space) is not supported"))
    default:
      return .failure(Message(text: "unknown colour space '\(space)'"))
    }
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` required).
  static func hexColor(_ text: String) -> RGBA8? {
    guard text.utf8.first == UInt8(ascii: "#") else { return nil }
    return RGBA8(hex: text)
  }

}
