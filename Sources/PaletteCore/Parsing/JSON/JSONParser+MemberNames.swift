extension JSONParser {
  /// The member names of one open object, as the repeat check compares them: the first 16
  /// by code and tape index on the stack, then all of them in a dictionary.
  struct MemberNames {
    /// How many names are compared one by one before the dictionary takes over.
    static let linearLimit = 16
    /// The ``JSONMember/code(of:)`` of each of the first names (0 for long ones).
    var codes = InlineArray<16, UInt64>(repeating: 0)
    /// The tape index of each of the first names.
    var entries = InlineArray<16, Int>(repeating: 0)
    /// How many names the object has had so far.
    var count = 0
    /// Past ``linearLimit`` names: each distinct name's bytes, with its first tape index.
    var index: [ArraySlice<UInt8>: Int]? = nil
  }

  /// Checks the member name just parsed (at tape index `key`, starting at `position`) against
  /// the earlier names of its object, then adds it to them.
  ///
  /// Names are compared as UTF-8 bytes with escapes resolved (not by canonical equivalence).
  /// Short names compare as integer codes; the first 16 are searched linearly, and past them
  /// a dictionary maps each name's bytes to its tape index.
  ///
  /// - Throws: ``PaletteError`` naming both places when the name repeats and repeats are
  ///   rejected; with ``DuplicateKeyPolicy/keep`` the repeat is listed in ``duplicateKeys``.
  mutating func checkRepeat(
    ofNameAt key: Int, position: JSONPosition, in names: inout MemberNames
  ) throws(PaletteError) {
    let code = tape.code(key)
    var first: Int?
    if names.count < MemberNames.linearLimit {
      for slot in 0..<names.count {
        let other = names.codes[slot]
        let same =
          other != 0 || code != 0
          ? other == code : tape.utf8(names.entries[slot]).elementsEqual(tape.utf8(key))
        if same {
          first = names.entries[slot]
          break
        }
      }
      names.codes[names.count] = code
      names.entries[names.count] = key
    } else {
      var index = names.index ?? [:]
      names.index = nil
      if index.isEmpty {
        for slot in 0..<MemberNames.linearLimit where index[tape.utf8(names.entries[slot])] == nil {
          index[tape.utf8(names.entries[slot])] = names.entries[slot]
        }
      }
      let bytes = tape.utf8(key)
      if let earlier = index[bytes] { first = earlier } else { index[bytes] = key }
      names.index = index
    }
    names.count += 1
    guard let first else { return }
    let name = tape.string(key)
    guard duplicateKeyPolicy == .keep else {
      let earlier = tape.position(first)
      throw error(
        .invalidValue,
        "duplicate member name \(DiagnosticRenderer.jsonString(name)); the first is at "
          + "\(earlier.line):\(earlier.column)",
        at: position.offset)
    }
    duplicateKeys.append((name, position))
  }
}
