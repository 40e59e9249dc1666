import PaletteCore

/// Writes Corel Painter's text colour set.
enum PainterSwatchesWriter {
  /// Writes `palette`.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  static func write(_ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(80 + palette.swatchCount * 48)
    let count = palette.swatchCount
    if let wanted = palette.columns, wanted > 0 {
      let columns = min(wanted, PainterSwatchesReader.layoutLimit)
      let rows = min((count + columns - 1) / columns, PainterSwatchesReader.layoutLimit)
      let values = [rows, columns, 16, 16, 0, 1]
      for (key, value) in zip(PainterSwatchesReader.layoutKeys, values) {
        out.append(contentsOf: "\(key) \(value)\n".utf8)
      }
    }
    for swatch in palette.allSwatches {
      let rgba = swatch.color.rgba8
      out.append(contentsOf: "R:".utf8)
      RGBLineWriter.append(rgba.red, aligned: false, to: &out)
      out.append(contentsOf: ", G:".utf8)
      RGBLineWriter.append(rgba.green, aligned: false, to: &out)
      out.append(contentsOf: ", B:".utf8)
      RGBLineWriter.append(rgba.blue, aligned: false, to: &out)
      out.append(contentsOf: "  HV:0.00, SV:0.00, VV:0.00".utf8)
      let name = SingleLine.bytes(swatch.name ?? "")
      if !name.isEmpty {
        out.append(contentsOf: [ASCII.space, ASCII.space])
        out.append(contentsOf: name)
      }
      out.append(ASCII.lineFeed)
    }
    return out
  }
}
