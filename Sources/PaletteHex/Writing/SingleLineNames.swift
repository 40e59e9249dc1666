import PaletteCore

/// The names the hex list and Paint.NET writers give a palette.
enum SingleLineNames {
  /// Swatch names on one line, a name left empty dropped; no palette or group names.
  static func singleLine(_ palette: Palette) -> WrittenNames {
    WrittenNames(
      palette: nil, groups: palette.groups.map { _ in nil },
      swatches: palette.groups.flatMap { group in
        group.swatches.map { swatch in
          bytes(swatch.name).map { String(decoding: $0, as: UTF8.self) }
        }
      })
  }

  /// A swatch's name as written: on one line; `nil` (no name written) when nothing is left.
  static func bytes(_ name: String?) -> [UInt8]? {
    guard let name else { return nil }
    let bytes = SingleLine.bytes(name)
    return bytes.isEmpty ? nil : bytes
  }
}
