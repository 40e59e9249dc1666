import PaletteCore
import PaletteDiffSheet
import PaletteTransforms

/// The changes between two palettes, or between the versions of several palette files at a
/// git revision and in the work tree, printed as text, JSON or Markdown one change at a time
/// as the comparison makes them, or drawn as an HTML page or SVG image.
struct DiffReport {
  /// How the report is printed (`--format`).
  enum Style: String, CaseIterable {
    /// Lines for people, with colour cells on a terminal.
    case text
    /// An array of change objects.
    case json
    /// A table with colour chips for a pull-request comment.
    case markdown
    /// A page drawing the changes, light and dark.
    case html
    /// An image drawing the changes, light and dark.
    case svg
  }

  /// One palette's two versions and their changes.
  struct File {
    /// The old version, as shown (`origin/main:brand.gpl`, `/dev/null` when absent).
    var oldPath: String
    /// The new version, as shown (`/dev/null` when absent).
    var newPath: String
    /// The palette's path, for headings and the JSON `file` key.
    var path: String
    /// Whether the file was added, removed or changed.
    var status: DiffSheet.FileStatus
    /// The changes, in the order ``PaletteCore/Palette/changes(to:options:)`` lists them.
    var comparison: PaletteComparison
  }

  /// The palettes, in the order reported.
  var files: [File]
  /// Whether the report is about files of a folder or revision (`--base`): JSON objects then
  /// name their file, and Markdown says when no palette changed.
  var namesFiles = false

  /// Whether no palette changed.
  var isEmpty: Bool { files.allSatisfy(\.comparison.isEmpty) }

  /// Writes the report in `style` to `output`.
  func write(_ style: Style, useColor: Bool, to output: inout ChunkedOutput) {
    switch style {
    case .text:
      for file in files { writeText(file, useColor: useColor, to: &output) }
    case .json: writeJSON(to: &output)
    case .markdown: writeMarkdown(to: &output)
    case .html, .svg:
      let sheet = DiffSheet(
        files: files.map {
          DiffSheet.File(path: $0.path, status: $0.status, comparison: $0.comparison)
        })
      output.write(sheet.render(style == .html ? .html : .svg))
    }
    output.flush()
  }

  /// `4 changes: 1 added, 1 removed, 2 recoloured`, or `no changes`.
  static func summary(_ comparison: PaletteComparison) -> String {
    DiffWording.summary(comparison)
  }

  /// The swatch's name for reports: escaped, `(unnamed)` when it has none.
  static func name(_ place: SwatchPlace?) -> String { DiffWording.name(place) }

  /// The colour as hex, with alpha when it has any: `#0080FF`, `#0080FF80`.
  static func hex(_ color: PaletteColor) -> String { DiffWording.hex(color) }

  /// What a change is about, in words, without the names.
  static func details(_ change: PaletteChange) -> String { DiffWording.details(change) }
}
