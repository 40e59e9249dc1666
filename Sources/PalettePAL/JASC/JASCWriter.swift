import PaletteCore

/// Writes a palette in the shape PaintShop Pro writes: `JASC-PAL`, `0100`, the count, one
/// `R G B` line per swatch, CRLF line breaks, no byte order mark.
enum JASCWriter {
  private static let lineBreak: [UInt8] = [ASCII.carriageReturn, ASCII.lineFeed]

  /// Writes `palette`, its colours through ``PaletteCore/PaletteColor/rgba8`` (gamut-mapped),
  /// groups flattened, names and alpha left out.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  static func write(_ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(24 + palette.swatchCount * 14)
    out.append(contentsOf: JASCReader.magic)
    out.append(contentsOf: lineBreak)
    out.append(contentsOf: JASCReader.version)
    out.append(contentsOf: lineBreak)
    out.append(contentsOf: String(palette.swatchCount).utf8)
    out.append(contentsOf: lineBreak)
    for group in palette.groups {
      for swatch in group.swatches {
        let color = swatch.color.rgba8
        out.append(contentsOf: String(color.red).utf8)
        out.append(ASCII.space)
        out.append(contentsOf: String(color.green).utf8)
        out.append(ASCII.space)
        out.append(contentsOf: String(color.blue).utf8)
        out.append(contentsOf: lineBreak)
      }
    }
    return out
  }
}
