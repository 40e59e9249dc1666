public import PaletteCore

/// The targets of a contrast scale (`--scale contrast:3,4.5,7`) and what they are measured
/// against.
public struct ContrastScale: Hashable, Sendable {
  /// The contrasts wanted, in the method's units (WCAG ratios 1...21, or APCA |Lc|).
  public var targets: [Double]
  /// The background the contrasts are measured against (opaque; alpha is ignored).
  public var background: PaletteColor
  /// How contrast is measured.
  public var method: ContrastMethod

  /// Creates a contrast scale.
  public init(targets: [Double], background: PaletteColor, method: ContrastMethod = .wcag) {
    self.targets = targets
    self.background = background
    self.method = method
  }
}

/// What ``PaletteCore/Palette/contrastScaled(_:)`` made.
public struct ContrastScaleResult: Hashable, Sendable {
  /// One group per swatch, a shade per target.
  public var palette: Palette
  /// The targets no colour of a swatch's hue reaches (black or white, the most that side of
  /// the background allows, stands in for each).
  public var unreachable: [UnreachableTarget] = []

  /// A target one swatch cannot reach.
  public struct UnreachableTarget: Hashable, Sendable {
    /// The swatch's name (its group's name when it has none).
    public var swatch: String
    /// The target.
    public var target: Double
  }
}

extension Palette {
  /// Every swatch turned into the colours of its hue that reach each contrast target against
  /// a background, in a group of its own, as Adobe Leonardo makes contrast-based colours.
  ///
  /// For each swatch with OKLCH chroma *C* and hue *h*, and each target, the shade is the
  /// 8-bit sRGB colour of hue *h* and chroma *C* (reduced at constant lightness and hue where
  /// sRGB cannot hold it) whose contrast with the background reaches the target with the
  /// least change of lightness from the background's: on the darker side of the background
  /// when black contrasts with it more than white does, otherwise on the lighter side. The
  /// rounded colour itself reaches the target, so its hex value does. A target beyond what
  /// that side allows gives black (or white) and is listed in
  /// ``ContrastScaleResult/unreachable``.
  ///
  /// Groups are named as ``scaled(_:)`` names them (`ocean-blue`), shades after the target
  /// (`ocean-blue-3`, `ocean-blue-4.5`), in the order of the targets; shades are opaque.
  ///
  /// - Parameter scale: The targets, background and method.
  /// - Returns: The palette of shades and the targets no colour reached.
  /// - Complexity: O(*n* · *t*) for *n* swatches and *t* targets.
  public func contrastScaled(_ scale: ContrastScale) -> ContrastScaleResult {
    let background = ColorMath.clip(scale.background.srgbInGamut)
    let darker =
      scale.method.contrast(text: SIMD3(repeating: 0), background: background)
      >= scale.method.contrast(text: SIMD3(repeating: 1), background: background)
    let start = ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(background)).x
    var result = ContrastScaleResult(
      palette: Palette(name: name, description: description, columns: columns, groups: []))
    for (index, swatch) in allSwatches.enumerated() {
      let slug =
        swatch.name.map(Self.slug).flatMap { $0.isEmpty ? nil : $0 } ?? "color-\(index + 1)"
      let lch = swatch.color.oklchValues
      let hue = lch.z.isFinite ? lch.z : 0
      let chroma = lch.y.isFinite ? max(lch.y, 0) : 0
      var shades: [Swatch] = []
      for target in scale.targets {
        let search = ContrastSearch(hue: hue, chroma: chroma) {
          scale.method.contrast(text: $0, background: background) >= target
        }
        let found = search.nearestPassing(from: start, darker: darker)
        if found == nil {
          result.unreachable.append(.init(swatch: swatch.name ?? slug, target: target))
        }
        let rgb = found ?? SIMD3(repeating: darker ? 0 : 1)
        shades.append(
          Swatch(
            name: "\(slug)-\(Self.targetText(target))",
            color: .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z))))
      }
      result.palette.groups.append(PaletteGroup(name: slug, swatches: shades))
    }
    return result
  }

  /// A target as written in a name: `3`, `4.5`, `60`.
  static func targetText(_ target: Double) -> String {
    let text = String(target)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
