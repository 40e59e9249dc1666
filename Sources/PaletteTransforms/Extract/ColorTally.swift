public import PaletteCore

/// An image's pixels counted for ``ColorExtraction``, added a row (or any run) at a time, so
/// that an image read row by row never has to be held whole.
///
/// The tally keeps a histogram of 32,768 buckets and, while the image has no more distinct
/// colours than will be asked for, each colour exactly; its memory does not grow with the
/// number of pixels.
///
///     var tally = ColorTally(count: 8)
///     for row in rows { tally.add(row.pixels, at: row.start, step: 1) }
///     let colors = ColorExtraction.colors(in: tally)
public struct ColorTally: Sendable {
  /// How many colours will be found.
  public let count: Int
  /// The buckets.
  private(set) var histogram = ColorHistogram()
  /// The distinct colours (fully transparent ones left out) in order of first appearance,
  /// with their pixel counts and the position of their first pixel, while there are at most
  /// ``count``; `nil` once there are more.
  private var exact: [(color: ExtractedColor, position: Int)]? = []
  /// Where each distinct colour is in ``exact``, by its packed value `0xRRGGBBAA`.
  private var index: [UInt32: Int] = [:]

  /// An empty tally for finding `count` colours.
  ///
  /// - Parameter count: How many colours will be asked for, at least 1.
  public init(count: Int) {
    self.count = max(count, 1)
  }

  /// Adds pixels of the image.
  ///
  /// - Parameters:
  ///   - pixels: The pixels, in any order.
  ///   - position: The position in the image of the first one (`y × width + x`), which
  ///     orders colours of equal weight by where they first appear.
  ///   - step: The distance in positions between consecutive pixels (the column step of an
  ///     interlaced image's pass).
  /// - Complexity: O(*n*) in the number of pixels.
  public mutating func add(_ pixels: [RGBA8], at position: Int = 0, step: Int = 1) {
    pixels.withUnsafeBufferPointer { buffer in
      histogram.add(buffer)
      if exact != nil { addExact(buffer, at: position, step: step) }
    }
  }

  /// Counts the distinct colours of `pixels` until there are more than ``count``.
  private mutating func addExact(_ pixels: UnsafeBufferPointer<RGBA8>, at start: Int, step: Int) {
    guard var colors = exact else { return }
    exact = nil  // held alone while counting, so appends do not copy
    var last: UInt32?
    var lastIndex = 0
    for (offset, pixel) in pixels.enumerated() where pixel.alpha != 0 {
      let packed =
        UInt32(pixel.red) << 24 | UInt32(pixel.green) << 16 | UInt32(pixel.blue) << 8
        | UInt32(pixel.alpha)
      if packed == last {
        colors[lastIndex].color.pixelCount += 1
        continue
      }
      let position = start + offset * step
      if let known = index[packed] {
        colors[known].color.pixelCount += 1
        colors[known].position = min(colors[known].position, position)
        lastIndex = known
      } else {
        guard colors.count < count else {
          index = [:]
          return
        }
        index[packed] = colors.count
        lastIndex = colors.count
        colors.append((ExtractedColor(color: pixel, pixelCount: 1), position))
      }
      last = packed
    }
    exact = colors
  }

  /// The distinct colours in order of first appearance with their pixel counts, or `nil`
  /// when there are more than ``count``.
  var exactColors: [ExtractedColor]? {
    exact.map { colors in colors.sorted { $0.position < $1.position }.map(\.color) }
  }
}
