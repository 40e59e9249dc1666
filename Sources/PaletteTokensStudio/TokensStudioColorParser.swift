import PaletteCore

/// Reads the colour strings of Tokens Studio `color` tokens, after aliases are substituted:
/// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`/`rgba()` (commas or spaces, numbers 0...255
/// or percentages, alpha after a comma or `/`), Tokens Studio's own `rgba(#hex, alpha)` (also
/// with another colour in place of the hex, as an alias inside a value gives), and
/// `hsl()`/`hsla()`.
enum TokensStudioColorParser {
  /// Why a string is not a colour, for the warning.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// How deep colours may nest inside `rgba(colour, alpha)`.
  private static let maximumNesting = 4

  /// Reads a colour string.
  ///
  /// - Parameter text: The value, references already substituted.
  /// - Returns: The colour, or why the text is none.
  static func parse(_ text: String) -> Result<PaletteColor, Failure> {
    var clamped: [String] = []
    return parse(text, clamped: &clamped)
  }

  /// Reads a colour string, listing each alpha outside 0…1 that was clamped into it (as CSS
  /// clamps it), for a warning.
  ///
  /// - Parameters:
  ///   - text: The value, references already substituted.
  ///   - clamped: Gets the text of each clamped alpha.
  /// - Returns: The colour, or why the text is none.
  static func parse(_ text: String, clamped: inout [String]) -> Result<PaletteColor, Failure> {
    parse(Substring(text), nesting: 0, clamped: &clamped)
  }

  private static func parse(
    _ text: Substring, nesting: Int, clamped: inout [String]
  ) -> Result<PaletteColor, Failure> {
    let trimmed = trim(text)
    if trimmed.utf8.first == UInt8(ascii: "#") {
      guard let rgba = RGBA8(hex: trimmed) else {
        return .failure(Failure(reason: "not a hex colour"))
      }
      return .success(rgba.paletteColor)
    }
    let lower = ASCII.lowercased(String(trimmed))
    guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else {
      return .failure(
        Failure(reason: "not a colour palconv reads (hex, rgb(), rgba(), hsl(), hsla())"))
    }
    let function = lower[..<open]
    let inner = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
    switch function {
    case "rgb", "rgba": return rgb(inner, nesting: nesting, clamped: &clamped)
    case "hsl", "hsla": return hsl(inner, clamped: &clamped)
    default:
      if function.hasSuffix("gradient") {
        return .failure(Failure(reason: "a gradient, not a flat colour"))
      }
      return .failure(Failure(reason: "'\(function)()' is not a colour function palconv reads"))
    }
  }

  /// The arguments of a colour function: the channels, and the alpha when one is given.
  private static func arguments(_ inner: Substring) -> (channels: [Substring], alpha: Substring?)? {
    if inner.contains(",") {
      var parts = topLevelCommaParts(inner).map(trim)
      guard parts.count == 3 || parts.count == 4 || parts.count == 2 else { return nil }
      let alpha = parts.count == 3 ? nil : parts.removeLast()
      return (parts, alpha)
    }
    let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { return nil }
    let channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    return (channels, halves.count == 2 ? trim(halves[1]) : nil)
  }

  /// The parts of a function's arguments between commas outside parentheses.
  private static func topLevelCommaParts(_ inner: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = inner.startIndex
    for index in inner.indices {
      switch inner[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        parts.append(inner[start..<index])
        start = inner.index(after: index)
      default: break
      }
    }
    parts.append(inner[start...])
    return parts
  }

  private static func rgb(
    _ inner: Substring, nesting: Int, clamped: inout [String]
  ) -> Result<PaletteColor, Failure> {
    guard let (channels, alphaText) = arguments(inner) else { return .failure(malformed) }
    var alpha: Float = 1
    if let alphaText {
      guard let value = alphaValue(alphaText, clamped: &clamped) else {
        return .failure(malformed)
      }
      alpha = value
    }
    // Tokens Studio's `rgba(#hex, alpha)`, also with an aliased colour function in place of
    // the hex: that colour with this alpha.
    if channels.count == 1 {
      guard alphaText != nil, nesting < maximumNesting,
        case .success(var color) = parse(channels[0], nesting: nesting + 1, clamped: &clamped)
      else { return .failure(malformed) }
      color.alpha = alpha
      return .success(color)
    }
    guard channels.count == 3 else { return .failure(malformed) }
    var values: [Float] = []
    for channel in channels {
      if channel.hasSuffix("%") {
        guard let percent = number(channel.dropLast()) else { return .failure(malformed) }
        values.append(Float(percent / 100))
      } else {
        guard let value = number(channel) else { return .failure(malformed) }
        // Whole numbers 0...255 give the bits every 8-bit reader gives.
        if value == value.rounded(), (0...255).contains(value) {
          values.append(PaletteColor.unitValue(byte: UInt8(value)))
        } else {
          values.append(Float(value / 255))
        }
      }
    }
    // A channel past `Float`'s range (`rgb(1e300, 0, 0)`) is no colour.
    guard values.allSatisfy(\.isFinite) else { return .failure(malformed) }
    return .success(.srgb(values[0], values[1], values[2], alpha: alpha))
  }

  private static func hsl(
    _ inner: Substring, clamped: inout [String]
  ) -> Result<PaletteColor, Failure> {
    guard let (channels, alphaText) = arguments(inner), channels.count == 3 else {
      return .failure(malformed)
    }
    var alpha: Float = 1
    if let alphaText {
      guard let value = alphaValue(alphaText, clamped: &clamped) else {
        return .failure(malformed)
      }
      alpha = value
    }
    var hueText = channels[0]
    if hueText.hasSuffix("deg") { hueText = hueText.dropLast(3) }
    guard let hue = number(hueText) else { return .failure(malformed) }
    var percents: [Double] = []
    for channel in channels.dropFirst() {
      let digits = channel.hasSuffix("%") ? channel.dropLast() : channel
      guard let value = number(digits) else { return .failure(malformed) }
      percents.append(value / 100)
    }
    let rgb = ColorMath.hslToSRGB(SIMD3(hue, percents[0], percents[1]))
    let color = PaletteColor.srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: alpha)
    guard color.components.values.allSatisfy(\.isFinite) else { return .failure(malformed) }
    return .success(color)
  }

  private static let malformed = Failure(reason: "a malformed colour function")

  /// An alpha: a number 0...1 or a percentage, clamped (the text of one outside goes into
  /// `clamped`).
  private static func alphaValue(_ text: Substring, clamped: inout [String]) -> Float? {
    let value: Double
    if text.hasSuffix("%") {
      guard let percent = number(text.dropLast()) else { return nil }
      value = percent / 100
    } else {
      guard let number = number(text) else { return nil }
      value = number
    }
    if !(0...1).contains(value) { clamped.append(String(text)) }
    return Float(min(max(value, 0), 1))
  }

  /// A finite decimal number (`12`, `-0.5`, `.5`, `1e3`).
  static func number(_ text: Substring) -> Double? {
    let text = trim(text)
    guard !text.isEmpty, text.utf8.allSatisfy({ ASCII.isDigit($0) || "+-.eE".utf8.contains($0) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  static func trim(_ text: Substring) -> Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = text.firstIndex(where: { !blank($0) }) else { return text[text.endIndex...] }
    let end = text.lastIndex(where: { !blank($0) }) ?? start
    return text[start...end]
  }
}
