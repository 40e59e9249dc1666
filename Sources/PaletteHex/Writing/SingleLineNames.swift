import PaletteCore

/// The names the hex list and Paint.NET writers give a palette.
enum SingleLineNames {
  /// Swatch names on one line, a name left empty dropped; no palette or group names.
  static func singleLine(_ palette: Palette) -> WrittenNames {
    WrittenNames(
      palette: nil, groups: palette.groups.map { _ in nil },
      swatches: palette.groups.flatMap { group in
        group.swatches.map { swatch in
          swatch.name.map(SingleLine.string).flatMap { $0.isEmpty ? nil : $0 }
        }
      })
  }
}
