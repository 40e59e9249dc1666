import Foundation
import PaletteCore

/// The values a Simple Color Palette holds, restated: each sRGB component as linear light
/// (the IEC 61966-2-1 curve on the magnitude, the sign kept) rounded half to even to 5
/// decimals of its shortest decimal text, and back; opacity rounded the same way and clamped
/// to 0...1. Applied to a colour the reader gave, it changes nothing.
enum ColorPaletteGrid {
  static func normalize(_ palette: Palette) -> Palette {
    var result = palette
    if result.name == "" { result.name = nil }
    result.mapSwatches { swatch in
      if swatch.name == "" { swatch.name = nil }
      let values = swatch.color.converted(to: .srgb).components.values
      guard values.allSatisfy(\.isFinite), swatch.color.alpha.isFinite else { return }
      let rgb = values.map { encode(grid(linear(Double($0)).description)) }
      let alpha = min(max(grid(swatch.color.alpha.description), 0), 1)
      swatch.color = .srgb(rgb[0], rgb[1], rgb[2], alpha: Float(alpha))
    }
    return result
  }

  /// A decimal text rounded half to even to 5 places, as a `Double`.
  private static func grid(_ text: String) -> Double {
    guard var value = Decimal(string: text) else { return .nan }
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 5, .bankers)
    return Double(rounded.description) ?? .nan
  }

  private static func linear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -result : result
  }

  private static func encode(_ value: Double) -> Float {
    let magnitude = abs(value)
    let result =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1 + 1.055 * (pow(magnitude, 1 / 2.4) - 1)
    return Float(value < 0 ? -result : result)
  }
}
