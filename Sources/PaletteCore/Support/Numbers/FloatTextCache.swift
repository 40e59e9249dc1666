/// The texts of `Float` values already written, by bit pattern, for writers that spend many
/// instructions finding a value's shortest exact text: a palette of 8-bit colours has at most
/// 256 values a component, however many swatches, so each text is worked out once.
package struct FloatTextCache: Sendable {
  private var texts: [UInt32: String] = [:]

  /// An empty cache.
  package init() {}

  /// The text of `value`: remembered, or made by `make` and remembered.
  ///
  /// - Parameters:
  ///   - value: The value; `-0` and `0` are told apart, as their bits are.
  ///   - make: The text of a value; it must depend on nothing but the value.
  /// - Returns: The text.
  package mutating func text(of value: Float, _ make: (Float) -> String) -> String {
    if let known = texts[value.bitPattern] { return known }
    let text = make(value)
    texts[value.bitPattern] = text
    return text
  }
}
