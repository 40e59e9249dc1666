public import PaletteCore

/// CLF colour lists (`.clf`): one colour a line, its name and CIE L\*a\*b\* values separated by
/// tabs. Read only.
///
/// ```
/// RAL 1000<TAB>76,022<TAB>-0,366<TAB>27,636
/// RAL 1001<TAB>73,595<TAB>5,518<TAB>26,95
/// ```
///
/// Reading keeps each value as written (a decimal point or a decimal comma), as Lab (D50, the
/// model palconv keeps Lab in); blank lines are skipped. `docs/formats/clf.md` has the
/// details.
///
///     let decoded = try CLFFormat().decode(Array("Sand\t76.5\t-0.4\t27.6\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Sand"
public struct CLFFormat: PaletteDecoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"clf"`.
  public var identifier: String { "clf" }
  /// `"CLF Lab colour list"`.
  public var displayName: String { "CLF Lab colour list" }
  /// `["clf"]`.
  public var fileExtensions: [String] { ["clf"] }

  /// Names and Lab values; no palette name, description, groups or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.lab], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when every complete line of the prefix (at
  /// least one) is a name and three decimal numbers separated by tabs;
  /// ``/PaletteCore/DetectionConfidence/none`` otherwise. The format has no signature.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    CLFReader.looksLikeCLF(Array(prefix)) ? .weak : .none
  }

  /// `true`: a CLF file has no signature, only the shape of its lines.
  public var isHeaderless: Bool { true }

  /// `"every line is a name and three Lab values separated by tabs"` when ``sniff(_:)``
  /// claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "every line is a name and three Lab values separated by tabs"
  }

  /// Decodes a CLF colour list.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings: `clf.encoding` for a name that is
  ///   not UTF-8, read as Latin-1.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column:
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` for a line without its three tabs or a value
  ///   that is not a decimal number, ``/PaletteCore/PaletteError/Kind/invalidValue`` for an L
  ///   outside 0...100 or an a or b outside -200...200.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try CLFReader.read(bytes)
  }
}
