import PaletteCore

/// Reads the colour sets of a catalog ``FileTree`` into a palette.
struct XcassetsDecoder {
  /// The order colour sets are read in: by path, folder by folder (a catalog has no order of
  /// its own). `components` are a colour set's path components below the catalog.
  static func readsBefore(_ first: [String], _ second: [String]) -> Bool {
    first.lexicographicallyPrecedes(second)
  }

  func decode(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    var paths = tree.paths.map { $0.split(separator: "/").map(String.init) }
    if let first = paths.first?.first, first.hasSuffix(".xcassets"),
      paths.allSatisfy({ $0.count > 1 && $0[0] == first })
    {
      paths = paths.map { Array($0.dropFirst()) }
    }
    var colorSets: [(components: [String], original: String)] = []
    for (components, original) in zip(paths, tree.paths)
    where components.count >= 2 && components.last == "Contents.json"
      && components[components.count - 2].hasSuffix(".colorset")
    {
      colorSets.append((components, original))
    }
    colorSets.sort { Self.readsBefore($0.components, $1.components) }
    var palette = Palette()
    var warnings: [Diagnostic] = []
    for colorSet in colorSets {
      let bytes = tree.files[colorSet.original] ?? []
      guard
        var swatch = try XcassetsColorSetReader.read(
          bytes, path: colorSet.original, warnings: &warnings)
      else { continue }
      let folders = Array(colorSet.components.dropLast(2))
      let setName = String(
        colorSet.components[colorSet.components.count - 2].dropLast(".colorset".count))
      swatch.name = (folders.dropFirst() + [setName]).joined(separator: "/")
      let groupName = folders.first
      if let last = palette.groups.last, last.name == groupName, !palette.groups.isEmpty {
        palette.groups[palette.groups.count - 1].swatches.append(swatch)
      } else {
        palette.groups.append(PaletteGroup(name: groupName, swatches: [swatch]))
      }
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
