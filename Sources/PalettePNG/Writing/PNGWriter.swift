import PaletteArchive
import PaletteCore

/// Writes a palette as an indexed PNG: `IHDR`, `PLTE`, `tRNS` when some alpha is below 1,
/// one `IDAT` and `IEND`, nothing that varies between runs.
enum PNGWriter {
  /// Writes `palette` as cells of `swatchSize` × `swatchSize` pixels, `columns` to a row.
  ///
  /// - Parameters:
  ///   - palette: The palette; its colours through ``PaletteCore/PaletteColor/rgba8``, groups
  ///     flattened.
  ///   - swatchSize: The side of each cell in pixels.
  ///   - columns: Cells per row, or `nil` for the palette's columns, else all in one row.
  /// - Returns: The file's bytes.
  /// - Throws: ``PaletteError/Kind/unrepresentable`` for an empty palette or more than 256
  ///   swatches.
  /// - Complexity: O(*n* + *p*) for *n* swatches and *p* pixels.
  static func write(
    _ palette: Palette, swatchSize: Int, columns: Int?
  ) throws(PaletteError) -> [UInt8] {
    let colors = palette.allSwatches.map(\.color.rgba8)
    guard !colors.isEmpty else {
      throw PaletteError(
        .unrepresentable, "a PNG palette needs at least one colour; this palette has none",
        format: "png")
    }
    guard colors.count <= PNGLayout.maxPaletteEntries else {
      throw PaletteError(
        .unrepresentable,
        "an indexed PNG holds at most 256 colours; this palette has \(colors.count)",
        format: "png")
    }
    let depth = [1, 2, 4, 8].first { 1 << $0 >= colors.count } ?? 8
    let perRow = min(max(columns ?? palette.columns ?? colors.count, 1), colors.count)
    let rows = (colors.count + perRow - 1) / perRow
    let width = perRow * swatchSize
    let height = rows * swatchSize

    var out = PNGLayout.signature
    var header: [UInt8] = []
    append32(UInt32(width), to: &header)
    append32(UInt32(height), to: &header)
    header += [UInt8(depth), PNGColorType.indexed.rawValue, 0, 0, 0]
    appendChunk(PNGChunk.header, header, to: &out)
    appendChunk(PNGChunk.palette, colors.flatMap { [$0.red, $0.green, $0.blue] }, to: &out)
    if let last = colors.lastIndex(where: { $0.alpha != 255 }) {
      appendChunk(PNGChunk.transparency, colors[...last].map(\.alpha), to: &out)
    }
    let data = scanlines(
      count: colors.count, depth: depth, perRow: perRow, rows: rows, swatchSize: swatchSize)
    appendChunk(PNGChunk.imageData, Zlib.compress(data), to: &out)
    appendChunk(PNGChunk.end, [], to: &out)
    return out
  }

  /// The filtered image data (filter 0 on every row): the cell of swatch *i* holds index *i*;
  /// the cells after the last swatch in the last row repeat the last index.
  private static func scanlines(
    count: Int, depth: Int, perRow: Int, rows: Int, swatchSize: Int
  ) -> [UInt8] {
    let width = perRow * swatchSize
    let rowBytes = (width * depth + 7) / 8
    var data: [UInt8] = []
    data.reserveCapacity(rows * swatchSize * (rowBytes + 1))
    var line = [UInt8](repeating: 0, count: rowBytes)
    for row in 0..<rows {
      for index in line.indices { line[index] = 0 }
      for x in 0..<width {
        let entry = UInt8(min(row * perRow + x / swatchSize, count - 1))
        let bit = x * depth
        line[bit / 8] |= entry << UInt8(8 - depth - bit % 8)
      }
      for _ in 0..<swatchSize {
        data.append(0)
        data.append(contentsOf: line)
      }
    }
    return data
  }

  private static func appendChunk(_ type: UInt32, _ data: [UInt8], to out: inout [UInt8]) {
    append32(UInt32(data.count), to: &out)
    let start = out.count
    append32(type, to: &out)
    out.append(contentsOf: data)
    append32(CRC32.checksum(out[start...]), to: &out)
  }

  private static func append32(_ value: UInt32, to out: inout [UInt8]) {
    for shift in stride(from: 24, through: 0, by: -8) {
      out.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }
}
