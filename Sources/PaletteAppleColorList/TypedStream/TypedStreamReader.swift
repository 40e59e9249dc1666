import PaletteCore

/// Reads the legacy `NSArchiver` encoding ("typedstream") of colour lists that older macOS
/// versions wrote.
///
/// A stream starts with a version byte (4, or 3 for NeXTSTEP), a length byte and the
/// signature `streamtyped` (little-endian numbers) or `typedstream` (big-endian), then the
/// system version. After that come groups of values, each group introduced by an Objective-C
/// type encoding (`i`, `@@`, `ffff`, `+`, …). A head byte from -128 to -111 is a tag (`0x81`
/// a 16-bit integer follows, `0x82` a 32-bit one, `0x83` a real, `0x84` something new, `0x85`
/// nil, `0x86` the end of an object); any other byte is a literal integer, and where a
/// reference is expected it is an index into a table (`0x92` is entry 0). Integers are signed
/// or unsigned as their type code says (`s i l q` signed, `S I L Q` unsigned, lengths and the
/// system version unsigned, references and class versions signed), whether literal or
/// tagged: the byte `FA` is -6 for an `i` and 250 for an `I`. A `c` or `C` is one raw byte,
/// never a tag. Strings share one
/// table, and objects and classes another; an entry is made when its `0x84` is read, so a
/// reference can only point backwards and every entry costs at least one byte.
///
/// Only the classes of a colour list are instantiated (`NSColor`, `NSString`,
/// `NSMutableString`); anything else is an error. Objects nest at most ``maximumDepth`` deep,
/// and an object that refers to itself before it is complete (a cycle) is an error.
struct TypedStreamReader {
  /// The deepest nesting of objects (a catalog colour's fallback inside it) accepted.
  static let maximumDepth = 16

  /// A value of a group.
  enum Value {
    /// An integer (`c`, `C`, `s`, `S`, `i`, `I`, `l`, `L`, `q`, `Q`).
    case integer(Int64)
    /// A real (`f`, `d`).
    case real(Double)
    /// An object (`@`): its table index, or `nil` for nil.
    case object(Int?)
    /// Raw bytes (`+`).
    case bytes([UInt8])
    /// A shared string (`*`, `%`, `:`), or `nil`.
    case string([UInt8]?)
    /// A class (`#`): its table index, or `nil`.
    case classReference(Int?)
  }

  /// An entry of the object table.
  enum Entry {
    /// An object still being read.
    case pending
    /// A class and its version.
    case classInfo(name: String, version: Int64)
    /// A string object.
    case string(String)
    /// A colour object.
    case color(ArchivedColor, offset: Int)
  }

  let bytes: [UInt8]
  var offset = 0
  var littleEndian = true
  /// The shared strings.
  var strings: [[UInt8]] = []
  /// The objects and classes.
  var objects: [Entry] = []
  /// How deep objects are nested now.
  var depth = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether `prefix` starts like a typedstream.
  static func hasSignature(_ prefix: ArraySlice<UInt8>) -> Bool {
    let bytes = Array(prefix.prefix(13))
    guard bytes.count == 13, bytes[0] == 3 || bytes[0] == 4, bytes[1] == 11 else { return false }
    let signature = String(decoding: bytes[2..<13], as: UTF8.self)
    return signature == "streamtyped" || signature == "typedstream"
  }

  func error(_ kind: PaletteError.Kind, _ message: String, at position: Int) -> PaletteError {
    PaletteError(kind, message, format: "clr", location: .byte(offset: position))
  }

  func truncated(_ what: String) -> PaletteError {
    error(.unexpectedEndOfInput, "the stream ends inside \(what) at byte \(offset)", at: offset)
  }

  /// Reads the header.
  mutating func header() throws(PaletteError) {
    guard Self.hasSignature(bytes[...]) else {
      throw error(
        .invalidSignature, "not a typedstream: it does not start with 04 0B 'streamtyped'",
        at: 0)
    }
    littleEndian = bytes[2] == UInt8(ascii: "s")
    offset = 13
    let start = offset
    let system = try integer("the system version", signed: false)
    guard system <= 1_000_000 else {
      throw error(.invalidValue, "the system version \(system) is not one of macOS's", at: start)
    }
  }

  /// Whether the stream is at its end.
  var isAtEnd: Bool { offset >= bytes.count }

  mutating func byte(_ what: String) throws(PaletteError) -> UInt8 {
    guard offset < bytes.count else { throw truncated(what) }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// `count` bytes as an unsigned number in the stream's byte order.
  mutating func fixed(_ count: Int, _ what: String) throws(PaletteError) -> UInt64 {
    guard count <= bytes.count - offset else { throw truncated(what) }
    var value: UInt64 = 0
    for index in 0..<count {
      let byte = UInt64(bytes[offset + (littleEndian ? count - 1 - index : index)])
      value = value << 8 | byte
    }
    offset += count
    return value
  }

  /// An integer after its head byte has been read: the byte itself, or after tag `0x81` the
  /// next two bytes, after `0x82` the next four, read as a signed or an unsigned number.
  mutating func integer(
    head: UInt8, _ what: String, signed: Bool = true
  ) throws(PaletteError) -> Int64 {
    switch head {
    case 0x81:
      let raw = UInt16(try fixed(2, what))
      return signed ? Int64(Int16(bitPattern: raw)) : Int64(raw)
    case 0x82:
      let raw = UInt32(try fixed(4, what))
      return signed ? Int64(Int32(bitPattern: raw)) : Int64(raw)
    case 0x80...0x91:
      throw error(
        .invalidValue,
        "\(what) at byte \(offset - 1) starts with tag \(head), not a number", at: offset - 1)
    default: return signed ? Int64(Int8(bitPattern: head)) : Int64(head)
    }
  }

  mutating func integer(_ what: String, signed: Bool = true) throws(PaletteError) -> Int64 {
    try integer(head: try byte(what), what, signed: signed)
  }

  /// A table index from a reference whose head byte has been read.
  mutating func reference(head: UInt8, count: Int, _ what: String) throws(PaletteError) -> Int {
    let start = offset - 1
    let value = try integer(head: head, what) + 110
    guard value >= 0, value < Int64(count) else {
      throw error(
        .invalidValue,
        "\(what) at byte \(start) refers to entry \(value) of a table of \(count): a dangling "
          + "reference", at: start)
    }
    return Int(value)
  }

  /// A shared string: new, nil or a reference.
  mutating func sharedString(_ what: String) throws(PaletteError) -> [UInt8]? {
    let head = try byte(what)
    switch head {
    case 0x84:
      let start = offset
      let length = try integer("the length of \(what)", signed: false)
      guard length <= Int64(bytes.count - offset) else {
        throw error(
          .unexpectedEndOfInput,
          "\(what) at byte \(start) is \(length) bytes long, but \(bytes.count - offset) are left",
          at: start)
      }
      let text = Array(bytes[offset..<offset + Int(length)])
      offset += Int(length)
      strings.append(text)
      return text
    case 0x85: return nil
    default: return strings[try reference(head: head, count: strings.count, what)]
    }
  }

  /// A class: new (with its superclasses), nil or a reference; returns its table index.
  mutating func classReference(_ what: String, chain: Int = 0) throws(PaletteError) -> Int? {
    let start = offset
    let head = try byte(what)
    switch head {
    case 0x84:
      guard chain < Self.maximumDepth else {
        throw error(
          .limitExceeded, "the class chain is more than \(Self.maximumDepth) classes long",
          at: start)
      }
      guard let name = try sharedString("the class name"),
        let text = String(validating: name, as: UTF8.self)
      else {
        throw error(.invalidValue, "the class at byte \(start) has no valid name", at: start)
      }
      let version = try integer("the version of class \(text)")
      objects.append(.classInfo(name: text, version: version))
      let index = objects.count - 1
      _ = try classReference("the superclass of \(text)", chain: chain + 1)
      return index
    case 0x85: return nil
    default:
      let index = try reference(head: head, count: objects.count, what)
      guard case .classInfo = objects[index] else {
        throw error(
          .invalidValue, "\(what) at byte \(start) refers to an object, not a class", at: start)
      }
      return index
    }
  }

  /// The values of one group: its type encoding, then one value per type.
  mutating func group() throws(PaletteError) -> [Value] {
    let start = offset
    guard let encoding = try sharedString("a type encoding"), !encoding.isEmpty else {
      throw error(.invalidValue, "the group at byte \(start) has no type encoding", at: start)
    }
    var values: [Value] = []
    for type in encoding {
      let position = offset
      switch type {
      case UInt8(ascii: "c"), UInt8(ascii: "C"):
        let raw = try byte("a character")
        values.append(
          .integer(type == UInt8(ascii: "c") ? Int64(Int8(bitPattern: raw)) : Int64(raw)))
      case UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
        values.append(.integer(try integer("an integer")))
      case UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
        values.append(.integer(try integer("an integer", signed: false)))
      case UInt8(ascii: "f"), UInt8(ascii: "d"):
        let head = try byte("a real")
        let value: Double
        if head == 0x83 {
          value =
            type == UInt8(ascii: "f")
            ? Double(Float(bitPattern: UInt32(try fixed(4, "a real"))))
            : Double(bitPattern: try fixed(8, "a real"))
        } else {
          value = Double(try integer(head: head, "a real"))
        }
        guard value.isFinite else {
          throw error(.invalidValue, "the real at byte \(position) is not finite", at: position)
        }
        values.append(.real(value))
      case UInt8(ascii: "@"): values.append(.object(try object()))
      case UInt8(ascii: "+"):
        let length = try integer("the length of the bytes", signed: false)
        guard length <= Int64(bytes.count - offset) else {
          throw error(
            .unexpectedEndOfInput,
            "the bytes at byte \(position) are \(length) long, but \(bytes.count - offset) are left",
            at: position)
        }
        values.append(.bytes(Array(bytes[offset..<offset + Int(length)])))
        offset += Int(length)
      case UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: ":"):
        values.append(.string(try sharedString("a string")))
      case UInt8(ascii: "#"): values.append(.classReference(try classReference("a class")))
      default:
        throw error(
          .invalidValue,
          "the type encoding at byte \(start) has type '\(Character(Unicode.Scalar(type)))', "
            + "which a colour list does not use", at: start)
      }
    }
    return values
  }

  /// An object: new, nil or a reference; returns its table index.
  mutating func object() throws(PaletteError) -> Int? {
    let start = offset
    let head = try byte("an object")
    switch head {
    case 0x84: break
    case 0x85: return nil
    default:
      let index = try reference(head: head, count: objects.count, "an object reference")
      switch objects[index] {
      case .pending:
        throw error(
          .invalidValue,
          "the object reference at byte \(start) refers to an object that contains it, a cycle",
          at: start)
      case .classInfo:
        throw error(
          .invalidValue, "the object reference at byte \(start) refers to a class", at: start)
      default: return index
      }
    }
    guard depth < Self.maximumDepth else {
      throw error(
        .limitExceeded, "objects are nested more than \(Self.maximumDepth) deep", at: start)
    }
    depth += 1
    defer { depth -= 1 }
    objects.append(.pending)
    let index = objects.count - 1
    guard let classIndex = try classReference("the class of the object"),
      case .classInfo(let className, _) = objects[classIndex]
    else {
      throw error(.invalidValue, "the object at byte \(start) has no class", at: start)
    }
    var values: [Value] = []
    while true {
      guard offset < bytes.count else { throw truncated("the object from byte \(start)") }
      if bytes[offset] == 0x86 {
        offset += 1
        break
      }
      values += try group()
    }
    switch className {
    case "NSColor":
      objects[index] = .color(try color(values, at: start), offset: start)
    case "NSString", "NSMutableString":
      guard values.count == 1, case .bytes(let text) = values[0] else {
        throw error(.invalidValue, "the string object at byte \(start) holds no bytes", at: start)
      }
      guard let string = String(validating: text, as: UTF8.self) else {
        throw error(.invalidEncoding, "the string at byte \(start) is not valid UTF-8", at: start)
      }
      objects[index] = .string(string)
    default:
      throw error(
        .invalidValue,
        "the object at byte \(start) has class \(className), which a colour list does not hold",
        at: start)
    }
    return index
  }

  /// A colour from its values: the kind, then its numbers or (catalog) its names and fallback.
  func color(_ values: [Value], at start: Int) throws(PaletteError) -> ArchivedColor {
    guard case .integer(let kind)? = values.first else {
      throw error(
        .invalidValue, "the colour at byte \(start) does not start with its kind", at: start)
    }
    let rest = values.dropFirst()
    func numbers(_ count: Int) throws(PaletteError) -> [Float] {
      var result: [Float] = []
      for value in rest {
        switch value {
        case .real(let number): result.append(Float(number))
        case .integer(let number): result.append(Float(number))
        default:
          throw error(
            .invalidValue, "the colour at byte \(start) holds a value that is not a number",
            at: start)
        }
      }
      guard result.count == count, result.allSatisfy(\.isFinite) else {
        throw error(
          .invalidValue,
          "the colour of kind \(kind) at byte \(start) has \(result.count) numbers, not \(count)",
          at: start)
      }
      return result
    }
    switch kind {
    case 1, 2: return .rgb(try numbers(4), calibrated: kind == 1)
    case 3, 4: return .white(try numbers(2), isCalibrated: kind == 3)
    case 5: return .cmyk(try numbers(5))
    case 6:
      guard rest.count == 3 else {
        throw error(
          .invalidValue, "the catalog colour at byte \(start) does not hold three objects",
          at: start)
      }
      var names: [String] = []
      for value in rest.prefix(2) {
        guard case .object(let index?) = value, case .string(let name) = objects[index] else {
          throw error(
            .invalidValue, "the catalog colour at byte \(start) has a name that is not a string",
            at: start)
        }
        names.append(name)
      }
      var fallback: ArchivedColor?
      if case .object(let index?) = rest.last! {
        guard case .color(let color, _) = objects[index] else {
          throw error(
            .invalidValue, "the catalog colour's fallback at byte \(start) is not a colour",
            at: start)
        }
        fallback = color
      }
      return .catalog(list: names[0], name: names[1], fallback: fallback)
    default:
      return .unsupported(space: kind)
    }
  }
}
