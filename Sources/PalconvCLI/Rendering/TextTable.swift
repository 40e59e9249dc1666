/// Rows of text cells laid out in columns, each padded to its widest cell plus two spaces (the
/// last column unpadded), one line a row: the tables of `palconv formats` and `palconv builtin`.
enum TextTable {
  /// The table's text, each line ending with a newline.
  ///
  /// - Parameter rows: The rows, the header first; every row has the same number of cells.
  /// - Returns: The lines. Widths count Unicode scalars, so a cell with an en dash lines up.
  static func render(_ rows: [[String]]) -> String {
    guard let first = rows.first else { return "" }
    var widths = [Int](repeating: 0, count: first.count)
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], cell.unicodeScalars.count)
      }
    }
    var out = ""
    for row in rows {
      var line = ""
      for (index, cell) in row.enumerated() {
        line +=
          index == row.count - 1
          ? cell
          : cell + String(repeating: " ", count: widths[index] - cell.unicodeScalars.count + 2)
      }
      out += line + "\n"
    }
    return out
  }
}
