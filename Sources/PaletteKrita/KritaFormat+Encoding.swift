public import PaletteCore

extension KritaFormat: PaletteEncoder {
  /// The swatches in the order written: the ungrouped ones (those of the unnamed groups)
  /// first, then each named group's, as Krita holds them; names as they are but characters XML
  /// cannot hold are U+FFFD.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WrittenNames(
      palette: palette.name.map(XMLWriter.writable),
      groups: palette.groups.map { $0.name.map(XMLWriter.writable) },
      swatches: palette.allSwatches.map { $0.name.map(XMLWriter.writable) },
      swatchOrder: KritaColorSetWriter.writtenOrder(of: palette))
  }

  /// Encodes the palette as a Krita palette.
  ///
  /// sRGB, CMYK, Lab and gray are written as they are; other models are converted to sRGB
  /// (gamut mapped); alpha is dropped. The output is deterministic: fixed zip timestamps.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The zip's bytes.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/unrepresentable`` when a component
  ///   is NaN or infinite.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try KritaArchive.write(palette)
  }
}
