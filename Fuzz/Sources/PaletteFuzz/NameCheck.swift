import PaletteCore

/// The names a writer announces to the loss report (`writtenNames(of:)`) are the names its
/// output reads back with, for every palette: otherwise a renaming would go unreported, or
/// one would be reported that did not happen.
enum NameCheck {
  /// Compares the names announced for `written` with the names of `read`.
  ///
  /// Names are compared as sorted `group␟swatch` pairs, since a catalog sorts its colours; for
  /// DTCG, whose dotted names nest, as one dotted path.
  ///
  /// - Parameters:
  ///   - format: The format that wrote `written` and read `read`.
  ///   - written: The palette that was written.
  ///   - read: What the output read back as.
  static func check(_ format: any PaletteFormat, written: Palette, read: Palette) {
    guard let announced = format.writtenNames(of: written) else { return }
    let dotted = FuzzFormats.colorsOnly.contains(format.identifier)
    func key(_ group: String?, _ swatch: String?) -> String {
      if dotted { return [group, swatch].compactMap { $0 }.joined(separator: ".") }
      return (group ?? "-") + "\u{1F}" + (swatch ?? "-")
    }
    guard announced.groups.count == written.groups.count,
      announced.swatches.count == written.swatchCount
    else {
      fail("\(format.identifier): writtenNames has the wrong number of names")
    }
    var expected: [String] = []
    var index = 0
    for (group, groupName) in zip(written.groups, announced.groups) {
      for _ in group.swatches {
        expected.append(key(groupName, announced.swatches[index]))
        index += 1
      }
    }
    let actual = read.groups.flatMap { group in group.swatches.map { key(group.name, $0.name) } }
    if expected.sorted() != actual.sorted() {
      fail(
        "\(format.identifier): the names announced differ from the names read back\n"
          + "--- announced: \(expected.sorted())\n--- read: \(actual.sorted())")
    }
    if let name = announced.palette, name != read.name {
      fail(
        "\(format.identifier): announced the palette name \(name.debugDescription), read back "
          + (read.name?.debugDescription ?? "none"))
    }
  }
}
