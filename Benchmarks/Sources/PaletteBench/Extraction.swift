import PaletteCore
import PalettePNG
import PaletteTransforms

/// `extract [RUNS] [PNG]`: the quantiser behind `palconv extract` on a synthetic 4000 × 3000
/// photograph-like image (smooth gradients, soft shapes and noise, about 200,000 distinct
/// colours), for several colour counts; with a PNG file, also the time to decode it whole, and
/// to read it row by row into a tally and quantise it, as `palconv extract` does.
enum Extraction {
  static let width = 4000
  static let height = 3000

  /// A deterministic image: a diagonal sky gradient, three soft discs and ±6 of noise.
  static func image() -> [RGBA8] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func noise() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % 13) - 6
    }
    let discs: [(x: Double, y: Double, r: Double, color: SIMD3<Double>)] = [
      (1000, 2000, 700, SIMD3(200, 60, 40)), (2800, 1200, 900, SIMD3(40, 140, 70)),
      (3400, 2600, 400, SIMD3(240, 210, 80)),
    ]
    var pixels: [RGBA8] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let t = Double(x + y) / Double(width + height)
        var color = SIMD3<Double>(30 + 150 * t, 80 + 100 * t, 200 - 60 * t)
        for disc in discs {
          let dx = Double(x) - disc.x
          let dy = Double(y) - disc.y
          let d = (dx * dx + dy * dy).squareRoot() / disc.r
          if d < 1 {
            let w = 1 - d * d
            color = color * (1 - w) + disc.color * w
          }
        }
        func channel(_ v: Double) -> UInt8 { UInt8(min(max(Int(v) + noise(), 0), 255)) }
        pixels.append(
          RGBA8(red: channel(color.x), green: channel(color.y), blue: channel(color.z)))
      }
    }
    return pixels
  }

  /// The median of `runs` timings of `body`, in milliseconds.
  static func milliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(runs, 1) {
      let elapsed = try clock.measure(body)
      samples.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return samples.sorted()[samples.count / 2]
  }

  static func report(runs: Int, png: String?) throws {
    let pixels = image()
    let distinct = Set(
      pixels.lazy.map { UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) }
    ).count
    print(
      "image: \(width) x \(height) synthetic, \(distinct) distinct colours; median of \(runs) runs")
    print("colours  time (ms)")
    for count in [8, 16, 64, 256] {
      var found = 0
      let time = milliseconds(runs: runs) {
        found = ColorExtraction.colors(in: pixels, count: count).count
      }
      let label = "\(count)" + Swift.String(repeating: " ", count: max(0, 8 - "\(count)".count))
      print("\(label) \(formatted(time))  (\(found) found)")
    }
    if let png, let bytes = Files.read(png) {
      var size = 0
      let time = try milliseconds(runs: runs) {
        let image = try PNGImage(decoding: bytes)
        size = image.pixels.count
      }
      print("decode \(png): \(bytes.count) bytes, \(size) pixels, \(formatted(time)) ms")
      // As palconv extract reads an image: row by row into a tally, never the whole image.
      var found = 0
      let streamed = try milliseconds(runs: runs) {
        let reader = try PNGRowReader(decoding: bytes)
        var tally = ColorTally(count: 8)
        let width = reader.width
        try reader.forEachRow { row in
          tally.add(row.pixels, at: row.y * width + row.x, step: row.step)
        }
        found = ColorExtraction.colors(in: tally).count
      }
      print("rows and tally of \(png), 8 colours: \(formatted(streamed)) ms (\(found) found)")
    }
  }

  private static func formatted(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
