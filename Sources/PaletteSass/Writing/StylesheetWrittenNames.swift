import PaletteCore

extension StylesheetVariables {
  /// The names a stylesheet writer gives `palette`, as its reader takes them back.
  ///
  /// - Parameters:
  ///   - palette: The palette about to be written.
  ///   - withMaps: Whether groups are written as maps (SCSS): a grouped swatch then reads
  ///     back under its key in its group's map; otherwise every swatch reads back as its
  ///     variable, outside any group.
  /// - Returns: The names.
  static func writtenNames(of palette: Palette, withMaps: Bool) -> WrittenNames {
    let variables = StylesheetVariables(palette, reservingMaps: withMaps)
    var swatches: [String?] = []
    var index = 0
    for group in palette.groups {
      let grouped = withMaps && groupSlug(group.name) != nil
      for _ in group.swatches {
        let variable = variables.all[index]
        swatches.append(grouped ? variable.key : variable.name)
        index += 1
      }
    }
    return WrittenNames(
      palette: StylesheetNames.readBack(palette.name),
      groups: palette.groups.map { withMaps ? groupSlug($0.name) : nil },
      swatches: swatches)
  }
}
