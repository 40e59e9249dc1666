import PaletteCore

/// Writes a Paint.NET palette: a `;` header, then one `AARRGGBB` line per colour, with the
/// swatch name as a trailing `; name` comment. CRLF line breaks, as on Windows.
struct PaintNetWriter {
  /// The header comment, one line per element.
  static let header = [
    "; paint.net Palette File",
    "; One colour per line as 8 hexadecimal digits AARRGGBB, alpha first (FF is opaque).",
    "; Text after a semicolon is a comment; here it holds the colour's name.",
    "; Paint.NET shows the first 96 colours and fills missing slots with white.",
  ]

  private static let lineBreak: [UInt8] = [ASCII.carriageReturn, ASCII.lineFeed]

  /// Writes `palette`, flattening groups and converting colours with
  /// ``PaletteColor/rgba8`` (gamut-mapped). Every colour is written, even past 96.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  func write(_ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(320 + palette.swatchCount * 12)
    for line in Self.header {
      out.append(contentsOf: line.utf8)
      out.append(contentsOf: Self.lineBreak)
    }
    for swatch in palette.allSwatches {
      let color = swatch.color.rgba8
      for value in [color.alpha, color.red, color.green, color.blue] {
        HexDigits.append(value, uppercase: true, to: &out)
      }
      if let text = SingleLineNames.bytes(swatch.name) {
        out.append(contentsOf: " ; ".utf8)
        out.append(contentsOf: text)
      }
      out.append(contentsOf: Self.lineBreak)
    }
    return out
  }
}
