import PaletteCore
import PaletteDiffSheet
import PaletteTransforms

extension DiffReport {
  /// The report for a terminal: a header naming both inputs, one line per change with a
  /// colour cell (two for a recolouring) when `useColor`, and the summary. Nothing when there
  /// are no changes, as `diff` prints nothing for equal files.
  func writeText(_ file: File, useColor: Bool, to output: inout ChunkedOutput) {
    let comparison = file.comparison
    guard !comparison.isEmpty else { return }
    output.write("--- \(DiagnosticRenderer.escapingControls(file.oldPath))\n")
    output.write("+++ \(DiagnosticRenderer.escapingControls(file.newPath))\n")
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
      line += DiffWording.names(change) + "  " + DiffWording.details(change)
      output.write(line + "\n")
    }
    output.write(Self.summary(comparison) + "\n")
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

  /// A 24-bit colour cell, two spaces wide.
  static func cell(_ color: PaletteColor) -> String {
    let rgba = color.rgba8
    return "\u{1B}[48;2;\(rgba.red);\(rgba.green);\(rgba.blue)m  \u{1B}[0m"
  }
}
