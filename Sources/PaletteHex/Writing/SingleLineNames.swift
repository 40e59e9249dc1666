import PaletteCore

/// The names the hex list and Paint.NET writers give a palette.
enum SingleLineNames {
  /// Swatch names on one line, a name left empty dropped; no palette or group names. With
  /// `endingAtComments` (a hex list), a name ends before its first `;` or `//`, where the
  /// reader sees a comment start.
  static func singleLine(_ palette: Palette, endingAtComments: Bool = false) -> WrittenNames {
    WrittenNames(
      palette: nil, groups: palette.groups.map { _ in nil },
      swatches: palette.groups.flatMap { group in
        group.swatches.map { swatch in
          bytes(swatch.name, endingAtComments: endingAtComments).map {
            String(decoding: $0, as: UTF8.self)
          }
        }
      })
  }

  /// A swatch's name as written: on one line (``PaletteCore/SingleLine``), cut before a
  /// comment with `endingAtComments`; `nil` (no name written) when nothing is left.
  static func bytes(_ name: String?, endingAtComments: Bool = false) -> [UInt8]? {
    guard let name else { return nil }
    var bytes = SingleLine.bytes(name)
    if endingAtComments, let cut = commentStart(bytes) {
      bytes.removeSubrange(cut...)
      while let last = bytes.last, last == ASCII.space { bytes.removeLast() }
    }
    return bytes.isEmpty ? nil : bytes
  }

  /// Where a `;` or `//` starts in `bytes`, if anywhere.
  private static func commentStart(_ bytes: [UInt8]) -> Int? {
    for index in bytes.indices {
      if bytes[index] == ByteClass.semicolon
        || ByteClass.isDoubleSlash(bytes, at: index, end: bytes.count)
      {
        return index
      }
    }
    return nil
  }
}
