public import PaletteCore

/// The Adobe Swatch Exchange format. (Placeholder until its codec lands.)
public struct ASEFormat: PaletteFormat {
  /// Creates the format.
  public init() {}
  /// `"ase"`.
  public var identifier: String { "ase" }
  /// `"Adobe Swatch Exchange"`.
  public var displayName: String { "Adobe Swatch Exchange" }
  /// `["ase"]`.
  public var fileExtensions: [String] { ["ase"] }
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
    throw PaletteError(.unknownFormat, "the ase codec is not built yet", format: "ase")
  }
  /// Not yet implemented.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    throw PaletteError(.unrepresentable, "the ase codec is not built yet", format: "ase")
  }
}
