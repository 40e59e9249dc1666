package import PaletteCore

/// One CSS colour value read on its own, for the style sheet languages built on CSS (Sass,
/// Less, Stylus) whose colour literals are CSS's.
package enum CSSColorValue {
  /// What a value is.
  package enum Outcome: Equatable, Sendable {
    /// A colour: hex, a named colour, `transparent` or a colour function.
    case color(PaletteColor)
    /// Not a colour (a length, a keyword, a list, a bare channel triplet).
    case notColor
    /// Looks like a colour but is malformed; the message says why, the offset where.
    case invalid(String, offset: Int)
    /// A valid colour that a palette cannot hold (`currentcolor`, `color-mix()`, …).
    case unsupported(String, offset: Int)
  }

  /// The most tokens a value may have; longer values are not colours.
  package static let maxTokens = 10_000

  /// Reads `bytes[range]` as one CSS colour value; whitespace around it is ignored and
  /// `var()` is not substituted (a value with it is not a colour).
  ///
  /// - Parameters:
  ///   - bytes: The whole source.
  ///   - range: The value's bytes.
  /// - Returns: The outcome, with offsets into `bytes`.
  /// - Complexity: O(*n*) in the length of the range.
  package static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> Outcome {
    if let color = CSSColorParser.loneHexColor(bytes, range) { return .color(color) }
    var tokens: [CSSToken] = []
    guard CSSTokenizer.append(in: bytes, range: range, limit: maxTokens, to: &tokens) else {
      return .notColor
    }
    CSSVariableResolver.trim(&tokens)
    switch CSSColorParser(bytes: bytes).parse(tokens) {
    case .color(let color): return .color(color)
    case .bareHSL, .notColor: return .notColor
    case .themed:
      // A stylesheet variable holds one colour; a light and a dark one cannot be kept, so the
      // value is skipped with a warning rather than reduced to its light colour.
      return .unsupported(
        "light-dark() holds two colours, and a variable here holds one", offset: range.lowerBound)
    case .invalid(let message, let offset): return .invalid(message, offset: offset)
    case .unsupported(let message, let offset): return .unsupported(message, offset: offset)
    }
  }

  /// The colour a CSS colour keyword names (`rebeccapurple`, `transparent`), or `nil`.
  ///
  /// - Parameter keyword: A keyword in any ASCII case.
  /// - Returns: The sRGB colour.
  package static func namedColor(_ keyword: String) -> PaletteColor? {
    let lowered = String(
      decoding: keyword.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    if lowered == "transparent" { return .srgb8(0, 0, 0, alpha: 0) }
    guard let rgb = CSSNamedColors.table[lowered] else { return nil }
    return .srgb8(UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
  }
}
