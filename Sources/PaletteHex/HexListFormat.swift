public import PaletteCore

/// Lists of hex colours, one per line: Lospec `.hex` (`rrggbb`), `#RRGGBB` lists with
/// optional names, CSS short forms and 8-digit colours with alpha.
///
/// Reading accepts `RGB`, `RGBA`, `RRGGBB` and `RRGGBBAA` with an optional `#` or `0x`
/// prefix, a name after the colour, `;` and `//` comments anywhere, and `#` comments when `#`
/// is not followed by a colour. The alpha position of 4 and 8 digits is never guessed: it is
/// ``alphaPosition``. Writing defaults to Lospec's shape. `docs/formats/hex.md` has the grammar.
///
///     let format = HexListFormat(hashPrefix: true, uppercase: true)
///     let bytes = try format.encode(Palette(swatches: [Swatch(color: .srgb8(255, 0, 0))]))
///     print(String(decoding: bytes, as: UTF8.self))  // Prints "#FF0000"
public struct HexListFormat: PaletteDecoder, PaletteEncoder {
  /// Where alpha goes in 4 and 8 digits, for reading and writing.
  public var alphaPosition: AlphaPosition
  /// When the writer adds alpha digits.
  public var alphaOutput: AlphaOutput
  /// Whether the writer puts `#` before each colour.
  public var hashPrefix: Bool
  /// Whether the writer uses `A`–`F` rather than `a`–`f`.
  public var uppercase: Bool
  /// Whether the writer appends each swatch's name after the colour.
  public var includeNames: Bool

  /// Creates the format; the defaults write Lospec's shape (`rrggbb`, alpha last when some
  /// colour is not opaque, no names).
  ///
  /// - Parameters:
  ///   - alphaPosition: Where alpha goes in 4 and 8 digits; last (CSS order) by default.
  ///   - alphaOutput: When to write alpha; only when some colour has it by default.
  ///   - hashPrefix: Whether to write `#`; `false` by default.
  ///   - uppercase: Whether to write upper-case digits; `false` by default.
  ///   - includeNames: Whether to write names after the colours; `false` by default.
  public init(
    alphaPosition: AlphaPosition = .last, alphaOutput: AlphaOutput = .whenPresent,
    hashPrefix: Bool = false, uppercase: Bool = false, includeNames: Bool = false
  ) {
    self.alphaPosition = alphaPosition
    self.alphaOutput = alphaOutput
    self.hashPrefix = hashPrefix
    self.uppercase = uppercase
    self.includeNames = includeNames
  }

  /// `"hex"`.
  public var identifier: String { "hex" }
  /// `"Hex list"`.
  public var displayName: String { "Hex list" }
  /// `["hex"]`.
  public var fileExtensions: [String] { ["hex"] }

  /// 8-bit sRGB; names only with ``includeNames``; alpha unless ``alphaOutput`` is
  /// ``AlphaOutput/never``; nothing else.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: includeNames, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: alphaOutput != .never, models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.all, in: .swatchNames))
  }

  /// ``/PaletteCore/DetectionConfidence/weak`` when the first lines are hex colours and comments,
  /// otherwise ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// A file that opens with a `;` comment and lists bare 8-digit colours is left to
  /// ``PaintNetFormat``, whose alpha comes first.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let bytes = Array(prefix)
    var cursor = LineCursor(bytes)
    var colours = 0
    var opensWithSemicolon: Bool?
    var allBareEightDigits = true
    var examined = 0
    lines: while let line = cursor.next(), examined < 32 {
      var start = line.start
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        start += ASCII.byteOrderMark.count
      }
      let parsed = HexLine.parse(bytes, line, from: start)
      if case .empty = parsed { continue }
      examined += 1
      if opensWithSemicolon == nil {
        var first = start
        while first < line.end && ASCII.isBlank(bytes[first]) { first += 1 }
        opensWithSemicolon = bytes[first] == ByteClass.semicolon
      }
      switch parsed {
      case .empty, .comment, .suspiciousComment:
        continue
      case .invalid:
        // The last line of a prefix may be cut short; judge by the complete lines.
        if line.end == bytes.count && colours > 0 { break lines }
        return .none
      case .colour(let token, let digits, _):
        colours += 1
        if digits.count != 8 || bytes[token] == ASCII.hash { allBareEightDigits = false }
      }
    }
    guard colours > 0 else { return .none }
    return opensWithSemicolon == true && allBareEightDigits ? .none : .weak
  }

  /// Decodes a hex list.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/syntax`` with
  ///   the line and column of a token that is not a colour.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = HexListReader(bytes: bytes, alphaFirst: alphaPosition == .first)
    return try reader.read()
  }

  /// With ``includeNames``, names on one line (line breaks become spaces, surrounding blanks
  /// are removed); without, no names (the loss report says they are dropped).
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written, or `nil` when names are not written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    guard includeNames else { return nil }
    return SingleLineNames.singleLine(palette, endingAtComments: true)
  }

  /// Encodes a palette as a hex list.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    HexListWriter(format: self).write(palette)
  }
}
