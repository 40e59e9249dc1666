import PaletteCore
import PaletteKit
import PalettePNG
import PaletteTransforms

/// A palette of an image's main colours: the bytes decoded as a PNG image one row at a time
/// (``PNGRowReader``), counted in a ``PaletteTransforms/ColorTally`` and quantised by
/// ``PaletteTransforms/ColorExtraction``, so memory holds a few rows, never the image. `palconv extract` and the `--extract N`
/// step of `palconv convert` both read their image through this, so the two give the same
/// palette for the same image and count.
enum ImageExtraction {
  /// The colours found when `palconv extract` is not given `-n`.
  static let defaultCount = 8
  /// The most colours that may be asked for.
  static let maxCount = 1024

  /// The count in `text`, the value of `option`.
  ///
  /// - Throws: ``UsageError`` when it is not a whole number from 1 to ``maxCount``.
  static func count(_ text: String, option: String) throws(UsageError) -> Int {
    guard let value = Int(text), (1...maxCount).contains(value) else {
      throw UsageError(
        "the value of '--\(option)' must be a whole number from 1 to \(maxCount), not '\(text)'")
    }
    return value
  }

  /// The palette of the main colours of the PNG image in `bytes`, with a note
  /// (`extract.colors`) saying how many were found in how many pixels.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - count: How many colours to find, 1 to ``maxCount``.
  ///   - path: The input as it is shown, for the note.
  ///   - reader: What reads the image, for the error when it is not a PNG (`extract`,
  ///     `--extract`).
  /// - Returns: The palette, unnamed swatches with the colour standing for the most pixels
  ///   first, and the note.
  /// - Throws: ``PaletteCore/PaletteError`` at byte 0 when the bytes have no PNG signature, or
  ///   as ``PNGRowReader`` for a damaged image.
  static func palette(
    fromImage bytes: [UInt8], count: Int, path: String, reader: String
  ) throws(PaletteError) -> DecodedPalette {
    guard PNGFormat().sniff(bytes[...]) != .none else {
      throw PaletteError(
        .unknownFormat, "\(reader) reads PNG images, and this is not one (no PNG signature)",
        location: .byte(offset: 0))
    }
    let image = try PNGRowReader(decoding: bytes)
    var tally = ColorTally(count: count)
    let width = image.width
    try image.forEachRow { row in tally.add(row.pixels, at: row.y * width + row.x, step: row.step) }
    let palette = Palette(extracting: tally)
    let found = palette.swatchCount
    let note = Diagnostic(
      .note, code: "extract.colors",
      message: "\(MessageFormatting.count(found, "colour", "colours")) from "
        + "\(image.width) × \(image.height) pixels"
        + (found < count ? " (the image has no more distinct colours)" : ""),
      path: path)
    return DecodedPalette(palette: palette, warnings: [note])
  }
}
