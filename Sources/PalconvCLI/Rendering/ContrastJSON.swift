import PaletteCore
import PaletteTransforms

/// The contrast pairs as JSON for scripts: an array with one object per text on background.
///
///     [
///       {"text": "Black", "background": "Paper", "textColor": "#000000",
///        "backgroundColor": "#FFFFFF", "ratio": 20.999999999999996, "apca": 106.04067321268862,
///        "aa": true, "aaLarge": true, "aaa": true, "aaaLarge": true,
///        "apcaLevel": "body-preferred"}
///     ]
///
/// `text` and `background` are the swatch names (the hex value for an unnamed swatch), the
/// colours are the swatches' own (with alpha when translucent), and numbers are written in
/// full, as Swift prints a `Double`, so the output is the same on every run.
enum ContrastJSON {
  /// The text before the pair at `index`: the opening bracket, or the comma after the last.
  static func separator(before index: Int) -> String {
    index == 0 ? "[\n  " : ",\n  "
  }

  /// The text after `count` pairs.
  static func end(count: Int) -> String {
    count == 0 ? "[]\n" : "\n]\n"
  }

  /// One pair.
  static func object(_ pair: ContrastPair) -> String {
    let json = DiagnosticRenderer.jsonString
    let verdict = pair.wcag
    func hex(_ color: PaletteColor) -> String {
      json(color.rgba8.hexString(includeAlpha: color.hasAlpha))
    }
    var members = [
      "\"text\": \(json(pair.text.listLabel))",
      "\"background\": \(json(pair.background.listLabel))",
      "\"textColor\": \(hex(pair.text.color))",
      "\"backgroundColor\": \(hex(pair.background.color))",
      "\"ratio\": \(pair.ratio)",
      "\"apca\": \(pair.apca)",
    ]
    members += [
      "\"aa\": \(verdict.passesAA)", "\"aaLarge\": \(verdict.passesAALarge)",
      "\"aaa\": \(verdict.passesAAA)", "\"aaaLarge\": \(verdict.passesAAALarge)",
      "\"apcaLevel\": \(pair.apcaUseCase.map { json($0.rawValue) } ?? "null")",
    ]
    return "{" + members.joined(separator: ", ") + "}"
  }
}
