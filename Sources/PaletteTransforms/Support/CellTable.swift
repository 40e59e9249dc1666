/// The cells of a spatial grid, each a chain of point numbers in the order they were added:
/// an open-addressing hash table keyed by a packed cell number, over flat arrays.
///
/// `NearColorIndex` looks up a few dozen cells for each colour, most of them empty, so a
/// lookup must be cheap: a multiplication and a probe of flat arrays, where a `Dictionary`
/// would seed and run a SipHash for every key and an array per cell would be retained and
/// released at every visit (measured: with those, hashing cell keys and reference counting
/// took over a third of the time of `validate` on 200,000 colours).
struct CellTable {
  /// The key of each slot; meaningful where ``heads`` is not −1.
  private var keys: [UInt64]
  /// For each slot, the first point of its cell, or −1 for an empty slot.
  private var heads: [Int32]
  /// For each slot, the last point of its cell.
  private var tails: [Int32]
  /// For each point, the next point of its cell, or −1.
  private var next: [Int32] = []
  /// `keys.count − 1`, the table size being a power of two.
  private var mask: Int
  /// How far to shift a mixed key so that its top bits index the table.
  private var shift: UInt64
  /// The number of cells that hold points.
  private(set) var count = 0

  /// Creates an empty table.
  init() {
    keys = Array(repeating: 0, count: 16)
    heads = Array(repeating: -1, count: 16)
    tails = Array(repeating: -1, count: 16)
    mask = 15
    shift = 60
  }

  /// The first point of the cell `key`, or −1 when it holds none; ``next(after:)`` gives the
  /// others in the order they were added.
  func first(in key: UInt64) -> Int32 {
    var slot = home(key)
    while true {
      let head = heads[slot]
      if head < 0 || keys[slot] == key { return head }
      slot = (slot + 1) & mask
    }
  }

  /// The point added to the same cell after `point`, or −1.
  func next(after point: Int32) -> Int32 {
    next[Int(point)]
  }

  /// Adds `point`, the next point number (points are numbered 0, 1, 2, … as added), to the
  /// end of the cell `key`.
  mutating func append(_ point: Int32, to key: UInt64) {
    next.append(-1)
    var slot = home(key)
    while heads[slot] >= 0 {
      if keys[slot] == key {
        next[Int(tails[slot])] = point
        tails[slot] = point
        return
      }
      slot = (slot + 1) & mask
    }
    keys[slot] = key
    heads[slot] = point
    tails[slot] = point
    count += 1
    if count * 2 > keys.count { grow() }
  }

  /// The first slot to probe for `key`: the top bits of a Fibonacci-hashed key.
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Doubles the table and places every cell again.
  private mutating func grow() {
    let oldKeys = keys
    let oldHeads = heads
    let oldTails = tails
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    heads = Array(repeating: -1, count: oldKeys.count * 2)
    tails = Array(repeating: -1, count: oldKeys.count * 2)
    mask = keys.count - 1
    shift -= 1
    for slot in oldHeads.indices where oldHeads[slot] >= 0 {
      var target = home(oldKeys[slot])
      while heads[target] >= 0 { target = (target + 1) & mask }
      keys[target] = oldKeys[slot]
      heads[target] = oldHeads[slot]
      tails[target] = oldTails[slot]
    }
  }
}
