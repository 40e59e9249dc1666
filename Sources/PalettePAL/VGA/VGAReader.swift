import PaletteCore

/// Reads the RGB triples of a raw palette at one component depth, deciding it from the
/// content when asked to.
struct VGAReader {
  /// The file.
  let bytes: [UInt8]
  /// The depth asked for.
  let depth: ComponentDepth

  /// The largest 6-bit value.
  private static let sixBitMaximum: UInt8 = 63
  /// The size of the file the automatic rule reads as 6-bit: 256 triples.
  private static let fullTableSize = 768

  /// Reads the palette.
  func read() throws(PaletteError) -> DecodedPalette {
    guard !bytes.isEmpty else {
      throw PaletteError(
        .unexpectedEndOfInput, "the file is empty; a raw palette holds RGB triples",
        format: "vga-pal", location: .byte(offset: 0))
    }
    let whole = bytes.count - bytes.count % 3
    guard whole == bytes.count else {
      throw PaletteError(
        .unexpectedEndOfInput,
        "the file ends inside an RGB triple: \(bytes.count) bytes is not a multiple of 3",
        format: "vga-pal", location: .byte(offset: whole))
    }
    var warnings: [Diagnostic] = []
    let largest = bytes.max() ?? 0
    let sixBit: Bool
    switch depth {
    case .six: sixBit = true
    case .eight: sixBit = false
    case .automatic:
      // A full table whose values all fit 6 bits is a VGA DAC table: an 8-bit table of 256
      // colours none brighter than 63/255 is far less likely than a 6-bit one that never
      // reaches full intensity (OpenRA's Dune 2000 and Tiberian Sun palettes).
      sixBit = bytes.count == Self.fullTableSize && largest <= Self.sixBitMaximum
      if let note = Self.depthNote(sixBit: sixBit, largest: largest, bytes: bytes) {
        warnings.append(note)
      }
    }
    var swatches: [Swatch] = []
    swatches.reserveCapacity(bytes.count / 3)
    var overCount = 0
    var firstOver: Int?
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let color: PaletteColor
      if sixBit {
        var values = SIMD3<Float>()
        for channel in 0..<3 {
          var value = bytes[start + channel]
          if value > Self.sixBitMaximum {
            overCount += 1
            if firstOver == nil { firstOver = start + channel }
            value = Self.sixBitMaximum
          }
          values[channel] = Float(Double(value) / Double(Self.sixBitMaximum))
        }
        color = .srgb(values[0], values[1], values[2])
      } else {
        color = .srgb8(bytes[start], bytes[start + 1], bytes[start + 2])
      }
      swatches.append(Swatch(color: color, location: .byte(offset: start)))
    }
    if let firstOver {
      warnings.append(
        Diagnostic(
          .warning, code: "vga.range",
          message: "\(MessageFormatting.count(overCount, "value is", "values are")) over 63, "
            + "the largest 6-bit value; read as 63",
          location: .byte(offset: firstOver)))
    }
    let palette = Palette(
      groups: [PaletteGroup(swatches: swatches, location: .byte(offset: 0))])
    return DecodedPalette(palette: palette, warnings: warnings)
  }

  /// The note that says which depth the automatic rule chose, when the content could be read
  /// either way: every value is at most 63.
  private static func depthNote(sixBit: Bool, largest: UInt8, bytes: [UInt8]) -> Diagnostic? {
    guard largest <= sixBitMaximum else { return nil }
    if sixBit {
      let first = bytes.firstIndex(of: largest) ?? 0
      return Diagnostic(
        .note, code: "vga.depth",
        message: "every value is at most 63 (the largest is \(largest)): read as 6-bit VGA DAC "
          + "values (v/63); --pal-bits 8 reads them as 8-bit",
        location: .byte(offset: first))
    }
    return Diagnostic(
      .note, code: "vga.depth",
      message: "every value is at most \(largest), as in a 6-bit VGA palette, but the file is "
        + "not a full 256-colour table of 768 bytes: read as 8-bit; --pal-bits 6 reads them "
        + "as 6-bit",
      location: .byte(offset: 0))
  }
}
