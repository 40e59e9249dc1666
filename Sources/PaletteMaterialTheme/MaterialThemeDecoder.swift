import PaletteCore

/// Turns a parsed Material Theme Builder export into a palette (see ``MaterialThemeFormat``).
struct MaterialThemeDecoder {
  /// The warnings with the offsets they are at, given in document order at the end.
  private var warnings: [(offset: Int, diagnostic: Diagnostic)] = []

  private static let documentMembers: Set<String> = [
    "description", "seed", "coreColors", "extendedColors", "schemes", "palettes",
  ]

  /// Adds a warning at a position.
  mutating func warn(_ code: String, _ message: String, at position: JSONPosition) {
    warnings.append(
      (
        position.offset,
        Diagnostic(.warning, code: code, message: message, location: position.location)
      ))
  }

  private func error(_ message: String, at position: JSONPosition) -> PaletteError {
    PaletteError(.invalidValue, message, format: "material-theme", location: position.location)
  }

  mutating func decode(_ root: JSONNode) throws(PaletteError) -> DecodedPalette {
    guard let members = root.members else {
      throw error(
        "a Material Theme Builder export is a JSON object, found \(root.typeDescription)",
        at: root.position)
    }
    for member in members where !Self.documentMembers.contains(member.key) {
      warn(
        "material-theme.unknown-member",
        "member '\(member.key)' is not part of a Material Theme Builder export; ignored",
        at: member.keyPosition)
    }
    var palette = Palette()
    if let description = root.member("description") {
      guard let text = description.string else {
        throw error(
          "\"description\" must be a string, found \(description.typeDescription)",
          at: description.position)
      }
      palette.description = text
    }
    var core: [Swatch] = []
    if let seed = root.member("seed") {
      core.append(Swatch(name: "seed", color: try color(seed), location: seed.position.location))
    }
    if let colors = root.member("coreColors") {
      for member in try objectMembers(colors, "coreColors") {
        core.append(
          Swatch(
            name: "core-" + member.key, color: try color(member.value),
            location: member.value.position.location))
      }
    }
    if !core.isEmpty {
      palette.groups.append(PaletteGroup(name: MaterialThemeLayout.coreGroup, swatches: core))
    }
    if let schemes = root.member("schemes") {
      palette.groups += try schemeGroups(schemes)
    }
    if let extended = root.member("extendedColors") {
      if let group = try extendedGroup(extended) { palette.groups.append(group) }
    }
    if let palettes = root.member("palettes") {
      for member in try objectMembers(palettes, "palettes") {
        var swatches: [Swatch] = []
        for tone in try objectMembers(member.value, "palettes.\(member.key)") {
          swatches.append(
            Swatch(
              name: "\(member.key)-\(tone.key)", color: try color(tone.value),
              location: tone.value.position.location))
        }
        palette.groups.append(
          PaletteGroup(
            name: MaterialThemeLayout.palettePrefix + member.key, swatches: swatches,
            location: member.keyPosition.location))
      }
    }
    let ordered = warnings.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    return DecodedPalette(palette: palette, warnings: ordered.map(\.element.diagnostic))
  }

  /// The members of an object part, or an error naming the part.
  private func objectMembers(
    _ node: JSONNode, _ part: String
  ) throws(PaletteError)
    -> [JSONMember]
  {
    guard let members = node.members else {
      throw error("\"\(part)\" must be an object, found \(node.typeDescription)", at: node.position)
    }
    return members
  }

  /// A `#RRGGBB` colour.
  private func color(_ node: JSONNode) throws(PaletteError) -> PaletteColor {
    guard let text = node.string else {
      throw error("a colour must be a string, found \(node.typeDescription)", at: node.position)
    }
    guard text.utf8.count == 7, text.hasPrefix("#"), let rgba = RGBA8(hex: text) else {
      throw error("a colour must be '#RRGGBB', found '\(text)'", at: node.position)
    }
    return .srgb8(rgba.red, rgba.green, rgba.blue)
  }

  /// The role group (light, dark and high-contrast schemes) and the medium-contrast group.
  private mutating func schemeGroups(_ node: JSONNode) throws(PaletteError) -> [PaletteGroup] {
    var schemes: [String: [String: (PaletteColor, JSONPosition)]] = [:]
    var order: [String] = []
    for member in try objectMembers(node, "schemes") {
      guard MaterialThemeLayout.schemes.contains(member.key) else {
        warn(
          "material-theme.unknown-scheme",
          "scheme '\(member.key)' is not one of Material Theme Builder's six "
            + "(\(MaterialThemeLayout.schemes.joined(separator: ", "))); ignored",
          at: member.keyPosition)
        continue
      }
      var roles: [String: (PaletteColor, JSONPosition)] = [:]
      for role in try objectMembers(member.value, "schemes.\(member.key)") {
        roles[role.key] = (try color(role.value), role.value.position)
        if !order.contains(role.key) { order.append(role.key) }
      }
      schemes[member.key] = roles
    }
    // Known roles in Material's order, then any other the file has, in file order.
    let known = MaterialThemeLayout.roles.filter { order.contains($0) }
    let roles = known + order.filter { !MaterialThemeLayout.roles.contains($0) }
    func group(
      _ name: String, base: String, variants: [(Appearance, String)]
    ) -> PaletteGroup? {
      var swatches: [Swatch] = []
      let present = [base] + variants.map(\.1)
      guard present.contains(where: { schemes[$0] != nil }) else { return nil }
      for role in roles {
        guard
          let light = schemes[base]?[role]
            ?? variants.lazy.compactMap({ schemes[$0.1]?[role] }).first
        else { continue }
        var swatch = Swatch(name: role, color: light.0, location: light.1.location)
        for (appearance, scheme) in variants {
          if let variant = schemes[scheme]?[role] { swatch.appearances[appearance] = variant.0 }
        }
        swatches.append(swatch)
      }
      return swatches.isEmpty ? nil : PaletteGroup(name: name, swatches: swatches)
    }
    var groups: [PaletteGroup] = []
    if let main = group(
      MaterialThemeLayout.schemeGroup, base: "light",
      variants: [
        (.dark, "dark"), (.highContrastLight, "light-high-contrast"),
        (.highContrastDark, "dark-high-contrast"),
      ])
    {
      groups.append(main)
    }
    if let medium = group(
      MaterialThemeLayout.mediumGroup, base: "light-medium-contrast",
      variants: [(.dark, "dark-medium-contrast")])
    {
      groups.append(medium)
    }
    for scheme in MaterialThemeLayout.schemes where schemes[scheme] != nil {
      let missing = roles.filter { schemes[scheme]?[$0] == nil }
      if let first = missing.first {
        warn(
          "material-theme.missing-role",
          "scheme '\(scheme)' has no \(first)"
            + (missing.count > 1 ? " (and \(missing.count - 1) more roles)" : "")
            + "; another scheme's colour stands in", at: node.position)
      }
    }
    return groups
  }

  /// The custom colours, with a warning for the details the model cannot keep.
  private mutating func extendedGroup(_ node: JSONNode) throws(PaletteError) -> PaletteGroup? {
    guard let elements = node.elements else {
      throw error(
        "\"extendedColors\" must be an array, found \(node.typeDescription)", at: node.position)
    }
    guard !elements.isEmpty else { return nil }
    var swatches: [Swatch] = []
    var details = 0
    for element in elements {
      guard element.members != nil else {
        throw error(
          "a custom colour must be an object, found \(element.typeDescription)",
          at: element.position)
      }
      guard let colorNode = element.member("color") else {
        throw error("a custom colour has no \"color\"", at: element.position)
      }
      let name = element.member("name")?.string
      if let description = element.member("description")?.string, !description.isEmpty {
        details += 1
      } else if case .bool(true)? = element.member("harmonized")?.value {
        details += 1
      }
      swatches.append(
        Swatch(name: name, color: try color(colorNode), location: element.position.location))
    }
    if details > 0 {
      warn(
        "material-theme.extended-details",
        "\(details) custom colour\(details == 1 ? " has" : "s have") a description or is "
          + "harmonized, which the palette model does not keep; written back without them",
        at: node.position)
    }
    return PaletteGroup(name: MaterialThemeLayout.extendedGroup, swatches: swatches)
  }
}
