import PaletteCore

/// Renders a ``SheetLayout`` as HTML or SVG text.
enum SheetRenderer {
  static let capabilities = FormatCapabilities(
    swatchNames: true, paletteName: true,
    paletteDescription: true, columns: true, groups: true, alpha: true,
    models: Set(ColorModel.allCases), kinds: Set(SwatchKind.allCases),
    controlCharacters: ControlCharacterLimit(.all, in: .all))

  private static let fonts =
    "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

  /// A name or value as page text (``PaletteCore/MarkupText/htmlText(_:multiline:)``): control
  /// characters replaced, markup characters escaped.
  private static func e(_ text: String) -> String { MarkupText.htmlText(text) }

  /// The description as page text: its line breaks as line feeds, which the page shows as
  /// spaces.
  private static func d(_ text: String) -> String { MarkupText.htmlText(text, multiline: true) }

  private static func dataAttributes(_ cell: SheetLayout.Cell) -> String {
    "data-x=\"\(cell.origin.x)\" data-y=\"\(cell.origin.y)\" data-w=\"\(SheetLayout.cellWidth)\" "
      + "data-h=\"\(SheetLayout.swatchHeight)\" data-rgba=\"\(cell.info.fill.hexString(includeAlpha: true))\""
  }

  static func html(_ layout: SheetLayout) -> String {
    let contentWidth = layout.width - 2 * SheetLayout.margin
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=\(layout.width)">
      <title>\(e(layout.title))</title>
      <style>
      html, body { margin: 0; padding: 0; background: #FFFFFF; }
      body { position: relative; width: \(layout.width)px; height: \(layout.height)px; font-family: \(fonts); color: #111111; }
      .a { position: absolute; margin: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
      h1.a { font-size: 24px; line-height: 36px; }
      p.a { font-size: 14px; line-height: 20px; color: #444444; }
      h2.a { font-size: 18px; line-height: 24px; }
      .swatch { box-sizing: border-box; padding: 8px; font-size: 14px; line-height: 18px; font-weight: 600; }
      .info { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11px; line-height: 18px; padding-top: 4px; color: #222222; }
      .info div { overflow: hidden; text-overflow: ellipsis; }
      \(layout.contrastGrid == nil ? "" : gridStyle)\(layout.hasMarks ? markStyle : "")</style>
      </head>
      <body data-width="\(layout.width)" data-height="\(layout.height)">
      <h1 class="a" style="left: \(SheetLayout.margin)px; top: \(SheetLayout.margin)px; width: \(contentWidth)px; height: \(SheetLayout.titleHeight)px;">\(e(layout.title))</h1>

      """
    if let description = layout.description, let origin = layout.descriptionOrigin {
      out +=
        "<p class=\"a\" style=\"left: \(origin.x)px; top: \(origin.y)px; width: \(contentWidth)px; "
      out +=
        "height: \(SheetLayout.descriptionHeight)px;\" title=\"\(d(description))\">\(d(description))</p>\n"
    }
    for section in layout.sections {
      out += section.name.map { "<section aria-label=\"\(e($0))\">\n" } ?? "<section>\n"
      if let name = section.name, let heading = section.heading {
        out +=
          "<h2 class=\"a\" style=\"left: \(heading.x)px; top: \(heading.y)px; width: \(contentWidth)px; "
        out += "height: \(SheetLayout.headingHeight)px;\">\(e(name))</h2>\n"
      }
      for cell in section.cells {
        let name = cell.swatch.name ?? "Unnamed"
        let x = cell.origin.x
        let y = cell.origin.y
        out +=
          "<div class=\"a swatch\" style=\"left: \(x)px; top: \(y)px; width: \(SheetLayout.cellWidth)px; "
        out +=
          "height: \(SheetLayout.swatchHeight)px; background: \(cell.info.fill.hexString(includeAlpha: true)); "
        let flagged = cell.mark?.isFlagged == true
        out +=
          "color: \(cell.info.textColor);\(flagged ? " padding-right: 32px;" : "")\" "
          + "\(dataAttributes(cell))\(flagged ? " data-flagged=\"true\"" : "") "
          + "title=\"\(e(name))\">\(e(name))</div>\n"
        if let mark = cell.mark { out += htmlMark(mark, x: x, y: y) }
        out +=
          "<div class=\"a info\" style=\"left: \(x)px; top: \(y + SheetLayout.swatchHeight)px; "
        out += "width: \(SheetLayout.cellWidth)px; height: \(SheetLayout.infoHeight)px;\">"
        out +=
          "<div>\(e(cell.info.hexLine))</div><div title=\"\(e(cell.info.native))\">\(e(cell.info.native))</div>"
        if let note = cell.mark?.note {
          out += "<div title=\"\(e(note))\">\(e(note))</div></div>\n"
        } else {
          out += "<div>\(e(cell.info.contrast))</div></div>\n"
        }
      }
      out += "</section>\n"
    }
    if let grid = layout.contrastGrid { out += htmlGrid(grid, contentWidth: contentWidth) }
    return out + "</body>\n</html>\n"
  }

  /// The style rules of marks, only in sheets that have them.
  private static let markStyle =
    ".strip { box-sizing: border-box; padding: 0 16px 0 8px; font-family: ui-monospace, Menlo, "
    + "Consolas, monospace; font-size: 11px; line-height: \(SheetMark.stripHeight)px; }\n"

  /// Where a mark's strip is probed, and its text colour.
  private static func strip(_ mark: SheetMark, x: Int, y: Int) -> (Int, Int, Int, String) {
    let top = y + SheetLayout.swatchHeight - SheetMark.stripHeight
    let fill =
      SIMD3(
        Double(mark.printed.red), Double(mark.printed.green), Double(mark.printed.blue)) / 255
    let text =
      ColorMath.contrastRatio(fill, .zero) >= ColorMath.contrastRatio(fill, .one)
      ? "#000000" : "#FFFFFF"
    return (top, x + SheetLayout.cellWidth - 5, top + SheetMark.stripHeight / 2, text)
  }

  /// The probe attributes of a mark: the strip's probe point and colour, and, when flagged,
  /// the flag's.
  private static func markAttributes(_ mark: SheetMark, x: Int, y: Int) -> (String, String) {
    let (_, px, py, _) = strip(mark, x: x, y: y)
    let size = SheetMark.flagSize
    return (
      "data-probe-x=\"\(px)\" data-probe-y=\"\(py)\" "
        + "data-printed-rgba=\"\(mark.printed.hexString(includeAlpha: true))\"",
      "data-flag-x=\"\(x + SheetLayout.cellWidth - size / 2)\" data-flag-y=\"\(y + size / 2)\" "
        + "data-flag-rgba=\"\(SheetMark.flagColor.hexString(includeAlpha: true))\""
    )
  }

  /// A mark as positioned HTML: the strip and, when flagged, the flag.
  private static func htmlMark(_ mark: SheetMark, x: Int, y: Int) -> String {
    let (top, _, _, text) = strip(mark, x: x, y: y)
    let (stripData, flagData) = markAttributes(mark, x: x, y: y)
    var out =
      "<div class=\"a strip\" style=\"left: \(x)px; top: \(top)px; width: \(SheetLayout.cellWidth)px; "
      + "height: \(SheetMark.stripHeight)px; background: \(mark.printed.hexString()); color: \(text);\" "
      + "\(stripData) title=\"\(e(mark.printedLabel))\">\(e(mark.printedLabel))</div>\n"
    if mark.isFlagged {
      let size = SheetMark.flagSize
      out +=
        "<div class=\"a flag\" style=\"left: \(x + SheetLayout.cellWidth - size)px; top: \(y)px; "
        + "width: \(size)px; height: \(size)px; background: \(SheetMark.flagColor.hexString());\" "
        + "\(flagData) title=\"\(e(mark.note))\"></div>\n"
    }
    return out
  }

  /// A mark as SVG shapes: the strip and, when flagged, the flag.
  private static func svgMark(_ mark: SheetMark, x: Int, y: Int) -> String {
    let (top, _, _, text) = strip(mark, x: x, y: y)
    let (stripData, flagData) = markAttributes(mark, x: x, y: y)
    var out =
      "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(SheetLayout.cellWidth)\" height=\"\(SheetMark.stripHeight)\" "
      + "fill=\"\(mark.printed.hexString())\" \(stripData)><title>\(e(mark.printedLabel))</title></rect>\n"
      + "<text x=\"\(x + 8)\" y=\"\(top + 18)\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" "
      + "font-size=\"11\" fill=\"\(text)\">\(e(SheetSwatchInfo.truncated(mark.printedLabel, 28)))</text>\n"
    if mark.isFlagged {
      let size = SheetMark.flagSize
      out +=
        "<rect x=\"\(x + SheetLayout.cellWidth - size)\" y=\"\(y)\" width=\"\(size)\" height=\"\(size)\" "
        + "fill=\"\(SheetMark.flagColor.hexString())\" \(flagData)><title>\(e(mark.note))</title></rect>\n"
    }
    return out
  }

  /// The style rules of the contrast grid, only in sheets that have one.
  private static let gridStyle =
    ".grid { box-sizing: border-box; font-size: 13px; line-height: 32px; text-align: center; "
    + "font-weight: 600; }\n.grid.label { text-align: left; font-weight: 400; color: #111111; }\n"

  /// The contrast grid as positioned HTML.
  private static func htmlGrid(_ grid: SheetContrastGrid, contentWidth: Int) -> String {
    let w = SheetContrastGrid.cellWidth
    let h = SheetContrastGrid.cellHeight
    var out = "<section aria-label=\"Contrast\">\n"
    out +=
      "<h2 class=\"a\" style=\"left: \(grid.origin.x)px; top: \(grid.origin.y)px; "
      + "width: \(contentWidth)px; height: \(SheetLayout.headingHeight)px;\">\(e(grid.heading))</h2>\n"
    for (column, entry) in grid.entries.enumerated() {
      let chip = grid.chip(column)
      let at = grid.chipOrigin(column)
      out +=
        "<div class=\"a grid\" style=\"left: \(at.x)px; top: \(at.y)px; width: \(w)px; "
        + "height: \(SheetContrastGrid.chipHeight)px; background: \(chip.fill.hexString()); "
        + "color: \(chip.text);\" title=\"\(e(entry.name))\">\(entry.number)</div>\n"
    }
    for (row, entry) in grid.entries.enumerated() {
      let at = grid.cellOrigin(row: row, column: nil)
      out +=
        "<div class=\"a grid label\" style=\"left: \(at.x)px; top: \(at.y)px; "
        + "width: \(SheetContrastGrid.labelWidth - 8)px; height: \(h)px;\" title=\"\(e(entry.name))\">"
        + "\(entry.number) \(e(entry.name))</div>\n"
      for column in grid.entries.indices {
        let cell = grid.cell(row: row, column: column)
        let at = grid.cellOrigin(row: row, column: column)
        out +=
          "<div class=\"a grid\" style=\"left: \(at.x)px; top: \(at.y)px; width: \(w)px; "
          + "height: \(h)px; background: \(cell.background.hexString()); "
          + "color: \(cell.text.hexString());\">\(cell.label)</div>\n"
      }
    }
    return out + "</section>\n"
  }

  static func svg(_ layout: SheetLayout) -> String {
    let w = layout.width
    let h = layout.height
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" data-width="\(w)" data-height="\(h)" font-family="\(fonts)">
      <title>\(e(layout.title))</title>
      <rect x="0" y="0" width="\(w)" height="\(h)" fill="#FFFFFF"/>
      <text x="\(SheetLayout.margin)" y="\(SheetLayout.margin + 26)" font-size="24" font-weight="bold" fill="#111111">\(e(SheetSwatchInfo.truncated(layout.title, 60)))</text>

      """
    if let description = layout.description, let origin = layout.descriptionOrigin {
      out += "<text x=\"\(origin.x)\" y=\"\(origin.y + 15)\" font-size=\"14\" fill=\"#444444\">"
      out += "\(d(SheetSwatchInfo.truncated(description, 90)))</text>\n"
    }
    for section in layout.sections {
      out += section.name.map { "<g aria-label=\"\(e($0))\">\n" } ?? "<g>\n"
      if let name = section.name, let heading = section.heading {
        out +=
          "<text x=\"\(heading.x)\" y=\"\(heading.y + 18)\" font-size=\"18\" font-weight=\"bold\" fill=\"#111111\">"
        out += "\(e(SheetSwatchInfo.truncated(name, 60)))</text>\n"
      }
      for cell in section.cells {
        let name = cell.swatch.name ?? "Unnamed"
        let x = cell.origin.x
        let y = cell.origin.y
        let fill = cell.info.fill
        let opacity = SheetSwatchInfo.fixed(Double(fill.alpha) / 255, 4)
        out +=
          "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(SheetLayout.cellWidth)\" height=\"\(SheetLayout.swatchHeight)\" "
        out += "fill=\"\(RGBA8(red: fill.red, green: fill.green, blue: fill.blue).hexString())\""
        out += fill.alpha == 255 ? "" : " fill-opacity=\"\(opacity)\""
        out +=
          " \(dataAttributes(cell))\(cell.mark?.isFlagged == true ? " data-flagged=\"true\"" : "")>"
        out += "<title>\(e(name))</title></rect>\n"
        if let mark = cell.mark { out += svgMark(mark, x: x, y: y) }
        out +=
          "<text x=\"\(x + 8)\" y=\"\(y + 22)\" font-size=\"14\" font-weight=\"600\" fill=\"\(cell.info.textColor)\">"
        out += "\(e(SheetSwatchInfo.truncated(name, 24)))</text>\n"
        out +=
          "<text font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"11\" fill=\"#222222\">"
        let lines = [cell.info.hexLine, cell.info.native, cell.mark?.note ?? cell.info.contrast]
        for (index, line) in lines.enumerated() {
          out += "<tspan x=\"\(x)\" y=\"\(y + SheetLayout.swatchHeight + 16 + index * 18)\">"
          out += "\(e(SheetSwatchInfo.truncated(line, 32)))</tspan>"
        }
        out += "</text>\n"
      }
      out += "</g>\n"
    }
    if let grid = layout.contrastGrid { out += svgGrid(grid) }
    return out + "</svg>\n"
  }

  /// The contrast grid as SVG shapes.
  private static func svgGrid(_ grid: SheetContrastGrid) -> String {
    let w = SheetContrastGrid.cellWidth
    let h = SheetContrastGrid.cellHeight
    var out = "<g aria-label=\"Contrast\">\n"
    out +=
      "<text x=\"\(grid.origin.x)\" y=\"\(grid.origin.y + 18)\" font-size=\"18\" font-weight=\"bold\" "
      + "fill=\"#111111\">\(e(grid.heading))</text>\n"
    for (column, entry) in grid.entries.enumerated() {
      let chip = grid.chip(column)
      let at = grid.chipOrigin(column)
      out +=
        "<rect x=\"\(at.x)\" y=\"\(at.y)\" width=\"\(w)\" height=\"\(SheetContrastGrid.chipHeight)\" "
        + "fill=\"\(chip.fill.hexString())\"><title>\(e(entry.name))</title></rect>\n"
      out +=
        "<text x=\"\(at.x + w / 2)\" y=\"\(at.y + 21)\" font-size=\"13\" font-weight=\"600\" "
        + "text-anchor=\"middle\" fill=\"\(chip.text)\">\(entry.number)</text>\n"
    }
    for (row, entry) in grid.entries.enumerated() {
      let at = grid.cellOrigin(row: row, column: nil)
      out +=
        "<text x=\"\(at.x)\" y=\"\(at.y + 21)\" font-size=\"13\" fill=\"#111111\">"
        + "\(entry.number) \(e(SheetSwatchInfo.truncated(entry.name, 20)))</text>\n"
      for column in grid.entries.indices {
        let cell = grid.cell(row: row, column: column)
        let at = grid.cellOrigin(row: row, column: column)
        out +=
          "<rect x=\"\(at.x)\" y=\"\(at.y)\" width=\"\(w)\" height=\"\(h)\" "
          + "fill=\"\(cell.background.hexString())\"/>\n"
        out +=
          "<text x=\"\(at.x + w / 2)\" y=\"\(at.y + 21)\" font-size=\"13\" font-weight=\"600\" "
          + "text-anchor=\"middle\" fill=\"\(cell.text.hexString())\">\(cell.label)</text>\n"
      }
    }
    return out + "</g>\n"
  }
}
