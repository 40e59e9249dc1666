public import PaletteCore

/// The GIMP palette format. (Placeholder until its codec lands.)
public struct GPLFormat: PaletteFormat {
  /// Creates the format.
  public init() {}
  /// `"gpl"`.
  public var identifier: String { "gpl" }
  /// `"GIMP palette"`.
  public var displayName: String { "GIMP palette" }
  /// `["gpl"]`.
  public var fileExtensions: [String] { ["gpl"] }
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
    throw PaletteError(.unknownFormat, "the gpl codec is not built yet", format: "gpl")
  }
  /// Not yet implemented.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    throw PaletteError(.unrepresentable, "the gpl codec is not built yet", format: "gpl")
  }
}
