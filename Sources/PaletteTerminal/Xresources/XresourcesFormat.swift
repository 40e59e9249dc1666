public import PaletteCore

/// The terminal colours of X resources (`.Xresources`, `.Xdefaults`): `*.color0: #rrggbb`
/// lines, as xterm, URxvt and other X terminals read them.
///
/// ```
/// *.foreground: #cdd6f4
/// *.background: #1e1e2e
/// *.color0: #45475a
/// ```
///
/// Reading takes the resources whose last component is `color0` … `color15`, `background`,
/// `foreground` or `cursorColor`, whatever class or instance is in front (`*`, `URxvt.`,
/// `XTerm*`), `#rrggbb` or `rgb:rr/gg/bb`, or a `#define`d name of one; other resources and
/// directives are passed over with a note. Writing writes the nineteen roles X resources hold,
/// as `*.name: #rrggbb`.
/// A palette is mapped onto the roles by the rule the terminal formats share
/// (`docs/formats/terminal-roles.md`); `docs/formats/xresources.md` has the details.
///
///     let decoded = try XresourcesFormat().decode(bytes)
public struct XresourcesFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"xresources"`.
  public var identifier: String { "xresources" }
  /// `"X resources terminal colours"`.
  public var displayName: String { "X resources terminal colours" }
  /// `["xresources", "xdefaults"]`.
  public var fileExtensions: [String] { ["xresources", "xdefaults"] }

  /// 19 8-bit sRGB colours named by role, always written; no alpha.
  public var capabilities: FormatCapabilities {
    var capabilities = FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], maxSwatches: 19)
    capabilities.requiredSwatches = 19
    return capabilities
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when a line's resource ends in `color0`
  /// to `color15`, `background` or `foreground` before its `:`;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    SchemeSniff.hasLine(prefix) { line in
      guard let colon = line.firstIndex(of: ":") else { return false }
      let resource = line[..<colon].filter { $0 != " " && $0 != "\t" }
      guard resource.contains(where: { $0 == "*" || $0 == "." }),
        resource.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "*._-".contains($0)) })
      else { return false }
      let name = resource.split(whereSeparator: { $0 == "." || $0 == "*" }).last ?? ""
      return name == "foreground" || name == "background"
        || (name.count > 5 && name.hasPrefix("color") && name.dropFirst(5).allSatisfy(\.isNumber))
    } ? .strong : .none
  }

  /// Decodes a theme.
  ///
  /// - Parameter bytes: The whole file, UTF-8.
  /// - Returns: The palette and warnings: `xresources.repeated-role`; note `xresources.other-setting`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: invalid UTF-8, a line without `:`, a colour of another form.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try XresourcesScheme.read(bytes)
  }

  /// Each swatch's role, which it is read back named after, the roles' order, the swatches no
  /// role takes and the roles the writer fills.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names and order as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    XresourcesScheme.writtenNames(of: palette)
  }

  /// Encodes a palette as a theme; LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try SchemeMapping.requireColors(palette, format: identifier)
    return try XresourcesScheme.write(palette)
  }
}
