public import PaletteCore

/// Figma variables as the REST API gives them (`GET /v1/files/:key/variables/local`) and
/// teams save them: `meta.variableCollections` and `meta.variables`, read and written.
///
/// ```
/// {"status": 200, "error": false, "meta": {
///   "variableCollections": {"VariableCollectionId:1:0": {"name": "Theme",
///     "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}],
///     "defaultModeId": "1:0", …}},
///   "variables": {"VariableID:1:1": {"name": "Text/Primary", "resolvedType": "COLOR",
///     "variableCollectionId": "VariableCollectionId:1:0",
///     "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1},
///                      "1:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:2:7"}}, …}}}}
/// ```
///
/// Reading takes the whole response or its `meta` object alone. Each collection becomes a
/// group named after it; each `COLOR` variable a swatch named by its full name (`Text/Primary`,
/// slashes and all: groups do not nest). The colour is the light mode's (a mode named
/// `Light`), else the default mode's; modes named `Dark`, `High Contrast`, `Dark High
/// Contrast` (in any case and common spelling) give the appearance variants. Other modes (a
/// brand, a density) are not read, and a warning names them. Aliases are resolved, in time
/// linear in the variables; a cycle or a target the file does not have is a warning with the
/// path, and the colour is left out. Variables of other types are counted in one warning.
///
/// Writing gives the same shape: a collection per group (`Colors` for swatches outside any),
/// modes `Light` and then `Dark`, `Light High Contrast`, `Dark High Contrast` as the group's
/// swatches need them, a `COLOR` variable per swatch with a value in every mode, ids numbered
/// in order (`VariableCollectionId:1:0`, `1:0`, `VariableID:1:1`), so the same palette always
/// gives the same bytes. `docs/formats/figma-variables.md` has the details.
///
///     let json = try FigmaVariablesFormat().encode(palette)
public struct FigmaVariablesFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"figma-variables"`.
  public var identifier: String { "figma-variables" }
  /// `"Figma variables (REST API JSON)"`.
  public var displayName: String { "Figma variables (REST API JSON)" }
  /// `["json"]`: the extension is shared with other formats, so detection reads the content.
  public var fileExtensions: [String] { ["json"] }

  /// Names, groups, alpha and every appearance, in sRGB; no palette name or description.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb], appearances: Set(Appearance.allCases))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` for a JSON object with a top-level
  /// `variableCollections`, or a `meta` object holding `variableCollections` or `variables`
  /// of objects with a `valuesByMode` or `modes`; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let scan = JSONPrefixScan.scan(prefix)
    guard scan.rootIsObject else { return .none }
    if scan.topLevel("variableCollections") != nil { return .strong }
    guard let meta = scan.topLevel("meta"), meta.valueStart == UInt8(ascii: "{") else {
      return .none
    }
    let holds = scan.members.contains {
      $0.depth == 2 && ($0.hasKey("variableCollections") || $0.hasKey("variables"))
    }
    return holds ? .strong : .none
  }

  /// Decodes a variables document.
  ///
  /// - Parameter bytes: The whole file, UTF-8 JSON.
  /// - Returns: A group per collection with colour variables, and warnings:
  ///   `figma-variables.dropped-modes`, `figma-variables.unresolved` (an alias cycle, a
  ///   missing target), `figma-variables.not-a-color`, `figma-variables.missing-collection`,
  ///   `figma-variables.duplicate-key`.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column: malformed JSON, no
  ///   `variableCollections` or `variables`, a member of the wrong type, a colour component
  ///   out of `Float` range.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var parser = JSONParser(bytes: bytes, format: identifier, duplicateKeys: .keep)
    let root = try parser.parseDocument()
    let (document, found) = try FigmaDocumentReader(bytes: bytes, format: identifier)
      .read(root)
    var warnings = found
    for duplicate in parser.duplicateKeys {
      warnings.append(
        (
          duplicate.position.offset,
          Diagnostic(
            .warning, code: "figma-variables.duplicate-key",
            message: "duplicate key '\(duplicate.key)'; the last one is used",
            location: duplicate.position.location)
        ))
    }
    var decoder = FigmaVariablesDecoder(document: document, warnings: warnings, format: identifier)
    return decoder.decode()
  }

  /// The collection and variable names as written: `Colors` for an unnamed group, `Color N`
  /// for an unnamed swatch.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as the file reads back.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    FigmaVariablesEncoder.writtenNames(of: palette)
  }

  /// Encodes a palette as a variables response, two-space indentation, LF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Throws: ``/PaletteCore/PaletteError/Kind/unrepresentable`` for a NaN or infinite value.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    try FigmaVariablesEncoder.encode(palette, format: identifier)
  }
}
