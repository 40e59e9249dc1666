import PaletteCore

/// The property names the CSS writer derives from swatch names, restated independently for
/// ASCII names (`docs/formats/css.md`): lower case, runs of other characters as one `-`,
/// trimmed, `color-N` when empty, `-2`, `-3`, … for repeats.
enum CSSNames {
  /// The palette with every swatch named as the CSS writer names it; names are dropped on
  /// every swatch when one holds non-ASCII text, whose identifier rules are not restated here.
  ///
  /// - Parameter palette: A palette.
  /// - Returns: The palette with normalised names.
  static func normalize(_ palette: Palette) -> Palette {
    var result = palette
    let names = palette.allSwatches.map(\.name)
    guard names.allSatisfy({ $0?.utf8.allSatisfy { $0 < 0x80 } ?? true }) else {
      result.mapSwatches { $0.name = nil }
      return result
    }
    var used: Set<String> = []
    var unique: [String] = []
    for (index, name) in names.enumerated() {
      let base = name.flatMap(slug) ?? "color-\(index + 1)"
      var candidate = base
      var suffix = 2
      while used.contains(candidate) {
        candidate = "\(base)-\(suffix)"
        suffix += 1
      }
      used.insert(candidate)
      unique.append(candidate)
    }
    var index = 0
    result.mapSwatches { swatch in
      swatch.name = unique[index]
      index += 1
    }
    return result
  }

  /// Whether ``normalize(_:)`` dropped the names of `palette`: it names every swatch
  /// otherwise, so a palette with swatches and no name at all had them dropped.
  ///
  /// - Parameter palette: A palette ``normalize(_:)`` returned.
  /// - Returns: `true` when its names were dropped.
  static func droppedNames(of palette: Palette) -> Bool {
    let swatches = palette.allSwatches
    return !swatches.isEmpty && swatches.allSatisfy { $0.name == nil }
  }

  private static func slug(_ name: String) -> String? {
    var out: [UInt8] = []
    var pendingDash = false
    for byte in name.utf8 {
      let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
      let kept =
        (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) || lower == 0x2D
        || lower == 0x5F
      if kept {
        if pendingDash && !out.isEmpty { out.append(0x2D) }
        pendingDash = false
        out.append(lower)
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
  }
}
