public import PaletteCore

/// The colour palette of Allaire/Macromedia HomeSite (`.hpl`): the lines `Palette` and
/// `Version 4.0`, then one `R G B` line per colour.
///
/// ```
/// Palette
/// Version 4.0
/// -----------
/// 255 255 255
/// 204 204 204
/// ```
///
/// Reading accepts versions 3.0 and 4.0 (another version is read with a warning), blank
/// lines and lines of dashes between the colours, LF or CRLF. Writing produces the version 4.0
/// layout with a line of dashes. `docs/formats/homesite.md` has the details.
///
///     let decoded = try HomesitePaletteFormat().decode(
///       Array("Palette\nVersion 4.0\n255 0 0\n".utf8))
///     print(decoded.palette.swatchCount)  // Prints "1"
public struct HomesitePaletteFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"homesite"`.
  public var identifier: String { "homesite" }
  /// `"HomeSite palette"`.
  public var displayName: String { "HomeSite palette" }
  /// `["hpl"]`.
  public var fileExtensions: [String] { ["hpl"] }

  /// 8-bit sRGB only: no names, palette name, description, groups or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: false, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process])
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when line 1 is `Palette` and line 2 starts with
  /// `Version `; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    HomesitePaletteReader.hasHeader(Array(prefix)) ? .strong : .none
  }

  /// `false`: the first two lines are a signature.
  public var isHeaderless: Bool { false }

  /// `"the first lines are 'Palette' and 'Version …'"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the first lines are 'Palette' and 'Version …' (HomeSite)"
  }

  /// Decodes a HomeSite palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group of unnamed swatches) and warnings:
  ///   `homesite.version` for a version other than 3.0 and 4.0.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when line 1 is not `Palette`,
  ///   ``/PaletteCore/PaletteError/Kind/unexpectedEndOfInput`` without a version line,
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` for a line that is not three whole numbers,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a number outside 0...255.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try HomesitePaletteReader.read(bytes)
  }

  /// Encodes a palette as `Palette`, `Version 4.0`, a line of dashes, then `R G B` lines, LF
  /// line breaks.
  ///
  /// Colours are written as 8-bit sRGB (gamut-mapped); groups are flattened; names and alpha
  /// are not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(40 + palette.swatchCount * 12)
    out.append(contentsOf: "Palette\nVersion 4.0\n-----------\n".utf8)
    for swatch in palette.allSwatches {
      RGBLineWriter.appendRGB(swatch.color, aligned: false, to: &out)
      out.append(ASCII.lineFeed)
    }
    return out
  }
}
