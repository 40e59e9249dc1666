public import PaletteCore

/// A verdict a sheet shows on one swatch, such as a press proof's: a strip along the bottom of
/// the swatch in the colour it prints as, with a label, a line under the swatch, and, when
/// flagged, a red corner marker (and a `data-flagged` attribute) that no unflagged swatch has.
///
///     var sheet = SheetFormat(.html)
///     sheet.marks = [SheetMark(groupIndex: 0, swatchIndex: 2, isFlagged: true,
///                              note: "out of gamut · ΔE00 6.2", printed: .init(hex: "#3A5FA0")!,
///                              printedLabel: "cmyk(100%, 60%, 0%, 5%)")]
public struct SheetMark: Sendable, Hashable {
  /// The index of the swatch's group in the palette.
  public var groupIndex: Int
  /// The index of the swatch in its group.
  public var swatchIndex: Int
  /// Whether the swatch is marked as failing (out of gamut, say).
  public var isFlagged: Bool
  /// The line under the swatch, in place of its contrast line.
  public var note: String
  /// The colour of the strip along the bottom of the swatch (what it prints as).
  public var printed: RGBA8
  /// The strip's text (the device values it prints with, say).
  public var printedLabel: String

  /// Creates a mark.
  ///
  /// - Parameters:
  ///   - groupIndex: The index of the swatch's group in the palette.
  ///   - swatchIndex: The index of the swatch in its group.
  ///   - isFlagged: Whether the swatch is marked as failing.
  ///   - note: The line under the swatch.
  ///   - printed: The strip's colour.
  ///   - printedLabel: The strip's text.
  public init(
    groupIndex: Int, swatchIndex: Int, isFlagged: Bool, note: String, printed: RGBA8,
    printedLabel: String
  ) {
    self.groupIndex = groupIndex
    self.swatchIndex = swatchIndex
    self.isFlagged = isFlagged
    self.note = note
    self.printed = printed
    self.printedLabel = printedLabel
  }

  /// The height of the strip, in pixels, at the bottom of the swatch.
  public static let stripHeight = 28
  /// The side of the flag marker, in pixels, in the swatch's top right corner.
  public static let flagSize = 20
  /// The flag marker's colour.
  public static let flagColor = RGBA8(red: 0xD7, green: 0x19, blue: 0x1C)
}
