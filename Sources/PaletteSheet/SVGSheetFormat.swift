public import PaletteCore

/// A self-contained SVG swatch sheet (write only).
///
/// The image shows the palette name and description, one section per named group, and for
/// each swatch a block of its colour (gamut-mapped sRGB with alpha) with its name in black or
/// white, whichever is more legible, then its hex value, its values in its own model
/// (`cmyk(0%, 100%, 0%, 0%)`, `lab(…)`) and its WCAG 2 contrast with white and black. Swatches
/// sit in a fixed grid at absolute pixel positions, repeated in `data-x`, `data-y`, `data-w`,
/// `data-h` and `data-rgba` attributes so a browser test can check the rendered pixels. Long texts are shortened with an ellipsis. No
/// scripts, fonts, images or links to external resources; every name is escaped.
public struct SVGSheetFormat: PaletteEncoder {
  /// The grid's column count; `nil` uses the palette's own hint, else 6 (clamped to 1...12).
  public var columns: Int?

  /// Creates the format.
  ///
  /// - Parameter columns: The column count, or `nil` for the palette's hint.
  public init(columns: Int? = nil) {
    self.columns = columns
  }

  /// `"svg"`.
  public var identifier: String { "svg" }
  /// `"SVG swatch sheet"`.
  public var displayName: String { "SVG swatch sheet" }
  /// `["svg"]`.
  public var fileExtensions: [String] { ["svg"] }
  /// Write only; shows everything a palette holds (native values of every model, kinds, alpha).
  public var capabilities: FormatCapabilities { SheetRenderer.capabilities }

  /// Writes the sheet.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 SVG ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    Array(SheetRenderer.svg(SheetLayout(palette, columns: columns)).utf8)
  }
}
