public import PaletteCore

/// iTerm2 colour presets (`.itermcolors`): an XML property list of the terminal's colours,
/// each a dictionary of red, green, blue and alpha components in sRGB or Display P3.
///
/// ```
/// <plist version="1.0">
/// <dict>
///   <key>Ansi 0 Color</key>
///   <dict>
///     <key>Blue Component</key><real>0.12941177</real>
///     <key>Color Space</key><string>sRGB</string>
///     …
/// ```
///
/// Reading gives one swatch per terminal role the file holds, in the roles' order (the
/// sixteen ANSI colours, background, foreground, cursor, selection background, cursor text,
/// selection foreground), named after the role (`bright-red`, `selection-background`). P3
/// colours stay Display P3; colours without a colour space (older presets, which iTerm2 reads
/// as calibrated RGB) are converted from Apple's Generic RGB to sRGB, with a note. iTerm2's
/// other colours (bold, link, badge, tab, underline, cursor guide) are passed over with a note.
/// A preset with separate light and dark colours (iTerm2 3.5) gives each role its dark-mode
/// colour as the swatch's dark appearance variant, and is written so again.
/// Writing writes all twenty-two roles, mapped from any palette by the rule the terminal
/// formats share (`docs/formats/iterm.md`).
///
///     let decoded = try ITermColorsFormat().decode(bytes)
public struct ITermColorsFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"iterm"`.
  public var identifier: String { "iterm" }
  /// `"iTerm2 colour preset"`.
  public var displayName: String { "iTerm2 colour preset" }
  /// `["itermcolors"]`.
  public var fileExtensions: [String] { ["itermcolors"] }

  /// Twenty-two colours named by role, always written, in sRGB or Display P3 with alpha, and
  /// their dark-mode variants; no palette name or description.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb, .displayP3], maxSwatches: 22,
      appearances: [.dark])
    capabilities.requiredSwatches = 22
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the root element is `<plist>` and one of
  /// iTerm2's colour keys (`Ansi 0 Color`, `Background Color`, `Foreground Color`) follows;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    guard let root = XMLRootSniffer(prefix), root.name == "plist" else { return .none }
    let keys = ["<key>Ansi 0 Color</key>", "<key>Background Color</key>", "Foreground Color"]
    return keys.contains(where: root.restContains) ? .strong : .none
  }

  /// Decodes a colour preset.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and warnings: `iterm.repeated-role`; notes `iterm.other-key` and
  ///   `iterm.calibrated`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed XML, a root
  ///   that is not a property list of one dictionary, a colour without a component, a
  ///   component that is not a finite number, an unknown colour space.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = try ITermColorsReader(bytes)
    return try reader.read()
  }

  /// Each swatch's role, which it is read back named after, the roles' order, the swatches no
  /// role takes and the roles the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    ITermColorsWriter.writtenNames(of: palette)
  }

  /// Encodes a palette as a colour preset; tabs and LF line breaks, as iTerm2 writes.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try ITermColorsWriter.write(palette)
  }
}
