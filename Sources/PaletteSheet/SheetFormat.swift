public import PaletteCore

/// A self-contained swatch sheet to look at, as an HTML page or an SVG image (write only).
///
/// The sheet shows the palette name and description, one section per named group, and for
/// each swatch a block of its colour (gamut-mapped sRGB with alpha) with its name in black or
/// white, whichever is more legible, then its hex value, its values in its own model
/// (`cmyk(0%, 100%, 0%, 0%)`, `lab(…)`) and its WCAG 2 contrast with white and black; on
/// request the groups again as seen with a colour-vision deficiency (``simulated``) and a
/// WCAG 2 contrast grid (``contrastGrid``). Swatches sit in a fixed grid at absolute pixel
/// positions, repeated in `data-x`, `data-y`, `data-w`, `data-h` and `data-rgba` attributes so
/// a browser test can check the rendered pixels. The SVG image shortens long texts with an
/// ellipsis. No scripts, fonts, images or links to external resources; every name is escaped.
///
/// The two kinds are two formats to the registry, `html` and `svg`:
///
///     let page = try SheetFormat(.html, columns: 4).encode(palette)
///     let image = try SheetFormat(.svg).encode(palette)
public struct SheetFormat: PaletteEncoder {
  /// What a sheet is written as.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A self-contained HTML page (`html`, `.html` or `.htm`).
    case html
    /// A self-contained SVG image (`svg`, `.svg`).
    case svg
  }

  /// Whether the sheet is an HTML page or an SVG image.
  public var kind: Kind

  /// The grid's column count; `nil` uses the palette's own hint, else 6 (clamped to 1...12).
  public var columns: Int?

  /// Whether the sheet ends with a grid of the WCAG 2 contrast ratio of each swatch as text on
  /// each other (the first 24 swatches of the palette).
  public var contrastGrid: Bool

  /// A colour-vision deficiency to show the swatches again with, after them (at severity 1),
  /// or `nil`.
  public var simulated: ColorVisionDeficiency?

  /// The conversion colours are shown through (``/PaletteCore/ColorConversion``, such as
  /// `PaletteICC`'s `ColorProfiles`): fills, contrast, the grid and the simulation use the
  /// colours as it sees them, the values printed stay the swatches' own. `nil` uses the
  /// documented formulas.
  public var conversion: (any ColorConversion)?

  /// Verdicts shown on swatches (a press proof's): see ``SheetMark``.
  public var marks: [SheetMark] = []

  /// Creates the format.
  ///
  /// - Parameters:
  ///   - kind: An HTML page or an SVG image.
  ///   - columns: The column count, or `nil` for the palette's hint.
  ///   - contrastGrid: Whether to add the contrast grid.
  ///   - simulated: A deficiency to repeat the swatches with, or `nil`.
  public init(
    _ kind: Kind, columns: Int? = nil, contrastGrid: Bool = false,
    simulated: ColorVisionDeficiency? = nil
  ) {
    self.kind = kind
    self.columns = columns
    self.contrastGrid = contrastGrid
    self.simulated = simulated
  }

  /// `"html"` or `"svg"`.
  public var identifier: String { kind.rawValue }
  /// `"HTML swatch sheet"` or `"SVG swatch sheet"`.
  public var displayName: String {
    switch kind {
    case .html: "HTML swatch sheet"
    case .svg: "SVG swatch sheet"
    }
  }
  /// `["html", "htm"]` or `["svg"]`.
  public var fileExtensions: [String] {
    switch kind {
    case .html: ["html", "htm"]
    case .svg: ["svg"]
    }
  }
  /// Write only; shows everything a palette holds (native values of every model, kinds, alpha).
  public var capabilities: FormatCapabilities { SheetRenderer.capabilities }

  /// Writes the sheet.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 HTML or SVG ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let layout = SheetLayout(
      palette, columns: columns, contrastGrid: contrastGrid, simulated: simulated,
      conversion: conversion, marks: marks)
    switch kind {
    case .html: return Array(SheetRenderer.html(layout).utf8)
    case .svg: return Array(SheetRenderer.svg(layout).utf8)
    }
  }
}

/// The HTML kind of ``SheetFormat``, under the name of the format type earlier versions had.
///
/// - Parameters:
///   - columns: The column count, or `nil` for the palette's hint.
///   - contrastGrid: Whether to add the contrast grid.
///   - simulated: A deficiency to repeat the swatches with, or `nil`.
/// - Returns: `SheetFormat(.html, …)`.
@available(*, deprecated, message: "use SheetFormat(.html, …)")
public func HTMLSheetFormat(
  columns: Int? = nil, contrastGrid: Bool = false, simulated: ColorVisionDeficiency? = nil
) -> SheetFormat {
  SheetFormat(.html, columns: columns, contrastGrid: contrastGrid, simulated: simulated)
}

/// The SVG kind of ``SheetFormat``, under the name of the format type earlier versions had.
///
/// - Parameters:
///   - columns: The column count, or `nil` for the palette's hint.
///   - contrastGrid: Whether to add the contrast grid.
///   - simulated: A deficiency to repeat the swatches with, or `nil`.
/// - Returns: `SheetFormat(.svg, …)`.
@available(*, deprecated, message: "use SheetFormat(.svg, …)")
public func SVGSheetFormat(
  columns: Int? = nil, contrastGrid: Bool = false, simulated: ColorVisionDeficiency? = nil
) -> SheetFormat {
  SheetFormat(.svg, columns: columns, contrastGrid: contrastGrid, simulated: simulated)
}
