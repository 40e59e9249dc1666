import PaletteCore

/// Writes a KDE palette as KDE's `KColorCollection` saves one.
enum KDEPaletteWriter {
  /// Writes `palette`.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  static func write(_ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + palette.swatchCount * 20)
    out.append(contentsOf: KDEPaletteReader.magic)
    out.append(ASCII.lineFeed)
    let description = LineText.descriptionLines(palette.description)
    for line in description.isEmpty ? [[]] : description {
      out.append(KDEPaletteReader.commentMarker)
      if !line.isEmpty {
        out.append(ASCII.space)
        out.append(contentsOf: line)
      }
      out.append(ASCII.lineFeed)
    }
    for swatch in palette.allSwatches {
      RGBLineWriter.appendRGB(swatch.color, aligned: false, to: &out)
      let name = SingleLine.bytes(swatch.name ?? "")
      if !name.isEmpty {
        out.append(ASCII.space)
        out.append(contentsOf: name)
      }
      out.append(ASCII.lineFeed)
    }
    return out
  }
}
