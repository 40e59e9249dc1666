import PaletteCore

/// Writes a resolver document: one `base` set with the light colours and a `theme` modifier
/// with a context per appearance that some swatch has a variant for.
enum ResolverEncoder {
  /// The appearances in the order their contexts are written.
  static let contexts: [ThemeContext] = [
    .appearance(.dark), .appearance(.highContrastLight), .appearance(.highContrastDark),
  ]

  static func encode(_ palette: Palette) -> String {
    let encoder = DTCGEncoder()
    var light = palette.resolved(for: nil)
    light.description = nil
    var members: [String] = []
    if let name = palette.name {
      members.append("  \"name\": " + DiagnosticRenderer.jsonString(name))
    }
    members.append("  \"version\": \"2025.10\"")
    if let description = palette.description {
      members.append("  \"description\": " + DiagnosticRenderer.jsonString(description))
    }
    members.append(
      "  \"sets\": {\n    \"base\": {\n      \"sources\": [\n        "
        + encoder.encodeObject(light, indent: 4) + "\n      ]\n    }\n  }")

    let swatches = palette.allSwatches
    var written: [String] = []
    for context in contexts {
      guard case .appearance(let appearance) = context else { continue }
      // A context is written when leaving it out would change some swatch's colour (high
      // contrast dark falls back to dark without one); it overlays the base set, so it holds
      // every token whose colour differs from the light one.
      guard
        swatches.contains(where: {
          $0.color(for: appearance) != $0.colorWithoutContext(for: appearance)
        })
      else { continue }
      let changed = swatches.map { swatch in
        swatch.color(for: appearance) != swatch.color
      }
      var variant = light
      var index = 0
      variant.mapSwatches { swatch in
        swatch.color = swatches[index].color(for: appearance)
        index += 1
      }
      written.append(
        "        \"\(context.writtenName)\": [\n          "
          + encoder.encodeObject(variant, keeping: { changed[$0] }, indent: 5) + "\n        ]")
    }
    if !written.isEmpty {
      members.append(
        "  \"modifiers\": {\n    \"theme\": {\n      \"contexts\": {\n"
          + "        \"light\": [],\n" + written.joined(separator: ",\n")
          + "\n      },\n      \"default\": \"light\"\n    }\n  }")
    }
    var order = ["    { \"$ref\": \"#/sets/base\" }"]
    if !written.isEmpty { order.append("    { \"$ref\": \"#/modifiers/theme\" }") }
    members.append("  \"resolutionOrder\": [\n" + order.joined(separator: ",\n") + "\n  ]")
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }
}
