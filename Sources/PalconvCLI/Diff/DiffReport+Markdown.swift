import PaletteCore
import PaletteTransforms

extension DiffReport {
  /// The report as Markdown for a pull-request comment: a heading with the summary and a
  /// table with one row per change. Names and values are escaped so that a `|`, `` ` ``, `*`
  /// or `<` in a name cannot break the table or format the text.
  func writeMarkdown(to output: inout ChunkedOutput) {
    output.write("### Palette changes: \(Self.escaped(newPath))\n\n")
    guard !comparison.isEmpty else {
      output.write("No changes.\n")
      return
    }
    output.write(Self.escaped(summary.prefix(1).uppercased() + summary.dropFirst()) + ".\n\n")
    output.write("| Change | Swatch | Old | New | Details |\n")
    output.write("|---|---|---|---|---|\n")
    comparison.forEachChange { change in
      let cells = [
        change.kind.rawValue,
        Self.escaped(Self.names(change)),
        change.old.map { "`\(Self.hex($0.swatch.color))`" } ?? "",
        change.new.map { "`\(Self.hex($0.swatch.color))`" } ?? "",
        Self.escaped(Self.details(change)),
      ]
      output.write("| " + cells.joined(separator: " | ") + " |\n")
    }
  }

  /// Text with Markdown's and HTML's special characters backslash-escaped (`<` and `>` as
  /// entities), and line breaks already escaped by the name rendering.
  static func escaped<S: StringProtocol>(_ text: S) -> String {
    var out = ""
    for character in text {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!":
        out.append("\\")
        out.append(character)
      default: out.append(character)
      }
    }
    return out
  }
}
