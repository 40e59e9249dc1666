import PaletteCore

@testable import PaletteAppleColorList

/// Hand-made keyed archives for tests: `$objects` entries written out one by one, so that a
/// test can make any of them wrong.
enum ArchiveBytes {
  /// An entry of `$objects`.
  enum Entry {
    /// An inline string.
    case string(String)
    /// An archived object: fields, then `$class` → the UID given.
    case object([(String, Field)], classUID: UInt64)
    /// A class description.
    case classInfo(String)
    /// Any property list object, as it is.
    case raw(PropertyListObject)
  }

  /// A field value.
  enum Field {
    case uid(UInt64)
    case integer(Int64)
    case data(String)
    /// Data of any bytes (an ICC profile).
    case bytes([UInt8])
    case uids([UInt64])
    case string(String)
  }

  /// The bytes of an archive whose `$objects` are `entries` (after `$null`) and whose `$top`
  /// is `top`.
  static func archive(
    _ entries: [Entry], top: [(String, UInt64)], archiver: String = "NSKeyedArchiver"
  ) throws -> [UInt8] {
    var b = PropertyListBuilder()
    var members = [b.add(.string("$null"))]
    for entry in entries {
      switch entry {
      case .string(let text): members.append(b.add(.string(text)))
      case .raw(let object): members.append(b.add(object))
      case .classInfo(let name):
        let classes = b.add(.array([b.add(.string(name)), b.add(.string("NSObject"))]))
        members.append(
          b.addDictionary([("$classname", b.add(.string(name))), ("$classes", classes)]))
      case .object(let fields, let classUID):
        var pairs: [(key: String, value: Int)] = []
        for (key, field) in fields {
          switch field {
          case .uid(let uid): pairs.append((key, b.add(.uid(uid))))
          case .integer(let value): pairs.append((key, b.add(.integer(value))))
          case .data(let text): pairs.append((key, b.add(.data(Array(text.utf8)))))
          case .bytes(let bytes): pairs.append((key, b.add(.data(bytes))))
          case .uids(let uids): pairs.append((key, b.add(.array(uids.map { b.add(.uid($0)) }))))
          case .string(let text): pairs.append((key, b.add(.string(text))))
          }
        }
        pairs.append(("$class", b.add(.uid(classUID))))
        members.append(b.addDictionary(pairs))
      }
    }
    let topDictionary = b.addDictionary(top.map { ($0.0, b.add(.uid($0.1))) })
    let root = b.addDictionary([
      ("$version", b.add(.integer(100_000))), ("$archiver", b.add(.string(archiver))),
      ("$top", topDictionary), ("$objects", b.add(.array(members))),
    ])
    return try BinaryPropertyListWriter.write(PropertyListDocument(b, top: root), format: "t")
  }

  /// A colour list of the given colour objects (field lists), keyed "k1", "k2", …
  ///
  /// Layout: 1 keys array, 2 colours array, 3 NSMutableArray class, 4 NSColor class,
  /// 5 NSColorSpace class, 6… the keys, then the colours in order, then `extra`.
  static func colorList(_ colors: [[(String, Field)]], extra: [Entry] = []) throws -> [UInt8] {
    let keyStart: UInt64 = 6
    let colorStart = keyStart + UInt64(colors.count)
    var entries: [Entry] = [
      .object(
        [("NS.objects", .uids((0..<colors.count).map { keyStart + UInt64($0) }))], classUID: 3),
      .object(
        [("NS.objects", .uids((0..<colors.count).map { colorStart + UInt64($0) }))], classUID: 3),
      .classInfo("NSMutableArray"), .classInfo("NSColor"), .classInfo("NSColorSpace"),
    ]
    entries += (0..<colors.count).map { .string("k\($0 + 1)") }
    entries += colors.map { .object($0, classUID: 4) }
    return try archive(entries + extra, top: [("NSKeys", 1), ("NSColors", 2)])
  }
}
