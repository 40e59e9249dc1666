import PaletteCore

/// A colour table found in an image: where its entries start, how many there are and how each
/// is stored. Readers check that the entries are in the file before they make one.
struct ColorTable: Sendable {
  /// The offset of the first entry.
  let offset: Int
  /// The number of entries.
  let count: Int
  /// How each entry is stored.
  let layout: ColorTableLayout

  /// The offset just past the last entry.
  var end: Int { offset + count * layout.entrySize }

  /// The entries as swatches in table order, each with the offset of its entry, 8-bit sRGB.
  ///
  /// - Parameter bytes: The whole file, which holds every entry (the reader checked it).
  /// - Returns: One swatch per entry.
  func swatches(in bytes: [UInt8]) -> [Swatch] {
    let size = layout.entrySize
    var swatches: [Swatch] = []
    swatches.reserveCapacity(count)
    for index in 0..<count {
      let start = offset + index * size
      let color: PaletteColor
      switch layout {
      case .rgb: color = .srgb8(bytes[start], bytes[start + 1], bytes[start + 2])
      case .bgr, .bgrx: color = .srgb8(bytes[start + 2], bytes[start + 1], bytes[start])
      }
      swatches.append(Swatch(color: color, location: .byte(offset: start)))
    }
    return swatches
  }

  /// The palette the table makes: one unnamed group of its entries, with the diagnostics.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - name: The palette's name, if the file gives one.
  ///   - warnings: The reader's diagnostics.
  /// - Returns: The decoded palette.
  func decoded(in bytes: [UInt8], name: String? = nil, warnings: [Diagnostic]) -> DecodedPalette {
    var palette = Palette(
      groups: [PaletteGroup(swatches: swatches(in: bytes), location: .byte(offset: offset))])
    palette.name = name
    return DecodedPalette(palette: palette, warnings: warnings)
  }
}
