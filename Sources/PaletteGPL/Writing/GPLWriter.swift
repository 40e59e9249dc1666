import PaletteCore

/// Writes a palette in the shape GIMP itself writes, byte for byte deterministic.
///
/// `GIMP Palette`, `Name:` and `Columns:` (when known), `Channels: RGBA` only with the alpha
/// column, a lone `#`, the description as `# ` comment lines, then one
/// `%3d %3d %3d\t<name>` line per swatch. LF line breaks, UTF-8, no byte order mark.
struct GPLWriter {
  /// The name written for a swatch without one, as GIMP, Krita and Aseprite write it.
  static let placeholderName = "Untitled"

  /// A swatch's name as written: on one line, ``placeholderName`` when nothing is left.
  static func swatchName(_ name: String?) -> [UInt8] {
    let bytes = SingleLine.bytes(name ?? "")
    return bytes.isEmpty ? Array(placeholderName.utf8) : bytes
  }

  /// The largest column count GIMP accepts; larger counts are written as this.
  static let maxColumns = 256

  /// Whether to write Aseprite's `Channels: RGBA` header and a fourth, alpha column.
  var includeAlpha: Bool

  private static let digits: [UInt8] = Array("0123456789".utf8)

  /// Writes `palette`.
  ///
  /// Colours go through ``PaletteColor/rgba8`` (gamut-mapped); groups are flattened.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches and the length of the text.
  func write(_ palette: Palette) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + palette.swatchCount * 24)
    out.append(contentsOf: "GIMP Palette\n".utf8)
    if let name = palette.name {
      out.append(contentsOf: "Name: ".utf8)
      out.append(contentsOf: SingleLine.bytes(name))
      out.append(ASCII.lineFeed)
      if let columns = palette.columns {
        out.append(contentsOf: "Columns: ".utf8)
        out.append(contentsOf: String(min(max(columns, 0), Self.maxColumns)).utf8)
        out.append(ASCII.lineFeed)
      }
    }
    if includeAlpha {
      out.append(contentsOf: "Channels: RGBA\n".utf8)
    }
    out.append(contentsOf: "#\n".utf8)
    if let description = palette.description {
      for line in Self.lines(of: description) {
        out.append(ASCII.hash)
        if !line.isEmpty {
          out.append(ASCII.space)
          out.append(contentsOf: line)
        }
        out.append(ASCII.lineFeed)
      }
    }
    for group in palette.groups {
      for swatch in group.swatches {
        let color = swatch.color.rgba8
        Self.appendNumber(color.red, to: &out)
        out.append(ASCII.space)
        Self.appendNumber(color.green, to: &out)
        out.append(ASCII.space)
        Self.appendNumber(color.blue, to: &out)
        if includeAlpha {
          out.append(ASCII.space)
          Self.appendNumber(color.alpha, to: &out)
        }
        out.append(ASCII.tab)
        out.append(contentsOf: Self.swatchName(swatch.name))
        out.append(ASCII.lineFeed)
      }
    }
    return out
  }

  /// `value` right-aligned in three characters, as C's `%3d`.
  private static func appendNumber(_ value: UInt8, to out: inout [UInt8]) {
    if value < 100 { out.append(ASCII.space) }
    if value < 10 { out.append(ASCII.space) }
    if value >= 100 { out.append(digits[Int(value / 100)]) }
    if value >= 10 { out.append(digits[Int(value / 10 % 10)]) }
    out.append(digits[Int(value % 10)])
  }

  /// The lines of `text` (``PaletteCore/ControlCharacters/lines(_:)``: split at every line
  /// break, other control characters replaced) as UTF-8, without empty lines at the start or
  /// the end: the reader drops those, so writing them would make a second write differ from
  /// the first.
  private static func lines(of text: String) -> [[UInt8]] {
    let result = ControlCharacters.lines(text).map { Array($0.utf8) }
    guard let first = result.firstIndex(where: { !$0.isEmpty }),
      let last = result.lastIndex(where: { !$0.isEmpty })
    else { return [] }
    return Array(result[first...last])
  }
}
