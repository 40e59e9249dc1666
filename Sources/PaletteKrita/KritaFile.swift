import PaletteCore

/// What a Krita palette file is made of: the zip's entry names, the mimetype and the format
/// identifier errors carry.
enum KritaFile {
  /// `"kpl"`.
  static let format = "kpl"
  /// The mimetype written, the one Krita's documentation gives.
  static let mimetype = "application/x-krita-palette"
  /// The mimetype every Krita version writes in practice, also accepted.
  static let legacyMimetype = "krita/x-colorset"
  /// The entry names.
  static let mimetypeEntry = "mimetype"
  static let colorSetEntry = "colorset.xml"
  static let profilesEntry = "profiles.xml"

  /// `error` with the entry's name in front of its message, so a line and column are read as
  /// the entry's, not the zip's.
  ///
  /// - Parameters:
  ///   - entry: The entry name.
  ///   - error: An error from reading the entry's bytes.
  /// - Returns: The error, its message prefixed.
  static func inEntry(_ entry: String, _ error: PaletteError) -> PaletteError {
    var copy = error
    copy.message = "\(entry): \(error.message)"
    copy.format = format
    return copy
  }
}
