/// The writing role of a format whose documents are single files.
///
/// Encoding is deterministic: the same palette gives the same bytes. An encoder converts what
/// its format cannot hold (a Lab colour into an sRGB-only format) without comment; callers
/// report those losses with ``losses(writing:)``, which compares the palette with
/// ``PaletteFormat/capabilities``, in one place.
public protocol PaletteEncoder: PaletteFormat {
  /// Encodes a palette, deterministically.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/unrepresentable`` when the palette
  ///   cannot be written at all (for example, more swatches than the format can count).
  func encode(_ palette: Palette) throws(PaletteError) -> [UInt8]

  /// The names ``encode(_:)`` gives `palette`, and the order it writes the swatches in, for a
  /// format that changes names to fit its syntax or cannot keep the palette's order, so the
  /// loss report can list each change.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written and read back; `nil`, the default, when the format writes
  ///   every name it can hold as it is, in the palette's order.
  func writtenNames(of palette: Palette) -> WrittenNames?
}

extension PaletteEncoder {
  /// `nil`: every name the format can hold is written as it is, in the palette's order.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: `nil`.
  public func writtenNames(of palette: Palette) -> WrittenNames? { nil }
}
