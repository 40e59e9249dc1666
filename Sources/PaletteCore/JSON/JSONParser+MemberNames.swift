extension JSONParser {
  /// A member name of an open object, as the repeat check compares it.
  struct MemberName {
    /// ``JSONMember/code(of:)`` of the name: its bytes when it has at most 7, else 0.
    let code: UInt64
    /// The name's index on the tape.
    let entry: Int
  }

  /// Checks the member name just parsed (at tape index `key`, starting at `position`) against
  /// the earlier names of its object, which start at `firstName` in ``openNames``, then adds
  /// it to them.
  ///
  /// Names are compared as UTF-8 bytes with escapes resolved (not by canonical equivalence).
  /// Short names compare as integer codes; small objects are searched linearly, large ones
  /// keep `index` (created at the first look-up), which maps a name's bytes to its tape
  /// index.
  ///
  /// - Throws: ``PaletteError`` naming both places when the name repeats and repeats are
  ///   rejected; with ``DuplicateKeyPolicy/keep`` the repeat is listed in ``duplicateKeys``.
  mutating func checkRepeat(
    ofNameAt key: Int, position: JSONPosition, from firstName: Int,
    index: inout [ArraySlice<UInt8>: Int]?
  ) throws(PaletteError) {
    let code = tape.code(key)
    let linearLimit = 16
    var first: Int?
    if openNames.count - firstName < linearLimit {
      for name in openNames[firstName...] {
        let same =
          name.code != 0 || code != 0
          ? name.code == code : tape.utf8(name.entry).elementsEqual(tape.utf8(key))
        if same {
          first = name.entry
          break
        }
      }
    } else {
      var names = index ?? [:]
      index = nil
      if names.isEmpty {
        for name in openNames[firstName...] where names[tape.utf8(name.entry)] == nil {
          names[tape.utf8(name.entry)] = name.entry
        }
      }
      let bytes = tape.utf8(key)
      if let earlier = names[bytes] { first = earlier } else { names[bytes] = key }
      index = names
    }
    openNames.append(MemberName(code: code, entry: key))
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
