import PaletteCore

/// An `NSKeyedArchiver` archive over a binary property list, with every reference checked.
///
/// The property list's top is a dictionary with `$archiver` = `NSKeyedArchiver`, `$version`,
/// `$objects` (the archived objects; entry 0 is the string `$null`) and `$top` (the entry
/// points). Inside the graph, objects refer to each other by UID, an index into `$objects`.
/// An archived object is a dictionary of its fields plus `$class`, the UID of a dictionary
/// with `$classname` and `$classes`. Nothing is instantiated: callers ask for fields and
/// check class names against the ones they expect.
struct KeyedArchive {
  /// The property list.
  let document: PropertyListDocument
  /// `$objects`: the property list index of each archived object.
  let archived: [Int]
  /// `$top`: the entry points by key, as UIDs.
  let top: [String: UInt64]

  /// An archived object: its fields and its class.
  struct Object {
    /// The UID.
    var uid: UInt64
    /// The fields by key, as property list indices (`$class` excluded).
    var fields: [String: Int]
    /// `$classname`.
    var className: String
    /// `$classes`: the class and its superclasses.
    var classes: [String]
    /// The byte offset of the object's dictionary.
    var offset: Int
  }

  /// Reads the archive's frame.
  ///
  /// - Parameter document: A valid property list.
  /// - Throws: ``PaletteCore/PaletteError/Kind/invalidValue`` when the top is not a keyed
  ///   archive, with the byte offset of the part at fault.
  init(_ document: PropertyListDocument) throws(PaletteError) {
    self.document = document
    let root = try Self.dictionary(document, document.top, "the top object")
    guard let archiver = root["$archiver"], case .string(let name) = document.objects[archiver],
      name == "NSKeyedArchiver"
    else {
      throw Self.error(
        document, document.top,
        "the property list is not a keyed archive: its top has no $archiver 'NSKeyedArchiver'")
    }
    guard let objects = root["$objects"], case .array(let members) = document.objects[objects]
    else {
      throw Self.error(document, document.top, "the keyed archive has no $objects array")
    }
    guard let topIndex = root["$top"] else {
      throw Self.error(document, document.top, "the keyed archive has no $top dictionary")
    }
    var top: [String: UInt64] = [:]
    for (key, value) in try Self.pairs(document, topIndex, "$top") {
      guard case .uid(let uid) = document.objects[value] else {
        throw Self.error(document, value, "$top's \(key) is not a UID")
      }
      guard uid < UInt64(members.count) else {
        throw Self.error(
          document, value,
          "$top's \(key) refers to object \(uid), but $objects has \(members.count)")
      }
      top[key] = uid
    }
    self.archived = members
    self.top = top
  }

  /// The byte offset of a property list object, for errors.
  func offset(of index: Int) -> Int { document.byteOffset(of: index) ?? 0 }

  /// An error at a property list object.
  static func error(
    _ document: PropertyListDocument, _ index: Int, _ message: String
  ) -> PaletteError {
    PaletteError(
      .invalidValue, message, format: "clr",
      location: .byte(offset: document.byteOffset(of: index) ?? 0))
  }

  /// An error at a property list object of this archive.
  func error(_ index: Int, _ message: String) -> PaletteError {
    Self.error(document, index, message)
  }

  /// A property list dictionary's keys and values, in file order.
  static func pairs(
    _ document: PropertyListDocument, _ index: Int, _ what: String
  ) throws(PaletteError) -> [(key: String, value: Int)] {
    guard case .dictionary(let keys, let values) = document.objects[index] else {
      throw error(
        document, index, "\(what) is a \(document.objects[index].typeName), not a dictionary")
    }
    var result: [(key: String, value: Int)] = []
    result.reserveCapacity(keys.count)
    for (key, value) in zip(keys, values) {
      // The reader has checked that every key is a string.
      guard case .string(let name) = document.objects[key] else { continue }
      result.append((name, value))
    }
    return result
  }

  /// A property list dictionary by key; of a repeated key, the last value.
  static func dictionary(
    _ document: PropertyListDocument, _ index: Int, _ what: String
  ) throws(PaletteError) -> [String: Int] {
    var result: [String: Int] = [:]
    for (key, value) in try pairs(document, index, what) { result[key] = value }
    return result
  }

  /// The property list index of the archived object a UID names.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - from: The property list object holding it, for the error.
  /// - Returns: The index, or `nil` for UID 0 (`$null`, nil).
  /// - Throws: ``PaletteCore/PaletteError/Kind/invalidValue`` for a dangling UID.
  func resolve(_ uid: UInt64, from: Int) throws(PaletteError) -> Int? {
    guard uid < UInt64(archived.count) else {
      throw error(
        from, "a reference to object \(uid) dangles: $objects has \(archived.count) objects")
    }
    return uid == 0 ? nil : archived[Int(uid)]
  }

  /// The UID a field holds.
  ///
  /// - Parameter index: A property list index.
  /// - Returns: The UID.
  /// - Throws: ``PaletteCore/PaletteError/Kind/invalidValue`` when it is not a UID.
  func uid(_ index: Int, _ what: String) throws(PaletteError) -> UInt64 {
    guard case .uid(let uid) = document.objects[index] else {
      throw error(index, "\(what) is a \(document.objects[index].typeName), not a reference")
    }
    return uid
  }

  /// The archived object a UID names, with its class.
  ///
  /// - Parameters:
  ///   - uid: The UID; 0 (nil) is an error.
  ///   - from: The property list object holding the UID, for errors.
  ///   - what: What the object is, for errors.
  /// - Returns: The object.
  /// - Throws: ``PaletteCore/PaletteError/Kind/invalidValue`` for a nil or dangling UID, an
  ///   entry that is not a dictionary, or a missing or malformed class.
  func object(_ uid: UInt64, from: Int, _ what: String) throws(PaletteError) -> Object {
    guard let index = try resolve(uid, from: from) else {
      throw error(from, "\(what) is nil")
    }
    var fields = try Self.dictionary(document, index, what)
    guard let classField = fields.removeValue(forKey: "$class") else {
      throw error(index, "\(what) has no $class")
    }
    let classUID = try self.uid(classField, "the $class of \(what)")
    guard let classIndex = try resolve(classUID, from: classField) else {
      throw error(classField, "the $class of \(what) is nil")
    }
    let info = try Self.dictionary(document, classIndex, "the class of \(what)")
    guard let nameIndex = info["$classname"],
      case .string(let className) = document.objects[nameIndex]
    else {
      throw error(classIndex, "the class of \(what) has no $classname")
    }
    var classes: [String] = []
    if let list = info["$classes"], case .array(let members) = document.objects[list] {
      for member in members {
        if case .string(let name) = document.objects[member] { classes.append(name) }
      }
    }
    return Object(
      uid: uid, fields: fields, className: className, classes: classes, offset: offset(of: index))
  }

  /// Checks an object's class against the names accepted.
  func expect(_ object: Object, _ names: Set<String>, _ what: String) throws(PaletteError) {
    guard names.contains(object.className) else {
      throw PaletteError(
        .invalidValue,
        "\(what) has class \(object.className), not "
          + names.sorted().joined(separator: " or "), format: "clr",
        location: .byte(offset: object.offset))
    }
  }

  /// The elements of an archived `NSArray` (`NS.objects`), as UIDs.
  func arrayElements(
    _ uid: UInt64, from: Int, _ what: String
  ) throws(PaletteError) -> [(
    uid: UInt64, index: Int
  )] {
    let array = try object(uid, from: from, what)
    try expect(array, ["NSArray", "NSMutableArray"], what)
    guard let list = array.fields["NS.objects"], case .array(let members) = document.objects[list]
    else {
      throw PaletteError(
        .invalidValue, "\(what) has no NS.objects array", format: "clr",
        location: .byte(offset: array.offset))
    }
    var result: [(UInt64, Int)] = []
    result.reserveCapacity(members.count)
    for member in members {
      result.append((try self.uid(member, "an element of \(what)"), member))
    }
    return result
  }

  /// A string: inline, or an archived `NSString`/`NSMutableString` (`NS.string`).
  ///
  /// - Parameters:
  ///   - index: The property list index of the field (a string or a UID).
  ///   - what: What the string is, for errors.
  /// - Returns: The text.
  func string(_ index: Int, _ what: String) throws(PaletteError) -> String {
    var target = index
    if case .uid(let uid) = document.objects[index] {
      guard let resolved = try resolve(uid, from: index) else {
        throw error(index, "\(what) is nil")
      }
      target = resolved
    }
    switch document.objects[target] {
    case .string(let text): return text
    case .dictionary:
      guard case .uid(let uid) = document.objects[index] else { break }
      let object = try object(uid, from: index, what)
      try expect(object, ["NSString", "NSMutableString"], what)
      if let text = object.fields["NS.string"], case .string(let value) = document.objects[text] {
        return value
      }
      if let bytes = object.fields["NS.bytes"], case .data(let value) = document.objects[bytes],
        let text = String(validating: value, as: UTF8.self)
      {
        return text
      }
      throw error(target, "\(what) has no NS.string")
    default: break
    }
    throw error(target, "\(what) is a \(document.objects[target].typeName), not a string")
  }

  /// Bytes: inline data, or an archived `NSData`/`NSMutableData` (`NS.data`).
  func data(_ index: Int, _ what: String) throws(PaletteError) -> [UInt8] {
    switch document.objects[index] {
    case .data(let bytes): return bytes
    case .uid(let uid):
      let object = try object(uid, from: index, what)
      try expect(object, ["NSData", "NSMutableData"], what)
      guard let field = object.fields["NS.data"], case .data(let bytes) = document.objects[field]
      else {
        throw PaletteError(
          .invalidValue, "\(what) has no NS.data", format: "clr",
          location: .byte(offset: object.offset))
      }
      return bytes
    default:
      throw error(index, "\(what) is a \(document.objects[index].typeName), not data")
    }
  }

  /// An integer field.
  func integer(_ index: Int, _ what: String) throws(PaletteError) -> Int64 {
    guard case .integer(let value) = document.objects[index] else {
      throw error(index, "\(what) is a \(document.objects[index].typeName), not an integer")
    }
    return value
  }
}
