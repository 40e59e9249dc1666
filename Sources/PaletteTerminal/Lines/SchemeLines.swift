import PaletteCore

/// The settings of a line-based configuration file (kitty, Ghostty, Xresources): one
/// `key value` per line, comments and blank lines skipped.
struct SchemeLines {
  /// One setting.
  struct Setting {
    /// The key, as written.
    var key: String
    /// The value, blanks around it removed.
    var value: String
    /// Where the key starts.
    var keyLocation: SourceLocation
    /// Where the value starts.
    var valueLocation: SourceLocation
  }

  /// How a line is split.
  enum Separator {
    /// The key, then blanks (kitty).
    case blanks
    /// The key, `=` (Ghostty).
    case equals
    /// The key, `:` (X resources).
    case colon
  }

  /// The settings in file order.
  var settings: [Setting] = []
  /// The comment lines, their text after the comment character.
  var comments: [(text: String, location: SourceLocation)] = []
  /// The directive lines (X resources' `#define`), as written.
  var directives: [(text: String, location: SourceLocation)] = []

  /// Reads the lines of `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The whole file, UTF-8.
  ///   - comment: The byte that starts a comment line.
  ///   - separator: How a key is told from its value.
  ///   - format: The format identifier errors carry.
  /// - Throws: ``/PaletteCore/PaletteError`` at the line and column of invalid UTF-8, of a
  ///   line longer than 64 KiB, or of a line without a separator.
  ///   - directive: The byte that starts a directive line, which is kept aside, if any.
  init(
    _ bytes: [UInt8], comment: UInt8, separator: Separator, directive: UInt8? = nil,
    format: String
  ) throws(PaletteError) {
    if let bad = TextDecoder.firstInvalidUTF8(bytes, 0..<bytes.count) {
      var line = 1
      var start = 0
      for offset in 0..<bad where bytes[offset] == ASCII.lineFeed {
        line += 1
        start = offset + 1
      }
      throw PaletteError(
        .invalidEncoding, "the file is not valid UTF-8", format: format,
        location: .text(line: line, column: bad - start + 1))
    }
    var cursor = LineCursor(bytes)
    while var line = cursor.next() {
      if line.number == 1, ASCII.hasByteOrderMark(bytes[line.start..<line.end]) {
        line.start += ASCII.byteOrderMark.count
      }
      var end = line.end
      while end > line.start,
        ASCII.isBlank(bytes[end - 1]) || bytes[end - 1] == ASCII.carriageReturn
      {
        end -= 1
      }
      var start = line.start
      while start < end, ASCII.isBlank(bytes[start]) { start += 1 }
      guard start < end else { continue }
      guard end - line.start <= 65_536 else {
        throw PaletteError(
          .limitExceeded, "a line longer than 64 KiB", format: format,
          location: line.location(at: line.start))
      }
      if bytes[start] == directive {
        directives.append(
          (String(decoding: bytes[start..<end], as: UTF8.self), line.location(at: start)))
        continue
      }
      if bytes[start] == comment {
        comments.append(
          (String(decoding: bytes[(start + 1)..<end], as: UTF8.self), line.location(at: start)))
        continue
      }
      var split = start
      switch separator {
      case .blanks:
        while split < end, !ASCII.isBlank(bytes[split]) { split += 1 }
      case .equals:
        while split < end, bytes[split] != UInt8(ascii: "=") { split += 1 }
      case .colon:
        while split < end, bytes[split] != UInt8(ascii: ":") { split += 1 }
      }
      var keyEnd = split
      while keyEnd > start, ASCII.isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
      if separator != .blanks {
        guard split < end else {
          let mark = separator == .equals ? "=" : ":"
          throw PaletteError(
            .syntax, "expected '\(mark)' after the key", format: format,
            location: line.location(at: end))
        }
        split += 1
      }
      var valueStart = split
      while valueStart < end, ASCII.isBlank(bytes[valueStart]) { valueStart += 1 }
      settings.append(
        Setting(
          key: String(decoding: bytes[start..<keyEnd], as: UTF8.self),
          value: String(decoding: bytes[valueStart..<end], as: UTF8.self),
          keyLocation: line.location(at: start), valueLocation: line.location(at: valueStart)))
    }
  }
}

/// What the line-based readers pass over, gathered into one note.
struct PassedOver {
  private var keys: [String] = []
  private var first: SourceLocation?

  /// Notes a key.
  mutating func add(_ key: String, at location: SourceLocation) {
    keys.append(key)
    if first == nil { first = location }
  }

  /// The note, if any.
  func note(format: String) -> [Diagnostic] {
    guard !keys.isEmpty else { return [] }
    return [
      Diagnostic(
        .note, code: "\(format).other-setting",
        message: "\(MessageFormatting.count(keys.count, "setting", "settings")) palconv has "
          + "no terminal role for passed over: " + MessageFormatting.list(keys),
        location: first)
    ]
  }
}
