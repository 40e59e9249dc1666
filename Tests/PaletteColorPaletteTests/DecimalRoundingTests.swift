import Foundation
import Testing

@testable import PaletteColorPalette

@Suite struct DecimalRoundingTests {
  @Test(arguments: [
    // The Simple Color Palette specification's examples.
    ("0.123445", "0.12344", true), ("0.123455", "0.12346", true), ("-0.000015", "-0.00002", true),
    ("1", "1", false), ("0.1274", "0.1274", false), ("1.000000", "1", false),
    ("0.000005", "0", true), ("0.0000051", "0.00001", true), ("0.999995", "1", true),
    ("9.999995", "10", true), ("-0.000004", "0", true), ("-0", "0", false), ("0.0", "0", false),
    ("1e-5", "0.00001", false), ("1.5E-5", "0.00002", true), ("2.5e-5", "0.00002", true),
    ("1.2e+3", "1200", false),
    ("123456789012345678901234567890", "123456789012345678901234567890", false),
    ("1e-400", "0", true), ("00012.5", "12.5", false), ("3.2e-05", "0.00003", true),
  ])
  func roundsHalfToEvenOnTheDigits(_ text: String, _ expected: String, _ changed: Bool) {
    #expect(DecimalRounding.halfEven(text, places: 5) == .init(text: expected, changed: changed))
  }

  @Test func otherPlacesAndRejectedText() {
    #expect(DecimalRounding.halfEven("2.5", places: 0)?.text == "2")
    #expect(DecimalRounding.halfEven("3.5", places: 0)?.text == "4")
    #expect(DecimalRounding.halfEven("0.5", places: 0)?.text == "0")
    for bad in ["", "-", ".", "1.2.3", "1e", "1e+", "abc", "1x", "e5"] {
      #expect(DecimalRounding.halfEven(bad, places: 5) == nil, "\(bad)")
    }
    // Past every floating-point range: left for the caller to reject.
    #expect(DecimalRounding.halfEven("1e400", places: 5) == nil)
    #expect(DecimalRounding.halfEven("1e999999999999999999", places: 5) == nil)
  }

  /// Against Foundation's `Decimal` with banker's rounding, on random numbers of every shape.
  @Test func agreesWithFoundationDecimal() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    for _ in 0..<20_000 {
      let whole = next() % 3 == 0 ? String(next() % 100_000) : "0"
      let fractionDigits = Int(next() % 12)
      var fraction = ""
      for _ in 0..<fractionDigits { fraction += String(next() % 10) }
      // Ties at the sixth decimal often.
      if next() % 4 == 0 { fraction = String(fraction.prefix(5)) + "5" }
      let exponent = next() % 3 == 0 ? "e" + String(Int(next() % 9) - 4) : ""
      let sign = next() % 2 == 0 ? "-" : ""
      let text = sign + whole + (fraction.isEmpty ? "" : "." + fraction) + exponent
      guard var value = Decimal(string: text) else { continue }
      var rounded = Decimal()
      NSDecimalRound(&rounded, &value, 5, .bankers)
      let expected = Double(rounded.description) ?? .nan
      let ours = DecimalRounding.halfEven(text, places: 5).flatMap { Double($0.text) }
      #expect(ours == expected, "\(text)")
    }
  }

  @Test func longInputIsLinear() {
    let zeros = "0." + String(repeating: "0", count: 1_000_000) + "1"
    #expect(DecimalRounding.halfEven(zeros, places: 5) == .init(text: "0", changed: true))
    let digits = String(repeating: "7", count: 300) + "." + String(repeating: "7", count: 100_000)
    #expect(
      DecimalRounding.halfEven(digits, places: 5)?.text == String(repeating: "7", count: 300)
        + ".77778")
  }
}
