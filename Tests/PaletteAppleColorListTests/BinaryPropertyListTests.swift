import Foundation
import TestSupport
import Testing

@testable import PaletteAppleColorList
@testable import PaletteCore

/// The binary property list writer and reader: exact bytes, round trips, and Python's
/// `plistlib` (standard library) as an independent reader and writer.
@Suite struct BinaryPropertyListTests {
  /// A document with every type the format has except sets (which `plistlib` cannot hold):
  /// `{"n": 7, "neg": -3, "big": 2^63 + 5, "pi": 3.25, "yes": true, "no": false,
  /// "bytes": 01 02 FF, "ascii": "plain", "text": "Grüße ✓", "when": 2001-01-02, "uid": UID(300),
  /// "list": [7, "plain", [], {}], "again": "plain"}`; the second "plain" and the second 7 are
  /// the same objects in the written file.
  static func everyType() -> PropertyListDocument {
    var b = PropertyListBuilder()
    let seven = b.add(.integer(7))
    let plain = b.add(.string("plain"))
    let emptyArray = b.add(.array([]))
    let emptyDictionary = b.add(.dictionary(keys: [], values: []))
    let top = b.addDictionary([
      ("n", seven),
      ("neg", b.add(.integer(-3))),
      ("big", b.add(.unsignedInteger(UInt64(Int64.max) + 6))),
      ("pi", b.add(.real(3.25))),
      ("yes", b.add(.bool(true))),
      ("no", b.add(.bool(false))),
      ("bytes", b.add(.data([1, 2, 0xFF]))),
      ("ascii", plain),
      ("text", b.add(.string("Grüße ✓"))),
      ("when", b.add(.date(86_400))),
      ("uid", b.add(.uid(300))),
      ("list", b.add(.array([b.add(.integer(7)), plain, emptyArray, emptyDictionary]))),
      ("again", b.add(.string("plain"))),
    ])
    return PropertyListDocument(b, top: top)
  }

  /// The same list as a Python literal, for `plistlib`.
  static let everyTypePython = """
    {"n": 7, "neg": -3, "big": 2**63 + 5, "pi": 3.25, "yes": True, "no": False,
     "bytes": b"\\x01\\x02\\xff", "ascii": "plain", "text": "Grüße ✓",
     "when": datetime.datetime(2001, 1, 2, 0, 0), "uid": plistlib.UID(300),
     "list": [7, "plain", [], {}], "again": "plain"}
    """

  @Test func writesTheExactBytes() throws {
    var b = PropertyListBuilder()
    let name = b.add(.string("ab"))
    let top = b.add(.array([name, b.add(.integer(1)), name, b.add(.bool(true))]))
    let bytes = try BinaryPropertyListWriter.write(PropertyListDocument(b, top: top), format: "t")
    let expected: [UInt8] =
      Array("bplist00".utf8)
      + [0xA4, 0x01, 0x02, 0x01, 0x03]  // array of 4 refs; "ab" written once
      + [0x52, 0x61, 0x62]  // "ab"
      + [0x10, 0x01]  // 1
      + [0x09]  // true
      + [0x08, 0x0D, 0x10, 0x12]  // offset table
      + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 4] + [0, 0, 0, 0, 0, 0, 0, 0]
      + [0, 0, 0, 0, 0, 0, 0, 0x13]
    #expect(bytes == expected)
  }

  @Test func roundTripsEveryType() throws {
    let document = Self.everyType()
    let bytes = try BinaryPropertyListWriter.write(document, format: "t")
    let read = try BinaryPropertyListReader.read(bytes, format: "t")
    #expect(read.isEquivalent(to: document))
    #expect(try BinaryPropertyListWriter.write(read, format: "t") == bytes)
    // Shared scalars are written once: 13 keys, 12 distinct values ("again" is "plain"
    // again), the list's two empty containers (its 7 and "plain" are shared) and the top.
    #expect(read.objects.count == 13 + 12 + 2 + 1)
  }

  @Test func countsOfFifteenAndMoreUseAnIntegerObject() throws {
    var b = PropertyListBuilder()
    let members = (0..<300).map { b.add(.integer(Int64($0))) }
    let text = b.add(.string(String(repeating: "x", count: 15)))
    let top = b.add(.array(members + [text]))
    let bytes = try BinaryPropertyListWriter.write(PropertyListDocument(b, top: top), format: "t")
    // 302 objects need 2-byte references; the array's count 301 is an integer object 11 01 2D.
    #expect(Array(bytes[8..<12]) == [0xAF, 0x11, 0x01, 0x2D])
    #expect(bytes[bytes.count - 25] == 2)
    let read = try BinaryPropertyListReader.read(bytes, format: "t")
    #expect(read.isEquivalent(to: PropertyListDocument(b, top: top)))
  }

  @Test func sharedContainersStayShared() throws {
    var b = PropertyListBuilder()
    let inner = b.add(.array([b.add(.integer(1))]))
    let top = b.add(.array([inner, inner]))
    let bytes = try BinaryPropertyListWriter.write(PropertyListDocument(b, top: top), format: "t")
    let read = try BinaryPropertyListReader.read(bytes, format: "t")
    #expect(read.objects.count == 3)
    #expect(read.objects[read.top] == .array([1, 1]))
  }

  @Test func theWriterRejectsACycle() {
    let document = PropertyListDocument(objects: [.array([1]), .array([0])], top: 0)
    #expect(throws: PaletteError.self) {
      try BinaryPropertyListWriter.write(document, format: "t")
    }
  }

  // MARK: - plistlib

  /// Whether `python3` with `plistlib` runs.
  static let hasPython = ExternalTool.pythonImports("plistlib")

  /// plistlib writes the same list byte for byte (same object order, same uniquing, same
  /// sizes), and reads palconv's bytes back as the same value.
  @Test(.enabled(if: hasPython, "needs python3"))
  func plistlibAgreesByteForByte() throws {
    let ours = try BinaryPropertyListWriter.write(Self.everyType(), format: "t")
    let theirs = try ExternalTool.pythonOutput(
      "import sys, plistlib, datetime\nsys.stdout.buffer.write(plistlib.dumps("
        + Self.everyTypePython + ", fmt=plistlib.FMT_BINARY, sort_keys=False))",
      input: [])
    #expect(ours == theirs)
    let read = try BinaryPropertyListReader.read(theirs, format: "t")
    #expect(read.isEquivalent(to: Self.everyType()))
    let same = try ExternalTool.pythonOutput(
      "import sys, plistlib, datetime\nv = plistlib.loads(sys.stdin.buffer.read())\n"
        + "print(v == " + Self.everyTypePython + ")",
      input: ours)
    #expect(String(decoding: same, as: UTF8.self) == "True\n")
  }

  /// A larger list (2-byte references and offsets, long strings, 16-bit counts) written by
  /// palconv reads in plistlib as the value it describes.
  @Test(.enabled(if: hasPython, "needs python3"))
  func plistlibReadsALargeList() throws {
    var b = PropertyListBuilder()
    var members: [Int] = []
    for index in 0..<1000 {
      members.append(
        b.addDictionary([
          ("i", b.add(.integer(Int64(index) * 1000))), ("s", b.add(.string("name \(index % 7)"))),
          ("u", b.add(.uid(UInt64(index)))),
        ]))
    }
    let top = b.add(.array(members))
    let bytes = try BinaryPropertyListWriter.write(PropertyListDocument(b, top: top), format: "t")
    let check = try ExternalTool.pythonOutput(
      "import sys, plistlib\nv = plistlib.loads(sys.stdin.buffer.read())\n"
        + "print(v == [{'i': i * 1000, 's': 'name %d' % (i % 7), 'u': plistlib.UID(i)} "
        + "for i in range(1000)])",
      input: bytes)
    #expect(String(decoding: check, as: UTF8.self) == "True\n")
  }
}
