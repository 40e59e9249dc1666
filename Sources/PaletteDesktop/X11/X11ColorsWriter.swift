import PaletteCore

/// Writes X11's `rgb.txt` in X.Org's layout.
enum X11ColorsWriter {
  /// Writes `palette`: the description as `! ` comments, then `%3d %3d %3d\t\tname` lines.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  static func write(_ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + palette.swatchCount * 24)
    for line in LineText.descriptionLines(palette.description) {
      out.append(X11ColorsReader.commentMarker)
      if !line.isEmpty {
        out.append(ASCII.space)
        out.append(contentsOf: line)
      }
      out.append(ASCII.lineFeed)
    }
    for swatch in palette.allSwatches {
      RGBLineWriter.appendRGB(swatch.color, aligned: true, to: &out)
      let name = SingleLine.bytes(swatch.name ?? "")
      if !name.isEmpty {
        out.append(contentsOf: [ASCII.tab, ASCII.tab])
        out.append(contentsOf: name)
      }
      out.append(ASCII.lineFeed)
    }
    return out
  }
}
