import PaletteCore

/// A spatial index of colours that finds the earliest one inserted whose difference from a
/// given colour is below a threshold, in near-constant time per query for any threshold a
/// person uses.
///
/// Colours are kept in grids over their coordinates over black (Lab for ΔE00, OKLab for
/// ΔEOK). For ΔEOK that is one grid with cells of the threshold's size. For ΔE00 the distance
/// at which a colour can still match grows with chroma (S_C), so colours are banded by
/// chroma, in half-octaves of 1 + 0.045 C, and each band's cells are as wide in the (a, b)
/// plane as a match can lie at the band's lowest chroma. A query asks ``DifferenceBound``
/// how far a match can lie, looks only at the cells within that reach in the bands whose
/// chroma and lightness it can reach, tests each colour there with the bound, and computes
/// the difference only for those that pass.
///
/// The answer is exactly what comparing with every colour in insertion order would give:
/// the bound never exceeds the difference, and every colour within reach is looked at.
/// Colours whose coordinates are not finite never match (their difference is not a number).
struct NearColorIndex {
  /// A matching colour: its identifier and its difference from the query.
  struct Match {
    /// The identifier the colour was inserted with.
    var identifier: Int
    /// The difference, below the threshold.
    var distance: Double
  }

  /// A band of colours with similar chroma: its grid's cell sizes and what it holds.
  private struct Band {
    /// The band's number (``bandNumber(of:)``), part of its cells' keys.
    var number: Int
    /// The cell size along L and in the (a, b) plane.
    var lightnessWidth: Double
    var planeWidth: Double
    /// The band's points, as indices into the index's storage, in insertion order.
    var members: [Int32] = []
    /// The ranges of lightness and chroma of the band's points, to skip the band at once.
    var lightness: ClosedRange<Double>
    var chroma: ClosedRange<Double>
  }

  /// The largest band number kept apart; colours of higher bands (chroma beyond 10^150)
  /// share it.
  private static let lastBand = 1000
  /// Cell coordinates are kept within ±(2^17 − 1), so that a band and three coordinates pack
  /// into one 64-bit key; colours beyond share the outermost cells.
  private static let cellLimit = 131_071.0

  private let metric: DifferenceMetric
  private let bound: DifferenceBound
  private let threshold: Double
  private var colors: [PerceivedColor] = []
  private var identifiers: [Int] = []
  private var bands: [Band] = []
  private var cells = CellTable()

  /// Creates an empty index.
  ///
  /// - Parameters:
  ///   - metric: The difference formula.
  ///   - threshold: Colours match when their difference is strictly below it; above 0.
  init(metric: DifferenceMetric, threshold: Double) {
    self.metric = metric
    self.bound = DifferenceBound(metric: metric, threshold: threshold)
    self.threshold = threshold
  }

  /// Adds a colour.
  ///
  /// - Parameters:
  ///   - color: The colour, prepared for `metric`.
  ///   - identifier: What ``firstMatch(for:)`` returns for it; identifiers must increase.
  mutating func insert(_ color: PerceivedColor, identifier: Int) {
    let point = DifferenceBound.Point(color.overBlack)
    guard point.isFinite, threshold > 0 else { return }
    let number = bandNumber(of: point)
    let index: Int
    if let existing = bands.firstIndex(where: { $0.number == number }) {
      index = existing
    } else {
      index = bands.count
      let widths = cellWidths(ofBand: number)
      bands.append(
        Band(
          number: number, lightnessWidth: widths.lightness, planeWidth: widths.plane,
          lightness: point.lightness...point.lightness, chroma: point.chroma...point.chroma))
    }
    let band = bands[index]
    let key = Self.key(
      band: number, Self.cell(point.lightness, width: band.lightnessWidth),
      Self.cell(point.a, width: band.planeWidth), Self.cell(point.b, width: band.planeWidth))
    cells.append(CellTable.Entry(number: Int32(colors.count), point: point), to: key)
    bands[index].members.append(Int32(colors.count))
    let lightness = bands[index].lightness
    bands[index].lightness =
      min(lightness.lowerBound, point.lightness)...max(lightness.upperBound, point.lightness)
    let chroma = bands[index].chroma
    bands[index].chroma =
      min(chroma.lowerBound, point.chroma)...max(chroma.upperBound, point.chroma)
    colors.append(color)
    identifiers.append(identifier)
  }

  /// The colour inserted first whose difference from `color` is below the threshold.
  ///
  /// - Parameters:
  ///   - color: The colour, prepared for `metric`.
  ///   - accepts: Which identifiers may match, if not all; a colour it refuses is passed over
  ///     as if it were not within the threshold.
  /// - Returns: The match with the smallest identifier, or `nil`.
  func firstMatch(for color: PerceivedColor, accepting accepts: ((Int) -> Bool)? = nil) -> Match? {
    let query = DifferenceBound.Point(color.overBlack)
    guard query.isFinite, threshold > 0 else { return nil }
    let reach = bound.reach(of: query)
    var best: (index: Int, distance: Double)?
    // The query's own cell first: the match, if any, is most often there, and once one is
    // found every other cell's chain stops at the first later colour.
    var ownCell: UInt64?
    if let reach, let own = bands.first(where: { $0.number == bandNumber(of: query) }) {
      let key = Self.key(
        band: own.number, Self.cell(query.lightness, width: own.lightnessWidth),
        Self.cell(query.a, width: own.planeWidth), Self.cell(query.b, width: own.planeWidth))
      ownCell = key
      scanChain(key, for: color, query: query, reach: reach, accepts: accepts, best: &best)
    }
    for bandIndex in bands.indices {
      let band = bands[bandIndex]
      guard let reach else {
        scanAll(band, for: color, accepts: accepts, best: &best)
        continue
      }
      // |ΔL| and |ΔC| are at most the reach.
      if band.lightness.lowerBound - query.lightness >= reach.lightness
        || query.lightness - band.lightness.upperBound >= reach.lightness
        || band.chroma.lowerBound - query.chroma >= reach.plane
        || query.chroma - band.chroma.upperBound >= reach.plane
      {
        continue
      }
      guard let range = cellRange(around: query, reach: reach, in: band) else {
        scanAll(band, for: color, accepts: accepts, best: &best)
        continue
      }
      for l in range.l {
        for a in range.a {
          for b in range.b {
            let key = Self.key(band: band.number, l, a, b)
            if key != ownCell {
              scanChain(key, for: color, query: query, reach: reach, accepts: accepts, best: &best)
            }
          }
        }
      }
    }
    return best.map { Match(identifier: identifiers[$0.index], distance: $0.distance) }
  }

  /// Looks for an earlier match than `best` in the cell `key`, whose colours are in
  /// insertion order, so the search stops at the first one inserted after `best`.
  private func scanChain(
    _ key: UInt64, for color: PerceivedColor, query: DifferenceBound.Point,
    reach: DifferenceBound.Reach, accepts: ((Int) -> Bool)?,
    best: inout (index: Int, distance: Double)?
  ) {
    let cell = cells.cell(key)
    guard cell >= 0 else { return }
    var found = best
    cells.withEntries(ofCell: cell) { entries in
      for entry in entries {
        let index = Int(entry.number)
        if let found, index >= found.index { return }
        guard bound.admits(entry.point, query: query, reach: reach) else { continue }
        let distance = metric.distance(colors[index], color)
        if distance < threshold, accepts?(identifiers[index]) ?? true {
          found = (index, distance)
          return
        }
      }
    }
    best = found
  }

  /// Compares `color` with every colour of `band`: for a threshold too large for the reach
  /// to narrow anything, or a reach that covers more cells than the band holds.
  private func scanAll(
    _ band: Band, for color: PerceivedColor, accepts: ((Int) -> Bool)?,
    best: inout (index: Int, distance: Double)?
  ) {
    for member in band.members {
      let index = Int(member)
      if let best, index >= best.index { return }
      let distance = metric.distance(colors[index], color)
      if distance < threshold, accepts?(identifiers[index]) ?? true { best = (index, distance) }
    }
  }

  // MARK: Grids

  /// The chroma band of a point: for ΔE00 the half-octave of 1 + 0.045 C it falls in, for
  /// ΔEOK always 0.
  private func bandNumber(of point: DifferenceBound.Point) -> Int {
    guard metric == .ciede2000 else { return 0 }
    let scale = 1 + 0.045 * point.chroma
    let square = scale * scale
    return square.isFinite ? min(Int(square.exponent), Self.lastBand) : Self.lastBand
  }

  /// The cells of a band: three times the threshold along L; in the plane, three times the
  /// threshold times the band's lowest 1 + 0.045 C (2^(band / 2)) for ΔE00. Cells three
  /// times the size of a typical reach were the fastest measured (`Benchmarks/transforms.sh`):
  /// smaller ones mean more lookups of empty cells, larger ones more colours to test.
  private func cellWidths(ofBand band: Int) -> (lightness: Double, plane: Double) {
    guard metric == .ciede2000, band < Self.lastBand else {
      return (threshold, metric == .ciede2000 ? .infinity : threshold)
    }
    let halfOctave = Double(sign: .plus, exponent: band / 2, significand: 1)
    let plane = band % 2 == 0 ? halfOctave : halfOctave * 2.0.squareRoot()
    return (3 * threshold, 3 * threshold * plane)
  }

  /// The cell of a coordinate along one axis: the coordinate divided by the width, rounded
  /// down and kept within ±``cellLimit``, so that every finite value has a cell.
  private static func cell(_ value: Double, width: Double) -> Int {
    let scaled = (value / width).rounded(.down)
    guard !scaled.isNaN else { return 0 }
    return Int(min(max(scaled, -cellLimit), cellLimit))
  }

  /// The key of a cell: ten bits of band number and eighteen of each coordinate.
  private static func key(band: Int, _ l: Int, _ a: Int, _ b: Int) -> UInt64 {
    let offset = Int(cellLimit) + 1
    return UInt64(band) << 54 | UInt64(l + offset) << 36 | UInt64(a + offset) << 18
      | UInt64(b + offset)
  }

  /// The cells of `band` within `reach` of `query`, or `nil` when there would be more of
  /// them than the band has colours, so that testing every colour of the band is cheaper.
  private func cellRange(
    around query: DifferenceBound.Point, reach: DifferenceBound.Reach, in band: Band
  ) -> (l: ClosedRange<Int>, a: ClosedRange<Int>, b: ClosedRange<Int>)? {
    func axis(_ value: Double, _ radius: Double, _ width: Double) -> ClosedRange<Int>? {
      guard radius.isFinite, width.isFinite, width > 0 else { return nil }
      let low = Self.cell(value - radius, width: width)
      let high = Self.cell(value + radius, width: width)
      return low <= high ? low...high : nil
    }
    guard let l = axis(query.lightness, reach.lightness, band.lightnessWidth),
      let a = axis(query.a, reach.plane, band.planeWidth),
      let b = axis(query.b, reach.plane, band.planeWidth)
    else { return nil }
    let count = Double(l.count) * Double(a.count) * Double(b.count)
    return count <= Double(band.members.count) ? (l, a, b) : nil
  }
}
