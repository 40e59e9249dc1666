extension FolderPaletteEncoder {
  /// What writing `palette` as a folder in this format, as configured, loses: one warning per
  /// kind of loss, each with a ``LossKind`` code, as ``PaletteEncoder/losses(writing:)`` says
  /// for a single file.
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
}
