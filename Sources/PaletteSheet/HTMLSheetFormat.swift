public import PaletteCore

/// A self-contained HTML swatch sheet (write only).
///
/// The page shows the palette name and description, one section per named group, and for each
/// swatch a block of its colour (gamut-mapped sRGB with alpha) with its name in black or white,
/// whichever is more legible, then its hex value, its values in its own model (`cmyk(0%, 100%, 0%,
/// 0%)`, `lab(…)`) and its WCAG 2 contrast with white and black; on request the groups again as
/// seen with a colour-vision deficiency (``simulated``) and a WCAG 2 contrast grid
/// (``contrastGrid``). Swatches sit in a fixed grid at absolute pixel positions, repeated in
/// `data-x`, `data-y`, `data-w`, `data-h` and `data-rgba` attributes so a browser test can check
/// the rendered pixels. No scripts, fonts, images or links to external resources; every name is
/// escaped.
public struct HTMLSheetFormat: PaletteEncoder {
  /// The grid's column count; `nil` uses the palette's own hint, else 6 (clamped to 1...12).
  public var columns: Int?

  /// Whether the sheet ends with a grid of the WCAG 2 contrast ratio of each swatch as text on
  /// each other (the first 24 swatches of the palette).
  public var contrastGrid: Bool

  /// A colour-vision deficiency to show the swatches again with, after them (at severity 1),
  /// or `nil`.
  public var simulated: ColorVisionDeficiency?

  /// Creates the format.
  ///
  /// - Parameters:
  ///   - columns: The column count, or `nil` for the palette's hint.
  ///   - contrastGrid: Whether to add the contrast grid.
  ///   - simulated: A deficiency to repeat the swatches with, or `nil`.
  public init(
    columns: Int? = nil, contrastGrid: Bool = false, simulated: ColorVisionDeficiency? = nil
  ) {
    self.columns = columns
    self.contrastGrid = contrastGrid
    self.simulated = simulated
  }

  /// `"html"`.
  public var identifier: String { "html" }
  /// `"HTML swatch sheet"`.
  public var displayName: String { "HTML swatch sheet" }
  /// `["html", "htm"]`.
  public var fileExtensions: [String] { ["html", "htm"] }
  /// Write only; shows everything a palette holds (native values of every model, kinds, alpha).
  public var capabilities: FormatCapabilities { SheetRenderer.capabilities }

  /// Writes the sheet.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 HTML ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array(
      SheetRenderer.html(
        SheetLayout(
          palette, columns: columns, contrastGrid: contrastGrid, simulated: simulated)
      ).utf8)
  }
}
