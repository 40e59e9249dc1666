/// Which declaration of each property wins: the last one in its context, as in the cascade.
///
/// Properties are numbered once, through an open-addressing hash table (with the standard
/// library's seeded hash) keyed by the context number and the name's bytes (escapes
/// decoded), compared byte for byte as CSS compares custom property names; everything else
/// is an array look-up. Names without escapes are hashed where they stand in the source, so
/// no key is built.
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

  init(_ declarations: [CSSRawDeclaration], bytes: [UInt8]) {
    source = bytes
    var capacity = 16
    while capacity < declarations.count * 2 { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    keys.reserveCapacity(declarations.count)
    first.reserveCapacity(declarations.count)
    winner.reserveCapacity(declarations.count)
    property.reserveCapacity(declarations.count)
    for (index, declaration) in declarations.enumerated() {
      let number: Int
      if declaration.nameHasEscape {
        let name = Array(CSSEscapes.unescape(bytes, declaration.nameRange).utf8)
        number = insert(context: declaration.context, name, 0..<name.count, decoded: true)
      } else {
        number = insert(
          context: declaration.context, bytes, declaration.nameRange, decoded: false)
      }
      if number < first.count {
        winner[number] = index
      } else {
        first.append(index)
        winner.append(index)
      }
      property.append(number)
    }
  }

  /// The standard library's seeded hash of the key, so crafted names cannot make every
  /// look-up collide.
  private static func hash(context: Int32, _ name: [UInt8], _ range: Range<Int>) -> Int {
    var hasher = Hasher()
    hasher.combine(context)
    name.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[range])) }
    return hasher.finalize()
  }

  private func matches(_ key: Key, context: Int32, _ name: [UInt8], _ range: Range<Int>) -> Bool {
    guard key.context == context, key.count == range.count else { return false }
    var offset = key.start
    if key.decoded {
      for index in range {
        if decodedNames[offset] != name[index] { return false }
        offset += 1
      }
    } else {
      for index in range {
        if source[offset] != name[index] { return false }
        offset += 1
      }
    }
    return true
  }

  /// The slot holding the property, or the empty slot where it belongs.
  private func slot(context: Int32, _ name: [UInt8], _ range: Range<Int>) -> Int {
    let mask = slots.count - 1
    var slot = CSSPropertyTable.hash(context: context, name, range) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 || matches(keys[entry - 1], context: context, name, range) { return slot }
      slot = (slot + 1) & mask
    }
  }

  /// The number of the property, numbering it if it is new.
  private mutating func insert(
    context: Int32, _ name: [UInt8], _ range: Range<Int>, decoded: Bool
  ) -> Int {
    let slot = slot(context: context, name, range)
    if slots[slot] != 0 { return Int(slots[slot]) - 1 }
    var key = Key(context: context, decoded: decoded, start: range.lowerBound, count: range.count)
    if decoded {
      key.start = decodedNames.count
      decodedNames.append(contentsOf: name[range])
    }
    keys.append(key)
    slots[slot] = Int32(keys.count)
    return keys.count - 1
  }

  /// The winning declaration of the name in `bytes[range]` (escapes allowed) in `context`,
  /// if the file declares it there.
  func winner(context: Int32, nameIn bytes: [UInt8], _ range: Range<Int>) -> Int? {
    let entry: Int32
    if bytes[range].contains(CSSBytes.backslash) {
      let name = Array(CSSEscapes.unescape(bytes, range).utf8)
      entry = slots[slot(context: context, name, 0..<name.count)]
    } else {
      entry = slots[slot(context: context, bytes, range)]
    }
    return entry == 0 ? nil : winner[Int(entry) - 1]
  }

  /// Whether declaration `index` is the first of its property.
  func isFirst(_ index: Int) -> Bool { first[property[index]] == index }

  /// Whether declaration `index` is the one whose value counts.
  func isWinner(_ index: Int) -> Bool { winner[property[index]] == index }
}
