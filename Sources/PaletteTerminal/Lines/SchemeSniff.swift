import PaletteCore

/// Detection by the lines of a text file.
enum SchemeSniff {
  /// Whether a line of `prefix`, blanks at its start removed, satisfies `test`.
  static func hasLine(_ prefix: ArraySlice<UInt8>, _ test: (Substring) -> Bool) -> Bool {
    var body = prefix
    if ASCII.hasByteOrderMark(body) { body = body.dropFirst(ASCII.byteOrderMark.count) }
    let text = String(decoding: body, as: UTF8.self)
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if test(trimmed) { return true }
    }
    return false
  }
}
