import PaletteCore
import PaletteThemes

/// Writes a palette in Material Theme Builder's layout (see ``MaterialThemeFormat``).
enum MaterialThemeEncoder {
  static func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let groups = palette.groups
    func group(_ name: String) -> PaletteGroup? { groups.first { $0.name == name } }

    // Roles: the scheme group's swatches, or any swatch named as a role outside the other
    // parts (a palette made by `palconv theme`).
    let reserved: Set<String> = [
      MaterialThemeLayout.coreGroup, MaterialThemeLayout.mediumGroup,
      MaterialThemeLayout.extendedGroup,
    ]
    var roles: [(String, Swatch)] = []
    var seen: Set<String> = []
    for candidate in groups
    where !reserved.contains(candidate.name ?? "")
      && !(candidate.name ?? "").hasPrefix(MaterialThemeLayout.palettePrefix)
    {
      for swatch in candidate.swatches {
        let key =
          candidate.name == MaterialThemeLayout.schemeGroup
          ? swatch.name : swatch.name.flatMap(MaterialThemeLayout.role(named:))
        guard let key, !seen.contains(key) else { continue }
        seen.insert(key)
        roles.append((key, swatch))
      }
    }
    guard !roles.isEmpty else {
      throw PaletteError(
        .unrepresentable,
        "no swatch is named as a Material role (primary, on-primary, surface-container, ...): "
          + "a Material Theme Builder export holds a theme's roles; make one with 'palconv "
          + "theme --seed COLOR'", format: "material-theme")
    }
    let known = MaterialThemeLayout.roles.filter { seen.contains($0) }
    let orderedRoles =
      known.compactMap { key in roles.first { $0.0 == key } }
      + roles.filter { !MaterialThemeLayout.roles.contains($0.0) }

    // The seed and core colours.
    // `seed`, and `core-primary` ... (`core-neutral-variant` as palconv's theme names it).
    let core = group(MaterialThemeLayout.coreGroup)?.swatches ?? []
    let seed =
      core.first { $0.name == "seed" }?.color ?? core.first { $0.name == "core-primary" }?.color
      ?? orderedRoles.first { $0.0 == "primary" }?.1.color ?? orderedRoles[0].1.color
    var coreColors: [(String, PaletteColor)] = core.compactMap { swatch in
      guard let name = swatch.name, name.hasPrefix("core-") else { return nil }
      return (MaterialThemeLayout.camelCase(String(name.dropFirst(5))), swatch.color)
    }
    if !coreColors.contains(where: { $0.0 == "primary" }) {
      coreColors.insert(("primary", seed), at: 0)
    }

    var out = "{\n"
    if let description = palette.description {
      out += "    \"description\": \(DiagnosticRenderer.jsonString(description)),\n"
    }
    out += "    \"seed\": \"\(hex(seed))\",\n"
    out += "    \"coreColors\": {\n"
    out += coreColors.map { "        \(DiagnosticRenderer.jsonString($0.0)): \"\(hex($0.1))\"" }
      .joined(separator: ",\n")
    out += "\n    },\n"

    let extended = group(MaterialThemeLayout.extendedGroup)?.swatches ?? []
    if extended.isEmpty {
      out += "    \"extendedColors\": [],\n"
    } else {
      out += "    \"extendedColors\": [\n"
      out += extended.map { swatch in
        "        {\n            \"name\": \(DiagnosticRenderer.jsonString(swatch.name ?? "")),\n"
          + "            \"color\": \"\(hex(swatch.color))\",\n"
          + "            \"description\": \"\",\n            \"harmonized\": false\n        }"
      }.joined(separator: ",\n")
      out += "\n    ],\n"
    }

    // Schemes: the light colour and its variants; the medium-contrast group's when present.
    let medium = group(MaterialThemeLayout.mediumGroup)?.swatches ?? []
    func mediumRoles() -> [(String, Swatch)] {
      medium.compactMap { swatch in swatch.name.map { ($0, swatch) } }
    }
    var schemes: [(String, [(String, PaletteColor)])] = []
    for scheme in MaterialThemeLayout.schemes {
      let entries: [(String, PaletteColor)]
      switch scheme {
      case "light": entries = orderedRoles.map { ($0.0, $0.1.color) }
      case "dark": entries = orderedRoles.map { ($0.0, $0.1.color(for: .dark)) }
      case "light-high-contrast":
        entries = orderedRoles.map { ($0.0, $0.1.color(for: .highContrastLight)) }
      case "dark-high-contrast":
        entries = orderedRoles.map { ($0.0, $0.1.color(for: .highContrastDark)) }
      case "light-medium-contrast": entries = mediumRoles().map { ($0.0, $0.1.color) }
      default: entries = mediumRoles().map { ($0.0, $0.1.color(for: .dark)) }
      }
      if !entries.isEmpty { schemes.append((scheme, entries)) }
    }
    out += "    \"schemes\": {\n"
    out += schemes.map { scheme, entries in
      "        \"\(scheme)\": {\n"
        + entries.map { "            \(DiagnosticRenderer.jsonString($0.0)): \"\(hex($0.1))\"" }
        .joined(separator: ",\n") + "\n        }"
    }.joined(separator: ",\n")
    out += "\n    },\n"

    // Palettes: the file's own, or computed from the seed with the tonal-spot rules.
    var palettes: [(String, [(String, PaletteColor)])] = []
    let stored = groups.filter { ($0.name ?? "").hasPrefix(MaterialThemeLayout.palettePrefix) }
    if !stored.isEmpty {
      for paletteGroup in stored {
        let name = String(
          (paletteGroup.name ?? "").dropFirst(MaterialThemeLayout.palettePrefix.count))
        palettes.append(
          (
            name,
            paletteGroup.swatches.map { swatch in
              let tone = (swatch.name ?? "").split(separator: "-").last.map(String.init) ?? ""
              return (tone, swatch.color)
            }
          ))
      }
    } else {
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
            MaterialThemeLayout.tones.map { tone in
              (String(tone), tones.tone(Double(tone)).paletteColor)
            }
          ))
      }
    }
    out += "    \"palettes\": {\n"
    out += palettes.map { name, tones in
      "        \(DiagnosticRenderer.jsonString(name)): {\n"
        + tones.map { "            \(DiagnosticRenderer.jsonString($0.0)): \"\(hex($0.1))\"" }
        .joined(separator: ",\n") + "\n        }"
    }.joined(separator: ",\n")
    out += "\n    }\n}\n"
    return Array(out.utf8)
  }

  /// `#RRGGBB` in upper case, as Material Theme Builder writes colours.
  static func hex(_ color: PaletteColor) -> String {
    color.rgba8.hexString()
  }
}
