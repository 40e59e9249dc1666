import PaletteCore
import PaletteTransforms

/// The changes between two palettes, printed as text, JSON or Markdown one change at a time
/// as the comparison makes them, so a report of millions of changes is never held whole.
struct DiffReport {
  /// How the report is printed (`--format`).
  enum Style: String, CaseIterable {
    /// Lines for people, with colour cells on a terminal.
    case text
    /// An array of change objects.
    case json
    /// A table for a pull-request comment.
    case markdown
  }

  /// The old and the new input, as shown.
  var oldPath: String
  var newPath: String
  /// The changes, in the order ``PaletteCore/Palette/changes(to:options:)`` lists them.
  var comparison: PaletteComparison

  /// Writes the report in `style` to `output`.
  func write(_ style: Style, useColor: Bool, to output: inout ChunkedOutput) {
    switch style {
    case .text: writeText(useColor: useColor, to: &output)
    case .json: writeJSON(to: &output)
    case .markdown: writeMarkdown(to: &output)
    }
    output.flush()
  }

  /// `4 changes: 1 added, 1 removed, 2 recoloured`, or `no changes`.
  var summary: String {
    let total = comparison.changeCount
    guard total > 0 else { return "no changes" }
    let parts = PaletteChange.Kind.allCases.compactMap { kind -> String? in
      let count = comparison.count(of: kind)
      return count > 0 ? "\(count) \(kind.rawValue)" : nil
    }
    let noun = total == 1 ? "change" : "changes"
    return "\(total) \(noun): " + parts.joined(separator: ", ")
  }

  /// The swatch's name for reports: escaped, `(unnamed)` when it has none.
  static func name(_ place: SwatchPlace?) -> String {
    guard let place else { return "" }
    guard let name = place.swatch.name else { return "(unnamed)" }
    return name.isEmpty ? "\"\"" : DiagnosticRenderer.escapingControls(name)
  }

  /// Where a swatch is: `Brand #2`, or `#2` in a group without a name.
  static func place(_ place: SwatchPlace) -> String {
    let position = "#\(place.position + 1)"
    guard let group = place.groupName else { return position }
    return DiagnosticRenderer.escapingControls(group) + " " + position
  }

  /// The colour as hex, with alpha when it has any: `#0080FF`, `#0080FF80`.
  static func hex(_ color: PaletteColor) -> String {
    color.rgba8.hexString(includeAlpha: color.hasAlpha)
  }

  /// A property's old and new value in words: `sRGB → CMYK`, `100% → 50%`.
  static func values(
    of property: PaletteChange.Property, _ change: PaletteChange
  ) -> (
    old: String, new: String
  ) {
    guard let old = change.old?.swatch, let new = change.new?.swatch else { return ("", "") }
    switch property {
    case .kind: return (old.kind.rawValue, new.kind.rawValue)
    case .model: return (old.color.model.displayName, new.color.model.displayName)
    case .alpha:
      return (
        NumberText.short(Double(old.color.alpha), digits: 3),
        NumberText.short(Double(new.color.alpha), digits: 3)
      )
    case .appearances: return (variants(old), variants(new))
    }
  }

  /// A swatch's variants in words: `dark #EEEEEE, high-contrast dark #FFFFFF`, or `none`.
  static func variants(_ swatch: Swatch) -> String {
    let parts = swatch.sortedAppearances.map { "\($0.appearance.displayName) \(hex($0.color))" }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }

  /// What a change is about, in words, without the names.
  static func details(_ change: PaletteChange) -> String {
    switch change.kind {
    case .added: return change.new.map { "\(hex($0.swatch.color)) at \(place($0))" } ?? ""
    case .removed: return change.old.map { "\(hex($0.swatch.color)) at \(place($0))" } ?? ""
    case .renamed: return change.new.map { hex($0.swatch.color) } ?? ""
    case .recoloured:
      guard let old = change.old, let new = change.new else { return "" }
      // Colours that differ only below 8-bit precision (a 16-bit ACO value against an ASE
      // float) print the same hex; say so, and never round a difference down to "0".
      let (before, after) = (hex(old.swatch.color), hex(new.swatch.color))
      let delta = change.deltaE ?? 0
      return "\(before) → \(after)" + (before == after ? " (the same in 8 bits)" : "")
        + ", ΔE00 "
        + (delta > 0 && delta < 0.01 ? "below 0.01" : NumberText.short(delta, digits: 2))
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
