/// The reading role of a format whose documents are single files.
///
/// Decoding never crashes, hangs or allocates more than the input justifies: malformed input
/// throws a ``PaletteError`` with a ``SourceLocation``; recoverable oddities become warnings
/// in the ``DecodedPalette``.
public protocol PaletteDecoder: PaletteFormat {
  /// How strongly the first bytes of a file suggest this format.
  ///
  /// - Parameter prefix: The first bytes of the file (up to 4 KiB), a UTF-8 BOM included.
  /// - Returns: The confidence, ``DetectionConfidence/none`` when the content rules it out or
  ///   says nothing.
  func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence

  /// Decodes a palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and any warnings, each with a location.
  /// - Throws: ``PaletteError`` with a location when the input is malformed.
  func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette
}
