import PaletteCore

/// The one place the CLI calls the transforms, so their API meets the command line here.
///
/// Temporary: a minimal stand-in until PaletteTransforms lands; each function keeps the
/// signature the steps use.
enum TransformsBridge {
  /// A sort key as written on the command line.
  struct SortKey: Sendable, Equatable {
    var name: String
    init?(argument: String) {
      guard Self.names.contains(argument) else { return nil }
      name = argument
    }
    static let names = ["hue", "lightness", "chroma", "luminance", "name", "original"]
  }

  /// The colour difference metrics `--metric` accepts.
  enum Metric: String, Sendable, CaseIterable {
    case ciede2000
    case oklab
  }

  /// The spellings `--sort` accepts, for help and errors.
  static var sortKeyNames: [String] { SortKey.names }

  /// The default `--dedupe` threshold.
  static let defaultDedupeThreshold = 1.0

  /// The default `--pastelize` amount.
  static let defaultPastelAmount = 0.5

  static func sorted(_ palette: Palette, by keys: [SortKey], reversed: Bool) -> Palette {
    var copy = palette
    for index in copy.groups.indices {
      let swatches = copy.groups[index].swatches.enumerated().sorted { lhs, rhs in
        for key in keys {
          let a = value(lhs.element, key)
          let b = value(rhs.element, key)
          if a != b { return a < b }
        }
        return lhs.offset < rhs.offset
      }.map(\.element)
      copy.groups[index].swatches = reversed ? swatches.reversed() : swatches
    }
    return copy
  }

  private static func value(_ swatch: Swatch, _ key: SortKey) -> Double {
    let lch = swatch.color.oklchValues
    switch key.name {
    case "hue": return lch.z
    case "lightness": return lch.x
    case "chroma": return lch.y
    case "luminance": return ColorMath.relativeLuminance(swatch.color.srgbInGamut)
    default: return 0
    }
  }

  static func flattened(_ palette: Palette) -> Palette {
    var copy = palette
    let swatches = palette.allSwatches
    copy.groups = swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)]
    return copy
  }

  static func deduplicated(
    _ palette: Palette, threshold: Double, metric: Metric, preferNamed: Bool
  ) -> (palette: Palette, diagnostics: [Diagnostic]) {
    var copy = palette
    var removed = 0
    for index in copy.groups.indices {
      var kept: [Swatch] = []
      for swatch in copy.groups[index].swatches {
        let close = kept.contains {
          ColorMath.deltaE2000($0.color.labValues, swatch.color.labValues) <= threshold
        }
        if close { removed += 1 } else { kept.append(swatch) }
      }
      copy.groups[index].swatches = kept
    }
    let note = Diagnostic(.note, code: "dedupe.removed", message: "removed \(removed) swatches")
    return (copy, removed > 0 ? [note] : [])
  }

  static func pastelized(_ palette: Palette, amount: Double) -> Palette {
    var copy = palette
    copy.mapSwatches { swatch in
      let rgb = swatch.color.srgbInGamut
      let mixed = rgb + (SIMD3(repeating: 1) - rgb) * amount
      swatch.color = PaletteColor(
        .srgb(red: Float(mixed.x), green: Float(mixed.y), blue: Float(mixed.z)),
        alpha: swatch.color.alpha)
    }
    return copy
  }

  static func lint(
    _ palette: Palette, target: FormatCapabilities?, targetName: String?
  )
    -> [Diagnostic]
  {
    []
  }

  static func lossDiagnostics(
    for palette: Palette, target: FormatCapabilities, formatName: String
  )
    -> [Diagnostic]
  {
    var out: [Diagnostic] = []
    if !target.alpha, palette.allSwatches.contains(where: { $0.color.hasAlpha }) {
      out.append(
        Diagnostic(.warning, code: "loss.alpha", message: "\(formatName) cannot hold alpha"))
    }
    if !target.groups, palette.hasNamedGroups {
      out.append(
        Diagnostic(.warning, code: "loss.groups", message: "\(formatName) cannot hold groups"))
    }
    return out
  }

  /// Rule codes and summaries, for documentation.
  static var lintRules: [(code: String, summary: String)] { [] }
}
