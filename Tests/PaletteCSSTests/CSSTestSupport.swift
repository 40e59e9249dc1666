import PaletteCSS
import PaletteCore
import Testing

/// Helpers shared by the CSS tests.
enum CSS {
  static let format = CSSVariablesFormat()

  /// Decodes CSS text.
  static func decode(_ text: String) throws -> DecodedPalette {
    try format.decode(Array(text.utf8))
  }

  /// The colour of `--x: <value>;` inside `:root`, or `nil` when it was skipped.
  static func color(_ value: String) throws -> PaletteColor? {
    let result = try decode(":root { --x: \(value); }")
    return result.palette.allSwatches.first?.color
  }

  /// The warning codes a single value produces.
  static func warnings(_ value: String) throws -> [String] {
    try decode(":root { --x: \(value); }").warnings.map(\.code)
  }

  /// The components of a colour as doubles.
  static func values(_ color: PaletteColor?) -> [Double] {
    color?.components.values.map(Double.init) ?? []
  }
}

/// Whether two arrays of numbers agree within `tolerance`.
func close(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
