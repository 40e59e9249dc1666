public import PaletteCore

/// The CSS custom properties format. (Placeholder until its codec lands.)
public struct CSSVariablesFormat: PaletteFormat {
  /// Creates the format.
  public init() {}
  /// `"css"`.
  public var identifier: String { "css" }
  /// `"CSS custom properties"`.
  public var displayName: String { "CSS custom properties" }
  /// `["css"]`.
  public var fileExtensions: [String] { ["css"] }
  /// Nothing yet.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      canDecode: false, canEncode: false, swatchNames: false, paletteName: false,
      paletteDescription: false, columns: false, groups: false, alpha: false, models: [])
  }
  /// Never matches yet.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence { .none }
  /// Not yet implemented.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    throw PaletteError(.unknownFormat, "the css codec is not built yet", format: "css")
  }
  /// Not yet implemented.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    throw PaletteError(.unrepresentable, "the css codec is not built yet", format: "css")
  }
}
