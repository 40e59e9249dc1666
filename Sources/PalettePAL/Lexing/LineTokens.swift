import PaletteCore

/// The blank-separated tokens of one line of text, in order, as byte ranges.
struct LineTokens {
  private let bytes: [UInt8]
  private let end: Int
  /// The offset the next token is looked for from.
  private(set) var position: Int

  /// Creates a scanner over `bytes[start..<end]`.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - start: The first byte to scan.
  ///   - end: The offset just past the last byte to scan.
  init(_ bytes: [UInt8], from start: Int, to end: Int) {
    self.bytes = bytes
    self.end = end
    self.position = start
  }

  /// The next run of bytes that are not spaces or tabs, or `nil` when only blanks are left.
  mutating func next() -> Range<Int>? {
    while position < end && ASCII.isBlank(bytes[position]) { position += 1 }
    guard position < end else { return nil }
    let start = position
    while position < end && !ASCII.isBlank(bytes[position]) { position += 1 }
    return start..<position
  }

  /// `bytes[range]` without the spaces and tabs at either end.
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - range: The bytes to trim.
  /// - Returns: The trimmed range, empty when only blanks remain.
  static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end && ASCII.isBlank(bytes[start]) { start += 1 }
    while end > start && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    return start..<end
  }
}
