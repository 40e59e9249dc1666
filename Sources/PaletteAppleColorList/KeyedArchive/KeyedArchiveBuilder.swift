import PaletteCore

/// Builds an `NSKeyedArchiver` archive the way the archiver numbers its objects: an object
/// gets its UID when it is first encoded, before its fields; a class gets its UID after the
/// first object of that class has been encoded, and is shared from then on.
struct KeyedArchiveBuilder {
  /// A field value of an archived object.
  enum Field {
    /// A reference to another archived object.
    case reference(UInt64)
    /// An inline integer.
    case integer(Int64)
    /// Inline bytes.
    case data([UInt8])
    /// An inline array of references.
    case references([UInt64])
  }

  /// An entry of `$objects`.
  private enum Entry {
    /// Reserved and not yet filled.
    case reserved
    /// An inline string.
    case string(String)
    /// An archived object's fields (in order) and its class's UID.
    case object([(String, Field)], classUID: UInt64)
    /// A class description.
    case classInfo(name: String, classes: [String])
  }

  private var entries: [Entry] = [.string("$null")]
  private var classUIDs: [String: UInt64] = [:]

  /// Creates an empty archive, holding only `$null`.
  init() {}

  /// Reserves the UID of an object about to be encoded.
  mutating func reserve() -> UInt64 {
    entries.append(.reserved)
    return UInt64(entries.count - 1)
  }

  /// Adds an inline string object.
  mutating func string(_ text: String) -> UInt64 {
    entries.append(.string(text))
    return UInt64(entries.count - 1)
  }

  /// Fills a reserved object with its fields and class; the class (with its superclasses,
  /// ending with `NSObject`) is added when it is first used.
  mutating func fill(
    _ uid: UInt64, fields: [(String, Field)], classes: [String]
  ) {
    let name = classes[0]
    let classUID: UInt64
    if let known = classUIDs[name] {
      classUID = known
    } else {
      entries.append(.classInfo(name: name, classes: classes))
      classUID = UInt64(entries.count - 1)
      classUIDs[name] = classUID
    }
    entries[Int(uid)] = .object(fields, classUID: classUID)
  }

  /// The property list of the archive with the given entry points.
  ///
  /// - Parameter top: `$top`'s keys and UIDs, in order.
  /// - Returns: The document, ready for ``PaletteCore/BinaryPropertyListWriter``.
  func document(top: [(String, UInt64)]) -> PropertyListDocument {
    var plist = PropertyListBuilder()
    var members: [Int] = []
    members.reserveCapacity(entries.count)
    for entry in entries {
      switch entry {
      case .reserved: members.append(plist.add(.null))
      case .string(let text): members.append(plist.add(.string(text)))
      case .classInfo(let name, let classes):
        let list = plist.add(.array(classes.map { plist.add(.string($0)) }))
        let nameIndex = plist.add(.string(name))
        members.append(plist.addDictionary([("$classname", nameIndex), ("$classes", list)]))
      case .object(let fields, let classUID):
        var pairs: [(key: String, value: Int)] = []
        for (key, field) in fields {
          let value: Int
          switch field {
          case .reference(let uid): value = plist.add(.uid(uid))
          case .integer(let number): value = plist.add(.integer(number))
          case .data(let bytes): value = plist.add(.data(bytes))
          case .references(let uids): value = plist.add(.array(uids.map { plist.add(.uid($0)) }))
          }
          pairs.append((key, value))
        }
        pairs.append(("$class", plist.add(.uid(classUID))))
        members.append(plist.addDictionary(pairs))
      }
    }
    let objects = plist.add(.array(members))
    let topDictionary = plist.addDictionary(top.map { ($0.0, plist.add(.uid($0.1))) })
    let root = plist.addDictionary([
      ("$version", plist.add(.integer(100_000))),
      ("$archiver", plist.add(.string("NSKeyedArchiver"))),
      ("$top", topDictionary),
      ("$objects", objects),
    ])
    return PropertyListDocument(plist, top: root)
  }
}
