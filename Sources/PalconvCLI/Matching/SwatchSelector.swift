import PaletteCore

/// A choice of swatches on the command line (`--text`, `--background`): a glob that picks every
/// swatch whose name matches it, or every swatch of a group whose name matches it.
///
/// `--text 'Ink*'` picks the swatches named Ink, Ink 2, …; `--background Surfaces` picks the
/// swatch named Surfaces and every swatch of the group Surfaces. Matching is case-sensitive, as
/// names are.
struct SwatchSelector {
  /// The pattern as written.
  let pattern: Glob

  /// Parses a selector.
  ///
  /// - Throws: ``UsageError`` when the glob cannot be used.
  init(_ text: String) throws(UsageError) {
    pattern = try Glob.parsed(text)
  }

  /// Whether the selector picks a swatch of a group.
  ///
  /// - Parameters:
  ///   - swatch: The swatch.
  ///   - groupName: The name of its group, if it has one.
  func matches(_ swatch: Swatch, groupName: String?) -> Bool {
    if let name = swatch.name, pattern.matches(name) { return true }
    if let groupName, pattern.matches(groupName) { return true }
    return false
  }

  /// The swatches of `palette` that any of `selectors` picks, in palette order; every swatch
  /// when there are no selectors.
  static func swatches(of palette: Palette, pickedBy selectors: [SwatchSelector]) -> [Swatch] {
    var picked: [Swatch] = []
    for group in palette.groups {
      for swatch in group.swatches
      where selectors.isEmpty
        || selectors.contains(where: { $0.matches(swatch, groupName: group.name) })
      {
        picked.append(swatch)
      }
    }
    return picked
  }
}
