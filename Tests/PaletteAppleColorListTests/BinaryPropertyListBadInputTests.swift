import TestSupport
import Testing

@testable import PaletteAppleColorList
@testable import PaletteCore

/// Malformed and hostile binary property lists: every problem is an error with a byte offset,
/// never a crash, a hang or a large allocation.
@Suite struct BinaryPropertyListBadInputTests {
  /// A list of `objects` (each given as its bytes) with the given top and sizes.
  static func file(
    _ objects: [[UInt8]], top: UInt64 = 0, offsetSize: UInt8 = 1, referenceSize: UInt8 = 1,
    count: UInt64? = nil, offsets: [Int]? = nil
  ) -> [UInt8] {
    var out = Array("bplist00".utf8)
    var starts: [Int] = []
    for object in objects {
      starts.append(out.count)
      out += object
    }
    let table = out.count
    for start in offsets ?? starts {
      for shift in stride(from: (Int(offsetSize) - 1) * 8, through: 0, by: -8) {
        out.append(UInt8(truncatingIfNeeded: start >> shift))
      }
    }
    out += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
    for value in [count ?? UInt64(objects.count), top, UInt64(table)] {
      for shift in stride(from: 56, through: 0, by: -8) {
        out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
      }
    }
    return out
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var kind: PaletteError.Kind
    var offset: Int
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "wrong magic",
      bytes: Array("bplist".utf8) + [0x31, 0x35] + [UInt8](repeating: 0, count: 40),
      kind: .unsupportedVersion, offset: 0,
      message: "the binary property list has another version than 00 (bytes 0x31 0x35)"),
    Case(
      name: "not a plist", bytes: Array("hello".utf8), kind: .invalidSignature, offset: 0,
      message: "not a binary property list: it does not start with 'bplist00'"),
    Case(
      name: "truncated", bytes: Array(file([[0x09]]).prefix(30)), kind: .unexpectedEndOfInput,
      offset: 30,
      message: "the binary property list is 30 bytes long, too short for a header, an object "
        + "and the 32-byte trailer"),
    Case(
      name: "too short for the trailer", bytes: Array("bplist00".utf8) + [0x09],
      kind: .unexpectedEndOfInput, offset: 9,
      message: "the binary property list is 9 bytes long, too short for a header, an object "
        + "and the 32-byte trailer"),
    Case(
      name: "offset size 0", bytes: file([[0x09]], offsetSize: 0), kind: .invalidValue,
      offset: 15, message: "the trailer gives offsets 0 bytes; 1 to 8 are valid"),
    Case(
      name: "reference size 9", bytes: file([[0x09]], referenceSize: 9), kind: .invalidValue,
      offset: 17, message: "the trailer gives object references 9 bytes; 1 to 8 are valid"),
    Case(
      name: "absurd object count", bytes: file([[0x09]], count: 1 << 62), kind: .invalidValue,
      offset: 18,
      message: "the trailer declares 4611686018427387904 objects, but the offset table from "
        + "byte 9 has room for 1"),
    Case(
      name: "top out of range", bytes: file([[0x09]], top: 1), kind: .invalidValue, offset: 26,
      message: "the trailer's top object 1 is not below the object count 1"),
    Case(
      name: "offset into the trailer", bytes: file([[0x09]], offsets: [40]), kind: .invalidValue,
      offset: 9, message: "object 0 is at byte 40, outside the objects (bytes 8 to 8)"),
    Case(
      name: "dangling reference", bytes: file([[0xA1, 0x05]]), kind: .invalidValue, offset: 8,
      message: "the array refers to object 5, but there are only 1 objects"),
    Case(
      name: "8-byte reference past Int.max (found by the bplist fuzz target)",
      bytes: file([[0xA1] + [UInt8](repeating: 0xFF, count: 8)], referenceSize: 8),
      kind: .invalidValue, offset: 8,
      message: "the array refers to object 2^63 or beyond, but there are only 1 objects"),
    Case(
      name: "array containing itself", bytes: file([[0xA1, 0x00]]), kind: .invalidValue,
      offset: 8, message: "the array contains itself through its members, a cycle"),
    Case(
      name: "two arrays in a cycle", bytes: file([[0xA1, 0x01], [0xA1, 0x00]]),
      kind: .invalidValue, offset: 8,
      message: "the array contains itself through its members, a cycle"),
    Case(
      name: "non-string key", bytes: file([[0xD1, 0x01, 0x01], [0x10, 0x05]]),
      kind: .invalidValue, offset: 8, message: "a dictionary key is a integer, not a string"),
    Case(
      name: "dictionary count past the end", bytes: file([[0xD5, 0, 0]]),
      kind: .unexpectedEndOfInput, offset: 8,
      message: "the dictionary at byte 8 has 5 entries, more references than fit before the "
        + "offset table at byte 11"),
    Case(
      name: "array count past the end", bytes: file([[0xAF, 0x12, 0x7F, 0xFF, 0xFF, 0xFF]]),
      kind: .invalidValue, offset: 9,
      message: "the object at byte 8 declares 2147483647 elements, more than the 14 bytes "
        + "before the offset table could hold"),
    Case(
      name: "huge 8-byte length", bytes: file([[0x4F, 0x13, 0x7F, 0, 0, 0, 0, 0, 0, 0]]),
      kind: .invalidValue, offset: 9,
      message: "the object at byte 8 declares 9151314442816847872 elements, more than the 18 "
        + "bytes before the offset table could hold"),
    Case(
      name: "string cut short", bytes: file([[0x55, 0x61, 0x62]]), kind: .unexpectedEndOfInput,
      offset: 9, message: "the string at byte 9 needs 5 bytes, but the objects end at byte 11"),
    Case(
      name: "non-ASCII in an ASCII string", bytes: file([[0x52, 0x61, 0xE9]]),
      kind: .invalidEncoding, offset: 10,
      message: "the ASCII string at byte 8 holds byte 0xE9 at byte 10, which is not ASCII"),
    Case(
      name: "unpaired surrogate", bytes: file([[0x61, 0xD8, 0x00]]), kind: .invalidEncoding,
      offset: 9, message: "the UTF-16 string at byte 8 has an unpaired surrogate at byte 9"),
    Case(
      name: "3-byte integer", bytes: file([[0x15, 0, 0, 0]]), kind: .invalidValue, offset: 8,
      message: "the integer at byte 8 has 32 bytes; 1, 2, 4, 8 or 16 are valid"),
    Case(
      name: "128-bit integer out of range",
      bytes: file([[0x14] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)]),
      kind: .invalidValue, offset: 8,
      message: "the 16-byte integer at byte 8 does not fit in 64 bits"),
    Case(
      name: "unknown marker", bytes: file([[0x70]]), kind: .invalidValue, offset: 8,
      message: "unknown object marker 0x70 at byte 8"),
    Case(
      name: "fill byte", bytes: file([[0x0F]]), kind: .invalidValue, offset: 8,
      message: "unknown object marker 0x0F at byte 8"),
    Case(
      name: "9-byte UID", bytes: file([[0x88] + [UInt8](repeating: 0, count: 9)]),
      kind: .invalidValue, offset: 8, message: "the UID at byte 8 has 9 bytes; 1 to 8 are valid"),
    Case(
      name: "date of 4 bytes", bytes: file([[0x32, 0, 0, 0, 0]]), kind: .invalidValue,
      offset: 8, message: "the date at byte 8 has an invalid size (marker 0x32)"),
    Case(
      name: "count that is not an integer", bytes: file([[0x5F, 0x22, 0, 0, 0, 0]]),
      kind: .invalidValue, offset: 9,
      message: "the length of the object at byte 8 is not an integer of 1 to 8 bytes (marker 0x22)"),
  ]

  @Test(arguments: cases)
  func isAnErrorAtItsOffset(_ test: Case) {
    #expect {
      _ = try BinaryPropertyListReader.read(test.bytes, format: "t")
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      #expect(error.kind == test.kind)
      #expect(error.location == .byte(offset: test.offset))
      #expect(error.message == test.message)
      return true
    }
  }

  /// Objects whose bytes overlap, so that each of thousands of offsets reads an array of
  /// thousands of references: rejected once they claim more bytes than the file has, instead
  /// of allocating millions of references.
  @Test func overlappingObjectsAreAnError() {
    // "AF 11 AF 11 …": at every even offset an array of 0xAF11 = 44817 one-byte references.
    let run = [UInt8](repeating: 0, count: 2 * 45_000).enumerated().map {
      $0.offset % 2 == 0 ? UInt8(0xAF) : UInt8(0x11)
    }
    let offsets = stride(from: 8, to: 8 + run.count - 3, by: 2).map { $0 }
    let bytes = Self.file([run], offsetSize: 4, count: UInt64(offsets.count), offsets: offsets)
    #expect {
      _ = try BinaryPropertyListReader.read(bytes, format: "t")
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .limitExceeded && error.location == .byte(offset: 12)
    }
  }

  /// 100,000 arrays nested inside each other: a limit error, not a stack overflow.
  @Test func deepNestingIsALimit() {
    let depth = 100_000
    let objects = (0..<depth).map { index in
      index == depth - 1
        ? [UInt8(0xA0)]
        : [0xA1, 0, 0, 0].enumerated().map { position, byte in
          position == 0 ? byte : UInt8(truncatingIfNeeded: (index + 1) >> ((3 - position) * 8))
        }
    }
    let bytes = Self.file(objects, offsetSize: 4, referenceSize: 3)
    #expect {
      _ = try BinaryPropertyListReader.read(bytes, format: "t")
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
    }
  }

  /// The fuzz target's first finding: a reference of eight 0xFF bytes trapped converting to
  /// `Int`; now it is an error at its array.
  @Test func theFuzzFindingIsAnError() {
    let bytes = Fixtures.bytes("fuzz/bplist/reference-past-int-max.bplist")
    #expect(bytes.count == 85)
    #expect {
      _ = try BinaryPropertyListReader.read(bytes, format: "t")
    } throws: { error in
      (error as? PaletteError)?.location != nil
    }
  }

  /// The same object at one offset listed many times is read once.
  @Test func sharedOffsetsAreReadOnce() throws {
    let bytes = Self.file([[0xA2, 1, 1], [0x51, 0x61]], offsets: [8, 11])
    let read = try BinaryPropertyListReader.read(bytes, format: "t")
    #expect(read.objects == [.array([1, 1]), .string("a")])
    let repeated = Self.file([[0x51, 0x61]], count: 3, offsets: [8, 8, 8])
    let again = try BinaryPropertyListReader.read(repeated, format: "t")
    #expect(again.objects == [.string("a"), .string("a"), .string("a")])
  }
}
