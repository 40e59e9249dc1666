import PaletteCore
import PaletteSheet
import PaletteTransforms

/// Writes a ``DiffSheetLayout`` as a self-contained SVG image with a light and a dark theme.
enum DiffSheetSVG {
  private static let fonts =
    "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
  private static let monospace = "ui-monospace, Menlo, Consolas, monospace"

  /// Image text: control characters replaced, markup characters escaped.
  private static func e(_ text: String) -> String { MarkupText.htmlText(text) }

  /// At most `limit` characters, with `…` when cut (SVG text does not clip itself).
  private static func cut(_ text: String, _ limit: Int) -> String {
    SheetSwatchInfo.truncated(text, limit)
  }

  /// The style rules of one theme.
  private static func rules(_ theme: DiffSheetTheme) -> String {
    ".bg { fill: \(theme.background); } .text { fill: \(theme.text); } "
      + ".muted { fill: \(theme.muted); } .outline { stroke: \(theme.rule); } "
      + ".added { fill: \(theme.added); } .removed { fill: \(theme.removed); } "
      + ".renamed, .recoloured, .moved, .changed { fill: \(theme.changed); }"
  }

  static func render(_ layout: DiffSheetLayout) -> String {
    typealias L = DiffSheetLayout
    let w = L.width
    let h = layout.height
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" data-width="\(w)" data-height="\(h)" data-light-background="\(DiffSheetTheme.light.background)" data-dark-background="\(DiffSheetTheme.dark.background)" font-family="\(fonts)">
      <title>\(e(layout.title))</title>
      <style>
      :root { color-scheme: light dark; }
      \(rules(.light))
      @media (prefers-color-scheme: dark) { \(rules(.dark)) }
      .value { font-family: \(monospace); font-size: 11px; }
      </style>
      <rect class="bg" x="0" y="0" width="\(w)" height="\(h)"/>
      <text class="text" x="\(L.margin)" y="\(L.margin + 26)" font-size="24" font-weight="bold">\(e(cut(layout.title, 70)))</text>

      """
    for section in layout.sections {
      let heading =
        section.path + (section.status == .modified ? "" : " (\(section.status.rawValue))")
      out += "<g aria-label=\"\(e(heading))\">\n"
      out +=
        "<text class=\"text\" x=\"\(L.margin)\" y=\"\(section.headingY + 20)\" font-size=\"18\" "
        + "font-weight=\"bold\">\(e(cut(heading, 80)))</text>\n"
      let summary = section.summary.prefix(1).uppercased() + section.summary.dropFirst()
      out +=
        "<text class=\"muted\" x=\"\(L.margin)\" y=\"\(section.summaryY + 15)\" font-size=\"14\">"
        + "\(e(cut(summary, 110)))</text>\n"
      for row in section.rows { out += self.row(row) }
      out += "</g>\n"
    }
    return out + "</svg>\n"
  }

  /// One change: its kind, the old side, an arrow, the new side and the details.
  private static func row(_ row: DiffSheetLayout.Row) -> String {
    typealias L = DiffSheetLayout
    let middle = row.y + L.rowHeight / 2 + 5
    let kind = row.kind.rawValue
    var out =
      "<text class=\"\(kind)\" x=\"\(L.margin)\" y=\"\(middle)\" font-size=\"13\" "
      + "font-weight=\"600\">\(kind)</text>\n"
    out += side(row.old, x: L.oldX, y: row.y, role: "old")
    out +=
      "<text class=\"muted\" x=\"\(L.arrowX + L.arrowWidth / 2)\" y=\"\(middle + 1)\" "
      + "font-size=\"18\" text-anchor=\"middle\">→</text>\n"
    out += side(row.new, x: L.newX, y: row.y, role: "new")
    out +=
      "<text class=\"muted\" x=\"\(L.detailsX)\" y=\"\(middle)\" font-size=\"13\">"
      + "\(e(cut(row.details, 36)))</text>\n"
    return out
  }

  /// One side of a change: the chip and three lines of words, or a dash.
  private static func side(_ side: DiffSheetLayout.Side?, x: Int, y: Int, role: String) -> String {
    typealias L = DiffSheetLayout
    guard let side else {
      return
        "<text class=\"muted\" x=\"\(x)\" y=\"\(y + L.rowHeight / 2 + 5)\" font-size=\"13\">—</text>\n"
    }
    let fill = side.fill
    let opaque = RGBA8(red: fill.red, green: fill.green, blue: fill.blue).hexString()
    var out =
      "<rect class=\"outline\" x=\"\(side.chip.x)\" y=\"\(side.chip.y)\" width=\"\(L.chipSize)\" "
      + "height=\"\(L.chipSize)\" fill=\"\(opaque)\""
    if fill.alpha != 255 {
      out += " fill-opacity=\"\(SheetSwatchInfo.fixed(Double(fill.alpha) / 255, 4))\""
    }
    out +=
      " stroke-width=\"1\" data-x=\"\(side.chip.x)\" data-y=\"\(side.chip.y)\" "
      + "data-w=\"\(L.chipSize)\" data-h=\"\(L.chipSize)\" "
      + "data-rgba=\"\(fill.hexString(includeAlpha: true))\" data-side=\"\(role)\">"
      + "<title>\(e(side.name))</title></rect>\n"
    let textX = x + L.textOffset
    out +=
      "<text class=\"text\" x=\"\(textX)\" y=\"\(y + 21)\" font-size=\"14\" font-weight=\"600\">"
      + "\(e(cut(side.name, 30)))</text>\n"
    out +=
      "<text class=\"muted value\" x=\"\(textX)\" y=\"\(y + 38)\">\(e(cut(side.hex, 36)))</text>\n"
    out +=
      "<text class=\"muted value\" x=\"\(textX)\" y=\"\(y + 54)\">\(e(cut(side.native, 36)))</text>\n"
    return out
  }
}
