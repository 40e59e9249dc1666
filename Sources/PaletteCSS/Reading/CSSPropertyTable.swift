/// Which declaration of each property wins: the last one in its context, as in the cascade.
///
/// Properties are numbered once, through an open-addressing hash table keyed by the context
/// number and the name's bytes (escapes decoded), compared byte for byte as CSS compares
/// custom property names; everything else is an array look-up. Names without escapes are
/// hashed where they stand in the source, so no key is built.
///
/// Keys are hashed eight bytes at a time by a multiply-and-shift hash with a random seed.
/// Names crafted to collide under it cannot make the table slow: when the insertions
/// together probe more than ``probeBudget(keys:)`` slots, or the table ends up with a run
/// of more than ``longestRun`` occupied slots, every key is placed again with the standard
/// library's seeded `Hasher` (SipHash), which such names cannot target, and the table keeps
/// using it. The hash decides only where a key sits, never which keys are equal.
struct CSSPropertyTable: Sendable {
  /// A property's key: its context and where its name's bytes are.
  private struct Key: Sendable {
    var context: Int32
    /// Whether the bytes are in `decodedNames` (names with escapes) or in the source.
    var decoded: Bool
    var start: Int
    var count: Int
  }

  private let source: [UInt8]
  /// The decoded bytes of names with escapes, one after the other.
  private var decodedNames: [UInt8] = []
  /// Property number + 1 per slot, 0 for an empty slot; the count is a power of two.
  private var slots: [Int32]
  private var keys: [Key] = []
  /// Per property number: the first and the last (winning) declaration.
  private(set) var first: [Int] = []
  private(set) var winner: [Int] = []
  /// Per declaration: its property number.
  private(set) var property: [Int] = []
  /// The fast hash's seed, random for every table.
  private let seed: UInt64
  /// Whether keys are placed by `Hasher` instead of the fast hash.
  private var seeded = false
  /// The slots the insertions have probed so far while the fast hash was in use.
  private var probes = 0

  /// The most occupied slots in a row the fast hash may leave; a look-up probes at most one
  /// more.
  static let longestRun = 128

  /// The slots that inserting `keys` keys may probe in all before the fast hash is given
  /// up: far more than the two or three per key a table at most half full needs.
  static func probeBudget(keys: Int) -> Int { 8 * keys + 1024 }

  /// Numbers the properties of `declarations`.
  ///
  /// - Parameter seededAfter: For tests: switch to `Hasher` before the declaration with this
  ///   index, whatever the probing shows.
  init(_ declarations: [CSSRawDeclaration], bytes: [UInt8], seededAfter: Int? = nil) {
    source = bytes
    var seedHasher = Hasher()
    seedHasher.combine(declarations.count)
    seed = UInt64(UInt(bitPattern: seedHasher.finalize()))
    var capacity = 16
    while capacity < declarations.count * 2 { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    keys.reserveCapacity(declarations.count)
    // The per-declaration and per-property arrays are written through pointers; there are
    // at most as many properties as declarations, and the spare room is dropped at the end.
    let count = declarations.count
    var first = [Int](repeating: 0, count: count)
    var winner = [Int](repeating: 0, count: count)
    var property = [Int](repeating: 0, count: count)
    var properties = 0
    declarations.withUnsafeBufferPointer { declarations in
      first.withUnsafeMutableBufferPointer { first in
        winner.withUnsafeMutableBufferPointer { winner in
          property.withUnsafeMutableBufferPointer { property in
            for index in 0..<count {
              if index == seededAfter && !seeded { placeAgainSeeded() }
              let number = number(of: declarations[index], in: bytes)
              if number < properties {
                winner[number] = index
              } else {
                first[properties] = index
                winner[properties] = index
                properties += 1
              }
              property[index] = number
            }
          }
        }
      }
    }
    first.removeLast(count - properties)
    winner.removeLast(count - properties)
    self.first = first
    self.winner = winner
    self.property = property
    if !seeded && CSSPropertyTable.longestOccupiedRun(slots) > CSSPropertyTable.longestRun {
      placeAgainSeeded()
    }
  }

  /// The number of the declaration's property, numbering it if it is new.
  @inline(__always)
  private mutating func number(of declaration: CSSRawDeclaration, in bytes: [UInt8]) -> Int {
    if declaration.nameHasEscape {
      let name = Array(CSSEscapes.unescape(bytes, declaration.nameRange).utf8)
      return name.withUnsafeBytes { name in
        insert(context: declaration.context, name, decoded: true, at: 0)
      }
    }
    let range = declaration.nameRange
    return bytes.withUnsafeBytes { buffer in
      insert(
        context: declaration.context, UnsafeRawBufferPointer(rebasing: buffer[range]),
        decoded: false, at: range.lowerBound)
    }
  }

  /// The fast hash of a key: eight bytes at a time, each word folded in by a multiply and a
  /// shift, the length and the context with the seed, and a final mix so that the low bits,
  /// which pick the slot, depend on every byte.
  private static func fastHash(
    seed: UInt64, context: Int32, _ name: UnsafeRawBufferPointer
  )
    -> Int
  {
    let count = name.count
    var hash =
      (seed ^ (UInt64(UInt32(bitPattern: context)) | UInt64(truncatingIfNeeded: count) << 32))
      &* 0x9E37_79B9_7F4A_7C15
    var index = 0
    while count - index >= 8 {
      hash =
        (hash ^ name.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash &>> 31
      index += 8
    }
    if index < count {
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while index < count {
        tail |= UInt64(name[index]) &<< shift
        shift += 8
        index += 1
      }
      hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
      hash ^= hash &>> 31
    }
    hash ^= hash &>> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash &>> 33
    return Int(truncatingIfNeeded: hash)
  }

  /// The standard library's seeded hash of a key, which crafted names cannot make collide.
  private static func seededHash(context: Int32, _ name: UnsafeRawBufferPointer) -> Int {
    var hasher = Hasher()
    hasher.combine(context)
    hasher.combine(bytes: name)
    return hasher.finalize()
  }

  private func hash(context: Int32, _ name: UnsafeRawBufferPointer) -> Int {
    seeded
      ? CSSPropertyTable.seededHash(context: context, name)
      : CSSPropertyTable.fastHash(seed: seed, context: context, name)
  }

  private func matches(_ key: Key, context: Int32, _ name: UnsafeRawBufferPointer) -> Bool {
    guard key.context == context, key.count == name.count else { return false }
    let stored = key.decoded ? decodedNames : source
    return stored.withUnsafeBytes { buffer in
      guard key.start >= 0, key.start + key.count <= buffer.count else { return false }
      for index in 0..<key.count where buffer[key.start + index] != name[index] {
        return false
      }
      return true
    }
  }

  /// The slot holding the property, or the empty slot where it belongs, and how many slots
  /// were probed to find it.
  private func slot(context: Int32, _ name: UnsafeRawBufferPointer) -> (slot: Int, probes: Int) {
    let mask = slots.count - 1
    var slot = hash(context: context, name) & mask
    var probes = 1
    while true {
      let entry = Int(slots[slot])
      if entry == 0 || matches(keys[entry - 1], context: context, name) {
        return (slot, probes)
      }
      slot = (slot + 1) & mask
      probes += 1
    }
  }

  /// The number of the property, numbering it if it is new. `start` is where the name
  /// stands in the source (names with escapes are copied instead).
  private mutating func insert(
    context: Int32, _ name: UnsafeRawBufferPointer, decoded: Bool, at start: Int
  ) -> Int {
    var (slot, probes) = slot(context: context, name)
    if !seeded {
      self.probes += probes
      if self.probes > CSSPropertyTable.probeBudget(keys: keys.count) {
        placeAgainSeeded()
        slot = self.slot(context: context, name).slot
      }
    }
    if slots[slot] != 0 { return Int(slots[slot]) - 1 }
    var key = Key(context: context, decoded: decoded, start: start, count: name.count)
    if decoded {
      key.start = decodedNames.count
      decodedNames.append(contentsOf: name)
    }
    keys.append(key)
    slots[slot] = Int32(keys.count)
    return keys.count - 1
  }

  /// Switches to `Hasher` and places every key again, in the order they were numbered.
  private mutating func placeAgainSeeded() {
    seeded = true
    let mask = slots.count - 1
    var placed = [Int32](repeating: 0, count: slots.count)
    for (number, key) in keys.enumerated() {
      let stored = key.decoded ? decodedNames : source
      var slot =
        stored.withUnsafeBytes { buffer in
          CSSPropertyTable.seededHash(
            context: key.context,
            UnsafeRawBufferPointer(rebasing: buffer[key.start..<(key.start + key.count)]))
        } & mask
      while placed[slot] != 0 { slot = (slot + 1) & mask }
      placed[slot] = Int32(number + 1)
    }
    slots = placed
  }

  /// The length of the longest run of occupied slots, counting a run that wraps around the
  /// end as one.
  static func longestOccupiedRun(_ slots: [Int32]) -> Int {
    var longest = 0
    var run = 0
    var leading: Int?
    for entry in slots {
      if entry != 0 {
        run += 1
      } else {
        if leading == nil { leading = run }
        longest = max(longest, run)
        run = 0
      }
    }
    // The run at the end continues with the run at the start.
    return max(longest, run + (leading ?? 0))
  }

  /// The winning declaration of the name in `bytes[range]` (escapes allowed) in `context`,
  /// if the file declares it there.
  func winner(context: Int32, nameIn bytes: [UInt8], _ range: Range<Int>) -> Int? {
    let entry: Int32
    if bytes[range].contains(CSSBytes.backslash) {
      let name = Array(CSSEscapes.unescape(bytes, range).utf8)
      entry = name.withUnsafeBytes { slots[slot(context: context, $0).slot] }
    } else {
      entry = bytes.withUnsafeBytes {
        slots[slot(context: context, UnsafeRawBufferPointer(rebasing: $0[range])).slot]
      }
    }
    return entry == 0 ? nil : winner[Int(entry) - 1]
  }

  /// Whether declaration `index` is the first of its property.
  func isFirst(_ index: Int) -> Bool { first[property[index]] == index }

  /// Whether declaration `index` is the one whose value counts.
  func isWinner(_ index: Int) -> Bool { winner[property[index]] == index }
}
