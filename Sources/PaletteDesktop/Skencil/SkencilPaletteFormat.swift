public import PaletteCore

/// The RGB palette of Skencil (formerly Sketch, the Python drawing program) and sK1
/// (`.spl`): the line `##Sketch RGBPalette 0`, then `r g b<TAB>name` lines with components
/// 0...1.
///
/// ```
/// ##Sketch RGBPalette 0
/// 0.000000 0.000000 0.000000	Black
/// 1.000000 0.000000 0.000000	Red
/// ```
///
/// Reading keeps each component as written (not rounded to 8 bits) and accepts `#` comment
/// lines, blank lines, LF or CRLF. Writing writes six decimals, as Skencil does, or more when
/// a component needs them to read back exactly. `docs/formats/skencil.md` has the details.
///
///     let decoded = try SkencilPaletteFormat().decode(
///       Array("##Sketch RGBPalette 0\n1 0 0\tRed\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "Red"
public struct SkencilPaletteFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"skencil"`.
  public var identifier: String { "skencil" }
  /// `"Skencil palette"`.
  public var displayName: String { "Skencil palette" }
  /// `["spl"]`.
  public var fileExtensions: [String] { ["spl"] }

  /// Names, sRGB components 0...1; no palette name, description, groups or alpha.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.all, in: .swatchNames))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the file starts with
  /// `##Sketch RGBPalette`; otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    var body = prefix[...]
    if ASCII.hasByteOrderMark(body) { body = body.dropFirst(ASCII.byteOrderMark.count) }
    return body.starts(with: SkencilPaletteReader.magic) ? .strong : .none
  }

  /// `false`: the first line is a signature.
  public var isHeaderless: Bool { false }

  /// `"the first line is '##Sketch RGBPalette'"` when ``sniff(_:)`` claims the bytes.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    sniff(prefix) == .none ? nil : "the first line is '##Sketch RGBPalette'"
  }

  /// Decodes a Skencil palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings: `skencil.version` for a version
  ///   other than 0, `skencil.encoding` for names that are not UTF-8, read as Latin-1.
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column:
  ///   ``/PaletteCore/PaletteError/Kind/invalidSignature`` when the first line is not
  ///   `##Sketch RGBPalette`, ``/PaletteCore/PaletteError/Kind/syntax`` for a missing or
  ///   malformed number, ``/PaletteCore/PaletteError/Kind/invalidValue`` for one outside 0...1.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try SkencilPaletteReader.read(bytes)
  }

  /// Names on one line, without blanks around them; an unnamed swatch stays unnamed.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    LineText.writtenNames(of: palette)
  }

  /// Encodes a palette: `##Sketch RGBPalette 0`, then `r g b<TAB>name` lines with at least
  /// six decimals, LF line breaks.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped into 0...1; groups are
  /// flattened; alpha is not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(24 + palette.swatchCount * 40)
    out.append(contentsOf: SkencilPaletteReader.magic)
    out.append(contentsOf: " 0\n".utf8)
    for swatch in palette.allSwatches {
      let rgb = Self.components(swatch.color)
      for (index, value) in rgb.enumerated() {
        if index > 0 { out.append(ASCII.space) }
        out.append(contentsOf: Self.text(value).utf8)
      }
      let name = SingleLine.bytes(swatch.name ?? "")
      if !name.isEmpty {
        out.append(ASCII.tab)
        out.append(contentsOf: name)
      }
      out.append(ASCII.lineFeed)
    }
    return out
  }

  /// The colour's sRGB components in 0...1: as stored when sRGB and in range, otherwise
  /// converted and gamut-mapped.
  private static func components(_ color: PaletteColor) -> [Float] {
    if case .srgb(let red, let green, let blue) = color.components,
      [red, green, blue].allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 })
    {
      return [red, green, blue].map { $0 == 0 ? 0 : $0 }
    }
    let rgb = color.srgbInGamut
    return [rgb.x, rgb.y, rgb.z].map { value in
      let clamped = Float(min(max(value.isFinite ? value : 0, 0), 1))
      return clamped == 0 ? 0 : clamped
    }
  }

  /// The shortest decimal that reads back as `value`, padded to six fraction digits.
  private static func text(_ value: Float) -> String {
    var text = DecimalText.exact(value) { Float($0) }
    let fraction: Int
    if let dot = text.firstIndex(of: ".") {
      fraction = text.distance(from: text.index(after: dot), to: text.endIndex)
    } else {
      text += "."
      fraction = 0
    }
    if fraction < 6 { text += String(repeating: "0", count: 6 - fraction) }
    return text
  }
}
