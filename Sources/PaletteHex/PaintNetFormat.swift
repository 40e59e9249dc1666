public import PaletteCore

/// The Paint.NET palette format (`.txt`): `;` comments and one `AARRGGBB` colour per line.
///
/// Paint.NET shows 96 colours; reading keeps every colour (with a warning past 96) and
/// writing writes every colour, so ``capabilities`` reports the limit for the loss report.
/// A trailing `; comment` after a colour is read as the swatch's name and written back the
/// same way; Paint.NET itself ignores it. `docs/formats/hex.md` has the details.
public struct PaintNetFormat: PaletteDecoder, PaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"paintnet"`.
  public var identifier: String { "paintnet" }
  /// `"Paint.NET palette"`.
  public var displayName: String { "Paint.NET palette" }
  /// `["txt"]`.
  public var fileExtensions: [String] { ["txt"] }

  /// Names (as trailing comments), 8-bit sRGB with alpha, at most 96 colours shown.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: false, alpha: true, models: [.srgb], kinds: [.process],
      maxSwatches: PaintNetReader.slotCount,
      controlCharacters: ControlCharacterLimit(.all, in: .swatchNames))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when a `;` comment before the first colour
  /// mentions `paint.net` (any case); ``/PaletteCore/DetectionConfidence/weak`` when the file opens
  /// with `;` comments and its first colour has 8 hex digits; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let bytes = Array(prefix)
    var cursor = LineCursor(bytes)
    var sawComment = false
    var examined = 0
    while let line = cursor.next(), examined < 64 {
      var start = line.start
      if line.number == 1 && ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        start += ASCII.byteOrderMark.count
      }
      switch PaintNetLine.parse(bytes, line, from: start) {
      case .empty:
        continue
      case .comment(let text):
        examined += 1
        if Self.mentionsPaintNet(bytes, text) { return .strong }
        sawComment = true
      case .colour(_, let digits, let hashPrefix, _):
        return sawComment && digits.count == 8 && !hashPrefix ? .weak : .none
      case .invalid, .trailingText:
        return .none
      }
    }
    return .none
  }

  /// Decodes a Paint.NET palette.
  ///
  /// Six-digit lines are read as opaque `RRGGBB` and a `#` prefix is accepted, each with a
  /// warning, since newer ports write them.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/syntax`` with
  ///   the line and column of a token that is not a colour.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var reader = PaintNetReader(bytes: bytes)
    return try reader.read()
  }

  /// Names on one line (line breaks become spaces, surrounding blanks are removed).
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    SingleLineNames.singleLine(palette)
  }

  /// Encodes a palette with a `; paint.net Palette File` header, upper-case `AARRGGBB`
  /// colours, names as trailing comments and CRLF line breaks.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    PaintNetWriter().write(palette)
  }

  private static let marker = Array("paint.net".utf8)

  /// Whether `bytes[range]` contains `paint.net` in any ASCII case.
  private static func mentionsPaintNet(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard range.count >= marker.count else { return false }
    for start in range.lowerBound...(range.upperBound - marker.count) {
      var matches = true
      for (offset, expected) in marker.enumerated() {
        var byte = bytes[start + offset]
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
        if byte != expected {
          matches = false
          break
        }
      }
      if matches { return true }
    }
    return false
  }
}
