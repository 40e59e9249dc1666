public import PaletteCore

/// An Atari VDI palette (`.pal`): 16 or 256 colours as big-endian 16-bit words, each component
/// in per mille (0…1000), as the GEM VDI's `vs_color` takes them.
///
/// Read only. The file has no header; detection claims it only at its two sizes, 96 and 1536
/// bytes, when every word is at most 1000 (which a table of bytes almost never is), and the
/// raw VGA reader leaves such files alone. XaAES's palettes (`pal/gem.pal`) put `PA01` before
/// the words; such a file is claimed strongly, whatever its size. A component *v* is stored as
/// *v*/1000.
///
///     let decoded = try AtariVDIFormat().decode([0x03, 0xE8, 0, 0, 0x01, 0xF4])
///     print(decoded.palette.allSwatches[0].color.rgba8.blue)  // Prints "128"
public struct AtariVDIFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"vdi-pal"`.
  public var identifier: String { "vdi-pal" }
  /// `"Atari VDI palette"`.
  public var displayName: String { "Atari VDI palette" }
  /// `["pal"]`.
  public var fileExtensions: [String] { ["pal"] }

  /// sRGB without names: what the file holds (the format is not written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process])
  }

  /// The file sizes detection claims: 16 and 256 colours of three 2-byte words.
  static let detectedSizes = [96, 1536]

  /// ``/PaletteCore/DetectionConfidence/strong`` for `PA01` and whole colours after it (XaAES);
  /// ``/PaletteCore/DetectionConfidence/weak`` when the prefix is a whole file of 96 or 1536 bytes
  /// whose big-endian words are all at most 1000; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    if prefix.starts(with: AtariVDIReader.xaaesHeader) {
      let body = prefix.dropFirst(AtariVDIReader.xaaesHeader.count)
      return !body.isEmpty && body.count % AtariVDIReader.colorSize == 0 ? .strong : .none
    }
    return Self.isPlausible(prefix) ? .weak : .none
  }

  /// `true`: only the size and the range of the words speak for it.
  public var isHeaderless: Bool { true }

  /// `"96 bytes of big-endian words 0…1000: 16 colours in per mille"` when ``sniff(_:)``
  /// claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    if prefix.starts(with: AtariVDIReader.xaaesHeader) {
      return "`PA01` and \((prefix.count - 4) / 6) colours of big-endian words, as in XaAES's "
        + "Atari VDI palettes"
    }
    return "\(prefix.count) bytes of big-endian words that are all at most 1000: "
      + "\(prefix.count / 6) colours in per mille, as in an Atari VDI palette"
  }

  /// Decodes a VDI palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group of sRGB swatches, each with the offset of its
  ///   first word) and warnings `vdi.range` (a word over 1000, read as 1000).
  /// - Throws: ``/PaletteCore/PaletteError`` of kind
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` with a byte offset for an empty file
  ///   or one that ends inside a colour.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try AtariVDIReader(bytes: bytes).read()
  }

  /// Whether `bytes` has a size detection claims and every big-endian word is at most 1000.
  static func isPlausible(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard detectedSizes.contains(bytes.count) else { return false }
    let bytes = Array(bytes)
    var index = 0
    while index < bytes.count {
      if ByteOrder.big.u16(bytes, at: index) > AtariVDIReader.maximum {
        return false
      }
      index += 2
    }
    return true
  }
}
