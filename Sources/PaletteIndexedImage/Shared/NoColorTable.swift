import PaletteCore

/// The error for an image that has no colour table: a true-colour or greyscale picture, which
/// is not a palette.
///
/// Its kind is ``/PaletteCore/PaletteError/Kind/nothingRead`` and its code
/// ``code``, so that a folder walk skips such a file as a picture rather than failing the
/// batch, while a file named on the command line stays an error that says why.
enum NoColorTable {
  /// The diagnostic code of the error: `image.no-colour-table`.
  static let code = "image.no-colour-table"

  /// The error.
  ///
  /// - Parameters:
  ///   - message: Why the image has no table, for people.
  ///   - format: The format identifier.
  ///   - offset: The byte that says so (the bit depth, the flags).
  /// - Returns: The error.
  static func error(_ message: String, format: String, at offset: Int) -> PaletteError {
    PaletteError(
      .nothingRead, message + "; a picture without a colour table is not a palette",
      format: format, location: .byte(offset: offset), code: code)
  }
}
