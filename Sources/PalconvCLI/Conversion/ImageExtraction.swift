import PaletteCore
import PaletteKit

/// The count of colours `palconv extract -n N` and `--extract N` ask for; both make their
/// palette through ``PaletteKit/ImagePalette``, so they give the same palette for the same
/// image and count.
enum ImageExtraction {
  /// The count in `text`, the value of `option`.
  ///
  /// - Throws: ``UsageError`` when it is not a whole number from 1 to
  ///   ``PaletteKit/ImagePalette/maxCount``.
  static func count(_ text: String, option: String) throws(UsageError) -> Int {
    guard let value = Int(text), (1...ImagePalette.maxCount).contains(value) else {
      throw UsageError(
        "the value of '--\(option)' must be a whole number from 1 to \(ImagePalette.maxCount), "
          + "not '\(text)'")
    }
    return value
  }
}
