import PaletteCore
import PaletteTransforms

/// Writes a ``DiffSheetLayout`` as a self-contained HTML page with a light and a dark theme.
enum DiffSheetHTML {
  private static let fonts =
    "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
  private static let monospace = "ui-monospace, Menlo, Consolas, monospace"

  /// Page text: control characters replaced, markup characters escaped.
  private static func e(_ text: String) -> String { MarkupText.htmlText(text) }

  static func render(_ layout: DiffSheetLayout) -> String {
    typealias L = DiffSheetLayout
    let light = DiffSheetTheme.light
    let dark = DiffSheetTheme.dark
    let contentWidth = L.width - 2 * L.margin
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=\(L.width)">
      <meta name="color-scheme" content="light dark">
      <title>\(e(layout.title))</title>
      <style>
      :root { color-scheme: light dark; \(light.properties) }
      @media (prefers-color-scheme: dark) { :root { \(dark.properties) } }
      html, body { margin: 0; padding: 0; background: var(--bg); }
      body { position: relative; width: \(L.width)px; height: \(layout.height)px; font-family: \(fonts); color: var(--text); }
      .a { position: absolute; margin: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
      h1.a { font-size: 24px; line-height: 36px; }
      h2.a { font-size: 18px; line-height: 28px; }
      p.a { font-size: 14px; line-height: 20px; color: var(--muted); }
      .kind { font-size: 13px; line-height: \(L.rowHeight)px; font-weight: 600; }
      .added { color: var(--added); }
      .removed { color: var(--removed); }
      .renamed, .recoloured, .moved, .changed { color: var(--changed); }
      .chip { box-shadow: inset 0 0 0 1px var(--rule); }
      .side { padding-top: 7px; }
      .side div { overflow: hidden; text-overflow: ellipsis; }
      .name { font-size: 14px; line-height: 18px; font-weight: 600; }
      .value { font-family: \(monospace); font-size: 11px; line-height: 16px; color: var(--muted); }
      .none, .arrow, .details { font-size: 13px; line-height: \(L.rowHeight)px; color: var(--muted); }
      .arrow { text-align: center; font-size: 18px; }
      </style>
      </head>
      <body data-width="\(L.width)" data-height="\(layout.height)" data-light-background="\(light.background)" data-dark-background="\(dark.background)">
      <h1 class="a" style="left: \(L.margin)px; top: \(L.margin)px; width: \(contentWidth)px; height: \(L.titleHeight)px;">\(e(layout.title))</h1>

      """
    for section in layout.sections {
      let heading =
        section.path + (section.status == .modified ? "" : " (\(section.status.rawValue))")
      out += "<section aria-label=\"\(e(heading))\">\n"
      out +=
        "<h2 class=\"a\" style=\"left: \(L.margin)px; top: \(section.headingY)px; width: \(contentWidth)px; "
        + "height: \(L.headingHeight)px;\" title=\"\(e(heading))\">\(e(heading))</h2>\n"
      out +=
        "<p class=\"a\" style=\"left: \(L.margin)px; top: \(section.summaryY)px; width: \(contentWidth)px; "
        + "height: \(L.summaryHeight)px;\">\(e(section.summary.prefix(1).uppercased() + section.summary.dropFirst()))</p>\n"
      for row in section.rows { out += self.row(row) }
      out += "</section>\n"
    }
    return out + "</body>\n</html>\n"
  }

  /// One change: its kind, the old side, an arrow, the new side and the details.
  private static func row(_ row: DiffSheetLayout.Row) -> String {
    typealias L = DiffSheetLayout
    let kind = row.kind.rawValue
    var out = "<div class=\"a kind \(kind)\" style=\"left: \(L.margin)px; top: \(row.y)px; "
    out += "width: \(L.labelWidth - 8)px; height: \(L.rowHeight)px;\">\(kind)</div>\n"
    out += side(row.old, x: L.oldX, y: row.y, role: "old")
    out +=
      "<div class=\"a arrow\" style=\"left: \(L.arrowX)px; top: \(row.y)px; width: \(L.arrowWidth)px; "
      + "height: \(L.rowHeight)px;\">→</div>\n"
    out += side(row.new, x: L.newX, y: row.y, role: "new")
    out +=
      "<div class=\"a details\" style=\"left: \(L.detailsX)px; top: \(row.y)px; "
      + "width: \(L.detailsWidth)px; height: \(L.rowHeight)px;\" title=\"\(e(row.details))\">"
      + "\(e(row.details))</div>\n"
    return out
  }

  /// One side of a change: the chip and three lines of words, or a dash.
  private static func side(_ side: DiffSheetLayout.Side?, x: Int, y: Int, role: String) -> String {
    typealias L = DiffSheetLayout
    guard let side else {
      return "<div class=\"a none\" style=\"left: \(x)px; top: \(y)px; width: \(L.sideWidth)px; "
        + "height: \(L.rowHeight)px;\">—</div>\n"
    }
    let fill = side.fill.hexString(includeAlpha: true)
    var out =
      "<div class=\"a chip\" style=\"left: \(side.chip.x)px; top: \(side.chip.y)px; "
      + "width: \(L.chipSize)px; height: \(L.chipSize)px; background: \(fill);\" "
      + "data-x=\"\(side.chip.x)\" data-y=\"\(side.chip.y)\" data-w=\"\(L.chipSize)\" "
      + "data-h=\"\(L.chipSize)\" data-rgba=\"\(fill)\" data-side=\"\(role)\" "
      + "title=\"\(e(side.name))\"></div>\n"
    out +=
      "<div class=\"a side\" style=\"left: \(x + L.textOffset)px; top: \(y)px; "
      + "width: \(L.textWidth)px; height: \(L.rowHeight)px;\">"
      + "<div class=\"name\" title=\"\(e(side.name))\">\(e(side.name))</div>"
      + "<div class=\"value\">\(e(side.hex))</div>"
      + "<div class=\"value\" title=\"\(e(side.native))\">\(e(side.native))</div></div>\n"
    return out
  }
}
