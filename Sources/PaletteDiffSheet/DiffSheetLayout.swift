import PaletteCore
import PaletteTransforms

/// Where everything of a ``DiffSheet`` goes, in CSS pixels: one section per palette, one row
/// per change, the old swatch left of the new one.
struct DiffSheetLayout: Sendable {
  /// One side of a change: the swatch's chip and its words.
  struct Side: Sendable {
    /// The chip's top left corner.
    var chip: (x: Int, y: Int)
    /// The colour drawn, gamut-mapped 8-bit sRGB with alpha.
    var fill: RGBA8
    /// The name, escaped of control characters.
    var name: String
    /// `#RRGGBB[AA]`, with the place in the palette: `#0080FF · Brand #2`.
    var hex: String
    /// The values in the swatch's own model.
    var native: String
  }

  /// One change.
  struct Row: Sendable {
    /// The row's top.
    var y: Int
    /// What changed.
    var kind: PaletteChange.Kind
    /// The old swatch, if any.
    var old: Side?
    /// The new swatch, if any.
    var new: Side?
    /// What the change is about.
    var details: String
  }

  /// One palette.
  struct Section: Sendable {
    /// The path shown.
    var path: String
    /// What happened to the file.
    var status: DiffSheet.FileStatus
    /// The heading's top.
    var headingY: Int
    /// `3 changes: 1 added, 2 recoloured`.
    var summary: String
    /// The summary's top.
    var summaryY: Int
    /// The changes.
    var rows: [Row]
  }

  static let margin = 24
  static let width = 1016
  static let titleHeight = 36
  static let headingHeight = 28
  static let summaryHeight = 20
  static let rowHeight = 64
  static let chipSize = 40
  static let sectionGap = 24
  static let labelWidth = 112
  static let sideWidth = 288
  static let arrowWidth = 32
  static let detailsWidth = 248
  /// The left edge of the old side, the arrow, the new side and the details.
  static let oldX = margin + labelWidth
  static let arrowX = oldX + sideWidth
  static let newX = arrowX + arrowWidth
  static let detailsX = newX + sideWidth
  /// The text beside a chip starts this far right of the chip's left edge.
  static let textOffset = chipSize + 12
  static let textWidth = sideWidth - textOffset - 8

  /// The page title.
  var title: String
  /// The palettes.
  var sections: [Section]
  /// The page height.
  var height: Int

  init(_ sheet: DiffSheet) {
    title = sheet.title
    var y = Self.margin + Self.titleHeight + 8
    var sections: [Section] = []
    for file in sheet.files {
      let headingY = y
      let summaryY = y + Self.headingHeight
      y = summaryY + Self.summaryHeight + 8
      var rows: [Row] = []
      file.comparison.forEachChange { change in
        rows.append(
          Row(
            y: y, kind: change.kind,
            old: change.old.map { Self.side($0, x: Self.oldX, y: y) },
            new: change.new.map { Self.side($0, x: Self.newX, y: y) },
            details: Self.details(change)))
        y += Self.rowHeight
      }
      sections.append(
        Section(
          path: file.path, status: file.status, headingY: headingY,
          summary: DiffWording.summary(file.comparison), summaryY: summaryY, rows: rows))
      y += Self.sectionGap
    }
    self.sections = sections
    height = y - Self.sectionGap + Self.margin
  }

  /// The page width.
  var width: Int { Self.width }

  /// One side of a change at the row's top `y`.
  private static func side(_ place: SwatchPlace, x: Int, y: Int) -> Side {
    let color = place.swatch.color
    return Side(
      chip: (x, y + (rowHeight - chipSize) / 2), fill: color.rgba8,
      name: DiffWording.name(place),
      hex: DiffWording.hex(color) + " · " + DiffWording.place(place),
      native: DiffWording.native(color))
  }

  /// The details column: what the two sides do not already say.
  private static func details(_ change: PaletteChange) -> String {
    switch change.kind {
    case .added: return "new swatch"
    case .removed: return "swatch removed"
    case .renamed: return DiffWording.names(change)
    case .recoloured: return DiffWording.deltaE(change)
    case .moved:
      guard let old = change.old, let new = change.new else { return "" }
      return "\(DiffWording.place(old)) → \(DiffWording.place(new))"
    case .changed: return DiffWording.details(change)
    }
  }
}
