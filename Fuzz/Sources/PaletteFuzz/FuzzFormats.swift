import PaletteASE
import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteJSON

/// The formats under test, by the names `Fuzz/run.sh` uses.
enum FuzzFormats {
  /// Every format, each in its default configuration.
  static let all: [any PaletteFormat] = [
    ASEFormat(), GPLFormat(), JSONPaletteFormat(), CSSVariablesFormat(), HexListFormat(),
    PaintNetFormat(),
  ]

  /// The names of the formats.
  static var names: [String] { all.map(\.identifier) }

  /// The format called `name`, if any.
  ///
  /// - Parameter name: A format identifier.
  /// - Returns: The format.
  static func named(_ name: String) -> (any PaletteFormat)? {
    all.first { $0.identifier == name }
  }
}
