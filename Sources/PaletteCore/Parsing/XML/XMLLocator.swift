/// Turns byte offsets of the document's UTF-8 text into lines and columns.
///
/// Columns count the units of the file as it is stored, as every text format's do: UTF-8
/// bytes for a UTF-8 document, UTF-16 code units for a UTF-16 one, bytes (one a character)
/// for ISO-8859-1, so a column never points past the end of the file.
package struct XMLLocator: Hashable, Sendable {
  /// How a column counts.
  package enum ColumnUnit: Hashable, Sendable {
    /// UTF-8 bytes.
    case utf8
    /// UTF-16 code units: one per scalar, two past U+FFFF.
    case utf16
    /// One per scalar (ISO-8859-1 bytes).
    case scalar
  }

  /// The line starts of the UTF-8 text.
  private let lines: LineTable
  /// The UTF-8 text, kept only when columns do not count its bytes.
  private let text: [UInt8]?
  /// How a column counts.
  private let unit: ColumnUnit

  /// A locator over the UTF-8 text of a document stored in `unit`s.
  ///
  /// - Parameters:
  ///   - text: The document as UTF-8.
  ///   - unit: How the stored file counts a column.
  package init(_ text: [UInt8], unit: ColumnUnit) {
    lines = LineTable(text)
    self.text = unit == .utf8 ? nil : text
    self.unit = unit
  }

  /// The line and column of a byte offset of the UTF-8 text.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The location.
  /// - Complexity: O(log *n*) for UTF-8; O(log *n* + *c*) otherwise, for a column *c*.
  package func location(ofOffset offset: Int) -> SourceLocation {
    let found = lines.location(ofOffset: offset)
    guard let text, case .text(let line, let column) = found else { return found }
    var index = max(offset, 0) - (column - 1)
    let end = min(max(offset, 0), text.count)
    var units = 0
    while index < end {
      let byte = text[index]
      if byte & 0xC0 != 0x80 { units += unit == .utf16 && byte >= 0xF0 ? 2 : 1 }
      index += 1
    }
    return .text(line: line, column: units + 1)
  }
}
