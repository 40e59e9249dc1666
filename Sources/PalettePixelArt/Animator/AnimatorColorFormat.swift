public import PaletteCore

/// Autodesk Animator palettes (`.col`): 256 RGB colours, with Animator Pro's 8-byte header or
/// without one.
///
/// A 768-byte file is the original Animator's: 256 RGB triples. Animator stored 6-bit VGA
/// components (0–63), other tools 8-bit ones in the same layout; a file with no byte above 63
/// is read as 6-bit (each value *v* as the exact level *v*/63) with the note
/// `animator-col.six-bit`, any larger byte makes it 8-bit. A 776-byte file starts with
/// Animator Pro's header (the file size 776 as a little-endian 32-bit integer, the magic
/// number `0xB123`, version 0) and holds 8-bit components. Any other size is refused.
///
///     let decoded = try AnimatorColorFormat().decode(bytes)
///     print(decoded.palette.allSwatches.count)  // Prints "256"
///
/// Writing gives the Animator Pro layout, which says its depth: the colours, then black up to
/// 256 (the loss report says so). There are no names or alpha. `docs/formats/animator-col.md`
/// has the details.
public struct AnimatorColorFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"animator-col"`.
  public var identifier: String { "animator-col" }
  /// `"Autodesk Animator palette"`.
  public var displayName: String { "Autodesk Animator palette" }
  /// `["col"]`.
  public var fileExtensions: [String] { ["col"] }

  /// 256 8-bit sRGB colours, exactly; nothing else.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: AnimatorColorLayout.colors)
    capabilities.requiredSwatches = AnimatorColorLayout.colors
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when the whole file is in `prefix` and is
  /// either 776 bytes with Animator Pro's header, or 768 bytes that are not plain text;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise. Both are weak evidence (a colour
  /// table of the same size has no signature either), so the `.col` extension settles it.
  ///
  /// - Parameter prefix: The first bytes of the file (all of it when it is this short).
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    switch prefix.count {
    case AnimatorColorLayout.proSize:
      return AnimatorColorLayout.hasProHeader(prefix) ? .weak : .none
    case AnimatorColorLayout.plainSize:
      let isText = prefix.allSatisfy { byte in
        (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
      }
      return isText ? .none : .weak
    default:
      return .none
    }
  }

  /// Decodes either layout.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: 256 unnamed swatches, each with its byte offset, and the note
  ///   `animator-col.six-bit` when a 768-byte file is read as 6-bit.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset: a size other than 768 or
  ///   776, an Animator Pro header with another size or version, bytes after the colours.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try AnimatorColorLayout.decode(bytes)
  }

  /// Encodes the palette as a 776-byte Animator Pro file.
  ///
  /// - Parameter palette: The palette; names and alpha are not stored, other models are
  ///   converted to sRGB, and black fills the table up to 256 colours.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for an empty palette (its
  ///   file would hold only the writer's black), more than 256 swatches, or a NaN or infinite
  ///   component.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try AnimatorColorLayout.encode(palette)
  }
}

extension AnimatorColorFormat: SniffExplaining {
  /// `true`: the 768-byte layout has no signature, and the Pro header's two magic bytes alone
  /// are weak evidence.
  public var isHeaderless: Bool { true }

  /// The size (and header) the claim rests on.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil` when ``sniff(_:)`` answers none.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    return prefix.count == AnimatorColorLayout.proSize
      ? "776 bytes starting with Animator Pro's header (size 776, magic 0xB123, version 0)"
      : "768 bytes of binary data, the size of 256 RGB triples with no header"
  }
}
