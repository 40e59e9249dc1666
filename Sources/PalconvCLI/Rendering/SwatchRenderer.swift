import PaletteCore

/// Renders a palette for people: a coloured block per swatch on a truecolor terminal, plain
/// text otherwise.
///
/// Names and the description come from the file: they are printed through
/// ``PaletteCore/DiagnosticRenderer/escapingControls(_:)``, so a name holding a line break or
/// an escape sequence stays on its line and cannot repaint the terminal.
struct SwatchRenderer {
  /// Whether to draw 24-bit colour blocks.
  var useColor: Bool

  /// The whole preview.
  func render(_ palette: Palette, formatIdentifier: String) -> String {
    var out = ""
    let title = palette.name.map(Self.escaped) ?? "Untitled palette"
    let count = palette.swatchCount
    out += bold(title) + " (\(count) \(count == 1 ? "swatch" : "swatches"), \(formatIdentifier))\n"
    if let description = palette.description, !description.isEmpty {
      for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
        out += "  \(Self.escaped(String(line)))\n"
      }
    }
    for group in palette.groups {
      out += "\n"
      if let name = group.name { out += bold(Self.escaped(name)) + "\n" }
      for swatch in group.swatches { out += line(for: swatch) + "\n" }
    }
    return out
  }

  /// One swatch: block, hex, name, then the native value when it is not plain sRGB, and the
  /// kind when it is not process.
  func line(for swatch: Swatch) -> String {
    let rgba = swatch.color.rgba8
    var text = "  "
    if useColor {
      text += "\u{1B}[48;2;\(rgba.red);\(rgba.green);\(rgba.blue)m      \u{1B}[0m  "
    }
    text += rgba.hexString(includeAlpha: swatch.color.hasAlpha)
    text += "  " + (swatch.name.map { $0.isEmpty ? "\"\"" : Self.escaped($0) } ?? "-")
    var extras: [String] = []
    if swatch.color.model != .srgb || !swatch.color.isInSRGBGamut {
      extras.append(Self.native(swatch.color))
    }
    if swatch.kind != .process { extras.append(swatch.kind.rawValue) }
    if !extras.isEmpty { text += "  (" + extras.joined(separator: ", ") + ")" }
    return text
  }

  /// The colour in its native model: `cmyk(0 0.5 1 0)`.
  static func native(_ color: PaletteColor) -> String {
    let values = color.components.values.map { NumberText.short(Double($0)) }
    var text = "\(color.model.rawValue)(" + values.joined(separator: " ")
    if color.hasAlpha { text += " / " + NumberText.short(Double(color.alpha)) }
    return text + ")"
  }

  /// Text from the file, with control characters escaped.
  private static func escaped(_ text: String) -> String {
    DiagnosticRenderer.escapingControls(text)
  }

  private func bold(_ text: String) -> String {
    useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
