import PaletteCore

/// The names a writer announces to the loss report (`writtenNames(of:)`) are the names its
/// output reads back with, in the order it reads back in, for every palette: otherwise a
/// renaming or a move would go unreported, or one would be reported that did not happen.
enum NameCheck {
  /// Compares the names announced for `written` with the names of `read`.
  ///
  /// Names are compared as `group␟swatch` pairs, in the order the format announces (a catalog
  /// sorts its colours; tokens that share a path are written together) or else the palette's;
  /// for DTCG, whose dotted names nest, as one dotted path.
  ///
  /// - Parameters:
  ///   - format: The format that wrote `written` and read `read`.
  ///   - written: The palette that was written.
  ///   - read: What the output read back as.
  static func check(_ format: any PaletteFormat, written: Palette, read: Palette) {
    let names =
      (format as? any FolderPaletteEncoder)?.writtenNames(of: written)
      ?? (format as? any PaletteEncoder)?.writtenNames(of: written)
    guard let announced = names else { return }
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
    let order = announced.swatchOrder ?? Array(expected.indices)
    guard order.sorted() == Array(expected.indices) else {
      fail("\(format.identifier): writtenNames has an order that is not one of its swatches")
    }
    let inFileOrder = order.map { expected[$0] }
    let actual = read.groups.flatMap { group in group.swatches.map { key(group.name, $0.name) } }
    if inFileOrder != actual {
      fail(
        "\(format.identifier): the names or order announced differ from what reads back\n"
          + "--- announced: \(inFileOrder)\n--- read: \(actual)")
    }
    if let name = announced.palette, name != read.name {
      fail(
        "\(format.identifier): announced the palette name \(name.debugDescription), read back "
          + (read.name?.debugDescription ?? "none"))
    }
  }
}
