import PaletteCore

/// The documented ways a format changes a palette it writes and reads back, beyond what its
/// capabilities drop: each is a choice of the format's writer, not a loss of data.
enum FormatNormalization {
  /// Applies the normalisations of `format` to `palette`.
  ///
  /// - Parameters:
  ///   - palette: A palette already stripped of what the format cannot hold.
  ///   - format: The format.
  /// - Returns: The palette as the format reads it back.
  static func apply(_ palette: Palette, for format: any PaletteFormat) -> Palette {
    var result = palette
    switch format.identifier {
    case "gpl":
      // GIMP reads `Columns:` only on line 3, after `Name:`: the writer keeps GIMP's shape
      // and writes the column count only for a named palette.
      if result.name == nil { result.columns = nil }
      // A swatch without a name is written as GIMP writes it, `Untitled`.
      result.mapSwatches { swatch in
        if swatch.name == nil || swatch.name == "" { swatch.name = "Untitled" }
      }
    default:
      break
    }
    return result
  }
}
