/// Style-sheet statements that bring in another file (`@import`, `@use`, `@forward`,
/// `@require`), which palconv does not follow: the CSS, Sass, Less and Stylus readers find them
/// here and say so in a note, so that colours in the other file are never missed silently.
package enum ImportStatement {
  /// The note's code.
  package static let code = "import-not-read"

  /// The statement's text (at most 24 bytes, then `…`) when the bytes at `start` begin with
  /// one of `keywords` (ASCII letters, any case) followed by a blank or a quote; `nil`
  /// otherwise.
  ///
  /// - Parameters:
  ///   - bytes: The style sheet.
  ///   - start: Where the statement starts.
  ///   - end: Where it ends.
  ///   - keywords: The at-rules that import, with their `@` (`["@import", "@use"]`).
  /// - Returns: The statement as shown in the note.
  package static func statement(
    _ bytes: [UInt8], from start: Int, to end: Int, keywords: [String]
  ) -> String? {
    for keyword in keywords {
      let word = Array(keyword.utf8)
      let after = start + word.count
      guard after < end, after < bytes.count else { continue }
      var matches = true
      for offset in 0..<word.count where bytes[start + offset] | 0x20 != word[offset] | 0x20 {
        matches = false
        break
      }
      let next = bytes[after]
      guard matches,
        next == ASCII.space || next == ASCII.tab || next == UInt8(ascii: "\"")
          || next == UInt8(ascii: "'") || next == ASCII.lineFeed || next == ASCII.carriageReturn
      else { continue }
      var trimmed = end
      while trimmed > start {
        let last = bytes[trimmed - 1]
        guard
          ASCII.isBlank(last) || last == ASCII.lineFeed || last == ASCII.carriageReturn
            || last == UInt8(ascii: ";")
        else { break }
        trimmed -= 1
      }
      return TextDecoder.excerpt(bytes, start..<trimmed)
    }
    return nil
  }

  /// The note's message for `statement`.
  package static func message(_ statement: String) -> String {
    "\(statement) is not followed: colours in the file it names are not read; convert that "
      + "file too"
  }
}
