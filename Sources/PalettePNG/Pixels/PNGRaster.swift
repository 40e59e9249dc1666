import PaletteCore

/// The decompressed image data of a PNG, unfiltered: each pass's rows, one after another,
/// each after its filter type byte.
struct PNGRaster {
  /// The header the data follows.
  let header: PNGHeader
  /// The passes, in storage order.
  let passes: [PNGPass]
  /// The unfiltered data (filter type bytes left in place).
  private(set) var data: [UInt8]
  /// Where each pass's first filter type byte is in ``data``.
  private(set) var passStarts: [Int] = []

  /// The exact number of bytes the image data of `header` decompresses to.
  static func expectedSize(of header: PNGHeader) -> Int {
    PNGPass.passes(width: header.width, height: header.height, interlaced: header.interlaced)
      .reduce(0) { $0 + $1.height * (1 + header.rowBytes(width: $1.width)) }
  }

  /// Checks the size of `data` and undoes the filters of every row.
  ///
  /// - Parameters:
  ///   - header: The image header.
  ///   - data: The decompressed image data.
  ///   - dataOffset: The offset of the first `IDAT` chunk, where errors are reported.
  /// - Throws: ``PaletteError/Kind/unexpectedEndOfInput`` for data shorter than the header
  ///   needs, ``PaletteError/Kind/invalidValue`` for a filter type above 4 (the message says
  ///   which row).
  init(header: PNGHeader, data: [UInt8], dataOffset: Int) throws(PaletteError) {
    self.header = header
    self.data = data
    passes = PNGPass.passes(
      width: header.width, height: header.height, interlaced: header.interlaced)
    let expected = Self.expectedSize(of: header)
    guard data.count >= expected else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the image data decompresses to \(data.count) bytes but a \(header.width) × "
          + "\(header.height) \(header.colorType.name) image of \(header.bitDepth)-bit samples "
          + "needs \(expected)", format: "png", location: .byte(offset: dataOffset))
    }
    var start = 0
    for (number, pass) in passes.enumerated() {
      passStarts.append(start)
      let rowBytes = header.rowBytes(width: pass.width)
      for row in 0..<pass.height {
        let filter = self.data[start]
        guard filter <= 4 else {
          let which = header.interlaced ? "row \(row) of pass \(number + 1)" : "row \(row)"
          throw PaletteError(
            .invalidValue,
            "\(which) has filter type \(filter) (byte \(start) of the decompressed image "
              + "data); PNG defines 0 to 4", format: "png", location: .byte(offset: dataOffset))
        }
        unfilter(
          filter, at: start + 1, count: rowBytes, previous: row == 0 ? nil : start - rowBytes)
        start += 1 + rowBytes
      }
    }
  }

  /// Undoes one row's filter in place; `previous` is where the row above starts (`nil` for
  /// the first row of a pass, whose row above counts as zeros).
  private mutating func unfilter(_ filter: UInt8, at start: Int, count: Int, previous: Int?) {
    let stride = min(header.filterStride, count)
    data.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let row = base + start
      guard let previous else {
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
      let above = UnsafePointer(base + previous)
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
  }

  /// Calls `body` for every row of every pass, with the pass, the row's number in it and
  /// where its samples start in ``data``.
  func forEachRow(_ body: (PNGPass, Int, Int) throws(PaletteError) -> Void) throws(PaletteError) {
    for (index, pass) in passes.enumerated() {
      let rowBytes = header.rowBytes(width: pass.width)
      for row in 0..<pass.height {
        try body(pass, row, passStarts[index] + row * (1 + rowBytes) + 1)
      }
    }
  }

  /// Unpacks the samples of the row starting at `start`, `width` pixels wide, into `samples`
  /// (channels per pixel, each at its own depth: 0...1 for 1-bit, 0...65535 for 16-bit).
  func unpack(rowAt start: Int, width: Int, into samples: inout [UInt16]) {
    let count = width * header.colorType.channels
    if samples.count < count { samples = [UInt16](repeating: 0, count: count) }
    data.withUnsafeBufferPointer { bytes in
      samples.withUnsafeMutableBufferPointer { out in
        switch header.bitDepth {
        case 8:
          for index in 0..<count { out[index] = UInt16(bytes[start + index]) }
        case 16:
          for index in 0..<count {
            out[index] =
              UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])
          }
        default:
          let depth = header.bitDepth
          let perByte = 8 / depth
          let mask = UInt8((1 << depth) - 1)
          for index in 0..<count {
            let byte = bytes[start + index / perByte]
            let shift = 8 - depth * (index % perByte + 1)
            out[index] = UInt16((byte >> UInt8(shift)) & mask)
          }
        }
      }
    }
  }
}
