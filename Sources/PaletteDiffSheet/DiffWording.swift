package import PaletteCore
import PaletteSheet
package import PaletteTransforms

/// The words every diff report uses for a change: names, places, colours and details, so the
/// text, Markdown, HTML and SVG reports say the same thing.
package enum DiffWording {
  /// The swatch's name for reports: control characters escaped, `(unnamed)` when it has none,
  /// `""` when it is empty.
  package static func name(_ place: SwatchPlace?) -> String {
    guard let place else { return "" }
    guard let name = place.swatch.name else { return "(unnamed)" }
    return name.isEmpty ? "\"\"" : DiagnosticRenderer.escapingControls(name)
  }

  /// The swatch's name, or for a renaming both: `Blue → Ocean`.
  package static func names(_ change: PaletteChange) -> String {
    switch change.kind {
    case .added: name(change.new)
    case .removed: name(change.old)
    case .renamed: "\(name(change.old)) → \(name(change.new))"
    case .recoloured, .moved, .changed: name(change.new)
    }
  }

  /// Where a swatch is: `Brand #2`, or `#2` in a group without a name.
  package static func place(_ place: SwatchPlace) -> String {
    let position = "#\(place.position + 1)"
    guard let group = place.groupName else { return position }
    return DiagnosticRenderer.escapingControls(group) + " " + position
  }

  /// The colour as hex, with alpha when it has any: `#0080FF`, `#0080FF80`.
  package static func hex(_ color: PaletteColor) -> String {
    color.rgba8.hexString(includeAlpha: color.hasAlpha)
  }

  /// The colour's values in its own model: `cmyk(0%, 100%, 0%, 0%)`, `rgb(255, 0, 0)`.
  package static func native(_ color: PaletteColor) -> String {
    SheetSwatchInfo.native(color)
  }

  /// A difference with at most `digits` decimals, trailing zeros removed: `23.77`, `1.5`.
  package static func number(_ value: Double, digits: Int) -> String {
    SheetSwatchInfo.fixed(value, digits)
  }

  /// `4 changes: 1 added, 1 removed, 2 recoloured`, or `no changes`.
  package static func summary(_ comparison: PaletteComparison) -> String {
    let total = comparison.changeCount
    guard total > 0 else { return "no changes" }
    let parts = PaletteChange.Kind.allCases.compactMap { kind -> String? in
      let count = comparison.count(of: kind)
      return count > 0 ? "\(count) \(kind.rawValue)" : nil
    }
    return "\(total) \(total == 1 ? "change" : "changes"): " + parts.joined(separator: ", ")
  }

  /// A property's old and new value in words: `sRGB → CMYK`, `100% → 50%`.
  package static func values(
    of property: PaletteChange.Property, _ change: PaletteChange
  ) -> (old: String, new: String) {
    guard let old = change.old?.swatch, let new = change.new?.swatch else { return ("", "") }
    switch property {
    case .kind: return (old.kind.rawValue, new.kind.rawValue)
    case .model: return (old.color.model.displayName, new.color.model.displayName)
    case .alpha:
      return (
        number(Double(old.color.alpha), digits: 3), number(Double(new.color.alpha), digits: 3)
      )
    case .appearances: return (variants(old), variants(new))
    }
  }

  /// A swatch's variants in words: `dark #EEEEEE, high-contrast dark #FFFFFF`, or `none`.
  package static func variants(_ swatch: Swatch) -> String {
    let parts = swatch.sortedAppearances.map { "\($0.appearance.displayName) \(hex($0.color))" }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// The ΔE00 of a recolouring in words: `ΔE00 23.77`, never rounded down to 0.
  package static func deltaE(_ change: PaletteChange) -> String {
    let delta = change.deltaE ?? 0
    return "ΔE00 " + (delta > 0 && delta < 0.01 ? "below 0.01" : number(delta, digits: 2))
  }

  /// What a change is about, in words, without the names.
  package static func details(_ change: PaletteChange) -> String {
    switch change.kind {
    case .added: return change.new.map { "\(hex($0.swatch.color)) at \(place($0))" } ?? ""
    case .removed: return change.old.map { "\(hex($0.swatch.color)) at \(place($0))" } ?? ""
    case .renamed: return change.new.map { hex($0.swatch.color) } ?? ""
    case .recoloured:
      guard let old = change.old, let new = change.new else { return "" }
      // Colours that differ only below 8-bit precision (a 16-bit ACO value against an ASE
      // float) print the same hex; say so.
      let (before, after) = (hex(old.swatch.color), hex(new.swatch.color))
      return "\(before) → \(after)" + (before == after ? " (the same in 8 bits)" : "") + ", "
        + deltaE(change)
    case .moved:
      guard let old = change.old, let new = change.new else { return "" }
      return "\(place(old)) → \(place(new))"
    case .changed:
      return change.properties.map { property in
        let (old, new) = values(of: property, change)
        return "\(property.rawValue) \(old) → \(new)"
      }.joined(separator: ", ")
    }
  }
}
