public import PaletteCore

/// How a palette keeps Procreate's empty slots (`null` in `Swatches.json`), so a palette read
/// from a file writes back with its gaps where they were.
///
/// An empty slot is an unnamed process swatch whose colour is HSB 0, 0, 0 with alpha 0
/// (transparent black), every value positive zero. The reader gives one per `null`, the writer
/// writes `null` for every swatch that is exactly this, and other formats see a transparent
/// black swatch (which a format without alpha writes as black, and the loss report mentions).
public enum ProcreateEmptySlot {
  /// The swatch that stands for an empty slot.
  public static var swatch: Swatch { Swatch.emptySlot }

  /// Whether `swatch` is the empty-slot swatch: unnamed, process, HSB 0, 0, 0, alpha 0.
  ///
  /// - Parameter swatch: A swatch.
  /// - Returns: Whether it stands for an empty slot.
  public static func isEmptySlot(_ swatch: Swatch) -> Bool { swatch.isEmptySlot }
}
