import PaletteCore

/// The contrast grid at the end of a sheet (`--sheet-contrast`): the first swatches of the
/// palette as rows (text) and columns (background), each cell drawn in the column's colour with
/// the row's colour as its text, and the WCAG 2 ratio of the two written in it.
///
/// Colours are shown as on the white page: a translucent swatch over white, and a translucent
/// text colour over the cell's background, blended in gamma-encoded sRGB as browsers do. Ratios
/// are rounded down to one decimal, so a cell showing 4.5 passes AA.
struct SheetContrastGrid {
  /// How many swatches the grid takes: its cells grow with the square of the count.
  static let limit = 24
  static let labelWidth = 168
  static let cellWidth = 56
  static let cellHeight = 32
  static let chipHeight = 32

  /// One row and column of the grid.
  struct Entry {
    /// The swatch's number in the grid, from 1.
    var number: Int
    /// The swatch's name as shown (`Unnamed` without one).
    var name: String
    /// The swatch's colour, gamut-mapped encoded sRGB.
    var rgb: SIMD3<Double>
    /// The swatch's colour shown on white.
    var onWhite: SIMD3<Double>
    /// Its alpha, 0...1.
    var alpha: Double
  }

  /// Where the heading goes; the chips and rows follow.
  var origin: SheetLayout.Placed
  /// The swatches in grid order.
  var entries: [Entry]
  /// Whether the palette had more swatches than the grid shows.
  var isCut: Bool

  /// A grid of the first ``limit`` swatches of `palette` at `origin`, or `nil` for fewer than 2.
  init?(_ palette: Palette, origin: SheetLayout.Placed) {
    var entries: [Entry] = []
    var total = 0
    for group in palette.groups {
      for swatch in group.swatches {
        total += 1
        guard entries.count < Self.limit else { continue }
        let alpha = swatch.color.alpha.isNaN ? 1 : min(max(Double(swatch.color.alpha), 0), 1)
        let rgb = swatch.color.srgbInGamut
        entries.append(
          Entry(
            number: entries.count + 1, name: swatch.name ?? "Unnamed", rgb: rgb,
            onWhite: rgb * alpha + SIMD3(repeating: 1 - alpha), alpha: alpha))
      }
    }
    guard entries.count >= 2 else { return nil }
    self.origin = origin
    self.entries = entries
    isCut = total > entries.count
  }

  /// The grid's width in pixels.
  var width: Int { Self.labelWidth + entries.count * Self.cellWidth }
  /// The grid's height in pixels, heading included.
  var height: Int {
    SheetLayout.headingHeight + 8 + Self.chipHeight + entries.count * Self.cellHeight
  }

  /// The heading's text.
  var heading: String {
    "Contrast (WCAG 2): row colour as text on column colour"
      + (isCut ? ", first \(entries.count) swatches" : "")
  }

  /// The top-left corner of the chip of column `column`.
  func chipOrigin(_ column: Int) -> SheetLayout.Placed {
    SheetLayout.Placed(
      x: origin.x + Self.labelWidth + column * Self.cellWidth,
      y: origin.y + SheetLayout.headingHeight + 8)
  }

  /// The top-left corner of the cell of `row` and `column` (the label when `column` is `nil`).
  func cellOrigin(row: Int, column: Int?) -> SheetLayout.Placed {
    SheetLayout.Placed(
      x: origin.x + (column.map { Self.labelWidth + $0 * Self.cellWidth } ?? 0),
      y: origin.y + SheetLayout.headingHeight + 8 + Self.chipHeight + row * Self.cellHeight)
  }

  /// The text colour of `row` as shown on the background of `column`, and the ratio's text.
  func cell(row: Int, column: Int) -> (text: RGBA8, background: RGBA8, label: String) {
    let background = entries[column].onWhite
    let top = entries[row]
    let shown = top.rgb * top.alpha + background * (1 - top.alpha)
    let ratio = ColorMath.contrastRatio(shown, background)
    let label =
      row == column
      ? "–" : SheetSwatchInfo.fixed((ratio * 10 + 1e-9).rounded(.down) / 10, 1, trim: false)
    return (Self.rgba8(shown), Self.rgba8(background), label)
  }

  /// The chip colour of a column and the black or white that reads on it.
  func chip(_ column: Int) -> (fill: RGBA8, text: String) {
    let fill = entries[column].onWhite
    let black = ColorMath.contrastRatio(fill, SIMD3(repeating: 0))
    let white = ColorMath.contrastRatio(fill, SIMD3(repeating: 1))
    return (Self.rgba8(fill), black >= white ? "#000000" : "#FFFFFF")
  }

  private static func rgba8(_ rgb: SIMD3<Double>) -> RGBA8 {
    RGBA8(
      red: PaletteColor.byteValue(unit: rgb.x), green: PaletteColor.byteValue(unit: rgb.y),
      blue: PaletteColor.byteValue(unit: rgb.z))
  }
}
