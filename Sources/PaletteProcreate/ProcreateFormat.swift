import PaletteArchive
public import PaletteCore

/// Procreate swatches (`.swatches`): a zip holding `Swatches.json`.
///
/// Reading takes the palette's name and its slots: each colour as HSB (kept native, hue in
/// degrees) with its alpha, each empty slot (`null`) as ``ProcreateEmptySlot/swatch`` so it
/// keeps its place. The zip is read through its central directory, ZIP64 and data descriptors
/// included, as Procreate writes them.
///
/// Writing gives `Swatches.json` in an array with one palette, `null` for each empty-slot
/// swatch, colours in other models converted to HSB; only the first 30 slots are written, as
/// many as Procreate holds. See `docs/formats/procreate.md`.
public struct ProcreateFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"procreate"`.
  public var identifier: String { ProcreateFile.format }
  /// `"Procreate swatches"`.
  public var displayName: String { "Procreate swatches" }
  /// `["swatches"]`.
  public var fileExtensions: [String] { ["swatches"] }

  /// Names, the palette's name, HSB natively, alpha, at most 30 swatches; no groups, no
  /// description, no columns, no spot kinds.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.hsb], maxSwatches: ProcreateFile.slotLimit)
    capabilities.emptySlots = true
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a zip whose local headers in the prefix
  /// include `Swatches.json`; ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    ZipLocalHeaderScan(prefix).contains(anyOf: [ProcreateFile.entry]) ? .strong : .none
  }

  /// Decodes Procreate swatches.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings.
  /// - Throws: ``/PaletteCore/PaletteError`` with a byte offset for a malformed zip, with a line
  ///   and column (and the entry's name in the message) for malformed JSON or values, of kind
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when there is no `Swatches.json`.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try ProcreateArchive.read(bytes)
  }
}
