import PaletteCore

/// One object of an Affinity object stream: its class tag and its fields in file order.
struct AffinityObject: Sendable {
  /// The class tag in reading order (`FilS`, `RGBA`).
  var tag: String
  /// The fields.
  var fields: [AffinityField]
  /// The byte offset of the object's first byte.
  var offset: Int

  /// The first field with the key `key`.
  ///
  /// - Parameter key: A key in reading order (`Colr`).
  /// - Returns: The field, or `nil`.
  func field(_ key: String) -> AffinityField? { fields.first { $0.key == key } }
}

/// One field of an object: a key and a typed value.
struct AffinityField: Sendable {
  /// The key in reading order (`PlCN`, `Colr`, `_col`).
  var key: String
  /// The value.
  var value: AffinityValue
  /// The byte offset of the field's type byte.
  var offset: Int
}

/// The value of a field. Objects are indices into ``AffinityObjectStream/objects``; a back
/// reference to an object read earlier gives that object's index again.
enum AffinityValue: Sendable {
  /// A string.
  case string(String)
  /// One object, or `nil` for none.
  case object(Int?)
  /// A list of objects (`nil` for an empty slot).
  case objects([Int?])
  /// A list of strings.
  case strings([String])
  /// Pairs of 64-bit floats.
  case pairs(count: Int)
  /// A value of a fixed size: its type byte and its bytes' offset.
  case fixed(type: UInt8, offset: Int, size: Int)
}

/// Reads the serialised object stream of an Affinity file: typed fields, objects with class
/// definitions on their first use and back references to objects already read.
///
/// Every count and size is checked against the bytes left before anything is read for it, and
/// nesting is limited to ``AffinityLayout/maximumDepth``.
struct AffinityObjectStream {
  /// Every object read, in the order their definitions end.
  private(set) var objects: [AffinityObject] = []
  /// The fields of the root object.
  private(set) var rootFields: [AffinityField] = []
  /// The number after the root class (see ``AffinityLayout/writtenRootValue``).
  private(set) var rootValue: UInt32 = 0
  private var cursor: ByteCursor
  private let end: Int
  private var indexByID: [UInt32: Int] = [:]
  private var classes: Set<String> = []

  /// Prepares to read the stream in `bytes[start..<end]`.
  init(_ bytes: [UInt8], start: Int, end: Int) {
    cursor = ByteCursor(bytes, format: "afpalette", order: .little, offset: start)
    self.end = end
  }

  /// Reads the whole stream: its signature, the root class and the root's fields.
  ///
  /// - Throws: ``/PaletteCore/PaletteError`` at the byte where the stream is malformed.
  mutating func read() throws(PaletteError) {
    let start = cursor.offset
    let signature = try bytes(4, "the object stream's signature")
    guard signature.elementsEqual(AffinityLayout.streamSignature) else {
      throw error(
        .unsupportedVersion,
        "the palette data does not start with the object stream signature 00 FF 4B 53 "
          + "(it may be compressed, which palconv does not read)", at: start)
    }
    _ = try u16("the object stream's version")
    let rootTag = AffinityLayout.tagText(try bytes(4, "the root class"))
    guard rootTag == "PalV" else {
      throw error(
        .invalidValue, "the root object is of class '\(rootTag)', not a palette ('PalV')",
        at: cursor.offset - 4)
    }
    _ = try u16("the root class's version")
    rootValue = try u32("the root class's number")
    rootFields = try fields(depth: 0)
  }

  private func error(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(kind, message, format: "afpalette", location: .byte(offset: offset))
  }

  private var remaining: Int { end - cursor.offset }

  /// The error for `field` cut short by the end of the palette data.
  private func truncated(_ field: String, needing count: Int) -> PaletteError {
    error(
      .unexpectedEndOfInput,
      "the palette data ends inside \(field) at byte \(cursor.offset): \(count) "
        + (count == 1 ? "byte is" : "bytes are") + " needed, \(max(remaining, 0)) left",
      at: cursor.offset)
  }

  private mutating func bytes(
    _ count: Int, _ field: @autoclosure () -> String
  ) throws(PaletteError) -> ArraySlice<UInt8> {
    guard count <= remaining else { throw truncated(field(), needing: count) }
    return try cursor.bytes(count, field())
  }

  private mutating func u8(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt8 {
    guard remaining >= 1 else { throw truncated(field(), needing: 1) }
    return try cursor.u8(field())
  }

  private mutating func u16(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt16 {
    guard remaining >= 2 else { throw truncated(field(), needing: 2) }
    return try cursor.u16(field())
  }

  private mutating func u32(_ field: @autoclosure () -> String) throws(PaletteError) -> UInt32 {
    guard remaining >= 4 else { throw truncated(field(), needing: 4) }
    return try cursor.u32(field())
  }

  /// A count that must fit in the bytes left, each item taking at least `minimumSize`.
  private mutating func count(
    _ field: String, minimumSize: Int
  ) throws(PaletteError) -> Int {
    let start = cursor.offset
    let value = Int(try u32(field))
    guard value <= remaining / minimumSize else {
      throw error(
        .invalidValue,
        "\(field) is \(value), more than the \(remaining) bytes left can hold", at: start)
    }
    return value
  }

  private mutating func string(_ field: String) throws(PaletteError) -> String {
    let length = try count("the length of \(field)", minimumSize: 1)
    let start = cursor.offset
    let text = try bytes(length, field)
    if let bad = TextDecoder.firstInvalidUTF8(cursor.bytes, start..<start + length) {
      throw error(.invalidEncoding, "\(field) is not valid UTF-8 at byte \(bad)", at: bad)
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The fields of an object, up to the zero byte that ends it.
  private mutating func fields(depth: Int) throws(PaletteError) -> [AffinityField] {
    guard depth < AffinityLayout.maximumDepth else {
      throw error(
        .limitExceeded,
        "objects nest more than \(AffinityLayout.maximumDepth) deep", at: cursor.offset)
    }
    var fields: [AffinityField] = []
    while true {
      let start = cursor.offset
      let type = try u8("a field type")
      if type == 0 { return fields }
      let key = AffinityLayout.tagText(try bytes(4, "a field key"))
      let value: AffinityValue
      switch type {
      case AffinityLayout.FieldType.string:
        value = .string(try string("the string '\(key)'"))
      case AffinityLayout.FieldType.object:
        value = .object(try reference(depth: depth))
      case AffinityLayout.FieldType.objects:
        let count = try count("the object count of '\(key)'", minimumSize: 1)
        var items: [Int?] = []
        for _ in 0..<count { items.append(try reference(depth: depth)) }
        value = .objects(items)
      case AffinityLayout.FieldType.strings:
        let sizeOffset = cursor.offset
        let size = try count("the byte size of '\(key)'", minimumSize: 1)
        let count = try count("the string count of '\(key)'", minimumSize: 4)
        let first = cursor.offset
        var items: [String] = []
        for index in 0..<count { items.append(try string("string \(index + 1) of '\(key)'")) }
        guard cursor.offset - first == size else {
          throw error(
            .invalidValue,
            "the strings of '\(key)' take \(cursor.offset - first) bytes, not the \(size) "
              + "declared", at: sizeOffset)
        }
        value = .strings(items)
      case AffinityLayout.FieldType.pairs:
        let count = try count("the pair count of '\(key)'", minimumSize: 16)
        _ = try bytes(count * 16, "the pairs of '\(key)'")
        value = .pairs(count: count)
      default:
        guard let size = AffinityLayout.FieldType.fixedSizes[type] else {
          throw error(
            .invalidValue,
            "field '\(key)' has the type 0x\(String(type, radix: 16, uppercase: true)), which "
              + "palconv does not know, so the rest of the file cannot be read", at: start)
        }
        let offset = cursor.offset
        _ = try bytes(size, "the value of '\(key)'")
        value = .fixed(type: type, offset: offset, size: size)
      }
      fields.append(AffinityField(key: key, value: value, offset: start))
    }
  }

  /// A class definition's tail after its tag: a version, two zero bytes, then `2`, or `0` and
  /// the base class's tag and definition.
  private mutating func classDefinition(depth: Int) throws(PaletteError) {
    var level = 0
    while true {
      _ = try u8("a class version")
      _ = try u16("a class definition")
      let start = cursor.offset
      switch try u8("a class definition's end") {
      case 2: return
      case 0:
        level += 1
        guard level < AffinityLayout.maximumDepth else {
          throw error(.limitExceeded, "a class has too many base classes", at: start)
        }
        classes.insert(AffinityLayout.tagText(try bytes(4, "a base class")))
      case let other:
        throw error(
          .invalidValue,
          "a class definition ends with \(other), not 2 (no base class) or 0 (a base class)",
          at: start)
      }
    }
  }

  /// An object reference: none (`0`), a new object (`1`) or a back reference (`2`).
  private mutating func reference(depth: Int) throws(PaletteError) -> Int? {
    let start = cursor.offset
    switch try u8("an object reference") {
    case 0:
      return nil
    case 2:
      let id = try u32("a back reference")
      guard let index = indexByID[id] else {
        throw error(
          .invalidValue, "a back reference to object \(id), which is not read yet", at: start)
      }
      return index
    case 1:
      let id = try u32("an object id")
      let modeOffset = cursor.offset
      let mode = try u8("an object's class mode")
      let tag = AffinityLayout.tagText(try bytes(4, "an object's class"))
      switch mode {
      case 0:
        classes.insert(tag)
        try classDefinition(depth: depth)
      case 1:
        guard classes.contains(tag) else {
          throw error(
            .invalidValue, "an object of class '\(tag)', which has not been defined", at: modeOffset
          )
        }
      default:
        throw error(
          .invalidValue, "an object's class mode is \(mode), not 0 (new) or 1 (known)",
          at: modeOffset)
      }
      guard indexByID[id] == nil else {
        throw error(.invalidValue, "object id \(id) is used twice", at: start + 1)
      }
      let fields = try fields(depth: depth + 1)
      objects.append(AffinityObject(tag: tag, fields: fields, offset: start))
      indexByID[id] = objects.count - 1
      return objects.count - 1
    case let other:
      throw error(
        .invalidValue,
        "an object reference starts with \(other), not 0 (none), 1 (an object) or 2 (a back "
          + "reference)", at: start)
    }
  }
}
