import PaletteCore

/// The pixels of an image counted in 32 × 32 × 32 buckets (the top 5 bits of red, green and
/// blue), with exact sums of each channel, so a bucket's mean is exact and a bucket whose
/// pixels are all one colour is known to be. Pixels are added in any number of runs; the
/// buckets do not depend on the order.
struct ColorHistogram: Sendable {
  /// A bucket that holds pixels.
  struct Bucket {
    /// The pixels in it.
    var count: Int
    /// The sums of red, green, blue and alpha.
    var sums: SIMD4<Double>
    /// The colour of its first pixel.
    var first: RGBA8
    /// Whether all its pixels are ``first``.
    var uniform: Bool

    /// The mean colour, channels 0...255.
    var mean: SIMD4<Double> { sums / Double(count) }
  }

  /// The number of buckets.
  private static let size = 1 << 15

  /// The pixels in each bucket.
  private var counts = [Int](repeating: 0, count: size)
  /// The sums of red, green, blue and alpha of each bucket, four to a bucket.
  private var sums = [Int](repeating: 0, count: size * 4)
  /// The first pixel of each bucket, packed `0xRRGGBBAA`.
  private var firsts = [UInt32](repeating: 0, count: size)
  /// Whether a bucket holds a pixel other than its first.
  private var mixed = [Bool](repeating: false, count: size)
  /// The number of fully transparent pixels, which are left out.
  private(set) var transparent = 0

  /// An empty histogram.
  init() {}

  /// Counts `pixels`.
  ///
  /// - Complexity: O(*n*) in the number of pixels, plus 32,768 buckets.
  init(_ pixels: [RGBA8]) {
    pixels.withUnsafeBufferPointer { add($0) }
  }

  /// Counts more pixels.
  ///
  /// - Complexity: O(*n*) in the number of pixels.
  mutating func add(_ pixels: UnsafeBufferPointer<RGBA8>) {
    var transparent = 0
    counts.withUnsafeMutableBufferPointer { counts in
      sums.withUnsafeMutableBufferPointer { sums in
        firsts.withUnsafeMutableBufferPointer { firsts in
          mixed.withUnsafeMutableBufferPointer { mixed in
            for pixel in pixels {
              guard pixel.alpha != 0 else {
                transparent += 1
                continue
              }
              let red = Int(pixel.red)
              let green = Int(pixel.green)
              let blue = Int(pixel.blue)
              let index = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
              let packed =
                UInt32(pixel.red) << 24 | UInt32(pixel.green) << 16 | UInt32(pixel.blue) << 8
                | UInt32(pixel.alpha)
              if counts[index] == 0 {
                firsts[index] = packed
              } else if firsts[index] != packed {
                mixed[index] = true
              }
              counts[index] += 1
              sums[4 * index] += red
              sums[4 * index + 1] += green
              sums[4 * index + 2] += blue
              sums[4 * index + 3] += Int(pixel.alpha)
            }
          }
        }
      }
    }
    self.transparent += transparent
  }

  /// The buckets that hold pixels, in bucket order (red major).
  var buckets: [Bucket] {
    var buckets: [Bucket] = []
    for index in 0..<Self.size where counts[index] > 0 {
      let packed = firsts[index]
      buckets.append(
        Bucket(
          count: counts[index],
          sums: SIMD4(
            Double(sums[4 * index]), Double(sums[4 * index + 1]), Double(sums[4 * index + 2]),
            Double(sums[4 * index + 3])),
          first: RGBA8(
            red: UInt8(truncatingIfNeeded: packed >> 24),
            green: UInt8(truncatingIfNeeded: packed >> 16),
            blue: UInt8(truncatingIfNeeded: packed >> 8), alpha: UInt8(truncatingIfNeeded: packed)),
          uniform: !mixed[index]))
    }
    return buckets
  }
}
