import PaletteDiffSheet
import PaletteTransforms

extension DiffReport {
  /// The report as Markdown for a pull-request comment: for each palette a heading with the
  /// summary and a table with one row per change, each colour with a chip GitHub draws
  /// (``PaletteDiffSheet/DiffMarkdown``).
  func writeMarkdown(to output: inout ChunkedOutput) {
    if namesFiles && files.isEmpty {
      output.write("### Palette changes\n\nNo palette changed.\n")
      return
    }
    for (index, file) in files.enumerated() {
      if index > 0 { output.write("\n") }
      let status = file.status == .modified ? "" : " (\(file.status.rawValue))"
      let markdown = DiffMarkdown(
        heading: "Palette changes: \(file.path)\(status)", comparison: file.comparison)
      markdown.write { output.write($0) }
    }
  }
}
