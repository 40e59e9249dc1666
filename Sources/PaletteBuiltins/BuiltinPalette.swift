public import PaletteCore

/// A palette compiled into palconv, opened as `builtin:NAME` (`palconv builtin:okabe-ito -o
/// chart.ase`): colour sets that chart, web and app work start from, each copied from its
/// publisher's own file under a licence that allows it (``source`` and ``licence`` say which).
///
///     let okabeIto = BuiltinPalette.named("okabe-ito")?.palette
///
/// `Tools/make_builtin_palettes.py` regenerates the data and documents where each palette
/// comes from.
public struct BuiltinPalette: Hashable, Sendable {
  /// The name after `builtin:`, such as `okabe-ito` or `radix/blue`.
  public let identifier: String
  /// A title for lists: `Okabe–Ito`.
  public let title: String
  /// Where the colours come from, with the version read.
  public let source: String
  /// The licence of the data.
  public let licence: String
  /// The data lines.
  let lines: String

  /// The prefix that names a built-in palette where a path is expected: `builtin:`.
  public static let prefix = "builtin:"

  /// Every built-in palette, in the order `palconv builtin` lists them.
  public static let all: [BuiltinPalette] = BuiltinPaletteData.entries.map {
    BuiltinPalette(identifier: $0.0, title: $0.1, source: $0.2, licence: $0.3, lines: $0.4)
  }

  /// The built-in palette of an identifier (`okabe-ito`), or of a reference with the prefix
  /// (`builtin:okabe-ito`); `nil` when there is none.
  public static func named(_ name: String) -> BuiltinPalette? {
    let identifier = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    return all.first { $0.identifier == identifier }
  }

  /// The palette: named after the title, colours in groups where the source has groups, dark
  /// variants as the ``/PaletteCore/Appearance/dark`` appearance.
  public var palette: Palette {
    var groups: [PaletteGroup] = []
    var current = PaletteGroup()
    for line in lines.split(separator: "\n") {
      if line.hasPrefix("# ") {
        if !current.swatches.isEmpty || current.name != nil { groups.append(current) }
        current = PaletteGroup(name: String(line.dropFirst(2)))
        continue
      }
      guard let space = line.firstIndex(of: " ") else { continue }
      let values = line[..<space].split(separator: "|")
      let name = String(line[line.index(after: space)...])
      guard let light = values.first.flatMap(Self.color) else { continue }
      var swatch = Swatch(name: name, color: light)
      if values.count > 1, let dark = Self.color(values[1]) {
        swatch.appearances[.dark] = dark
      }
      current.swatches.append(swatch)
    }
    if !current.swatches.isEmpty { groups.append(current) }
    return Palette(name: title, description: "\(source) (\(licence))", groups: groups)
  }

  /// `#RRGGBB` or `oklch(L,C,H)`.
  private static func color(_ text: Substring) -> PaletteColor? {
    if text.hasPrefix("#"), let rgba = RGBA8(hex: text) {
      return .srgb8(rgba.red, rgba.green, rgba.blue)
    }
    guard text.hasPrefix("oklch("), text.hasSuffix(")") else { return nil }
    let numbers = text.dropFirst(6).dropLast().split(separator: ",").compactMap { Float($0) }
    guard numbers.count == 3 else { return nil }
    return PaletteColor(.oklch(l: numbers[0], c: numbers[1], h: numbers[2]))
  }
}
