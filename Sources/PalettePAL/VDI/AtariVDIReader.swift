import PaletteCore

/// Reads the colours of an Atari VDI palette: big-endian words, three per colour, each 0…1000.
struct AtariVDIReader {
  /// The file.
  let bytes: [UInt8]

  /// The largest component: full intensity, in per mille.
  static let maximum: UInt16 = 1000
  /// The bytes of one colour.
  static let colorSize = 6
  /// The header XaAES's palette files (`pal/*.pal`) start with.
  static let xaaesHeader = Array("PA01".utf8)

  /// Reads the palette.
  func read() throws(PaletteError) -> DecodedPalette {
    // XaAES puts `PA01` before the words; the colours follow it.
    let first = bytes.starts(with: Self.xaaesHeader) ? Self.xaaesHeader.count : 0
    let size = bytes.count - first
    let whole = size - size % Self.colorSize
    guard size > 0, whole == size else {
      throw PaletteError(
        .unexpectedEndOfInput,
        size == 0
          ? "the file holds no colour; a VDI palette holds colours of three 16-bit words"
          : "the file ends inside a colour: \(size) bytes of colours"
            + (first > 0 ? " after `PA01`" : "") + " is not a multiple of 6",
        format: "vdi-pal", location: .byte(offset: first + whole))
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(size / Self.colorSize)
    var overCount = 0
    var firstOver: Int?
    for start in stride(from: first, to: bytes.count, by: Self.colorSize) {
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
      groups: [PaletteGroup(swatches: swatches, location: .byte(offset: first))])
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
