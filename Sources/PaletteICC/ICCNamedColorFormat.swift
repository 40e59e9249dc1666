public import PaletteCore

/// ICC named-colour profiles (`.icc`, `.icm` of class `nmcl`): the spot colours of an `ncl2`
/// tag, read as a palette (read only).
///
/// Each colour becomes a spot swatch with its full name (the tag's prefix, the colour's name
/// and the tag's suffix) and its PCS value as CIE Lab (D50), XYZ PCS values converted to Lab.
/// Device values, when the tag has them, are available through
/// ``ICCProfile/namedColors``; the palette keeps the colorimetric value, the one the format
/// defines. The profile's description names the palette. Other profile classes (displays,
/// printers) are not palettes: decoding one is an error.
///
///     let palette = try ICCNamedColorFormat().decode(bytes).palette
public struct ICCNamedColorFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"icc-named"`.
  public var identifier: String { "icc-named" }

  /// `"ICC named-colour profile"`.
  public var displayName: String { "ICC named-colour profile" }

  /// `["icc", "icm"]`.
  public var fileExtensions: [String] { ["icc", "icm"] }

  /// Named Lab spot colours with a palette name; no groups, alpha or columns.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.lab], kinds: [.spot])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for the `acsp` signature at byte 36 with the
  /// named-colour class `nmcl` at byte 12, otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard prefix.count >= 40 else { return .none }
    let start = prefix.startIndex
    let acsp = prefix[(start + 36)..<(start + 40)].elementsEqual("acsp".utf8)
    let nmcl = prefix[(start + 12)..<(start + 16)].elementsEqual("nmcl".utf8)
    return acsp && nmcl ? .strong : .none
  }

  /// Decodes a named-colour profile.
  ///
  /// - Parameter bytes: The whole profile.
  /// - Returns: The palette, one spot swatch per colour, each with the byte offset of its
  ///   entry.
  /// - Throws: ``/PaletteCore/PaletteError`` as ``ICCProfile/init(bytes:)`` does, and
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a profile of another class or
  ///   without an `ncl2` tag.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    let profile = try ICCProfile(bytes: bytes)
    guard profile.deviceClass == .namedColor else {
      throw PaletteError(
        .invalidValue,
        "the profile is not a named-colour profile (class 'nmcl'): it holds no colours to read",
        format: identifier, location: .byte(offset: 12))
    }
    guard let entries = profile.namedColorEntries else {
      throw PaletteError(
        .invalidValue, "the named-colour profile has no 'ncl2' tag", format: identifier,
        location: .byte(offset: 128))
    }
    let pcsIsLab = profile.connectionSpace == .lab
    var swatches: [Swatch] = []
    for (index, color) in profile.namedColors.enumerated() {
      let lab = pcsIsLab ? color.pcs : ICCEncoding.xyzToLab(color.pcs)
      swatches.append(
        Swatch(
          name: color.name,
          color: PaletteColor(.lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))),
          kind: .spot, location: .byte(offset: entries.first + index * entries.size)))
    }
    let palette = Palette(name: profile.profileDescription, swatches: swatches)
    return DecodedPalette(palette: palette)
  }
}
