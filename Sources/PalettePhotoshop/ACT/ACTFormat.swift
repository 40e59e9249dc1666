public import PaletteCore

/// Adobe colour tables (`.act`): 256 RGB triples, as Photoshop's "Save for Web" and indexed
/// colour mode write them.
///
/// A file is 768 bytes, optionally followed by a 4-byte trailer: the number of colours used
/// and the transparent index (both big-endian; `0xFFFF` for none). Without a trailer all 256
/// colours are read. The 771-byte files some tools write (the trailer's first byte lost) are
/// read with a warning naming the bytes used; any other size is an error at the byte where the
/// table or trailer is cut. The transparent colour reads as alpha 0 and is written back as the
/// transparent index. There are no names. See `docs/formats/photoshop.md`.
///
///     let decoded = try ACTFormat().decode(bytes)
///     let again = try ACTFormat().encode(decoded.palette)
public struct ACTFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"act"`.
  public var identifier: String { "act" }

  /// `"Adobe colour table"`.
  public var displayName: String { "Adobe colour table" }

  /// `["act"]`.
  public var fileExtensions: [String] { ["act"] }

  /// Up to 256 8-bit sRGB colours, one of them fully transparent; nothing else.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, singleTransparentColor: true, models: [.srgb],
      kinds: [.process], maxSwatches: ACTLayout.tableColors)
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when the whole file is in `prefix`, is 768,
  /// 771 or 772 bytes long (with a plausible trailer) and is not plain text, otherwise
  /// ``/PaletteCore/DetectionConfidence/none``: a colour table has no signature, and a raw
  /// VGA palette has the same shape, so only the `.act` extension settles it.
  ///
  /// - Parameter prefix: The first bytes of the file (all of it when it is this short).
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    // Text of the right length (a hex list, say) is not a table: a real table has control
    // bytes or bytes above ASCII somewhere, if only the zeros of unused entries.
    let isText = prefix.allSatisfy { byte in
      (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    guard !isText else { return .none }
    switch prefix.count {
    case ACTLayout.tableSize: return .weak
    case ACTLayout.tableSize + 3, ACTLayout.tableSize + 4:
      return (try? ACTLayout.trailer(Array(prefix))) != nil ? .weak : .none
    default: return .none
    }
  }

  /// Decodes a colour table.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (unnamed swatches, each with its byte offset) and a warning for a
  ///   771-byte file (`act.short-trailer`).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` (fewer than 768 bytes, or a
  ///   trailer cut short), ``/PaletteCore/PaletteError/Kind/invalidValue`` (more bytes than a
  ///   trailer, a colour count above 256 or a transparent index past the colours).
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try ACTLayout.decode(bytes)
  }

  /// Encodes a palette as a 772-byte colour table: the colours, zeros up to 256, and the
  /// trailer with the count and the index of the first fully transparent colour.
  ///
  /// - Parameter palette: The palette; names, groups and partial alpha are not stored.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for more than 256 swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try ACTLayout.encode(palette)
  }
}

extension ACTFormat: SniffExplaining {
  /// `true`: a colour table has no signature, only its size.
  public var isHeaderless: Bool { true }

  /// The size the claim rests on, and the trailer when there is one.
  ///
  /// - Parameter prefix: The first bytes of the file (all of it when it is this short).
  /// - Returns: The phrase, or `nil` when ``sniff(_:)`` answers none.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    switch prefix.count {
    case ACTLayout.tableSize: return "768 bytes, the size of a table of 256 RGB colours"
    case ACTLayout.tableSize + 4:
      return "772 bytes, a table of 256 RGB colours and a trailer of colour count and "
        + "transparent index"
    default:
      return "771 bytes, a table of 256 RGB colours and a trailer that has lost a byte"
    }
  }
}
