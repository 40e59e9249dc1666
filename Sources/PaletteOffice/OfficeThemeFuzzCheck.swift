public import PaletteCore

/// What the fuzz harness needs to restate the Office theme writers: a palette as it reads back.
@_spi(Fuzzing) public enum OfficeThemeFuzzCheck {
  /// `palette` as an Office theme (either format) writes and reads it: twelve swatches named
  /// by role in schema order, 8-bit opaque sRGB, the name as XML can hold it (empty is none).
  ///
  /// - Parameter palette: A palette.
  /// - Returns: The palette read back.
  public static func readBack(_ palette: Palette) -> Palette {
    let swatches = OfficeThemeMapping(palette).colors(of: palette).map { role, color in
      Swatch(name: role.rawValue, color: color.paletteColor)
    }
    let name = palette.name.map(XMLWriter.writable)
    return Palette(name: name?.isEmpty == false ? name : nil, swatches: swatches)
  }
}
