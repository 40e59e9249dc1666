public import PaletteCore

/// Checks that a format's ``PaletteCore/PaletteFormat/writtenNames(of:)`` tells the truth: the
/// names it announces are the names the written file reads back with.
public enum WrittenNamesCheck {
  /// Hostile names: syntax characters of every format, case-only differences, line breaks,
  /// dots, braces, leading `$` and dots, NULs, names of catalog files and folders.
  public static let hostilePalette = Palette(
    name: "  Brand\nColours ",
    groups: [
      PaletteGroup(swatches: [
        Swatch(name: "Ocean Blue", color: .srgb8(1, 2, 3)),
        Swatch(name: "ocean-blue", color: .srgb8(4, 5, 6)),
        Swatch(name: "a/b:c\\d", color: .srgb8(7, 8, 9)),
        Swatch(name: "..hidden ", color: .srgb8(10, 11, 12)),
        Swatch(name: "line\nbreak", color: .srgb8(13, 14, 15)),
        Swatch(name: "{ref}", color: .srgb8(16, 17, 18)),
        Swatch(name: "$value", color: .srgb8(19, 20, 21)),
        Swatch(name: "RED", color: .srgb8(22, 23, 24)),
        Swatch(name: "red", color: .srgb8(25, 26, 27)),
        Swatch(name: "  ", color: .srgb8(28, 29, 30)),
        Swatch(name: nil, color: .srgb8(31, 32, 33)),
        Swatch(name: "Café crème", color: .srgb8(34, 35, 36)),
        Swatch(name: "padded\u{0}\u{0}", color: .srgb8(49, 50, 51)),
      ]),
      PaletteGroup(
        name: "nul\u{0}inside", swatches: [Swatch(name: "a", color: .srgb8(52, 53, 54))]),
      PaletteGroup(
        name: "Color 1.colorset",
        swatches: [
          Swatch(name: "Red", color: .srgb8(37, 38, 39)),
          Swatch(name: "x.y", color: .srgb8(40, 41, 42)),
        ]),
      PaletteGroup(
        name: "Brand v1.2", swatches: [Swatch(name: "Ink", color: .srgb8(43, 44, 45))]),
      PaletteGroup(name: "brand v1-2", swatches: [Swatch(name: "Ink", color: .srgb8(46, 47, 48))]),
    ])

  /// The names `format`'s writer announces for `palette`, from whichever writing role it has.
  ///
  /// - Parameters:
  ///   - format: A format that can write.
  ///   - palette: The palette to write.
  /// - Returns: The names, or `nil` when the format announces none or cannot write.
  public static func announced(_ format: any PaletteFormat, _ palette: Palette) -> WrittenNames? {
    if let folder = format as? any FolderPaletteEncoder { return folder.writtenNames(of: palette) }
    return (format as? any PaletteEncoder)?.writtenNames(of: palette)
  }

  /// Where the announced names and the names read back differ, or `nil` when they agree (or
  /// the format announces nothing).
  ///
  /// Names are compared as `group␟swatch` pairs, in the order the format announces (a catalog
  /// sorts its colours; tokens that share a path are written together) or else the palette's;
  /// with `dotted`, as one dotted path (a token format whose dotted names nest).
  ///
  /// - Parameters:
  ///   - format: A format that can write and read.
  ///   - palette: The palette to write.
  ///   - dotted: Whether group and swatch names are compared as one dotted path.
  /// - Returns: A description of the difference.
  public static func mismatch(
    _ format: any PaletteFormat, _ palette: Palette, dotted: Bool = false
  ) throws -> String? {
    let announced: WrittenNames
    let read: Palette
    if let folder = format as? any FolderPaletteEncoder & FolderPaletteDecoder {
      guard let names = folder.writtenNames(of: palette) else { return nil }
      announced = names
      read = try folder.decodeFolder(try folder.encodeFolder(palette)).palette
    } else if let file = format as? any PaletteEncoder & PaletteDecoder {
      guard let names = file.writtenNames(of: palette) else { return nil }
      announced = names
      read = try file.decode(try file.encode(palette)).palette
    } else {
      return "\(format.identifier) cannot both write and read"
    }
    func key(_ group: String?, _ swatch: String?) -> String {
      if dotted { return [group, swatch].compactMap { $0 }.joined(separator: ".") }
      return (group ?? "-") + "\u{1F}" + (swatch ?? "-")
    }
    var expected: [String] = []
    var index = 0
    for (group, groupName) in zip(palette.groups, announced.groups) {
      for _ in group.swatches {
        expected.append(key(groupName, announced.swatches[index]))
        index += 1
      }
    }
    // The swatches read back in the announced order (the palette's when none is announced).
    let order = announced.swatchOrder ?? Array(expected.indices)
    guard order.sorted() == Array(expected.indices) else {
      return "announced an order that is not one of the swatches: \(order)"
    }
    // A format of fixed roles leaves some swatches out and fills roles itself (and one swatch
    // may fill several roles): the swatches it writes are compared, under their first role.
    // A format of a fixed number of roles that does not name them (an Office theme) leaves
    // out the swatches it announces no name for.
    let fixedCount = format.capabilities.requiredSwatches != nil
    let left =
      announced.unwritten.map(Set.init)
      ?? (fixedCount
        ? Set(announced.swatches.indices.filter { announced.swatches[$0] == nil }) : [])
    let filled = Set(announced.filledSlots ?? [])
    let inFileOrder = order.filter { !left.contains($0) }.map { expected[$0] }
    var actual = read.groups.flatMap { group in
      group.swatches.filter { !filled.contains($0.name ?? "") }.map { key(group.name, $0.name) }
    }
    if announced.unwritten != nil || fixedCount {
      let written = Set(inFileOrder)
      actual = actual.filter(written.contains)
    }
    if inFileOrder != actual {
      return "announced \(inFileOrder), read back \(actual)"
    }
    if let name = announced.palette, name != read.name {
      return "announced the palette name \(name), read back \(read.name ?? "none")"
    }
    return nil
  }
}
