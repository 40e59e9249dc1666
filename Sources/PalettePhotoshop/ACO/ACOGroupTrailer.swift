import PaletteCore

/// The swatch groups that Photoshop 2020 and later append to a swatches file: `8BIM`,
/// `phry`, the length of the rest, descriptor version 16, then an action descriptor whose
/// `hierarchy` list holds, in swatch order, a `Grup` object (with its name `Nm  `) where a
/// group starts, a `preset` object per swatch, and a `groupEnd` object where it ends.
///
/// Reading is bounded: every length is checked against the block, descriptors nest at most
/// ``maxDepth`` deep, and any value type outside the few a swatch hierarchy uses stops the
/// reading with a ``Problem`` (the caller then reads the swatches without groups).
enum ACOGroupTrailer {
  /// A run of swatches: a named group, or swatches outside any group.
  struct Group: Equatable {
    /// The group's name; `nil` for swatches outside a group.
    var name: String?
    /// How many swatches it holds.
    var count: Int
    /// Where its `Grup` object is.
    var offset: Int
  }

  /// Why the groups could not be read.
  struct Problem: Error {
    /// Where.
    var offset: Int
    /// What, for people.
    var reason: String
  }

  /// The deepest nesting of descriptors and lists read.
  static let maxDepth = 16

  private static let signature: [UInt8] = Array("8BIMphry".utf8)

  /// Whether the bytes at `offset` start a group block.
  static func starts(_ bytes: [UInt8], at offset: Int) -> Bool {
    bytes.count - offset >= 8 && bytes[offset..<offset + 8].elementsEqual(signature)
  }

  // MARK: Reading

  /// Reads the groups of the block at `offset`.
  static func read(_ bytes: [UInt8], at offset: Int) -> Result<[Group], Problem> {
    var reader = Reader(bytes: bytes, offset: offset + 8, end: bytes.count)
    do throws(Problem) {
      let length = Int(try reader.u32())
      guard length <= reader.end - reader.offset else {
        throw Problem(
          offset: offset + 8,
          reason: "the block declares \(length) bytes but \(reader.end - reader.offset) follow")
      }
      reader.end = reader.offset + length
      let version = try reader.u32()
      guard version == 16 else {
        throw Problem(offset: offset + 12, reason: "descriptor version \(version), not 16")
      }
      var events = Events()
      try reader.descriptor(depth: 0, into: &events)
      if events.open != nil {
        throw Problem(offset: events.open?.offset ?? offset, reason: "a group is never ended")
      }
      return .success(events.groups)
    } catch {
      return .failure(error)
    }
  }

  /// The groups as the hierarchy's objects open and close them.
  private struct Events {
    var groups: [Group] = []
    var open: Group?

    mutating func object(_ classID: String, name: String?, at offset: Int) throws(Problem) {
      switch classID {
      case "Grup":
        if open != nil {
          throw Problem(offset: offset, reason: "a group starts inside another group")
        }
        open = Group(name: name ?? "", count: 0, offset: offset)
      case "groupEnd":
        guard let group = open else {
          throw Problem(offset: offset, reason: "a group ends that never started")
        }
        groups.append(group)
        open = nil
      case "preset":
        if open != nil {
          open?.count += 1
        } else if let last = groups.last, last.name == nil {
          groups[groups.count - 1].count += 1
        } else {
          groups.append(Group(name: nil, count: 1, offset: offset))
        }
      default:
        break
      }
    }
  }

  /// A bounded big-endian reader over the block.
  private struct Reader {
    let bytes: [UInt8]
    var offset: Int
    var end: Int

    mutating func take(_ count: Int) throws(Problem) -> ArraySlice<UInt8> {
      guard count >= 0, count <= end - offset else {
        throw Problem(offset: offset, reason: "the block ends inside a field")
      }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func u32() throws(Problem) -> UInt32 {
      let four = try take(4)
      return four.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A key or class id: a length, then that many bytes, or four when the length is 0.
    mutating func identifier() throws(Problem) -> String {
      let length = Int(try u32())
      guard length <= 1024 else {
        throw Problem(offset: offset - 4, reason: "an identifier of \(length) bytes")
      }
      return String(decoding: try take(length == 0 ? 4 : length), as: UTF8.self)
    }

    /// A unicode string: a count of UTF-16 units, then the units; trailing NULs removed.
    mutating func unicode() throws(Problem) -> String {
      let start = offset
      let units = Int(try u32())
      guard units <= (end - offset) / 2 else {
        throw Problem(offset: start, reason: "a text of \(units) units runs past the block")
      }
      switch UTF16BigEndian.decode(bytes, start: offset, units: units) {
      case .success(var text):
        offset += units * 2
        while text.utf8.last == 0 { text.removeLast() }
        return text
      case .failure(let failure):
        throw Problem(offset: failure.offset, reason: "a text is not valid UTF-16")
      }
    }

    /// A descriptor: name, class id, items; an object of the hierarchy is reported to
    /// `events` with its `Nm  ` text.
    mutating func descriptor(depth: Int, into events: inout Events) throws(Problem) {
      guard depth < ACOGroupTrailer.maxDepth else {
        throw Problem(offset: offset, reason: "descriptors nest too deeply")
      }
      let start = offset
      _ = try unicode()
      let classID = try identifier()
      let count = Int(try u32())
      var name: String?
      // The group's name comes before its members in the file, so an object is reported
      // once its own items are read; a `Grup` holds no list, only its name and id.
      var nested = Events()
      for _ in 0..<count {
        let key = try identifier()
        let type = String(decoding: try take(4), as: UTF8.self)
        if type == "TEXT", key == "Nm  " {
          name = try unicode()
        } else {
          if key == "hierarchy" {
            try value(type, depth: depth + 1, into: &events)
          } else {
            try value(type, depth: depth + 1, into: &nested)
          }
        }
      }
      if depth > 0 { try events.object(classID, name: name, at: start) }
    }

    /// Skips or reads one value of a type.
    mutating func value(_ type: String, depth: Int, into events: inout Events) throws(Problem) {
      guard depth < ACOGroupTrailer.maxDepth else {
        throw Problem(offset: offset, reason: "descriptors nest too deeply")
      }
      switch type {
      case "VlLs":
        let count = Int(try u32())
        guard count <= (end - offset) / 4 else {
          throw Problem(offset: offset - 4, reason: "a list of \(count) items runs past the block")
        }
        for _ in 0..<count {
          let itemType = String(decoding: try take(4), as: UTF8.self)
          try value(itemType, depth: depth + 1, into: &events)
        }
      case "Objc", "GlbO":
        try descriptor(depth: depth, into: &events)
      case "TEXT":
        _ = try unicode()
      case "long": _ = try take(4)
      case "doub", "comp": _ = try take(8)
      case "bool": _ = try take(1)
      case "UntF": _ = try take(12)
      case "enum":
        _ = try identifier()
        _ = try identifier()
      case "type", "GlbC":
        _ = try unicode()
        _ = try identifier()
      case "tdta", "alis":
        _ = try take(Int(try u32()))
      default:
        throw Problem(offset: offset - 4, reason: "a value of type '\(type)'")
      }
    }
  }

  // MARK: Writing

  /// Appends the block for a palette's groups: a `Grup` … `groupEnd` bracket for each named
  /// group, bare presets for unnamed ones.
  ///
  /// - Parameters:
  ///   - groups: The palette's groups.
  ///   - out: The file so far.
  static func append(_ groups: [PaletteGroup], to out: inout [UInt8]) {
    var body: [UInt8] = []
    body.appendBigEndian(UInt32(16))
    appendDescriptorHeader(classID: "null", itemCount: 1, to: &body)
    appendKey("hierarchy", to: &body)
    body += Array("VlLs".utf8)
    let items = groups.reduce(0) { $0 + $1.swatches.count + ($1.name == nil ? 0 : 2) }
    body.appendBigEndian(UInt32(items))
    for (index, group) in groups.enumerated() {
      if let name = group.name {
        body += Array("Objc".utf8)
        appendDescriptorHeader(classID: "Grup", itemCount: 2, to: &body)
        appendKey("Nm  ", to: &body)
        body += Array("TEXT".utf8)
        appendUnicode(name, to: &body)
        appendKey("zuid", to: &body)
        body += Array("TEXT".utf8)
        appendUnicode(identifier(of: name, index: index), to: &body)
      }
      for _ in group.swatches {
        body += Array("Objc".utf8)
        appendDescriptorHeader(classID: "preset", itemCount: 0, to: &body)
      }
      if group.name != nil {
        body += Array("Objc".utf8)
        appendDescriptorHeader(classID: "groupEnd", itemCount: 0, to: &body)
      }
    }
    out += signature
    out.appendBigEndian(UInt32(body.count))
    out += body
  }

  /// An empty descriptor name, a class id and an item count.
  private static func appendDescriptorHeader(
    classID: String, itemCount: UInt32, to out: inout [UInt8]
  ) {
    appendUnicode("", to: &out)
    appendKey(classID, to: &out)
    out.appendBigEndian(itemCount)
  }

  /// A key: four-character codes as length 0 and the code, others with their length.
  private static func appendKey(_ key: String, to out: inout [UInt8]) {
    let bytes = Array(key.utf8)
    out.appendBigEndian(UInt32(bytes.count == 4 ? 0 : bytes.count))
    out += bytes
  }

  /// A unicode string with its terminating NUL counted, as Photoshop writes them.
  private static func appendUnicode(_ text: String, to out: inout [UInt8]) {
    out.appendBigEndian(UInt32(text.utf16.count + 1))
    UTF16BigEndian.append(text, to: &out)
    out.appendBigEndian(UInt16(0))
  }

  /// A group id in Photoshop's UUID form, derived from the group's name and position so the
  /// same palette always gives the same bytes.
  static func identifier(of name: String, index: Int) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    for byte in name.utf8 { mix(byte) }
    for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: index >> shift)) }
    var state = hash
    func next() -> UInt64 {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
    let high = next()
    let low = next()
    func hex(_ value: UInt64, _ digits: Int) -> String {
      let text = String(value, radix: 16)
      return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
    let mask16: UInt64 = 0xFFFF
    return hex(high >> 32, 8) + "-" + hex(high >> 16 & mask16, 4) + "-"
      + hex(high & mask16 & 0x0FFF | 0x4000, 4) + "-"
      + hex(low >> 48 & 0x3FFF | 0x8000, 4) + "-" + hex(low & 0xFFFF_FFFF_FFFF, 12)
  }
}
