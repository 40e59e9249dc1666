import PaletteCore

/// Writes a palette as CSV (RFC 4180): a header row, one row per swatch, CRLF line breaks.
///
/// The columns are `name` and `hex`, then only what the palette needs: `r,g,b` (0...255, as
/// many decimals as read back exactly) when an sRGB colour is not an 8-bit one, `c,m,y,k`
/// (0...100) for CMYK colours, `L*,a*,b*` for Lab colours, `alpha` (0...1) when a colour is
/// not opaque, and `group` when a group has a name. The hex column always holds the colour as
/// 8-bit sRGB; a reader takes the model columns first. Control characters in names are
/// replaced (line breaks and tabs by spaces), so that every row is one line of text.
struct CSVWriter {
  private static let lineBreak: [UInt8] = [ASCII.carriageReturn, ASCII.lineFeed]

  /// The colour as written: sRGB, CMYK and Lab as they are, other models (and sRGB outside
  /// 0...1) converted and gamut-mapped into sRGB (``/PaletteCore/PaletteColor/srgbInGamut``);
  /// components and alpha clamped into the ranges a reader accepts (NaN as 0), so that the hex
  /// column is the approximation of the values written beside it.
  static func writtenColor(_ color: PaletteColor) -> PaletteColor {
    var converted = color
    let inRange: Bool
    switch color.components {
    case .srgb(let red, let green, let blue):
      inRange = [red, green, blue].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }
    case .cmyk, .lab: inRange = true
    default: inRange = false
    }
    if !inRange {
      let rgb = color.srgbInGamut
      converted = .srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: color.alpha)
    }
    let components: ColorComponents
    switch converted.components {
    case .srgb(let red, let green, let blue):
      components = .srgb(red: unit(red), green: unit(green), blue: unit(blue))
    case .cmyk(let cyan, let magenta, let yellow, let black):
      components = .cmyk(
        cyan: unit(cyan), magenta: unit(magenta), yellow: unit(yellow), black: unit(black))
    case .lab(let l, let a, let b):
      components = .lab(l: min(max(finite(l), 0), 100), a: finite(a), b: finite(b))
    default:
      components = converted.components
    }
    return PaletteColor(components, alpha: unit(converted.alpha))
  }

  /// Writes `palette`.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches and the length of the text.
  func write(_ palette: Palette) -> [UInt8] {
    let rows = palette.groups.flatMap { group in
      group.swatches.map { (group: group.name, swatch: $0, color: Self.writtenColor($0.color)) }
    }
    let needsRGB = rows.contains { row in
      guard case .srgb(let red, let green, let blue) = row.color.components else { return false }
      return [red, green, blue].contains { PaletteColor.exactByte(of: $0) == nil }
    }
    let hasCMYK = rows.contains { $0.color.model == .cmyk }
    let hasLab = rows.contains { $0.color.model == .lab }
    let hasAlpha = rows.contains { $0.color.hasAlpha }
    let hasGroups = rows.contains { !($0.group ?? "").isEmpty }

    var header = ["name", "hex"]
    if needsRGB { header += ["r", "g", "b"] }
    if hasCMYK { header += ["c", "m", "y", "k"] }
    if hasLab { header += ["L*", "a*", "b*"] }
    if hasAlpha { header.append("alpha") }
    if hasGroups { header.append("group") }

    var out: [UInt8] = []
    out.reserveCapacity(64 + rows.count * 32)
    Self.appendRow(header, to: &out)
    for row in rows {
      let color = row.color
      var fields = [
        ControlCharacters.oneLine(row.swatch.name ?? ""), color.rgba8.hexString(),
      ]
      var rgb = ["", "", ""]
      var cmyk = ["", "", "", ""]
      var lab = ["", "", ""]
      switch color.components {
      case .srgb(let red, let green, let blue):
        rgb = [red, green, blue].map {
          DecimalText.exact($0, scale: 255) { Float($0 / 255) }
        }
      case .cmyk(let cyan, let magenta, let yellow, let black):
        cmyk = [cyan, magenta, yellow, black].map {
          DecimalText.exact($0, scale: 100) { Float($0 / 100) }
        }
      case .lab(let l, let a, let b):
        lab = [l, a, b].map {
          DecimalText.exact($0) { Float($0) }
        }
      default:
        break
      }
      if needsRGB { fields += rgb }
      if hasCMYK { fields += cmyk }
      if hasLab { fields += lab }
      if hasAlpha { fields.append(DecimalText.exact(color.alpha) { Float($0) }) }
      if hasGroups { fields.append(ControlCharacters.oneLine(row.group ?? "")) }
      Self.appendRow(fields, to: &out)
    }
    return out
  }

  private static func unit(_ value: Float) -> Float {
    min(max(finite(value), 0), 1)
  }

  /// `value`, with NaN and the infinities as 0 and `-0` as 0.
  private static func finite(_ value: Float) -> Float {
    value.isFinite && value != 0 ? value : 0
  }

  private static func appendRow(_ fields: [String], to out: inout [UInt8]) {
    for (index, field) in fields.enumerated() {
      if index > 0 { out.append(CSVSyntax.comma) }
      appendField(field, to: &out)
    }
    out.append(contentsOf: lineBreak)
  }

  /// A field, in quotes when it holds a comma, a quote or a line break, or starts or ends
  /// with a space or tab (which an unquoted field loses on reading).
  private static func appendField(_ field: String, to out: inout [UInt8]) {
    let bytes = Array(field.utf8)
    let needsQuotes =
      bytes.contains {
        $0 == CSVSyntax.comma || $0 == CSVSyntax.quote || $0 == ASCII.lineFeed
          || $0 == ASCII.carriageReturn
      } || bytes.first.map(ASCII.isBlank) == true || bytes.last.map(ASCII.isBlank) == true
    guard needsQuotes else {
      out.append(contentsOf: bytes)
      return
    }
    out.append(CSVSyntax.quote)
    for byte in bytes {
      if byte == CSVSyntax.quote { out.append(CSVSyntax.quote) }
      out.append(byte)
    }
    out.append(CSVSyntax.quote)
  }
}
