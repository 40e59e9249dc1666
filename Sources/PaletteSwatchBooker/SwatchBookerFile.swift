import PaletteCore

/// What a SwatchBooker file is made of: the zip's entry and the format identifier errors
/// carry.
enum SwatchBookerFile {
  /// `"sbz"`.
  static let format = "sbz"
  /// The entry holding the swatch book.
  static let entry = "swatchbook.xml"
  /// The Dublin Core namespace of the metadata elements.
  static let dublinCore = "http://purl.org/dc/elements/1.1/"

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
