public import PaletteCore

/// VS Code colour themes (`*-color-theme.json`), read: the workbench `colors`, the
/// `tokenColors` rules and the `semanticTokenColors`, each colour a named swatch.
///
/// ```
/// {
///   // Comments and trailing commas are accepted, as VS Code accepts them.
///   "name": "Harbour",
///   "type": "dark",
///   "colors": { "editor.background": "#1D1F21", "editor.foreground": "#C5C8C6", },
///   "tokenColors": [
///     { "name": "Comment", "scope": "comment", "settings": { "foreground": "#707880" } }
///   ]
/// }
/// ```
///
/// A `colors` key becomes a swatch of that name (`editor.background`) in a group named by its
/// first segment (`editor`); keys without a dot (`foreground`, `focusBorder`) stay outside
/// any group. A token colour rule gives a swatch for its `foreground`, named by its `name`,
/// else its `scope` (a list joined by `, `), and one for each other colour of its `settings`
/// with the key after the name (`Comment (background)`), in a group `tokenColors`;
/// `semanticTokenColors` likewise, by selector. Colours are `#RGB`, `#RGBA`, `#RRGGBB` or
/// `#RRGGBBAA`. A theme's `include` is reported, not followed.
///
///     let decoded = try VSCodeThemeFormat().decode(bytes)
public struct VSCodeThemeFormat: PaletteDecoder {
  /// Creates the format.
  public init() {}

  /// `"vscode-theme"`.
  public var identifier: String { "vscode-theme" }
  /// `"VS Code colour theme"`.
  public var displayName: String { "VS Code colour theme" }
  /// `["json"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["json"] }

  /// What reading gives: named swatches in groups, 8-bit sRGB with alpha, the theme's name.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object (comments allowed) that
  /// names VS Code's theme schema or has a `"tokenColors"` member, or a `"colors"` member
  /// beside a workbench key such as `"editor.background"`; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var body = prefix
    if ASCII.hasByteOrderMark(body) { body = body.dropFirst(ASCII.byteOrderMark.count) }
    while let first = body.first {
      if ASCII.isBlank(first) || first == 0x0A || first == 0x0D {
        body = body.dropFirst()
      } else if body.starts(with: "//".utf8) {
        body = body.drop(while: { $0 != 0x0A })
      } else if body.starts(with: "/*".utf8) {
        guard let end = body.dropFirst(2).firstRange(of: "*/".utf8) else { return .none }
        body = body[end.upperBound...]
      } else {
        break
      }
    }
    guard body.first == UInt8(ascii: "{") else { return .none }
    let text = String(decoding: body, as: UTF8.self)
    if text.contains("vscode://schemas/color-theme") || text.contains("\"tokenColors\"") {
      return .strong
    }
    guard text.contains("\"colors\"") else { return .none }
    let workbenchKeys = [
      "\"editor.background\"", "\"editor.foreground\"", "\"activityBar.background\"",
      "\"statusBar.background\"", "\"sideBar.background\"", "\"terminal.ansiBlack\"",
    ]
    return workbenchKeys.contains { text.contains($0) } ? .strong : .none
  }

  /// Decodes a theme.
  ///
  /// - Parameter bytes: The whole file, UTF-8 JSON with comments.
  /// - Returns: The palette and warnings: `vscode-theme.include`, `vscode-theme.invalid-color`,
  ///   `vscode-theme.unknown-member`, `vscode-theme.duplicate-key`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON (an
  ///   unclosed comment, invalid UTF-8), a root that is not an object, a member of the wrong
  ///   type.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = VSCodeThemeReader(format: identifier)
    return try reader.read(bytes)
  }
}
