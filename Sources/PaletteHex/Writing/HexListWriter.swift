import PaletteCore

/// Writes one hex colour per line, LF line breaks, a final line break, no header.
struct HexListWriter {
  /// The writing options, as set on ``HexListFormat``.
  var format: HexListFormat

  /// Writes `palette`, flattening groups and converting colours with
  /// ``PaletteColor/rgba8`` (gamut-mapped).
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes; empty for an empty palette.
  /// - Complexity: O(*n*) in the number of swatches.
  func write(_ palette: Palette) -> [UInt8] {
    var colors: [RGBA8] = []
    colors.reserveCapacity(palette.swatchCount)
    for group in palette.groups { colors += group.swatches.lazy.map(\.color.rgba8) }
    let writeAlpha: Bool
    switch format.alphaOutput {
    case .never: writeAlpha = false
    case .always: writeAlpha = true
    case .whenPresent: writeAlpha = colors.contains { $0.alpha != 255 }
    }
    let alphaFirst = format.alphaPosition == .first
    let uppercase = format.uppercase
    var out: [UInt8] = []
    out.reserveCapacity(colors.count * 10)
    let swatches = palette.groups.lazy.flatMap(\.swatches)
    for (swatch, color) in zip(swatches, colors) {
      if format.hashPrefix { out.append(ASCII.hash) }
      if writeAlpha && alphaFirst { HexDigits.append(color.alpha, uppercase: uppercase, to: &out) }
      HexDigits.append(color.red, uppercase: uppercase, to: &out)
      HexDigits.append(color.green, uppercase: uppercase, to: &out)
      HexDigits.append(color.blue, uppercase: uppercase, to: &out)
      if writeAlpha && !alphaFirst { HexDigits.append(color.alpha, uppercase: uppercase, to: &out) }
      if format.includeNames,
        let text = SingleLineNames.bytes(swatch.name, endingAtComments: true)
      {
        out.append(ASCII.space)
        out.append(contentsOf: text)
      }
      out.append(ASCII.lineFeed)
    }
    return out
  }
}
