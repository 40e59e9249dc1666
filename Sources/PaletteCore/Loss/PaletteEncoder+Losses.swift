extension PaletteEncoder {
  /// What writing `palette` in this format, as configured, loses: one warning per kind of loss
  /// (groups flattened, alpha dropped, colours converted, names dropped or changed, swatches
  /// reordered, …), each with a ``LossKind`` code.
  ///
  /// ```swift
  /// for warning in GPLFormat().losses(writing: palette) {
  ///   print(warning.code, warning.message)  // loss.alpha GPL cannot store transparency: …
  /// }
  /// ```
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The warnings, in ``LossKind`` order; empty when nothing is lost.
  /// - Complexity: O(*n*) in the number of swatches, plus what
  ///   ``writtenNames(of:)`` costs.
  public func losses(writing palette: Palette) -> [Diagnostic] {
    LossReport.diagnostics(
      for: palette, target: capabilities, formatName: identifier,
      writtenNames: writtenNames(of: palette))
  }

  /// Encodes a palette and says what the file cannot hold.
  ///
  /// The bytes are those of ``encode(_:)``; the losses are those of ``losses(writing:)``. A
  /// caller that must lose nothing checks that `losses` is empty, as `palconv --strict` does.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The bytes and the loss warnings.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/unrepresentable`` when the palette
  ///   cannot be written at all.
  public func encodeReportingLosses(_ palette: Palette) throws(PaletteError) -> EncodedPalette {
    EncodedPalette(bytes: try encode(palette), losses: losses(writing: palette))
  }
}
