public import PaletteCore
public import PaletteTransforms

/// A palette comparison as Markdown for a pull-request comment: a heading, the summary and a
/// table with one row per change, each colour drawn as a chip GitHub renders by itself.
///
/// A chip is an inline math expression in GitHub's dollar-and-backtick delimiters, which keep
/// Markdown away from it:
///
///     $`{\color{#0080FF}\blacksquare}`$
///
/// GitHub renders math in comments with MathJax, whose `\color` takes a hex colour, so the
/// chip needs no image and no image host. The hex value follows each chip as text, so the
/// table says everything where math is not rendered, and MathJax colours are opaque: a
/// translucent colour's chip shows it opaque, its hex keeps the alpha.
///
///     let comparison = PaletteComparison(old: old, new: new)
///     let comment = DiffMarkdown(heading: "Palette changes: brand.ase", comparison: comparison)
///       .text
public struct DiffMarkdown: Sendable {
  /// The heading's text (escaped when written), written as a level-3 heading.
  public var heading: String
  /// The changes.
  public var comparison: PaletteComparison

  /// Creates the report.
  ///
  /// - Parameters:
  ///   - heading: The heading's text, such as `Palette changes: brand.ase`.
  ///   - comparison: The comparison to show.
  public init(heading: String, comparison: PaletteComparison) {
    self.heading = heading
    self.comparison = comparison
  }

  /// The whole report.
  public var text: String {
    var text = ""
    write { text += $0 }
    return text
  }

  /// Writes the report in pieces, one line of the table at a time, so a comparison of many
  /// changes is never held as one text.
  ///
  /// - Parameter output: Called with each piece, in order.
  public func write(_ output: (String) -> Void) {
    output("### \(Self.escaped(heading))\n\n")
    guard !comparison.isEmpty else {
      output("No changes.\n")
      return
    }
    let summary = DiffWording.summary(comparison)
    output(Self.escaped(summary.prefix(1).uppercased() + summary.dropFirst()) + ".\n\n")
    output("| Change | Swatch | Old | New | Details |\n")
    output("|---|---|---|---|---|\n")
    comparison.forEachChange { change in
      let cells = [
        change.kind.rawValue,
        Self.escaped(DiffWording.names(change)),
        change.old.map { Self.cell($0.swatch.color) } ?? "",
        change.new.map { Self.cell($0.swatch.color) } ?? "",
        Self.escaped(DiffWording.details(change)),
      ]
      output("| " + cells.joined(separator: " | ") + " |\n")
    }
  }

  /// A table cell for a colour: its chip and its hex value as code.
  private static func cell(_ color: PaletteColor) -> String {
    chip(color) + " `" + DiffWording.hex(color) + "`"
  }

  /// A colour chip GitHub renders, the colour as opaque 8-bit sRGB (gamut-mapped), such as
  /// `{\color{#0080FF}\blacksquare}` between the math delimiters.
  ///
  /// - Parameter color: The colour.
  /// - Returns: The inline math expression.
  public static func chip(_ color: PaletteColor) -> String {
    "$`{\\color{" + color.rgba8.hexString(includeAlpha: false) + "}\\blacksquare}`$"
  }

  /// Text with Markdown's and HTML's special characters backslash-escaped (`<`, `>` and `&`
  /// as entities), so a `|`, `` ` ``, `*` or `$` in a name cannot break the table or format
  /// the text; line breaks are already escaped by the name rendering.
  package static func escaped<S: StringProtocol>(_ text: S) -> String {
    var out = ""
    for character in text {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!", "$":
        out.append("\\")
        out.append(character)
      default: out.append(character)
      }
    }
    return out
  }
}
