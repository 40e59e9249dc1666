public import PaletteCore

/// A raw VGA palette (`.pal`): RGB triples with nothing before or after them, typically 256
/// of them in 768 bytes, with 8-bit components or the VGA DAC's 6-bit ones.
///
/// Read only. The format has no signature, so detection takes a file as one only when nothing
/// else claims it, and calls it ambiguous when another headerless format (an Adobe colour
/// table) claims it as well and the file name does not decide; `--from vga-pal` always reads
/// it. The component depth is ``depth``; by default a 768-byte file whose every value is at
/// most 63 is read as 6-bit, with a note saying so. A 6-bit value *v* is stored as the
/// exact DAC level *v*/63, so writers round it to the nearest 8-bit value, round(*v*·255/63).
/// `docs/formats/pal.md` explains the choice.
///
///     let decoded = try VGAPaletteFormat(depth: .six).decode([63, 0, 32])
///     print(decoded.palette.allSwatches[0].color.rgba8.red)  // Prints "255"
public struct VGAPaletteFormat: PaletteDecoder, SniffExplaining {
  /// The component depth ``decode(_:)`` reads; ``ComponentDepth/automatic`` by default.
  public var depth: ComponentDepth

  /// Creates the format.
  ///
  /// - Parameter depth: The component depth; decided by the content by default.
  public init(depth: ComponentDepth = .automatic) {
    self.depth = depth
  }

  /// `"vga-pal"`.
  public var identifier: String { "vga-pal" }
  /// `"raw VGA palette"`.
  public var displayName: String { "raw VGA palette" }
  /// `["pal"]`.
  public var fileExtensions: [String] { ["pal"] }

  /// sRGB without names: what the file holds (the format is not written).
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process])
  }

  /// The most colours a file that detection claims may hold: the 256 of the VGA DAC.
  public static let detectedColorLimit = 256

  /// ``/PaletteCore/DetectionConfidence/weak`` when the prefix is the whole file (at most 768
  /// bytes, well within what sniffers see), a whole number of RGB triples, and binary: it holds a
  /// control byte that text never has, or is not valid UTF-8. Otherwise
  /// ``/PaletteCore/DetectionConfidence/none``, and also for the 96 bytes of an Atari VDI palette
  /// (``AtariVDIFormat``).
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let count = prefix.count
    guard count > 0, count <= 3 * Self.detectedColorLimit, count % 3 == 0,
      !AtariVDIFormat.isPlausible(prefix)
    else { return .none }
    let bytes = Array(prefix)
    let binary =
      bytes.contains(where: Self.isBinaryControl)
      || TextDecoder.firstInvalidUTF8(bytes, 0..<count) != nil
    return binary ? .weak : .none
  }

  /// `true`: nothing but the size and the bytes' shape speaks for a raw palette.
  public var isHeaderless: Bool { true }

  /// `"768 bytes of binary data: 256 RGB triples, no header"` when ``sniff(_:)`` claims the
  /// bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    guard sniff(prefix) != .none else { return nil }
    return "\(prefix.count) bytes of binary data with no header, "
      + "\(MessageFormatting.count(prefix.count / 3, "RGB triple", "RGB triples")), as in a raw "
      + "VGA palette"
  }

  /// Decodes a raw palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group of sRGB swatches, each with the offset of its
  ///   triple) and diagnostics with byte offsets: note `vga.depth` (which depth was chosen
  ///   and why, when the content could be either), warning `vga.range` (a value over 63
  ///   read as 6-bit).
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset:
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` for an empty file or one that ends
  ///   inside a triple.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try VGAReader(bytes: bytes, depth: depth).read()
  }

  /// Whether `byte` is a control character that text never holds: anything below a space
  /// except tab, line feed, form feed, carriage return and the DOS end-of-file byte, and DEL.
  private static func isBinaryControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D && byte != 0x1A)
      || byte == 0x7F
  }
}
