import PaletteCore

/// How swatch names are compared with role names.
enum SchemeNames {
  /// A name as the role tables hold it: lower-cased (ASCII), without blanks, `-`, `_`, `.`
  /// or `/`. `Bright Black`, `bright_black` and `brightBlack` are all `brightblack`;
  /// `Ansi 0 Color` is `ansi0color`.
  ///
  /// - Parameter name: A swatch name.
  /// - Returns: The key.
  static func key(_ name: String) -> String {
    var key = ""
    key.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars where !" \t-_./".unicodeScalars.contains(scalar) {
      key.unicodeScalars.append(scalar)
    }
    return ASCII.lowercased(key)
  }
}
