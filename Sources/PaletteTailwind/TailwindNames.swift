import PaletteCore

/// How palette names become Tailwind colour names: slugs, and the shade split off the end.
enum TailwindNames {
  /// A name as a Tailwind slug: ASCII letters lower-cased, letters and digits of any script
  /// kept, every run of anything else one `-`, none at the ends.
  static func slug(_ name: String) -> String {
    NameSlug.slug(name)
  }

  /// One colour of the theme: its family (the group, or the part of its name before a trailing
  /// shade) and its key inside the family (`nil`: the family's own colour, `DEFAULT`).
  struct Entry {
    var family: String
    var key: String?
    var color: PaletteColor
  }

  /// The palette's colours as theme entries, in order: a swatch of a named group is keyed
  /// inside the group's family by its name without the family prefix (`blue-500` in group
  /// `blue` is `500`; a swatch named like the group is its `DEFAULT`); a swatch outside named
  /// groups whose name ends in `-NUMBER` is that shade of the family before it (`red-500`),
  /// any other is a family of its own. Unnamed swatches are `color-N`, N from 1. A key taken
  /// twice in one family gets `-2`, `-3`...
  static func entries(of palette: Palette) -> [Entry] {
    var entries: [Entry] = []
    var taken = UniqueNames(separator: "-")
    var counter = 0
    for group in palette.groups {
      let familyName = group.name.map(slug).flatMap { $0.isEmpty ? nil : $0 }
      for swatch in group.swatches {
        counter += 1
        let name = swatch.name.map(slug).flatMap { $0.isEmpty ? nil : $0 } ?? "color-\(counter)"
        var entry: Entry
        if let familyName {
          if name == familyName {
            entry = Entry(family: familyName, key: nil, color: swatch.color)
          } else if name.hasPrefix(familyName + "-") {
            entry = Entry(
              family: familyName, key: String(name.dropFirst(familyName.count + 1)),
              color: swatch.color)
          } else {
            entry = Entry(family: familyName, key: name, color: swatch.color)
          }
        } else if let dash = name.lastIndex(of: "-"), dash != name.startIndex,
          name[name.index(after: dash)...].allSatisfy(\.isASCIIDigit),
          name.index(after: dash) != name.endIndex
        {
          entry = Entry(
            family: String(name[..<dash]), key: String(name[name.index(after: dash)...]),
            color: swatch.color)
        } else {
          entry = Entry(family: name, key: nil, color: swatch.color)
        }
        // A repeat gets `-2`, `-3`… on its full name, so on its key (`500-2`, or `2` for the
        // family's own colour).
        if let suffix = taken.claimSuffix(fullName(entry)) {
          entry.key = entry.key.map { "\($0)-\(suffix)" } ?? "\(suffix)"
        }
        entries.append(entry)
      }
    }
    return entries
  }

  /// The utility name of an entry: `blue-500`, `brand`.
  static func fullName(_ entry: Entry) -> String {
    entry.key.map { "\(entry.family)-\($0)" } ?? entry.family
  }

  /// The colour as a CSS value: `#rrggbb`, `#rrggbbaa` with alpha (gamut-mapped into sRGB).
  static func cssValue(_ color: PaletteColor) -> String {
    color.rgba8.hexString(includeAlpha: color.hasAlpha).lowercased()
  }
}

extension Character {
  /// Whether the character is an ASCII digit.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
