import PaletteCore

/// Writes `Swatches.json`: an array holding one palette object with its `name` (when the
/// palette has one) and its slots, `null` for each empty slot (``ProcreateEmptySlot``).
///
/// Each colour is written as `hue`, `saturation`, `brightness` (fractions 0...1), `alpha`
/// and `colorSpace` 0, the members every Procreate version reads; a swatch's name is written
/// when it has one. Colours in other models are converted to HSB over sRGB (gamut mapped).
/// Only the first 30 slots are written, as many as Procreate holds.
enum ProcreateSwatchesWriter {
  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    let swatches = palette.allSwatches.prefix(ProcreateFile.slotLimit)
    var out = "[\n  {\n"
    if let name = palette.name {
      out += "    \"name\": \(DiagnosticRenderer.jsonString(name)),\n"
    }
    if swatches.isEmpty {
      out += "    \"swatches\": []\n  }\n]\n"
      return Array(out.utf8)
    }
    out += "    \"swatches\": [\n"
    for (index, swatch) in swatches.enumerated() {
      let last = index == swatches.count - 1
      if ProcreateEmptySlot.isEmptySlot(swatch) {
        out += last ? "      null\n" : "      null,\n"
        continue
      }
      let (hue, saturation, brightness) = try hsb(swatch, index: index)
      // An unnamed transparent black would read back as an empty slot: it is written as one,
      // so the file is the same when written again.
      let asRead = Swatch(
        color: PaletteColor(
          .hsb(hue: hue, saturation: saturation, brightness: brightness),
          alpha: swatch.color.alpha))
      if swatch.name == nil && ProcreateEmptySlot.isEmptySlot(asRead) {
        out += last ? "      null\n" : "      null,\n"
        continue
      }
      out += "      {\n"
      if let name = swatch.name {
        out += "        \"name\": \(DiagnosticRenderer.jsonString(name)),\n"
      }
      out += "        \"hue\": \(number(hue, scale: 1.0 / 360) { Float($0 * 360) }),\n"
      out += "        \"saturation\": \(number(saturation)),\n"
      out += "        \"brightness\": \(number(brightness)),\n"
      out += "        \"alpha\": \(number(swatch.color.alpha)),\n"
      out += "        \"colorSpace\": 0\n"
      out += last ? "      }\n" : "      },\n"
    }
    out += "    ]\n  }\n]\n"
    return Array(out.utf8)
  }

  /// A colour as the writer holds it: HSB as it is; another model gamut-mapped into sRGB, then
  /// converted to HSB.
  ///
  /// - Parameter color: Any colour.
  /// - Returns: An HSB colour with the same alpha.
  static func hsbColor(_ color: PaletteColor) -> PaletteColor {
    guard color.model != .hsb else { return color }
    let rgb = color.srgbInGamut
    return PaletteColor.srgb(Float(rgb.x), Float(rgb.y), Float(rgb.z), alpha: color.alpha)
      .converted(to: .hsb)
  }

  /// The swatch's HSB values, converted when it is in another model.
  private static func hsb(
    _ swatch: Swatch, index: Int
  ) throws(PaletteError) -> (Float, Float, Float) {
    let values = hsbColor(swatch.color).components.values
    guard values.allSatisfy(\.isFinite), swatch.color.alpha.isFinite else {
      throw PaletteError(
        .unrepresentable,
        "swatch \(index + 1) ('\(swatch.name ?? "unnamed")') has a NaN or infinite value, which JSON cannot hold",
        format: ProcreateFile.format)
    }
    return (values[0], values[1], values[2])
  }

  /// The shortest text that reads back as the same `Float` through `decode`; negative zero
  /// keeps its sign.
  private static func number(
    _ value: Float, scale: Double = 1, decode: (Double) -> Float = { Float($0) }
  ) -> String {
    value == 0 && value.sign == .minus
      ? "-0" : DecimalText.exact(value, scale: scale, decode: decode)
  }
}
