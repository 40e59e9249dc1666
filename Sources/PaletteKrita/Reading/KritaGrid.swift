import PaletteCore

/// One `<ColorSetEntry>` as read, with its grid position when it has one.
struct KritaGridEntry {
  var swatch: Swatch
  var row: Int?
  var column: Int?
  /// The entry's offset in `colorset.xml`.
  var offset: Int
}

/// A group's entries in Krita's grid order: by row, then column; entries that share a cell
/// keep their file order, and entries without a position follow the others in file order.
struct KritaGrid {
  /// The swatches in grid order.
  private(set) var swatches: [Swatch] = []
  /// How many entries share a cell with an earlier one.
  private(set) var collisions = 0
  /// The first entry that shares a cell with an earlier one.
  private(set) var firstCollision: (row: Int, column: Int, offset: Int)?
  /// The first entry that has an empty cell before it.
  private(set) var firstGap: (row: Int, column: Int, offset: Int)?

  /// Orders `entries`.
  ///
  /// - Parameters:
  ///   - entries: The entries in file order.
  ///   - columns: The palette's column count; without one, the widest row decides.
  /// - Complexity: O(*n* log *n*) in the number of entries.
  init(_ entries: [KritaGridEntry], columns: Int?) {
    var placed: [(index: Int, row: Int, column: Int)] = []
    var loose: [Int] = []
    for (index, entry) in entries.enumerated() {
      if let row = entry.row, let column = entry.column {
        placed.append((index, row, column))
      } else {
        loose.append(index)
      }
    }
    placed.sort { ($0.row, $0.column, $0.index) < ($1.row, $1.column, $1.index) }
    let width = max(columns ?? 0, (placed.map(\.column).max() ?? -1) + 1, 1)
    var expected = 0
    var previous: (row: Int, column: Int)?
    for item in placed {
      let entry = entries[item.index]
      if let previous, previous == (item.row, item.column) {
        collisions += 1
        if firstCollision == nil { firstCollision = (item.row, item.column, entry.offset) }
      } else {
        // Rows and columns are below 10^9 (the reader's limit), so this cannot overflow.
        let cell = item.row * width + item.column
        if cell != expected, firstGap == nil { firstGap = (item.row, item.column, entry.offset) }
        expected = cell + 1
      }
      previous = (item.row, item.column)
      swatches.append(entry.swatch)
    }
    for index in loose { swatches.append(entries[index].swatch) }
  }
}
