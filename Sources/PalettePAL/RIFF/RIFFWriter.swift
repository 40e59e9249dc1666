import PaletteCore

/// Writes the simple RIFF palette form: `RIFF`, the form size, `PAL `, one `data` chunk with
/// version 0x0300, the count and one `R G B 0` entry per swatch.
enum RIFFWriter {
  /// Writes `palette`, its colours through ``PaletteCore/PaletteColor/rgba8``, groups
  /// flattened.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes; every chunk size is even, so there is no padding.
  /// - Throws: ``PaletteError/Kind/unrepresentable`` for more than 65,535 swatches.
  /// - Complexity: O(*n*) in the number of swatches.
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let count = palette.swatchCount
    guard count <= RIFFLayout.maxEntries else {
      throw PaletteError(
        .unrepresentable,
        "a RIFF palette holds at most \(RIFFLayout.maxEntries) colours; this one has \(count)",
        format: "riff")
    }
    let dataSize = RIFFLayout.dataHeaderSize + count * RIFFLayout.entrySize
    let formSize = RIFFLayout.form.count + RIFFLayout.chunkHeaderSize + dataSize
    var out: [UInt8] = []
    out.reserveCapacity(8 + formSize)
    out.append(contentsOf: RIFFLayout.riff)
    append32(UInt32(formSize), to: &out)
    out.append(contentsOf: RIFFLayout.form)
    out.append(contentsOf: RIFFLayout.data)
    append32(UInt32(dataSize), to: &out)
    append16(RIFFLayout.version, to: &out)
    append16(UInt16(count), to: &out)
    for group in palette.groups {
      for swatch in group.swatches {
        let color = swatch.color.rgba8
        out.append(contentsOf: [color.red, color.green, color.blue, 0])
      }
    }
    return out
  }

  private static func append16(_ value: UInt16, to out: inout [UInt8]) {
    ByteOrder.little.append(value, to: &out)
  }

  private static func append32(_ value: UInt32, to out: inout [UInt8]) {
    ByteOrder.little.append(value, to: &out)
  }
}
