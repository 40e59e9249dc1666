import PaletteCore

/// The rows of a PNG rebuilt from its decompressed image data as the data arrives: each pass's
/// rows, one after another, each after its filter type byte. A row's filter is undone against
/// the row above it, so only two rows are held, whatever the height.
struct PNGScanlines {
  /// The header the data follows.
  let header: PNGHeader
  /// The passes, in storage order.
  let passes: [PNGPass]
  /// The offset of the first `IDAT` chunk, where errors are reported.
  let dataOffset: Int
  /// The pass being filled.
  private var pass = 0
  /// The row of that pass being filled.
  private var row = 0
  /// The bytes of a row of that pass, without its filter type byte.
  private var rowBytes: Int
  /// The row being filled: its filter type byte, then its bytes.
  private var current: [UInt8]
  /// The row above it, unfiltered (the same layout).
  private var previous: [UInt8]
  /// The bytes of ``current`` filled so far.
  private var filled = 0
  /// The decompressed bytes received so far.
  private(set) var received = 0

  /// The exact number of bytes the image data of `header` decompresses to.
  static func expectedSize(of header: PNGHeader) -> Int {
    PNGPass.passes(width: header.width, height: header.height, interlaced: header.interlaced)
      .reduce(0) { $0 + $1.height * (1 + header.rowBytes(width: $1.width)) }
  }

  /// Prepares to receive the image data of `header`.
  ///
  /// - Parameters:
  ///   - header: The image header.
  ///   - dataOffset: The offset of the first `IDAT` chunk, where errors are reported.
  init(header: PNGHeader, dataOffset: Int) {
    self.header = header
    self.dataOffset = dataOffset
    passes = PNGPass.passes(
      width: header.width, height: header.height, interlaced: header.interlaced)
    let widest = passes.map { header.rowBytes(width: $0.width) }.max() ?? 0
    current = [UInt8](repeating: 0, count: 1 + widest)
    previous = current
    rowBytes = passes.first.map { header.rowBytes(width: $0.width) } ?? 0
  }

  /// The bytes the two row buffers hold.
  var bufferBytes: Int { current.count + previous.count }

  /// Whether every row has been received.
  var isComplete: Bool { pass == passes.count }

  /// Takes the next decompressed bytes and calls `body` for every row they complete, with
  /// the pass, the row's number in it and its unfiltered bytes (without the filter type byte),
  /// which are valid only during the call.
  ///
  /// - Throws: ``PaletteError/Kind/invalidValue`` for a filter type above 4 (the message says
  ///   which row) or for data past the last row; what `body` throws.
  mutating func receive(
    _ data: UnsafeBufferPointer<UInt8>,
    _ body: (PNGPass, Int, UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void
  ) throws(PaletteError) {
    var at = 0
    while at < data.count {
      guard pass < passes.count else {
        throw PaletteError(
          .invalidValue,
          "the image data decompresses to more than the \(Self.expectedSize(of: header)) bytes "
            + "a \(header.width) × \(header.height) image needs", format: "png",
          location: .byte(offset: dataOffset))
      }
      let take = min(1 + rowBytes - filled, data.count - at)
      current.withUnsafeMutableBufferPointer { row in
        guard let target = row.baseAddress, let source = data.baseAddress else { return }
        (target + filled).update(from: source + at, count: take)
      }
      filled += take
      at += take
      received += take
      if filled == 1 + rowBytes { try finishRow(body) }
    }
  }

  /// Unfilters the full row in ``current``, hands it to `body` and moves to the next.
  private mutating func finishRow(
    _ body: (PNGPass, Int, UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void
  ) throws(PaletteError) {
    let filter = current[0]
    guard filter <= 4 else {
      let which = header.interlaced ? "row \(row) of pass \(pass + 1)" : "row \(row)"
      throw PaletteError(
        .invalidValue,
        "\(which) has filter type \(filter) (byte \(received - filled) of the decompressed "
          + "image data); PNG defines 0 to 4", format: "png", location: .byte(offset: dataOffset))
    }
    let count = rowBytes
    let stride = min(header.filterStride, count)
    let first = row == 0
    previous.withUnsafeBufferPointer { above in
      current.withUnsafeMutableBufferPointer { line in
        guard let aboveBase = above.baseAddress, let lineBase = line.baseAddress else { return }
        Self.unfilter(
          filter, lineBase + 1, above: first ? nil : aboveBase + 1, count: count, stride: stride)
      }
    }
    try current.withUnsafeBufferPointer { (line) throws(PaletteError) in
      try body(passes[pass], row, UnsafeBufferPointer(rebasing: line[1..<(1 + count)]))
    }
    swap(&current, &previous)
    filled = 0
    row += 1
    if row == passes[pass].height {
      row = 0
      pass += 1
      if pass < passes.count { rowBytes = header.rowBytes(width: passes[pass].width) }
    }
  }

  /// Checks that every row arrived.
  ///
  /// - Throws: ``PaletteError/Kind/unexpectedEndOfInput`` for data shorter than the header
  ///   needs.
  func finish() throws(PaletteError) {
    guard isComplete else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the image data decompresses to \(received) bytes but a \(header.width) × "
          + "\(header.height) \(header.colorType.name) image of \(header.bitDepth)-bit samples "
          + "needs \(Self.expectedSize(of: header))", format: "png",
        location: .byte(offset: dataOffset))
    }
  }

  /// Undoes one row's filter in place; `above` is the unfiltered row above (`nil` for the
  /// first row of a pass, whose row above counts as zeros).
  private static func unfilter(
    _ filter: UInt8, _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>?,
    count: Int, stride: Int
  ) {
    guard let above else {
      // Above is zero: Up is None, Average halves the left byte, Paeth picks the left byte.
      switch filter {
      case 1, 4:
        for index in stride..<count { row[index] &+= row[index - stride] }
      case 3:
        for index in stride..<count { row[index] &+= row[index - stride] >> 1 }
      default:
        break
      }
      return
    }
    switch filter {
    case 1:
      for index in stride..<count { row[index] &+= row[index - stride] }
    case 2:
      for index in 0..<count { row[index] &+= above[index] }
    case 3:
      for index in 0..<stride { row[index] &+= above[index] >> 1 }
      for index in stride..<count {
        row[index] &+= UInt8((Int(row[index - stride]) + Int(above[index])) >> 1)
      }
    case 4:
      for index in 0..<stride { row[index] &+= above[index] }
      for index in stride..<count {
        let left = Int(row[index - stride])
        let up = Int(above[index])
        let corner = Int(above[index - stride])
        let toLeft = abs(up - corner)  // |p − a| with p = a + b − c
        let toAbove = abs(left - corner)  // |p − b|
        let toCorner = abs(left + up - 2 * corner)  // |p − c|
        let predictor =
          toLeft <= toAbove && toLeft <= toCorner ? left : toAbove <= toCorner ? up : corner
        row[index] &+= UInt8(truncatingIfNeeded: predictor)
      }
    default:
      break
    }
  }

  /// Unpacks the samples of a row `width` pixels wide into `samples` (channels per pixel,
  /// each at its own depth: 0...1 for 1-bit, 0...65535 for 16-bit).
  static func unpack(
    _ bytes: UnsafeBufferPointer<UInt8>, width: Int, header: PNGHeader,
    into samples: inout [UInt16]
  ) {
    let count = width * header.colorType.channels
    if samples.count < count { samples = [UInt16](repeating: 0, count: count) }
    samples.withUnsafeMutableBufferPointer { out in
      switch header.bitDepth {
      case 8:
        for index in 0..<count { out[index] = UInt16(bytes[index]) }
      case 16:
        for index in 0..<count {
          out[index] = UInt16(bytes[2 * index]) << 8 | UInt16(bytes[2 * index + 1])
        }
      default:
        let depth = header.bitDepth
        let perByte = 8 / depth
        let mask = UInt8((1 << depth) - 1)
        for index in 0..<count {
          let byte = bytes[index / perByte]
          let shift = 8 - depth * (index % perByte + 1)
          out[index] = UInt16((byte >> UInt8(shift)) & mask)
        }
      }
    }
  }
}
