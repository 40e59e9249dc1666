import PaletteCore

/// Reads the colours of an Atari VDI palette: big-endian words, three per colour, each 0…1000.
struct AtariVDIReader {
  /// The file.
  let bytes: [UInt8]

  /// The largest component: full intensity, in per mille.
  static let maximum: UInt16 = 1000
  /// The bytes of one colour.
  static let colorSize = 6

  /// Reads the palette.
  func read() throws(PaletteError) -> DecodedPalette {
    let whole = bytes.count - bytes.count % Self.colorSize
    guard !bytes.isEmpty, whole == bytes.count else {
      throw PaletteError(
        .unexpectedEndOfInput,
        bytes.isEmpty
          ? "the file is empty; a VDI palette holds colours of three 16-bit words"
          : "the file ends inside a colour: \(bytes.count) bytes is not a multiple of 6",
        format: "vdi-pal", location: .byte(offset: whole))
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(bytes.count / Self.colorSize)
    var overCount = 0
    var firstOver: Int?
    for start in stride(from: 0, to: bytes.count, by: Self.colorSize) {
      var values = SIMD3<Float>()
      for channel in 0..<3 {
        let offset = start + 2 * channel
        var value = ByteOrder.big.u16(bytes, at: offset)
        if value > Self.maximum {
          overCount += 1
          if firstOver == nil { firstOver = offset }
          value = Self.maximum
        }
        values[channel] = Float(Double(value) / Double(Self.maximum))
      }
      swatches.append(
        Swatch(color: .srgb(values[0], values[1], values[2]), location: .byte(offset: start)))
    }
    var warnings: [Diagnostic] = []
    if let firstOver {
      warnings.append(
        Diagnostic(
          .warning, code: "vdi.range",
          message: "\(MessageFormatting.count(overCount, "word is", "words are")) over 1000, "
            + "full intensity; read as 1000",
          location: .byte(offset: firstOver)))
    }
    let palette = Palette(
      groups: [PaletteGroup(swatches: swatches, location: .byte(offset: 0))])
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
