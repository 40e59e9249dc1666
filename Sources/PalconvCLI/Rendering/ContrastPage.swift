import PaletteCore
import PaletteTransforms

/// The contrast pairs as a standalone HTML page: the table of the terminal, with each pair's
/// sample drawn in its own colours (the text as composited on its background).
///
/// Names are HTML-escaped; the page has no scripts and no outside resources.
enum ContrastPage {
  /// The page up to the first row.
  ///
  /// - Parameter title: The palette's name, or the input's file name.
  static func header(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Contrast: \(escaped(title))</title>
    <style>
    body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }
    table { border-collapse: collapse; }
    th, td { padding: 0.3rem 0.7rem; border-bottom: 1px solid #ddd; text-align: left; }
    td.number { text-align: right; font-variant-numeric: tabular-nums; }
    td.sample { font-size: 1.1rem; font-weight: 600; min-width: 6rem; }
    .fail { color: #a00; }
    </style>
    </head>
    <body>
    <h1>Contrast: \(escaped(title))</h1>
    <p>Each row is one text colour on one background. WCAG 2 ratios are rounded down; \
    APCA Lc is APCA-W3 0.0.98G-4g, negative for light text on a dark background.</p>
    <table>
    <thead><tr><th>Text</th><th>Background</th><th>Sample</th><th>Ratio</th><th>AA</th>\
    <th>AA large</th><th>AAA</th><th>AAA large</th><th>APCA Lc</th><th>APCA level</th></tr></thead>
    <tbody>

    """
  }

  /// One pair's row.
  static func row(_ pair: ContrastPair) -> String {
    var out = ""
    let verdict = pair.wcag
    func word(_ passes: Bool) -> String {
      passes ? "<td>pass</td>" : "<td class=\"fail\">fail</td>"
    }
    let text = pair.shownText.rgba8.hexString()
    let background = pair.shownBackground.rgba8.hexString()
    out += "<tr><td>\(escaped(pair.text.listLabel))</td>"
    out += "<td>\(escaped(pair.background.listLabel))</td>"
    out +=
      "<td class=\"sample\" style=\"color: \(text); background: \(background)\">Aa Sample</td>"
    out += "<td class=\"number\">\(ContrastTable.ratioText(pair.ratio))</td>"
    out += word(verdict.passesAA) + word(verdict.passesAALarge) + word(verdict.passesAAA)
    out += word(verdict.passesAAALarge)
    out += "<td class=\"number\">\(ContrastTable.lcText(pair.apca))</td>"
    out += "<td>\(pair.apcaUseCase?.rawValue ?? "-")</td></tr>\n"
    return out
  }

  /// The end of the page, with a paragraph after the table when `note` is given (the pairs
  /// left out).
  static func footer(note: String?) -> String {
    "</tbody>\n</table>\n" + (note.map { "<p>\(escaped($0))</p>\n" } ?? "") + "</body>\n</html>\n"
  }

  /// Text with `&`, `<`, `>` and `"` escaped for HTML.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
