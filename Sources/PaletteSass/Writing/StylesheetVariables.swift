import PaletteCore

/// The variables a stylesheet output declares: one per colour, named from its group and
/// name, with the named groups kept for Sass maps.
struct StylesheetVariables {
  /// One variable.
  struct Variable {
    /// The variable's name without its sigil: `brand-ocean-blue`.
    var name: String
    /// The key inside its group's map: the swatch's slug (`ocean-blue`).
    var key: String
    /// The colour as CSS: `#rrggbb`, `#rrggbbaa` with alpha (gamut-mapped into sRGB).
    var value: String
  }

  /// A named group and its variables.
  struct Group {
    /// The group's slug.
    var name: String
    /// Its variables, in order.
    var variables: [Variable]
  }

  /// Every variable in palette order.
  private(set) var all: [Variable] = []
  /// The named groups, in order (a name seen twice is one group).
  private(set) var groups: [Group] = []

  /// The variables of `palette`: `GROUP-NAME` for a swatch of a named group, `NAME` for the
  /// others (slugs; an unnamed swatch is `color-N`, N counting from 1); a name taken twice
  /// gets `-2`, `-3`... With `reservingMaps`, each named group's map name `GROUP-colors` is
  /// taken first, so no variable redefines a map; within a group, a key taken twice gets
  /// `-2`, `-3`... as well, since a map's keys must differ.
  init(_ palette: Palette, reservingMaps: Bool = false) {
    var taken = UniqueNames(separator: "-")
    var groupIndex: [String: Int] = [:]
    var groupKeys: [UniqueNames] = []
    if reservingMaps {
      var reserved: Set<String> = []
      for group in palette.groups where !group.swatches.isEmpty {
        if let name = Self.groupSlug(group.name), reserved.insert(name).inserted {
          _ = taken.claim(name + "-colors")
        }
      }
    }
    var counter = 0
    for group in palette.groups {
      let groupName = Self.groupSlug(group.name)
      for swatch in group.swatches {
        counter += 1
        var key = swatch.name.map(Self.slug).flatMap { $0.isEmpty ? nil : $0 } ?? "color-\(counter)"
        let value = Self.hex(swatch.color)
        guard let groupName else {
          all.append(Variable(name: taken.claim(key), key: key, value: value))
          continue
        }
        let index: Int
        if let known = groupIndex[groupName] {
          index = known
        } else {
          index = groups.count
          groupIndex[groupName] = index
          groups.append(Group(name: groupName, variables: []))
          groupKeys.append(UniqueNames(separator: "-"))
        }
        // The key first, then the variable from it: what reads back (the key) then gives the
        // same variable again.
        key = groupKeys[index].claim(key)
        let base = key.hasPrefix(groupName + "-") || key == groupName ? key : "\(groupName)-\(key)"
        let variable = Variable(name: taken.claim(base), key: key, value: value)
        all.append(variable)
        groups[index].variables.append(variable)
      }
    }
  }

  /// `#rrggbb`, or `#rrggbbaa` when the alpha does not round to 255 (so the output reads back
  /// the same), gamut-mapped into sRGB.
  static func hex(_ color: PaletteColor) -> String {
    let rgba = color.rgba8
    return rgba.hexString(includeAlpha: rgba.alpha != 255).lowercased()
  }

  /// The slug of a group's name, or `nil` for an unnamed group or one whose slug is empty.
  static func groupSlug(_ name: String?) -> String? {
    name.map(Self.slug).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A name as a slug: ASCII letters lower-cased, letters and digits of any script kept,
  /// every run of anything else one `-`, none at the ends; a leading digit gets `c-` before
  /// it, since a variable name cannot start with one in every preprocessor.
  static func slug(_ name: String) -> String {
    var out = NameSlug.slug(name)
    if let first = out.unicodeScalars.first, ("0"..."9").contains(first) { out = "c-" + out }
    return out
  }
}
