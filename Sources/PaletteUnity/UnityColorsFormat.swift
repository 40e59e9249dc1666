public import PaletteCore

/// Unity's colour preset libraries (`.colors`): the swatches of the Unity editor's colour
/// picker, saved as a YAML asset (`ColorPresetLibrary`).
///
/// ```
/// %YAML 1.1
/// %TAG !u! tag:unity3d.com,2011:
/// --- !u!114 &1
/// MonoBehaviour:
///   m_Name: Harbour
///   m_Presets:
///   - m_Name: Deep
///     m_Color: {r: 0.050980393, g: 0.23137255, b: 0.4, a: 1}
/// ```
///
/// Reading keeps each component as written, as a `Float` (Unity's own type), the library's
/// `m_Name` as the palette name and each preset's `m_Name` as its swatch's; an empty name is
/// no name. Components are sRGB 0...1; values outside (Unity's HDR colours) are kept with a
/// warning. Writing writes the asset Unity writes, with each number the shortest text that
/// reads back as the same `Float`. `docs/formats/unity-colors.md` has the details.
///
///     let decoded = try UnityColorsFormat().decode(bytes)
///     print(decoded.palette.allSwatches.count)
public struct UnityColorsFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"unity-colors"`.
  public var identifier: String { "unity-colors" }
  /// `"Unity colour preset library"`.
  public var displayName: String { "Unity colour preset library" }
  /// `["colors"]` (shared with KDE palettes: the content tells them apart).
  public var fileExtensions: [String] { ["colors"] }

  /// Swatch names, the palette name and alpha, in sRGB; no description, columns or groups.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the file starts with `%YAML`, declares
  /// Unity's tag prefix (`tag:unity3d.com`) and holds `m_Presets:`;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var body = prefix[...]
    if ASCII.hasByteOrderMark(body) { body = body.dropFirst(ASCII.byteOrderMark.count) }
    guard body.starts(with: Array("%YAML".utf8)) else { return .none }
    let text = Array(body)
    return Self.contains(text, "tag:unity3d.com") && Self.contains(text, "m_Presets:")
      ? .strong : .none
  }

  private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count)
    where bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// Decodes a colour preset library.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette (one unnamed group) and warnings: `unity-colors.out-of-range` for
  ///   components outside 0...1, `unity-colors.unknown-member` for preset members Unity does
  ///   not write, `unity-colors.extra-document` for documents after the first.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: YAML the reader does not
  ///   read (see the format's page), ``/PaletteCore/PaletteError/Kind/invalidSignature`` when
  ///   the document is not a `MonoBehaviour` with `m_Presets`,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a preset or component of the wrong
  ///   shape, a number that is not one, or one that is not finite.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try UnityColorsReader.read(bytes)
  }

  /// Names as written: an empty name is read back as none.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WrittenNames(
      palette: palette.name.flatMap { $0.isEmpty ? nil : $0 },
      groups: palette.groups.map { _ in nil },
      swatches: palette.allSwatches.map { $0.name.flatMap { $0.isEmpty ? nil : $0 } })
  }

  /// Encodes a palette as the asset Unity writes: its header, then one `m_Name` and `m_Color`
  /// per swatch; LF line breaks.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped; groups are flattened.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` when a component or alpha is
  ///   NaN or infinite.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try UnityColorsWriter.write(palette)
  }
}
