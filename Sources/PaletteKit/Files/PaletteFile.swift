public import PaletteCore

/// Reading, decoding and writing palette files on disk.
///
/// Codecs never touch the file system; this namespace is the boundary. Reading is bounded by
/// a size limit, decoding fills the path into errors and warnings, and writing is atomic:
/// bytes go to a temporary file in the destination folder, which is then renamed over the
/// destination. An output whose bytes would not change is left alone.
public enum PaletteFile {
  /// The default largest input read: 64 MiB, 80 times the largest real palette seen (a
  /// 783 KB GIMP palette). Decoding and writing the worst file of that size (a list of
  /// millions of the shortest colour lines) peaks at about 1.4 GB, so even a batch converting
  /// one such file per core stays within the memory of a CI runner (about 4 GB a core);
  /// `docs/robustness.md` has the measurements.
  public static let defaultSizeLimit = 64 * 1024 * 1024

  /// Decodes bytes with a format and puts `path` into the error or the warnings.
  ///
  /// - Parameters:
  ///   - bytes: The file's content.
  ///   - path: The path to report, if any (`"<stdin>"` for standard input).
  ///   - format: The codec to use.
  /// - Returns: The palette and the decoder's warnings, each carrying `path`: the first 20 of
  ///   each code, then one summary of the rest per code (``/PaletteCore/FindingLimits``), so a
  ///   file that repeats one oddity a million times yields a few warnings.
  /// - Throws: The codec's ``/PaletteCore/PaletteError``, with `path` set; one of kind
  ///   ``/PaletteCore/PaletteError/Kind/nothingRead`` for a file that yields no swatch while the
  ///   codec warned (``/PaletteCore/DecodedPalette/requiringContent(format:)``).
  public static func decode(
    _ bytes: [UInt8], path: String?, format: any PaletteDecoder
  ) throws(PaletteError) -> DecodedPalette {
    do {
      var decoded = try format.decode(bytes).requiringContent(format: format.identifier)
      decoded.warnings = FindingLimits.limited(decoded.warnings).map {
        $0.path == nil ? $0.with(path: path) : $0
      }
      return decoded
    } catch {
      throw error.path == nil ? error.with(path: path) : error
    }
  }
}
