public import PaletteCore

/// What the fuzz harness needs to restate the scheme writers: a palette as it reads back.
@_spi(Fuzzing) public enum TerminalFuzzCheck {
  /// `palette` as the scheme format `identifier` writes and reads it: one swatch per role the
  /// format holds, in role order and named after it, from the shared mapping; colours as the
  /// format stores them (8-bit opaque sRGB; iTerm2's sRGB or Display P3 with alpha and dark
  /// variants); the names the format keeps. `nil` for another identifier.
  ///
  /// - Parameters:
  ///   - palette: A palette.
  ///   - identifier: `base16`, `base24`, `iterm` or `windows-terminal`.
  /// - Returns: The palette read back.
  public static func readBack(_ palette: Palette, format identifier: String) -> Palette? {
    let layout: SchemeLayout
    switch identifier {
    case "base16": layout = .base16
    case "base24": layout = .base24
    case "iterm": layout = .terminal(count: 22)
    case "windows-terminal": layout = .terminal(count: 20)
    case "alacritty", "kitty", "ghostty": layout = .terminal(count: 22)
    case "xresources": layout = .terminal(count: 19)
    default: return nil
    }
    let mapping = SchemeMapping(palette, layout: layout)
    let swatches = palette.allSwatches
    var read: [Swatch] = []
    for (place, slot) in layout.slots.enumerated() {
      var swatch = Swatch(name: slot.name, color: mapping.colors[place])
      if identifier == "iterm" {
        swatch.color = swatch.color.held(in: [.srgb, .displayP3])
        if let source = mapping.sources[place], let dark = swatches[source].appearances[.dark] {
          let held = dark.held(in: [.srgb, .displayP3])
          if held != swatch.color { swatch.appearances[.dark] = held }
        }
      } else {
        var color = swatch.color.rgba8
        color.alpha = 255
        swatch.color = color.paletteColor
      }
      read.append(swatch)
    }
    var result = Palette(swatches: read)
    func kept(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }
    switch identifier {
    case "base16", "base24":
      result.name = kept(palette.name)
      result.description = kept(palette.description)
    case "windows-terminal":
      result.name = kept(palette.name)
    case "kitty":
      let name = palette.name.map(KittyTheme.oneLine)?.trimmed
      let author = palette.description.map(KittyTheme.oneLine)?.trimmed
      result.name = kept(name)
      result.description = kept(author)
    default: break
    }
    return result
  }
}

/// The TOML reader checked on arbitrary bytes, for the fuzz harness.
@_spi(Fuzzing) public enum TOMLFuzzCheck {
  /// Parses `bytes`: an error must have a line and column, and every value of a document that
  /// parses must have one too.
  ///
  /// - Parameter bytes: Any bytes.
  /// - Returns: `nil` when the reader behaves, otherwise what went wrong.
  public static func run(_ bytes: [UInt8]) -> String? {
    let root: TOMLValue
    do {
      root = try TOMLReader.parse(bytes, format: "toml")
    } catch {
      guard case .text(let line, let column) = error.location, line >= 1, column >= 1 else {
        return "an error without a line and column: \(error)"
      }
      return nil
    }
    var pending = [root]
    while let value = pending.popLast() {
      guard case .text(let line, let column) = value.location, line >= 1, column >= 1 else {
        return "a value without a line and column"
      }
      switch value.kind {
      case .array(let items): pending += items
      case .table(let entries): pending += entries.map(\.value)
      default: break
      }
    }
    return nil
  }
}
