/// The cells of a spatial grid, each holding its colours' coordinates side by side in the
/// order they were added: an open-addressing hash table keyed by a packed cell number.
///
/// `NearColorIndex` looks up a few dozen cells for each colour, most of them empty, and tests
/// the colours of the others, so both must be cheap:
/// - a lookup is a multiplication and a probe of flat arrays, where a `Dictionary` would
///   seed and run a SipHash for every key (measured: a third of the time of `validate` on
///   200,000 colours went into hashing cell keys);
/// - a cell's colours are stored together, coordinates included, so testing them reads
///   memory in order; with the coordinates kept elsewhere, every colour tested was a cache
///   miss once a million colours were indexed.
struct CellTable {
  /// A colour in a cell: its number in the index and its coordinates.
  struct Entry {
    /// The colour's number, in the order colours were added to the index.
    var number: Int32
    /// Its coordinates over black.
    var point: DifferenceBound.Point
  }

  /// The key of each slot; meaningful where ``slots`` is not −1.
  private var keys: [UInt64]
  /// For each slot, the index of its cell in ``cells``, or −1 for an empty slot.
  private var slots: [Int32]
  /// The colours of each cell, in the order added.
  private var cells: [ContiguousArray<Entry>] = []
  /// `keys.count − 1`, the table size being a power of two.
  private var mask: Int
  /// How far to shift a mixed key so that its top bits index the table.
  private var shift: UInt64

  /// Creates an empty table.
  init() {
    keys = Array(repeating: 0, count: 16)
    slots = Array(repeating: -1, count: 16)
    mask = 15
    shift = 60
  }

  /// The number of cells that hold colours.
  var count: Int { cells.count }

  /// The cell number of `key` (for ``withEntries(ofCell:_:)``), or −1 when it holds none.
  func cell(_ key: UInt64) -> Int {
    var slot = home(key)
    while true {
      let cell = slots[slot]
      if cell < 0 || keys[slot] == key { return Int(cell) }
      slot = (slot + 1) & mask
    }
  }

  /// Calls `body` with the colours of cell `cell`, in the order added.
  func withEntries<Result>(
    ofCell cell: Int, _ body: (UnsafeBufferPointer<Entry>) -> Result
  ) -> Result {
    cells[cell].withUnsafeBufferPointer(body)
  }

  /// Adds a colour to the end of the cell `key`.
  mutating func append(_ entry: Entry, to key: UInt64) {
    var slot = home(key)
    while slots[slot] >= 0 {
      if keys[slot] == key {
        cells[Int(slots[slot])].append(entry)
        return
      }
      slot = (slot + 1) & mask
    }
    keys[slot] = key
    slots[slot] = Int32(cells.count)
    cells.append([entry])
    if cells.count * 2 > keys.count { grow() }
  }

  /// The first slot to probe for `key`: the top bits of a Fibonacci-hashed key.
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Doubles the table and places every cell again.
  private mutating func grow() {
    let oldKeys = keys
    let oldSlots = slots
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    slots = Array(repeating: -1, count: oldKeys.count * 2)
    mask = keys.count - 1
    shift -= 1
    for slot in oldSlots.indices where oldSlots[slot] >= 0 {
      var target = home(oldKeys[slot])
      while slots[target] >= 0 { target = (target + 1) & mask }
      keys[target] = oldKeys[slot]
      slots[target] = oldSlots[slot]
    }
  }
}
