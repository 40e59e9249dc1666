public import PaletteCore

/// The Hex list format. (Placeholder until its codec lands.)
public struct HexListFormat: PaletteFormat {
  /// Creates the format.
  public init() {}
  /// `"hex"`.
  public var identifier: String { "hex" }
  /// `"Hex list"`.
  public var displayName: String { "Hex list" }
  /// `["hex"]`.
  public var fileExtensions: [String] { ["hex"] }
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
    throw PaletteError(.unknownFormat, "the hex codec is not built yet", format: "hex")
  }
  /// Not yet implemented.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    throw PaletteError(.unrepresentable, "the hex codec is not built yet", format: "hex")
  }
}
