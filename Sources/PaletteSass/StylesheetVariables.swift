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
  /// gets `-2`, `-3`...
  init(_ palette: Palette) {
    var taken: Set<String> = []
    var groupIndex: [String: Int] = [:]
    var counter = 0
    for group in palette.groups {
      let groupName = group.name.map(Self.slug).flatMap { $0.isEmpty ? nil : $0 }
      for swatch in group.swatches {
        counter += 1
        let key = swatch.name.map(Self.slug).flatMap { $0.isEmpty ? nil : $0 } ?? "color-\(counter)"
        let base =
          groupName.map { key.hasPrefix($0 + "-") || key == $0 ? key : "\($0)-\(key)" } ?? key
        var name = base
        var suffix = 1
        while taken.contains(name) {
          suffix += 1
          name = "\(base)-\(suffix)"
        }
        taken.insert(name)
        let variable = Variable(
          name: name, key: key,
          value: swatch.color.rgba8.hexString(includeAlpha: swatch.color.hasAlpha).lowercased())
        all.append(variable)
        if let groupName {
          if let index = groupIndex[groupName] {
            groups[index].variables.append(variable)
          } else {
            groupIndex[groupName] = groups.count
            groups.append(Group(name: groupName, variables: [variable]))
          }
        }
      }
    }
  }

  /// A name as a slug: ASCII letters lower-cased, letters and digits of any script kept,
  /// every run of anything else one `-`, none at the ends; a leading digit gets `c-` before
  /// it, since a variable name cannot start with one in every preprocessor.
  static func slug(_ name: String) -> String {
    var out = NameSlug.slug(name)
    if let first = out.unicodeScalars.first, ("0"..."9").contains(first) { out = "c-" + out }
    return out
  }

  /// A comment line for the palette name, in `//` style, or nothing.
  static func nameComment(_ palette: Palette) -> String {
    palette.name.map { "// \($0.split(separator: "\n").joined(separator: " "))\n" } ?? ""
  }
}
