public import PaletteCore

/// Windows Terminal colour schemes: the JSON object a `schemes` array of its settings holds,
/// a `name` and twenty `#RRGGBB` colours.
///
/// ```
/// {
///     "name": "Harbour",
///     "background": "#1D1F21",
///     "foreground": "#C5C8C6",
///     "black": "#1D1F21",
///     …
/// }
/// ```
///
/// Reading takes a scheme object, or a settings file's `schemes` array (its first scheme),
/// and gives one swatch per role in the terminal roles' order, named after the role
/// (`purple` is read as `magenta`, `brightPurple` as `bright-magenta`, `cursorColor` as
/// `cursor`, `selectionBackground` as `selection-background`). Writing writes all twenty,
/// mapped from any palette by the rule the terminal formats share
/// (`docs/formats/windows-terminal.md`).
///
///     let json = try WindowsTerminalFormat().encode(palette)
public struct WindowsTerminalFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"windows-terminal"`.
  public var identifier: String { "windows-terminal" }
  /// `"Windows Terminal colour scheme"`.
  public var displayName: String { "Windows Terminal colour scheme" }
  /// `["json"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["json"] }

  /// Twenty 8-bit sRGB colours named by role, always written, and the scheme's name; no
  /// alpha.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: 20)
    capabilities.requiredSwatches = 20
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object holding the members
  /// `"brightBlack"` and `"background"` (Windows Terminal's names); otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var body = prefix
    if ASCII.hasByteOrderMark(body) { body = body.dropFirst(ASCII.byteOrderMark.count) }
    while let first = body.first, ASCII.isBlank(first) || first == 0x0A || first == 0x0D {
      body = body.dropFirst()
    }
    guard body.first == UInt8(ascii: "{") else { return .none }
    let text = String(decoding: body, as: UTF8.self)
    return text.contains("\"brightBlack\"") && text.contains("\"background\"") ? .strong : .none
  }

  /// Decodes a scheme.
  ///
  /// - Parameter bytes: The whole file, UTF-8 JSON.
  /// - Returns: The palette and warnings: `windows-terminal.unknown-member`,
  ///   `windows-terminal.missing-role`, `windows-terminal.repeated-role`,
  ///   `windows-terminal.duplicate-key`, `windows-terminal.more-schemes`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, a root
  ///   that is not an object, a colour that is not `#RRGGBB` or `#RGB`.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try WindowsTerminalReader.read(bytes)
  }

  /// Each swatch's role, which it is read back named after, the roles' order, the swatches no
  /// role takes and the roles the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    WindowsTerminalWriter.writtenNames(of: palette)
  }

  /// Encodes a palette as a scheme object, indented by four spaces as Windows Terminal's
  /// settings are; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try WindowsTerminalWriter.write(palette)
  }
}
