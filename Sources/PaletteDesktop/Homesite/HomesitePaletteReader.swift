import PaletteCore

/// Reads a HomeSite palette: `Palette`, `Version n`, then `R G B` lines, blank lines and
/// lines of dashes.
enum HomesitePaletteReader {
  private static let magic = Array("Palette".utf8)
  private static let versionKey = Array("Version".utf8)
  private static let knownVersions = ["3.0", "4.0"]

  /// Whether line 1 is `Palette` and line 2 starts with `Version`.
  static func hasHeader(_ bytes: [UInt8]) -> Bool {
    var cursor = LineCursor(bytes)
    guard let first = cursor.next(), isMagic(bytes, first), let second = cursor.next() else {
      return false
    }
    return versionRange(bytes, second) != nil
  }

  private static func isMagic(_ bytes: [UInt8], _ line: TextLine) -> Bool {
    var start = line.start
    if ASCII.hasByteOrderMark(bytes[line.start..<line.end]) { start += ASCII.byteOrderMark.count }
    var end = line.end
    while end > start && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end].elementsEqual(magic)
  }

  /// The range of the version after `Version` and blanks, or `nil` when the line is not one.
  private static func versionRange(_ bytes: [UInt8], _ line: TextLine) -> Range<Int>? {
    guard bytes[line.start..<line.end].starts(with: versionKey) else { return nil }
    var scanner = LineTokenReader(
      bytes, line, from: line.start + versionKey.count, format: "homesite")
    guard scanner.position == line.end || ASCII.isBlank(bytes[scanner.position]) else {
      return nil
    }
    return scanner.rest() ?? (line.end..<line.end)
  }

  /// Reads the palette.
  ///
  /// - Parameter bytes: The whole file.
  /// - Returns: The palette and its warnings.
  /// - Throws: ``PaletteError`` with the line and column of the problem.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var cursor = LineCursor(bytes)
    guard let first = cursor.next(), isMagic(bytes, first) else {
      throw PaletteError(
        .invalidSignature, "the first line is not `Palette`; this is not a HomeSite palette",
        format: "homesite", location: .text(line: 1, column: 1))
    }
    guard let second = cursor.next() else {
      throw PaletteError(
        .unexpectedEndOfInput, "the file ends before the `Version 4.0` line",
        format: "homesite", location: .text(line: 2, column: 1))
    }
    guard let version = versionRange(bytes, second) else {
      throw PaletteError(
        .syntax, "line 2 is not `Version 4.0`", format: "homesite",
        location: second.location(at: second.start))
    }
    var reader = RGBLineReader(
      bytes: bytes, format: "homesite", commentMarker: nil, namesAllowed: false)
    let versionText = String(decoding: bytes[version], as: UTF8.self)
    if !knownVersions.contains(versionText) {
      reader.warnings.append(
        Diagnostic(
          .warning, code: "homesite.version",
          message: "version '\(TextDecoder.excerpt(bytes, version))' is neither 3.0 nor 4.0; "
            + "the colours are read as version 4.0 lays them out",
          location: second.location(at: version.lowerBound)))
    }
    while let line = cursor.next() {
      var scanner = LineTokenReader(bytes, line, format: "homesite")
      scanner.skipBlanks()
      if scanner.position < line.end && bytes[scanner.position] == UInt8(ascii: "-"),
        bytes[scanner.position..<line.end].allSatisfy({
          $0 == UInt8(ascii: "-") || ASCII.isBlank($0)
        })
      {
        continue
      }
      try reader.read(line)
    }
    return DecodedPalette(palette: reader.palette(), warnings: reader.warnings)
  }
}
