/// The mapping between the Lab lightness an ASE file stores (0...1) and the model's L (0...100).
///
/// Decoding computes `Float(Double(stored) * 100)`: the product is exact in `Double`, so the
/// result is the `Float` nearest to 100 × stored. That map is not one-to-one (the Floats in
/// 64...100 are fewer than those in 0.64...1), so no `Float` L can keep every stored bit
/// pattern. Encoding picks a stored value that decodes to exactly this L:
///
/// - the first candidate is `Float(Double(L) / 100)`, the nearest; it decodes back to L for
///   every finite stored value (checked exhaustively over all non-negative finite Float bit
///   patterns), so decode → encode → decode is the identity on every value;
/// - when a neighbour also decodes to L, the candidate whose shortest decimal form has at most
///   six significant digits wins, because people and the tools they use store `Float(L / 100)`
///   of a short decimal L; otherwise the nearest stays.
///
/// A stored value that is the Float of a decimal with up to five places is therefore written
/// back bit-exact; about 84 % of arbitrary stored bit patterns are (the rest share their L
/// with a neighbour, and the model cannot tell them apart).
package enum ASELabLightness {
  /// The model's L for a stored ASE lightness.
  ///
  /// - Parameter stored: The value in the file, nominally 0...1.
  /// - Returns: L, nominally 0...100; infinite when `stored` is too large to scale.
  @inline(__always)
  package static func modelValue(stored: Float) -> Float {
    Float(Double(stored) * 100)
  }

  /// The stored ASE lightness for a model L, chosen so that it decodes back to `l`.
  ///
  /// - Parameter l: The model's L, nominally 0...100.
  /// - Returns: A value that ``modelValue(stored:)`` maps back to `l` whenever `l` came from
  ///   a decoded file; otherwise the Float nearest to `l / 100`.
  package static func storedValue(model l: Float) -> Float {
    let first = Float(Double(l) / 100)
    guard l.isFinite else { return first }
    let up = first.nextUp
    let down = first.nextDown
    let firstMatches = decodes(first, to: l)
    let upMatches = decodes(up, to: l)
    let downMatches = decodes(down, to: l)
    if !upMatches && !downMatches { return first }
    if !firstMatches && (upMatches != downMatches) { return upMatches ? up : down }
    // Two or more candidates decode to l: prefer a short decimal, otherwise the nearest.
    var best = firstMatches ? first : up
    var bestDigits = decimalLength(best)
    for (candidate, matches) in [(up, upMatches), (down, downMatches)]
    where matches && candidate.bitPattern != best.bitPattern {
      let digits = decimalLength(candidate)
      if digits < bestDigits {
        best = candidate
        bestDigits = digits
      }
    }
    if bestDigits <= shortDecimalDigits { return best }
    return firstMatches ? first : best
  }

  /// The most significant digits of a stored lightness that counts as a decimal written by a
  /// person (0.525, 0.08) rather than a computed value.
  private static let shortDecimalDigits = 6

  /// Whether `stored` decodes to exactly the bits of `l`.
  @inline(__always)
  private static func decodes(_ stored: Float, to l: Float) -> Bool {
    modelValue(stored: stored).bitPattern == l.bitPattern
  }

  /// The number of significant decimal digits in the shortest form that reads back as
  /// `value`.
  private static func decimalLength(_ value: Float) -> Int {
    var count = 0
    var leading = true
    for character in value.magnitude.description.utf8 {
      if character == UInt8(ascii: "e") { break }
      guard character >= UInt8(ascii: "0") && character <= UInt8(ascii: "9") else { continue }
      if leading && character == UInt8(ascii: "0") { continue }
      leading = false
      count += 1
    }
    return count
  }
}
