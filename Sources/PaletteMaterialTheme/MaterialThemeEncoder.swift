import PaletteCore
import PaletteThemes

/// Writes a palette in Material Theme Builder's layout (see ``MaterialThemeFormat``).
struct MaterialThemeEncoder {
  /// What goes where: each part's swatches by their ``Palette/allSwatches`` position.
  struct Plan {
    /// The seed, when the palette has one (a `core` group's `seed`, `core-primary`, or the
    /// `primary` role).
    var seed: PaletteColor?
    /// Core colours by key (`primary`, `neutralVariant`).
    var coreColors: [(String, PaletteColor)] = []
    /// The roles and every other swatch, by key, in the order written.
    var entries: [(key: String, position: Int)] = []
    /// The medium-contrast group's roles, in the order written.
    var medium: [(key: String, position: Int)] = []
    /// The custom colours.
    var extended: [(name: String, position: Int)] = []
    /// Stored tonal palettes: name and (tone, position).
    var palettes: [(String, [(String, Int)])] = []
    /// Positions of the core group's swatches.
    var corePositions: [Int] = []
    /// The name each swatch is written under, by position (`nil` for the seed's).
    var writtenNames: [String?] = []
    /// The group each swatch's name lands in, by group index.
    var groupNames: [String?] = []
  }

  let palette: Palette
  let swatches: [Swatch]

  init(_ palette: Palette) {
    self.palette = palette
    swatches = palette.allSwatches
  }

  /// Sorts the palette's swatches into the export's parts.
  func plan() -> Plan {
    var plan = Plan()
    plan.writtenNames = swatches.map(\.name)
    var position = 0
    var roles: [(key: String, position: Int)] = []
    var others: [(name: String?, position: Int)] = []
    var primary: PaletteColor?
    for group in palette.groups {
      let name = group.name ?? ""
      let range = position..<(position + group.swatches.count)
      position += group.swatches.count
      let isCore =
        name == MaterialThemeLayout.coreGroup
        && group.swatches.allSatisfy {
          ($0.name ?? "") == "seed" || ($0.name ?? "").hasPrefix("core-")
        }
      if isCore {
        plan.groupNames.append(name)
        for (offset, swatch) in zip(range, group.swatches) {
          plan.corePositions.append(offset)
          if swatch.name == "seed" {
            plan.seed = swatch.color
          } else {
            let key = MaterialThemeLayout.camelCase(String((swatch.name ?? "").dropFirst(5)))
            plan.coreColors.append((key, swatch.color))
          }
        }
      } else if name == MaterialThemeLayout.mediumGroup {
        plan.groupNames.append(name)
        var taken = UniqueNames(separator: "-")
        for (offset, swatch) in zip(range, group.swatches) {
          let base =
            swatch.name.flatMap(MaterialThemeLayout.role(named:)) ?? swatch.name
            ?? "color-\(offset + 1)"
          let key = taken.claim(base)
          plan.medium.append((key, offset))
          plan.writtenNames[offset] = key
        }
      } else if name == MaterialThemeLayout.extendedGroup {
        plan.groupNames.append(name)
        for (offset, swatch) in zip(range, group.swatches) {
          plan.extended.append((swatch.name ?? "", offset))
          plan.writtenNames[offset] = swatch.name ?? ""
        }
      } else if name.hasPrefix(MaterialThemeLayout.palettePrefix) {
        plan.groupNames.append(name)
        let paletteName = String(name.dropFirst(MaterialThemeLayout.palettePrefix.count))
        var tones: [(String, Int)] = []
        for (offset, swatch) in zip(range, group.swatches) {
          let tone = (swatch.name ?? "").split(separator: "-").last.map(String.init) ?? ""
          tones.append((tone, offset))
          plan.writtenNames[offset] = "\(paletteName)-\(tone)"
        }
        plan.palettes.append((paletteName, tones))
      } else {
        plan.groupNames.append(MaterialThemeLayout.schemeGroup)
        for (offset, swatch) in zip(range, group.swatches) {
          if let key = swatch.name.flatMap(MaterialThemeLayout.role(named:)),
            !roles.contains(where: { $0.key == key })
          {
            roles.append((key, offset))
            if key == "primary" { primary = swatch.color }
          } else {
            others.append((swatch.name, offset))
          }
        }
      }
    }
    // Material's roles in its order, then every other swatch in palette order, each key
    // unique (a JSON object's members are).
    var taken = UniqueNames(separator: "-", reserved: roles.map(\.key))
    let known = MaterialThemeLayout.roles.compactMap { key in roles.first { $0.key == key } }
    plan.entries = known
    for other in others {
      let key = taken.claim(
        other.name.flatMap { $0.isEmpty ? nil : $0 } ?? "color-\(other.position + 1)")
      plan.entries.append((key, other.position))
    }
    for entry in plan.entries { plan.writtenNames[entry.position] = entry.key }
    if plan.seed == nil {
      plan.seed = plan.coreColors.first { $0.0 == "primary" }?.1 ?? primary
    }
    if let seed = plan.seed, !plan.coreColors.contains(where: { $0.0 == "primary" }),
      !plan.corePositions.isEmpty || primary != nil
    {
      plan.coreColors.insert(("primary", seed), at: 0)
    }
    return plan
  }

  /// The names as written and the order of the file, for the loss report.
  func writtenNames() -> WrittenNames {
    let plan = plan()
    let order =
      plan.corePositions + plan.entries.map(\.position) + plan.medium.map(\.position)
      + plan.extended.map(\.position) + plan.palettes.flatMap { $0.1.map(\.1) }
    return WrittenNames(
      palette: nil, groups: plan.groupNames, swatches: plan.writtenNames,
      swatchOrder: order == Array(order.indices) ? nil : order)
  }

  func encode() -> [UInt8] {
    let plan = plan()
    func quoted(_ text: String) -> String { DiagnosticRenderer.jsonString(text) }
    func hex(_ color: PaletteColor) -> String { "\"\(color.rgba8.hexString())\"" }
    func object(_ indent: String, _ members: [(String, String)]) -> String {
      guard !members.isEmpty else { return "{}" }
      return "{\n"
        + members.map { "\(indent)    \(quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
        + "\n\(indent)}"
    }
    var members: [(String, String)] = []
    if let description = palette.description {
      members.append(("description", quoted(description)))
    }
    if let seed = plan.seed {
      members.append(("seed", hex(seed)))
      members.append(("coreColors", object("    ", plan.coreColors.map { ($0.0, hex($0.1)) })))
    }
    let extended = plan.extended.map { name, position in
      "        {\n            \"name\": \(quoted(name)),\n"
        + "            \"color\": \(hex(swatches[position].color)),\n"
        + "            \"description\": \"\",\n            \"harmonized\": false\n        }"
    }
    members.append(
      (
        "extendedColors",
        extended.isEmpty ? "[]" : "[\n" + extended.joined(separator: ",\n") + "\n    ]"
      ))

    // Each scheme with a colour for every entry: the appearance's variant, or what it falls
    // back to; a scheme only when some swatch has that variant (light always).
    let entries = plan.entries
    func has(_ appearance: Appearance) -> Bool {
      entries.contains { swatches[$0.position].appearances[appearance] != nil }
    }
    var schemes: [(String, String)] = []
    for scheme in MaterialThemeLayout.schemes {
      let colors: [(String, String)]
      switch scheme {
      case "light": colors = entries.map { ($0.key, hex(swatches[$0.position].color)) }
      case "light-medium-contrast":
        colors = plan.medium.map { ($0.key, hex(swatches[$0.position].color)) }
      case "dark-medium-contrast":
        colors = plan.medium.map { ($0.key, hex(swatches[$0.position].color(for: .dark))) }
      default:
        let appearance: Appearance =
          scheme == "dark"
          ? .dark : scheme == "light-high-contrast" ? .highContrastLight : .highContrastDark
        colors =
          has(appearance)
          ? entries.map { ($0.key, hex(swatches[$0.position].color(for: appearance))) } : []
      }
      if !colors.isEmpty || (scheme == "light" && plan.medium.isEmpty) {
        schemes.append((scheme, object("        ", colors)))
      }
    }
    members.append(("schemes", object("    ", schemes)))

    // Palettes: stored ones, or computed from the seed with the tonal-spot rules.
    var palettes: [(String, String)] = []
    if !plan.palettes.isEmpty {
      for (name, tones) in plan.palettes {
        palettes.append((name, object("        ", tones.map { ($0.0, hex(swatches[$0.1].color)) })))
      }
    } else if let seed = plan.seed {
      let scheme = MaterialScheme(seed: seed.rgba8)
      let tonal: [(String, TonalPalette)] = [
        ("primary", scheme.primaryPalette), ("secondary", scheme.secondaryPalette),
        ("tertiary", scheme.tertiaryPalette), ("neutral", scheme.neutralPalette),
        ("neutral-variant", scheme.neutralVariantPalette),
      ]
      for (name, tones) in tonal {
        palettes.append(
          (
            name,
            object(
              "        ",
              TonalPalette.themeBuilderTones.map {
                (String($0), hex(tones.tone(Double($0)).paletteColor))
              })
          ))
      }
    }
    if !palettes.isEmpty { members.append(("palettes", object("    ", palettes))) }
    return Array((object("", members) + "\n").utf8)
  }
}
