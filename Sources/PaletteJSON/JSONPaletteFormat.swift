public import PaletteCore

/// The palconv JSON format. (Placeholder until its codec lands.)
public struct JSONPaletteFormat: PaletteFormat {
  /// Creates the format.
  public init() {}
  /// `"json"`.
  public var identifier: String { "json" }
  /// `"palconv JSON"`.
  public var displayName: String { "palconv JSON" }
  /// `["json"]`.
  public var fileExtensions: [String] { ["json"] }
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
    throw PaletteError(.unknownFormat, "the json codec is not built yet", format: "json")
  }
  /// Not yet implemented.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    throw PaletteError(.unrepresentable, "the json codec is not built yet", format: "json")
  }
}
