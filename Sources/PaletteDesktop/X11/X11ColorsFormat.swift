public import PaletteCore

/// X11's colour name database, `rgb.txt`: one `R G B<TAB>name` line per colour, `!` comments.
///
/// ```
/// ! $Xorg: rgb.txt,v 1.3 2000/08/17 19:54:00 cpqbld Exp $
/// 255 250 250		snow
/// 248 248 255		ghost white
/// ```
///
/// Emacs, Vim, Tk and many colour pickers read the same file. Reading accepts spaces or tabs
/// between the numbers and before the name, names with spaces, blank lines, LF or CRLF. The
/// `!` comment lines become the palette's description. Writing produces X.Org's layout:
/// `%3d %3d %3d`, two tabs, the name. `docs/formats/x11.md` has the details.
///
///     let decoded = try X11ColorsFormat().decode(Array("255 250 250\t\tsnow\n".utf8))
///     print(decoded.palette.allSwatches[0].name ?? "")  // Prints "snow"
public struct X11ColorsFormat: PaletteDecoder, PaletteEncoder, SniffExplaining {
  /// Creates the format.
  public init() {}

  /// `"x11"`.
  public var identifier: String { "x11" }
  /// `"X11 rgb.txt colour names"`.
  public var displayName: String { "X11 rgb.txt colour names" }
  /// `["txt"]`: the file is `rgb.txt`; Paint.NET's palettes share the extension, and the
  /// content tells them apart.
  public var fileExtensions: [String] { ["txt"] }

  /// Names and a description (as `!` comments), 8-bit sRGB; no palette name, groups, alpha
  /// or other models.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: true, columns: false,
      groups: false, alpha: false, models: [.srgb], kinds: [.process],
      controlCharacters: ControlCharacterLimit(.all, in: [.description, .swatchNames]))
  }

  /// ``/PaletteCore/DetectionConfidence/strong`` when the file opens with `!` comments followed
  /// by an `R G B name` line; ``/PaletteCore/DetectionConfidence/weak`` when its first lines are
  /// all `R G B [name]` lines with numbers 0...255; otherwise
  /// ``/PaletteCore/DetectionConfidence/none``.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let bytes = Array(prefix)
    var cursor = LineCursor(bytes)
    var sawComment = false
    var colours = 0
    while let line = cursor.next(), colours < 8 {
      var start = line.start
      while start < line.end && ASCII.isBlank(bytes[start]) { start += 1 }
      guard start < line.end else { continue }
      if bytes[start] == X11ColorsReader.commentMarker {
        if colours > 0 { continue }
        sawComment = true
        continue
      }
      guard RGBLineReader.isColourLine(bytes, line, needsName: false) else {
        // The last line of a prefix may be cut short.
        if colours > 0 && line.end == bytes.count { break }
        return .none
      }
      colours += 1
    }
    guard colours > 0 else { return .none }
    return sawComment ? .strong : .weak
  }

  /// `false`: the lines' shape is the evidence.
  public var isHeaderless: Bool { false }

  /// Why ``sniff(_:)`` claims the bytes, or `nil` when it does not.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The phrase, or `nil`.
  public func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
    switch sniff(prefix) {
    case .none: nil
    case .weak: "the lines are `R G B [name]` (X11 rgb.txt)"
    default: "`!` comments and `R G B name` lines (X11 rgb.txt)"
    }
  }

  /// Decodes an `rgb.txt` file.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette (one unnamed group) and warnings: `x11.encoding` for text that is
  ///   not UTF-8, read as Latin-1.
  /// - Throws: ``/PaletteCore/PaletteError`` with the line and column of the token at fault:
  ///   ``/PaletteCore/PaletteError/Kind/syntax`` for a missing or malformed number,
  ///   ``/PaletteCore/PaletteError/Kind/invalidValue`` for a number outside 0...255.
  /// - Complexity: O(*n*) in the size of the file.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    try X11ColorsReader.read(bytes)
  }

  /// Names on one line, without blanks around them; an unnamed swatch stays unnamed.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    LineText.writtenNames(of: palette)
  }

  /// Encodes a palette in X.Org's layout: the description as `! ` comments, then
  /// `%3d %3d %3d\t\tname` lines, LF line breaks.
  ///
  /// Colours that are not sRGB are converted and gamut-mapped to 8-bit sRGB; groups are
  /// flattened; alpha is not written.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*n*) in the number of swatches.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    X11ColorsWriter.write(palette)
  }
}
