extension DecodedPalette {
  /// The rule every reader is held to: a file that yields no swatch while its reader warned
  /// is an error, never an empty palette.
  ///
  /// A reader warns when it leaves part of a file aside (an element it does not know, a colour
  /// in a model it cannot read), repairs it, or meets a version it does not know. With at least
  /// one swatch read, that is a warning about a palette; with none, the empty palette would
  /// only hide that the file was not understood (an older or newer layout of the format, say),
  /// and a batch would write empty files with exit status 0. Notes do not count: they say what
  /// a reader passes over by design (an Android resource file's strings, a PNG's other chunks),
  /// so a file of only such content stays a valid empty palette, as does a file with nothing
  /// in it at all.
  ///
  /// `PaletteFile.decode` and `PaletteFolder.read` (PaletteKit) apply it to every format; a
  /// program that calls a codec's `decode` itself applies it with this method.
  ///
  /// - Parameter format: The identifier of the format that read it, for the error.
  /// - Returns: `self`, when it holds a swatch or its reader raised no warning.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/nothingRead`` at the first
  ///   warning's location (the start of the file when it has none) and with its path, its
  ///   message quoting that warning and counting the others.
  public func requiringContent(format: String? = nil) throws(PaletteError) -> DecodedPalette {
    guard palette.swatchCount == 0 else { return self }
    let raised = warnings.filter { $0.severity >= .warning }
    guard let first = raised.first(where: { $0.location != nil }) ?? raised.first else {
      return self
    }
    let others = raised.count - 1
    let more =
      others == 0 ? "" : " (and \(others) more \(others == 1 ? "warning" : "warnings"))"
    throw PaletteError(
      .nothingRead,
      "no colour was read, and the reader left something aside: \(first.message) "
        + "[\(first.code)]\(more)",
      format: format, location: first.location ?? .byte(offset: 0), path: first.path)
  }
}
