import PaletteCore
import PaletteKit

/// The built-in formats by identifier, as the CLI sees them.
enum Formats {
  /// The format called `identifier`; a test that names an unknown one fails on its own
  /// assertions through the placeholder's error.
  static func named(_ identifier: String) -> any PaletteFormat {
    FormatRegistry.builtIn.format(named: identifier) ?? Missing(identifier: identifier)
  }

  /// Stands in for a format the registry lacks: decoding always throws `unknownFormat`.
  struct Missing: PaletteFormat {
    var identifier: String
    var displayName: String { identifier }
    var fileExtensions: [String] { [] }
    var capabilities: FormatCapabilities {
      FormatCapabilities(
        canDecode: false, canEncode: false, swatchNames: false, paletteName: false,
        paletteDescription: false, columns: false, groups: false, alpha: false, models: [])
    }
    func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence { .none }
    func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
      throw PaletteError(.unknownFormat, "no format '\(identifier)'")
    }
    func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
      throw PaletteError(.unknownFormat, "no format '\(identifier)'")
    }
  }
}
