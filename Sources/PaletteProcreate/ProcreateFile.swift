import PaletteCore

/// What a Procreate swatches file is made of: the zip's one entry, the slot limit and the
/// format identifier errors carry.
enum ProcreateFile {
  /// `"procreate"`.
  static let format = "procreate"
  /// The entry holding the palette.
  static let entry = "Swatches.json"
  /// The most slots Procreate shows in one palette.
  static let slotLimit = 30

  /// `error` with the entry's name in front of its message, so a line and column are read as
  /// the entry's, not the zip's.
  ///
  /// - Parameter error: An error from reading the entry's bytes.
  /// - Returns: The error, its message prefixed.
  static func inEntry(_ error: PaletteError) -> PaletteError {
    var copy = error
    copy.message = "\(entry): \(error.message)"
    copy.format = format
    return copy
  }
}
