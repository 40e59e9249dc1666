import PaletteCore

/// Reads the LUT-based transform types `lut8` (`mft1`), `lut16` (`mft2`), `lutAtoB` (`mAB `)
/// and `lutBtoA` (`mBA `) into ``ICCPipeline``s on normalised values.
///
/// Every count is checked against the tag's bytes before anything is allocated from it.
enum ICCLutReader {
  /// The most output channels a table may have.
  static let maximumOutputs = 15
  /// The most entries of a `lut16` input or output table.
  static let maximumTableEntries = 4096

  /// Reads the transform tag in `data` (one tag's region).
  static func read(_ data: ICCBytes) throws(PaletteError) -> ICCPipeline {
    let type = try data.signature(data.start, "the tag type")
    switch type {
    case ICCSignature("mft1"): return try readLut(data, wide: false)
    case ICCSignature("mft2"): return try readLut(data, wide: true)
    case ICCSignature("mAB "): return try readMultiProcess(data, aToB: true)
    case ICCSignature("mBA "): return try readMultiProcess(data, aToB: false)
    default:
      throw data.error(
        .invalidValue, "type '\(type)' is not a lut8, lut16, lutAtoB or lutBtoA table",
        at: data.start)
    }
  }

  /// Checks channel counts.
  private static func checkChannels(
    _ data: ICCBytes, inputs: Int, outputs: Int, at offset: Int
  ) throws(PaletteError) {
    guard (1...ICCGrid.maximumInputs).contains(inputs) else {
      throw data.error(
        .invalidValue, "\(inputs) input channels (1 to \(ICCGrid.maximumInputs) are read)",
        at: offset)
    }
    guard (1...maximumOutputs).contains(outputs) else {
      throw data.error(
        .invalidValue, "\(outputs) output channels (1 to \(maximumOutputs) are read)",
        at: offset + 1)
    }
  }

  /// Reads a grid of `points` over `inputs` with `outputs` values of `width` bytes each.
  private static func readGrid(
    _ data: ICCBytes, at offset: Int, points: [Int], outputs: Int, width: Int,
    pointsOffset: Int
  ) throws(PaletteError) -> ICCGrid {
    for (index, count) in points.enumerated() where count < 2 {
      throw data.error(
        .invalidValue, "a colour table with \(count) grid points along input \(index + 1)",
        at: pointsOffset + (pointsOffset == data.start + 10 ? 0 : index))
    }
    guard let count = ICCGrid.valueCount(points: points, outputs: outputs) else {
      throw data.error(
        .limitExceeded,
        "a colour table of \(points.map(String.init).joined(separator: "×")) points × "
          + "\(outputs) outputs is larger than the \(ICCGrid.maximumValues) values read",
        at: pointsOffset)
    }
    try data.require(offset, count * width, "a colour table of \(count) values")
    var values = [Double](repeating: 0, count: count)
    if width == 1 {
      for index in 0..<count { values[index] = Double(data.bytes[offset + index]) / 255 }
    } else {
      for index in 0..<count {
        let position = offset + 2 * index
        values[index] =
          Double(UInt16(data.bytes[position]) << 8 | UInt16(data.bytes[position + 1])) / 65535
      }
    }
    return ICCGrid(points: points, outputs: outputs, values: values)
  }

  /// Reads `channels` tables of `entries` values, `width` bytes each, as curves.
  private static func readTables(
    _ data: ICCBytes, at offset: Int, channels: Int, entries: Int, width: Int
  ) throws(PaletteError) -> [ICCCurve] {
    try data.require(offset, channels * entries * width, "\(channels) tables of \(entries) entries")
    var curves: [ICCCurve] = []
    let maximum = width == 1 ? 255.0 : 65535.0
    for channel in 0..<channels {
      var table = [Double](repeating: 0, count: entries)
      for index in 0..<entries {
        let position = offset + (channel * entries + index) * width
        let raw =
          width == 1
          ? UInt16(data.bytes[position])
          : UInt16(data.bytes[position]) << 8 | UInt16(data.bytes[position + 1])
        table[index] = Double(raw) / maximum
      }
      curves.append(.table(table))
    }
    return curves
  }

  /// Reads a `lut8` (`wide` false) or `lut16` (`wide` true) table.
  private static func readLut(_ data: ICCBytes, wide: Bool) throws(PaletteError) -> ICCPipeline {
    let base = data.start
    let inputs = Int(try data.u8(base + 8, "the input channel count"))
    let outputs = Int(try data.u8(base + 9, "the output channel count"))
    try checkChannels(data, inputs: inputs, outputs: outputs, at: base + 8)
    let gridPoints = Int(try data.u8(base + 10, "the grid point count"))
    var matrixValues: [Double] = []
    for index in 0..<9 {
      matrixValues.append(try data.s15Fixed16(base + 12 + 4 * index, "the matrix"))
    }
    let width = wide ? 2 : 1
    var inputEntries = 256
    var outputEntries = 256
    var offset = base + 48
    if wide {
      inputEntries = Int(try data.u16(base + 48, "the input table entry count"))
      outputEntries = Int(try data.u16(base + 50, "the output table entry count"))
      for (entries, at) in [(inputEntries, base + 48), (outputEntries, base + 50)]
      where !(2...maximumTableEntries).contains(entries) {
        throw data.error(
          .invalidValue,
          "a lut16 table of \(entries) entries (2 to \(maximumTableEntries) are read)", at: at)
      }
      offset = base + 52
    }
    var stages: [ICCStage] = []
    let matrix = ICCMatrix(rows: 3, columns: 3, values: matrixValues)
    // LittleCMS applies the matrix whenever there are three inputs (the format says: when
    // they are XYZ; other tables carry the identity).
    if inputs == 3 && !matrix.isIdentity { stages.append(.matrix(matrix)) }
    stages.append(
      .curves(
        try readTables(data, at: offset, channels: inputs, entries: inputEntries, width: width)))
    offset += inputs * inputEntries * width
    let points = [Int](repeating: gridPoints, count: inputs)
    let grid = try readGrid(
      data, at: offset, points: points, outputs: outputs, width: width, pointsOffset: base + 10)
    stages.append(.grid(grid))
    offset += grid.values.count * width
    stages.append(
      .curves(
        try readTables(data, at: offset, channels: outputs, entries: outputEntries, width: width)))
    return ICCPipeline(inputs: inputs, outputs: outputs, stages: stages, isLut16: wide)
  }

  /// Reads an `mAB ` (`aToB`) or `mBA ` table: optional curves, matrix and colour table around
  /// the mandatory B curves, each element at its own offset from the tag's start.
  private static func readMultiProcess(
    _ data: ICCBytes, aToB: Bool
  ) throws(PaletteError)
    -> ICCPipeline
  {
    let base = data.start
    let inputs = Int(try data.u8(base + 8, "the input channel count"))
    let outputs = Int(try data.u8(base + 9, "the output channel count"))
    try checkChannels(data, inputs: inputs, outputs: outputs, at: base + 8)
    func element(_ index: Int, _ name: String) throws(PaletteError) -> Int? {
      let value = Int(try data.u32(base + 12 + 4 * index, "the offset of the \(name)"))
      guard value != 0 else { return nil }
      guard value < data.count else {
        throw data.error(
          .unexpectedEndOfInput,
          "the \(name) at offset \(value) lies past the tag's \(data.count) bytes",
          at: base + 12 + 4 * index)
      }
      return base + value
    }
    let bOffset = try element(0, "B curves")
    let matrixOffset = try element(1, "matrix")
    let mOffset = try element(2, "M curves")
    let gridOffset = try element(3, "colour table")
    let aOffset = try element(4, "A curves")
    guard let bOffset else {
      throw data.error(.invalidValue, "the B curves are missing (offset 0)", at: base + 12)
    }
    // Channels at the B, matrix and M side, and at the A side.
    let pcsSide = aToB ? outputs : inputs
    let deviceSide = aToB ? inputs : outputs
    if gridOffset == nil && pcsSide != deviceSide {
      throw data.error(
        .invalidValue,
        "\(inputs) inputs and \(outputs) outputs with no colour table between them",
        at: base + 8)
    }
    if (matrixOffset != nil || mOffset != nil) && pcsSide != 3 {
      throw data.error(
        .invalidValue, "a matrix or M curves on \(pcsSide) channels (three are needed)",
        at: base + 9)
    }
    let bCurves = try ICCCurveReader.readSet(data, at: bOffset, count: pcsSide)
    var matrix: ICCMatrix?
    if let matrixOffset {
      var values: [Double] = []
      for index in 0..<12 {
        values.append(try data.s15Fixed16(matrixOffset + 4 * index, "the matrix"))
      }
      matrix = ICCMatrix(
        rows: 3, columns: 3, values: Array(values[0..<9]), offset: Array(values[9..<12]))
    }
    var mCurves: [ICCCurve]?
    if let mOffset {
      mCurves = try ICCCurveReader.readSet(data, at: mOffset, count: pcsSide)
    }
    var grid: ICCGrid?
    if let gridOffset {
      var points: [Int] = []
      for index in 0..<inputs {
        points.append(Int(try data.u8(gridOffset + index, "the grid point counts")))
      }
      let precision = Int(try data.u8(gridOffset + 16, "the colour table's precision"))
      guard precision == 1 || precision == 2 else {
        throw data.error(
          .invalidValue, "a colour table precision of \(precision) bytes (1 or 2)",
          at: gridOffset + 16)
      }
      grid = try readGrid(
        data, at: gridOffset + 20, points: points, outputs: outputs, width: precision,
        pointsOffset: gridOffset)
    }
    var aCurves: [ICCCurve]?
    if let aOffset {
      aCurves = try ICCCurveReader.readSet(data, at: aOffset, count: deviceSide)
    }
    var stages: [ICCStage] = []
    if aToB {
      if let aCurves { stages.append(.curves(aCurves)) }
      if let grid { stages.append(.grid(grid)) }
      if let mCurves { stages.append(.curves(mCurves)) }
      if let matrix { stages.append(.matrix(matrix)) }
      stages.append(.curves(bCurves))
    } else {
      stages.append(.curves(bCurves))
      if let matrix { stages.append(.matrix(matrix)) }
      if let mCurves { stages.append(.curves(mCurves)) }
      if let grid { stages.append(.grid(grid)) }
      if let aCurves { stages.append(.curves(aCurves)) }
    }
    return ICCPipeline(inputs: inputs, outputs: outputs, stages: stages)
  }
}
