import PaletteCore

/// Writes `R G B` numbers for the line-based formats.
enum RGBLineWriter {
  private static let digits: [UInt8] = Array("0123456789".utf8)

  /// `value` in decimal, right-aligned in three characters when `aligned` (as C's `%3d`).
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - aligned: Whether to pad with spaces to three characters.
  ///   - out: Where the bytes go.
  static func append(_ value: UInt8, aligned: Bool, to out: inout [UInt8]) {
    if aligned {
      if value < 100 { out.append(ASCII.space) }
      if value < 10 { out.append(ASCII.space) }
    }
    if value >= 100 { out.append(digits[Int(value / 100)]) }
    if value >= 10 { out.append(digits[Int(value / 10 % 10)]) }
    out.append(digits[Int(value % 10)])
  }

  /// The swatch's colour as 8-bit sRGB (gamut-mapped), in `R G B` order, separated by
  /// `separator`.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - aligned: Whether each number takes three characters.
  ///   - out: Where the bytes go.
  static func appendRGB(_ color: PaletteColor, aligned: Bool, to out: inout [UInt8]) {
    let rgba = color.rgba8
    append(rgba.red, aligned: aligned, to: &out)
    out.append(ASCII.space)
    append(rgba.green, aligned: aligned, to: &out)
    out.append(ASCII.space)
    append(rgba.blue, aligned: aligned, to: &out)
  }
}
