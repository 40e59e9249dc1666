import PaletteCore

/// Encodes a palette as Photoshop swatches: a version 1 section for old readers, then a
/// version 2 section with the same colours and their names, then, when the palette has named
/// groups, the group block Photoshop 2020 and later read (``ACOGroupTrailer``).
enum ACOWriter {
  /// The most swatches a section can count.
  static let maxSwatches = Int(UInt16.max)

  /// Encodes a palette.
  ///
  /// - Parameters:
  ///   - palette: The palette.
  ///   - grayIsInk: Whether gray is written as ink (10000 black).
  /// - Returns: The file's bytes.
  /// - Throws: ``PaletteCore/PaletteError/Kind/unrepresentable`` for more than 65,535 swatches
  ///   or a value that is not a finite number.
  static func encode(_ palette: Palette, grayIsInk: Bool) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches
    guard swatches.count <= maxSwatches else {
      throw PaletteError(
        .unrepresentable,
        "a Photoshop swatches file holds at most \(maxSwatches) swatches; this palette has "
          + "\(swatches.count)", format: "aco")
    }
    var stored: [(UInt16, [UInt16])] = []
    stored.reserveCapacity(swatches.count)
    for (index, swatch) in swatches.enumerated() {
      let color = try swatch.writableColor(position: index + 1, format: "aco")
      stored.append(ACOColorSpace.stored(color, grayIsInk: grayIsInk))
    }
    var out: [UInt8] = []
    out.reserveCapacity(8 + swatches.count * 40)
    for version in [UInt16(1), 2] {
      out.appendBigEndian(version)
      out.appendBigEndian(UInt16(swatches.count))
      for (index, (space, values)) in stored.enumerated() {
        out.appendBigEndian(space)
        for value in values { out.appendBigEndian(value) }
        if version == 2 {
          let name = swatches[index].name ?? ""
          out.appendBigEndian(UInt32(name.utf16.count + 1))
          UTF16BigEndian.append(name, to: &out)
          out.appendBigEndian(UInt16(0))
        }
      }
    }
    if palette.groups.contains(where: { $0.name != nil }) {
      ACOGroupTrailer.append(palette.groups, to: &out)
    }
    return out
  }
}
