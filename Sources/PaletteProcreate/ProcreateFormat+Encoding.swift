public import PaletteCore

extension ProcreateFormat: PaletteEncoder {
  /// Encodes the palette as Procreate swatches.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The zip's bytes; deterministic (fixed zip timestamps).
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/unrepresentable`` when a value is
  ///   NaN or infinite.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try ProcreateArchive.write(palette)
  }
}
