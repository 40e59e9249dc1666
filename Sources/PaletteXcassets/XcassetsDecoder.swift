import PaletteCore

/// Reads the colour sets of a catalog ``FileTree`` into a palette.
struct XcassetsDecoder {
  /// The suffix of a colour set's folder.
  static let colorSetSuffix = ".colorset"

  /// Whether two folder names (`nil`: the catalog's root) are the same bytes.
  private static func sameFolder(_ first: String?, _ second: String?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    return PathText.same(first, second)
  }

  /// The order colour sets are read in: by path, folder by folder (a catalog has no order of
  /// its own). `components` are a colour set's path components below the catalog.
  static func readsBefore(_ first: [String], _ second: [String]) -> Bool {
    first.lexicographicallyPrecedes(second)
  }

  func decode(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    // Split by bytes: `/` followed by a combining mark is one `Character`, but two components.
    var paths = tree.paths.map { PathText.components(of: $0) }
    if let first = paths.first?.first, PathText.hasSuffix(first, ".xcassets"),
      paths.allSatisfy({ $0.count > 1 && PathText.same($0[0], first) })
    {
      paths = paths.map { Array($0.dropFirst()) }
    }
    var colorSets: [(components: [String], original: String)] = []
    for (components, original) in zip(paths, tree.paths)
    where components.count >= 2 && PathText.same(components[components.count - 1], "Contents.json")
      && PathText.hasSuffix(components[components.count - 2], Self.colorSetSuffix)
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
      let setName = PathText.droppingLast(
        colorSet.components[colorSet.components.count - 2], bytes: Self.colorSetSuffix.utf8.count)
      swatch.name = (folders.dropFirst() + [setName]).joined(separator: "/")
      let groupName = folders.first
      // Tested by index: a copy of the last group held here would make the append copy its
      // swatches, once per colour set.
      if !palette.groups.isEmpty,
        Self.sameFolder(palette.groups[palette.groups.count - 1].name, groupName)
      {
        palette.groups[palette.groups.count - 1].swatches.append(swatch)
      } else {
        palette.groups.append(PaletteGroup(name: groupName, swatches: [swatch]))
      }
    }
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
