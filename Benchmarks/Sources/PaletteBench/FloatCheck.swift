import PaletteCore
import PaletteJSON

/// Checks the JSON reader's number conversion against `Float(String)`, through the public
/// decoder: every value of every swatch must have the bits `Float(token)` gives.
///
/// The tokens cover what the reader's fast path takes and what it must leave to the slow
/// path: shortest `Float` descriptions, decimals of 1 to 17 digits with exponents, values
/// exactly halfway between two `Float`s, zeros, subnormals and the largest finite values.
enum FloatCheck {
  /// Runs `count` tokens (in documents of 10,000 swatches) and prints a summary.
  ///
  /// - Throws: ``BenchError`` at the first token whose bits differ.
  static func run(count: Int) throws {
    var random = SplitMix(seed: 0xF10A7)
    var checked = 0
    while checked < count {
      var tokens: [String] = []
      for _ in 0..<min(10_000, count - checked) { tokens.append(token(&random)) }
      try check(tokens)
      checked += tokens.count
    }
    print("\(checked) number tokens read with the same bits as Float(String)")
  }

  private static func check(_ tokens: [String]) throws {
    var text = #"{"format": "palconv-palette", "version": 1, "groups": [{"swatches": ["#
    for (index, token) in tokens.enumerated() {
      text += index == 0 ? "" : ", "
      text += #"{"model": "gray", "values": ["# + token + "]}"
    }
    text += "]}]}\n"
    let palette = try JSONPaletteFormat().decode(Array(text.utf8)).palette
    for (swatch, token) in zip(palette.allSwatches, tokens) {
      guard case .gray(let value) = swatch.color.components, let expected = Float(token),
        value.bitPattern == expected.bitPattern
      else {
        throw BenchError(
          "token \(token): read \(swatch.color.components), expected \(Float(token) ?? .nan)")
      }
    }
  }

  private static func token(_ random: inout SplitMix) -> String {
    let bits = random.next()
    switch bits % 6 {
    case 0:  // A shortest description of a random finite Float.
      let value = Float(bitPattern: UInt32(truncatingIfNeeded: bits >> 8) & 0x7FFF_FFFF)
      return value.isFinite ? "\(value)" : "1"
    case 1:  // 1 to 17 digits with a decimal exponent.
      let digits = Int(random.next() % 17) + 1
      var mantissa = String(random.next() % 9 + 1)  // JSON allows no leading zero.
      for _ in 1..<digits { mantissa += String(random.next() % 10) }
      // Exponents from -50 up to where the value still fits a Float.
      let exponent = Int(random.next() % UInt64(89 - digits)) - 50
      return mantissa + "e" + String(exponent)
    case 2:  // Exactly halfway between two Floats, printed in full.
      let value = Float(
        bitPattern: UInt32(truncatingIfNeeded: bits >> 8) & 0x3FFF_FFFF | 0x3000_0000)
      return "\((Double(value) + Double(value.nextUp)) / 2)"
    case 3:  // A signed fraction with up to 9 digits.
      return "-0." + String(random.next() % 1_000_000_000)
    case 4:  // Edges: zeros, subnormals, the largest and smallest normal values.
      let edges = [
        "0", "-0", "0.0", "1e-45", "-1.4e-45", "1.1754942e-38", "1.17549435e-38",
        "3.4028235e38", "3.4028234e38", "1e22", "1e23", "123456789012345", "1234567890123456",
      ]
      return edges[Int(random.next() % UInt64(edges.count))]
    default:  // A value with an integer part and a fraction.
      return String(random.next() % 100_000) + "." + String(random.next() % 100_000)
    }
  }
}
