import TestSupport
import Testing

@testable import PaletteCore

/// Plain decimal text and short literals, shared by the CSS, asset-catalog, DTCG and Swift
/// writers.
@Suite struct DecimalTextTests {
  @Test func examples() {
    #expect(DecimalText.plain(1.5e-7 as Double) == "0.00000015")
    #expect(DecimalText.plain(1e21 as Double) == "1000000000000000000000")
    #expect(DecimalText.plain(0.5 as Float, minimumFractionDigits: 3) == "0.500")
    #expect(DecimalText.plain(0.34509805 as Float, minimumFractionDigits: 3) == "0.34509805")
    #expect(DecimalText.plain(-0.0 as Double, signedZero: false) == "0")
    #expect(DecimalText.plain(-0.0 as Float, minimumFractionDigits: 3) == "-0.000")
    #expect(DecimalText.plain(-2.0 as Double) == "-2")
    #expect(DecimalText.literal(-0.0, negativeZero: "-0.0") == "-0.0")
    #expect(DecimalText.literal(-0.0, negativeZero: "-0") == "-0")
    #expect(DecimalText.literal(255, negativeZero: "-0") == "255")
    #expect(DecimalText.literal(1e7, negativeZero: "-0") == "10000000.0")
    #expect(DecimalText.literal(.nan, negativeZero: "-0") == "0")
  }

  @Test func plainTextReadsBackBitForBitWithoutAnExponent() {
    var random = SplitMix64(seed: 0xDEC1_4A1)
    for _ in 0..<20_000 {
      let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
      guard float.isFinite else { continue }
      for places in [0, 3] {
        let text = DecimalText.plain(float, minimumFractionDigits: places)
        #expect(!text.contains("e") && !text.contains("E"), "\(text)")
        #expect(Float(text)?.bitPattern == float.bitPattern, "\(float) -> \(text)")
        if places == 3 { #expect(text.split(separator: ".").last?.count ?? 0 >= 3) }
      }
      let double = Double(bitPattern: random.next())
      guard double.isFinite, abs(double) < 1e30, abs(double) > 1e-30 || double == 0 else {
        continue
      }
      let text = DecimalText.plain(double)
      #expect(Double(text)?.bitPattern == double.bitPattern, "\(double) -> \(text)")
    }
  }
}
