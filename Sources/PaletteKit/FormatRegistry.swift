public import PaletteASE
public import PaletteCSS
public import PaletteCore
public import PaletteGPL
public import PaletteHex
public import PaletteJSON

/// The formats palconv knows, as an explicit list. (Placeholder until the CLI issue.)
public struct FormatRegistry: Sendable {
  /// The formats in detection priority order.
  public var formats: [any PaletteFormat]

  /// The built-in formats.
  public static let builtIn = FormatRegistry(formats: [
    ASEFormat(), JSONPaletteFormat(), GPLFormat(), CSSVariablesFormat(), HexListFormat(),
  ])

  /// Creates a registry.
  ///
  /// - Parameter formats: The formats in detection priority order.
  public init(formats: [any PaletteFormat]) {
    self.formats = formats
  }
}
