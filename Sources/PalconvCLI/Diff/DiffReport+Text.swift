import PaletteCore
import PaletteTransforms

extension DiffReport {
  /// The report for a terminal: a header naming both inputs, one line per change with a
  /// colour cell (two for a recolouring) when `useColor`, and the summary. Nothing when there
  /// are no changes, as `diff` prints nothing for equal files.
  func writeText(useColor: Bool, to output: inout ChunkedOutput) {
    guard !comparison.isEmpty else { return }
    output.write("--- \(DiagnosticRenderer.escapingControls(oldPath))\n")
    output.write("+++ \(DiagnosticRenderer.escapingControls(newPath))\n")
    let width = PaletteChange.Kind.allCases.map(\.rawValue.count).max() ?? 0
    comparison.forEachChange { change in
      var line = Self.marker(change.kind) + " " + change.kind.rawValue
      line += String(repeating: " ", count: width - change.kind.rawValue.count) + "  "
      if useColor {
        if change.kind == .recoloured, let old = change.old {
          line += Self.cell(old.swatch.color)
        }
        if let shown = change.new ?? change.old { line += Self.cell(shown.swatch.color) + " " }
      }
      line += Self.names(change) + "  " + Self.details(change)
      output.write(line + "\n")
    }
    output.write(summary + "\n")
  }

  /// The first character of a change's line: `+`, `-`, `~`, `>` or `*`.
  static func marker(_ kind: PaletteChange.Kind) -> String {
    switch kind {
    case .added: "+"
    case .removed: "-"
    case .renamed, .recoloured: "~"
    case .moved: ">"
    case .changed: "*"
    }
  }

  /// The swatch's name, or for a renaming both: `Blue → Ocean`.
  static func names(_ change: PaletteChange) -> String {
    switch change.kind {
    case .added: name(change.new)
    case .removed: name(change.old)
    case .renamed: "\(name(change.old)) → \(name(change.new))"
    case .recoloured, .moved, .changed: name(change.new)
    }
  }

  /// A 24-bit colour cell, two spaces wide.
  static func cell(_ color: PaletteColor) -> String {
    let rgba = color.rgba8
    return "\u{1B}[48;2;\(rgba.red);\(rgba.green);\(rgba.blue)m  \u{1B}[0m"
  }
}
