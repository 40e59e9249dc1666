public import PaletteCore

/// A list of colour names and the search for the one nearest a colour.
///
/// The built-in dictionary is compiled into the library (no file is read at run time): the 148
/// CSS named colours first, then the xkcd colour survey's names (see `docs/naming.md` for the
/// sources and licences). Nearness is the Euclidean distance in OKLab (ΔEOK) between the colour
/// as shown in sRGB (gamut-mapped, alpha ignored) and each entry; a near-grey colour (OKLCH
/// chroma below 0.02) is matched against the near-grey entries only, so a warm grey is not
/// called a faint beige. Of entries at the same distance the earlier wins, so CSS names come
/// before xkcd names.
///
///     ColorNameDictionary.builtIn.nearest(to: .srgb8(0x66, 0x33, 0x99)).entry.name
///     // "rebeccapurple"
public struct ColorNameDictionary: Sendable {
  /// The entries, in priority order.
  public let entries: [ColorName]
  /// Each entry's OKLab coordinates.
  private let coordinates: [SIMD3<Double>]
  /// Whether each entry is near-grey.
  private let isGrey: [Bool]

  /// The chroma (OKLCH) below which a colour counts as near-grey.
  public static let greyChroma = 0.02

  /// Creates a dictionary.
  ///
  /// - Parameter entries: The names, in priority order (earlier wins a tie).
  public init(entries: [ColorName]) {
    self.entries = entries
    let lab = entries.map { Self.oklab(of: $0.color) }
    coordinates = lab
    isGrey = lab.map { ($0.y * $0.y + $0.z * $0.z).squareRoot() < Self.greyChroma }
  }

  /// The CSS named colours followed by the xkcd survey's names: 148 + 923 entries.
  public static let builtIn = ColorNameDictionary(
    entries: parse(ColorNameData.css, source: .css) + parse(ColorNameData.xkcd, source: .xkcd))

  /// The entry nearest a colour.
  ///
  /// - Parameter color: The colour, in any model.
  /// - Returns: The entry and its ΔEOK from the colour; `nil` only for an empty dictionary.
  /// - Complexity: O(*k*) for *k* entries (about a microsecond for the built-in list).
  public func nearest(to color: PaletteColor) -> (entry: ColorName, distance: Double)? {
    let rgb = color.srgbInGamut
    let point = ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(rgb))
    let grey = (point.y * point.y + point.z * point.z).squareRoot() < Self.greyChroma
    var best: (index: Int, squared: Double)?
    for index in coordinates.indices where !grey || isGrey[index] {
      let d = coordinates[index] - point
      let squared = (d * d).sum()
      if best == nil || squared < best!.squared { best = (index, squared) }
    }
    guard let best else { return nil }
    return (entries[best.index], best.squared.squareRoot())
  }

  /// The OKLab coordinates of an 8-bit colour.
  private static func oklab(of color: RGBA8) -> SIMD3<Double> {
    let rgb = SIMD3(Double(color.red), Double(color.green), Double(color.blue)) / 255
    return ColorMath.linearSRGBToOKLab(ColorMath.srgbToLinear(rgb))
  }

  /// Reads `RRGGBB name` lines.
  static func parse(_ text: String, source: ColorName.Source) -> [ColorName] {
    text.split(separator: "\n").compactMap { line in
      guard let space = line.firstIndex(of: " "), let color = RGBA8(hex: line[..<space]) else {
        return nil
      }
      return ColorName(
        name: String(line[line.index(after: space)...]), color: color, source: source)
    }
  }
}
