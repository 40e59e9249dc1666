import Foundation
import PaletteColorPalette
import PaletteCore
import TestSupport
import Testing

@Suite struct ColorPaletteWritingTests {
  @Test func encodesGoldenFile() throws {
    Golden.check(
      try ColorPaletteFormat().encode(GoldenPalette.palette),
      against: "color-palette/golden.color-palette")
  }

  @Test func writesLinearLightRoundedHalfToEven() throws {
    let palette = Palette(
      name: "Pinks \"2\"",
      swatches: [
        Swatch(name: "Hot Pink", color: .srgb8(255, 100, 173)),
        Swatch(color: .srgb(0.2, 0.6, 0.55, alpha: 0.9)),
        Swatch(name: "", color: .srgb(-0.25, 1.5, 0, alpha: 0.9999999)),
      ])
    let text = String(decoding: try ColorPaletteFormat().encode(palette), as: UTF8.self)
    // Linear values computed independently (Python, decimal half-even).
    #expect(
      text == """
        {
          "name": "Pinks \\"2\\"",
          "colors": [
            {
              "name": "Hot Pink",
              "components": [1, 0.12744, 0.41789]
            },
            {
              "components": [0.0331, 0.31855, 0.26327, 0.9]
            },
            {
              "components": [-0.05088, 2.53716, 0]
            }
          ]
        }

        """)
  }

  @Test func anEmptyPaletteCannotBeWritten() {
    #expect {
      try ColorPaletteFormat().encode(Palette(name: "Empty", swatches: []))
    } throws: { error in
      (error as? PaletteError)?.kind == .unrepresentable
    }
    for value in [Float.infinity, .nan] {
      #expect {
        try ColorPaletteFormat().encode(Palette(swatches: [Swatch(color: .srgb(0, value, 0))]))
      } throws: { error in
        (error as? PaletteError)?.kind == .unrepresentable
      }
    }
    // The largest values are written only when they read back.
    for value: Float in [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e38] {
      let palette = Palette(swatches: [Swatch(color: .srgb(value, 0, 0))])
      if let bytes = try? ColorPaletteFormat().encode(palette) {
        #expect(throws: Never.self) { try ColorPaletteFormat().decode(bytes) }
      }
    }
  }

  /// Every grid value below 16 in magnitude reads into a `Float` that writes back as the same
  /// digits: the round trip of a file is exact.
  @Test func gridValuesSurviveTheModel() throws {
    var rng = SplitMix64(seed: 7)
    var texts: [String] = [
      "0", "1", "-1", "0.00001", "-0.00001", "15.99999", "-15.99999", "0.0031", "0.04045",
    ]
    for _ in 0..<3000 {
      let units = Int64(rng.next() % 3_199_999) - 1_599_999
      let whole = abs(units) / 100_000
      let fraction = abs(units) % 100_000
      var digits = String(fraction)
      digits = String(repeating: "0", count: 5 - digits.count) + digits
      while digits.last == "0" { digits.removeLast() }
      let sign = units < 0 ? "-" : ""
      texts.append(
        digits.isEmpty ? (units == 0 ? "0" : "\(sign)\(whole)") : "\(sign)\(whole).\(digits)")
    }
    for chunk in stride(from: 0, to: texts.count, by: 3) {
      let values = Array(texts[chunk..<min(chunk + 3, texts.count)])
      let three = values + Array(repeating: "0", count: 3 - values.count)
      let file =
        "{\n  \"colors\": [\n    {\n      \"components\": [\(three.joined(separator: ", "))]\n    }\n  ]\n}\n"
      let decoded = try ColorPaletteFormat().decode(Array(file.utf8))
      #expect(decoded.warnings.isEmpty)
      let written = String(
        decoding: try ColorPaletteFormat().encode(decoded.palette), as: UTF8.self)
      #expect(written == file.replacingOccurrences(of: "-0]", with: "0]"), "\(three)")
    }
  }

  @Test func randomPalettesSettleAfterOneWrite() throws {
    for seed in 0..<20 as Range<UInt64> {
      let palette = RandomPalette.make(seed: seed)
      guard palette.swatchCount > 0 else { continue }
      let first = try ColorPaletteFormat().encode(palette)
      let read = try ColorPaletteFormat().decode(first)
      #expect(read.warnings.isEmpty)
      #expect(try ColorPaletteFormat().encode(read.palette) == first)
      // 8-bit values survive the 5-decimal grid.
      let eight = palette.flattened().allSwatches.filter { $0.color.model == .srgb }
      for swatch in eight where swatch.color.isInSRGBGamut {
        #expect(
          read.palette.allSwatches.contains { $0.color.rgba8 == swatch.color.rgba8 })
      }
    }
  }
}
