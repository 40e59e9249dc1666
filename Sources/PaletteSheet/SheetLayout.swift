import PaletteCore

/// The fixed geometry of a swatch sheet, shared by the HTML and SVG writers, so every swatch
/// sits at known pixel coordinates (also written as `data-x`, `data-y`, `data-w`, `data-h`).
struct SheetLayout {
  static let margin = 24
  static let cellWidth = 200
  static let swatchHeight = 100
  static let infoHeight = 60
  static let cellHeight = swatchHeight + infoHeight
  static let gap = 16
  static let titleHeight = 36
  static let descriptionHeight = 20
  static let headingHeight = 24

  /// One placed piece of text or one swatch.
  struct Placed {
    var x: Int
    var y: Int
  }

  /// A swatch with its position and everything printed about it.
  struct Cell {
    var swatch: Swatch
    var origin: Placed
    var info: SheetSwatchInfo
    /// A verdict shown on the swatch, if any.
    var mark: SheetMark?
  }

  /// A group with its heading position (for named groups) and cells.
  struct Section {
    var name: String?
    var heading: Placed?
    var cells: [Cell]
  }

  var columns: Int
  var width: Int
  var height: Int
  var title: String
  var description: String?
  var descriptionOrigin: Placed?
  var sections: [Section] = []
  /// The contrast grid after the sections, when asked for and the palette has 2 swatches.
  var contrastGrid: SheetContrastGrid?
  /// Whether any swatch shows a mark.
  var hasMarks: Bool { sections.contains { $0.cells.contains { $0.mark != nil } } }

  /// Lays a palette out in a grid of `columns` cells (the palette's own hint when `nil`,
  /// clamped to 1...12; 6 by default), with the contrast grid after them when asked for.
  init(
    _ palette: Palette, columns requested: Int?, contrastGrid: Bool = false,
    simulated: ColorVisionDeficiency? = nil, conversion: (any ColorConversion)? = nil,
    marks: [SheetMark] = []
  ) {
    columns = min(max(requested ?? palette.columns ?? 6, 1), 12)
    width = Self.margin * 2 + columns * Self.cellWidth + (columns - 1) * Self.gap
    title = palette.name ?? "Palette"
    description = palette.description
    var y = Self.margin + Self.titleHeight + 8
    if palette.description != nil {
      descriptionOrigin = Placed(x: Self.margin, y: y)
      y += Self.descriptionHeight + 8
    }
    y += 8
    let seen = palette.resolved(through: conversion)
    var marked: [Int: [Int: SheetMark]] = [:]
    for mark in marks { marked[mark.groupIndex, default: [:]][mark.swatchIndex] = mark }
    // Each group with what it shows: the colours as seen, and the palette's group index.
    var groups: [(PaletteGroup, PaletteGroup, Int?)] = []
    for index in palette.groups.indices where !palette.groups[index].swatches.isEmpty {
      groups.append((palette.groups[index], seen.groups[index], index))
    }
    if let simulated {
      for (_, shown, _) in groups {
        let simulatedGroup = Self.simulating(shown, with: simulated)
        groups.append((simulatedGroup, simulatedGroup, nil))
      }
    }
    for (group, shown, groupIndex) in groups {
      var section = Section(name: group.name, heading: nil, cells: [])
      if group.name != nil {
        section.heading = Placed(x: Self.margin, y: y)
        y += Self.headingHeight + 8
      }
      for (index, swatch) in group.swatches.enumerated() {
        let column = index % columns
        let row = index / columns
        let origin = Placed(
          x: Self.margin + column * (Self.cellWidth + Self.gap),
          y: y + row * (Self.cellHeight + Self.gap))
        section.cells.append(
          Cell(
            swatch: swatch, origin: origin,
            info: SheetSwatchInfo(swatch, shown: shown.swatches[index].color),
            mark: groupIndex.flatMap { marked[$0]?[index] }))
      }
      let rows = (group.swatches.count + columns - 1) / columns
      y += rows * (Self.cellHeight + Self.gap) + 8
      sections.append(section)
    }
    if contrastGrid, let grid = SheetContrastGrid(seen, origin: Placed(x: Self.margin, y: y)) {
      self.contrastGrid = grid
      width = max(width, Self.margin * 2 + grid.width)
      y += grid.height + Self.gap + 8
    }
    height = y - Self.gap - 8 + Self.margin
  }

  /// A group as seen with a deficiency: every colour simulated in linear sRGB (see
  /// `docs/accessibility.md`), alpha kept, and the group named after the deficiency.
  static func simulating(
    _ group: PaletteGroup, with deficiency: ColorVisionDeficiency
  )
    -> PaletteGroup
  {
    var result = group
    result.name = (group.name.map { $0 + ", " } ?? "") + "as seen with \(deficiency.rawValue)"
    for index in result.swatches.indices {
      let color = result.swatches[index].color
      let linear = ColorMath.srgbToLinear(color.srgbInGamut)
      let seen = ColorMath.linearToSRGB(
        ColorMath.clip(deficiency.simulatedLinear(linear, severity: 1)))
      result.swatches[index].color = .srgb(
        Float(seen.x), Float(seen.y), Float(seen.z), alpha: color.alpha)
    }
    return result
  }
}
