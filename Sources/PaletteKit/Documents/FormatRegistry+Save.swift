public import PaletteCore

extension FormatRegistry {
  /// Saves a palette in the format with this identifier, as `palconv` does
  /// (``OutputFormat/save(_:to:policy:)``).
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - format: The format's identifier or alias (`json`, `gimp`, `xcassets`).
  ///   - path: The output file or folder.
  ///   - policy: What the save may do.
  /// - Returns: What happened, and what the format could not hold.
  /// - Throws: ``/PaletteCore/PaletteError``: an unknown or read-only format, a refusal, the
  ///   encoder's error, or an I/O error.
  public func save(
    _ palette: Palette, as format: String, to path: String, policy: WritePolicy = WritePolicy()
  ) throws(PaletteError) -> SaveReport {
    try OutputFormat(format, in: self).save(palette, to: path, policy: policy)
  }
}
