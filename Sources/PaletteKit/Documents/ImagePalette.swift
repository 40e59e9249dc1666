public import PaletteCore
import PalettePNG
import PaletteTransforms

/// A palette of an image's main colours, as `palconv extract` and `--extract N` make it.
///
/// The image is decoded one row at a time, its colours counted in a
/// ``/PaletteTransforms/ColorTally`` and quantised, so memory holds a few rows, never the image.
public enum ImagePalette {
  /// The colours found when no count is given.
  public static let defaultCount = 8
  /// The most colours that may be asked for.
  public static let maxCount = 1024

  /// Opens a PNG image and makes the palette of its `count` main colours.
  ///
  /// - Parameters:
  ///   - source: The image.
  ///   - count: How many colours to find, 1 to ``maxCount``.
  ///   - sizeLimit: The largest file read, in bytes.
  ///   - reader: What reads the image, named in the error when it is not a PNG (`extract`).
  /// - Returns: Unnamed swatches, the colour standing for the most pixels first, with a note
  ///   (`extract.colors`) saying how many were found in how many pixels.
  /// - Throws: ``/PaletteCore/PaletteError`` with the path set: the file cannot be read, it has
  ///   no PNG signature (at byte 0), or the image is damaged.
  public static func extract(
    from source: DocumentSource, count: Int, sizeLimit: Int = PaletteFile.defaultSizeLimit,
    reader: String = "extract"
  ) throws(PaletteError) -> OpenedPalette {
    let path = source.displayName
    let detection = Detection(
      format: PNGFormat(), method: .override, confidence: .strong,
      reason: "\(reader) reads a PNG image")
    do {
      let bytes = try source.contents(limit: sizeLimit)
      let decoded = try palette(
        fromImage: bytes, count: min(max(count, 1), maxCount), path: path, reader: reader)
      return OpenedPalette(path: path, detection: detection, decoded: decoded)
    } catch {
      throw error.path == nil ? error.with(path: path) : error
    }
  }

  /// The palette of the main colours of the PNG image in `bytes`, with its note.
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
