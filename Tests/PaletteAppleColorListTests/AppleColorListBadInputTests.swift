import PaletteCore
import TestSupport
import Testing

@testable import PaletteAppleColorList

/// Malformed colour lists: each is an error with the byte offset of the part at fault, never a
/// crash, a hang or a large allocation.
@Suite struct AppleColorListBadInputTests {
  typealias F = ArchiveBytes.Field

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: @Sendable () throws -> [UInt8]
    var kind: PaletteError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let white: [(String, F)] = [("NSColorSpace", .integer(4)), ("NSWhite", .data("1\0"))]

  static let cases: [Case] = [
    Case(
      name: "wrong magic", bytes: { Array("GIMP Palette\n".utf8) }, kind: .invalidSignature,
      message: "not an Apple colour list: it starts with neither 'bplist00' nor 04 0B 'streamtyped'"
    ),
    Case(
      name: "another archiver",
      bytes: { try ArchiveBytes.archive([], top: [], archiver: "NSArchiver") }, kind: .invalidValue,
      message:
        "the property list is not a keyed archive: its top has no $archiver 'NSKeyedArchiver'"),
    Case(
      name: "no colour list in $top", bytes: { try ArchiveBytes.archive([], top: []) },
      kind: .invalidValue,
      message: "the keyed archive's $top has no NSKeys and NSColors: not a colour list"),
    Case(
      name: "dangling $top",
      bytes: { try ArchiveBytes.archive([], top: [("NSKeys", 9), ("NSColors", 9)]) },
      kind: .invalidValue, message: "$top's NSKeys refers to object 9, but $objects has 1"),
    Case(
      name: "dangling colour reference",
      bytes: {
        try ArchiveBytes.archive(
          [
            .object([("NS.objects", .uids([4]))], classUID: 3),
            .object([("NS.objects", .uids([40]))], classUID: 3), .classInfo("NSArray"),
            .string("k"),
          ], top: [("NSKeys", 1), ("NSColors", 2)])
      }, kind: .invalidValue,
      message: "a reference to object 40 dangles: $objects has 5 objects"),
    Case(
      name: "keys and colours that do not pair",
      bytes: {
        try ArchiveBytes.archive(
          [
            .object([("NS.objects", .uids([]))], classUID: 3),
            .object([("NS.objects", .uids([0]))], classUID: 3), .classInfo("NSArray"),
          ], top: [("NSKeys", 1), ("NSColors", 2)])
      }, kind: .invalidValue,
      message: "the colour list has 0 keys but 1 colours; they must pair up"),
    Case(
      name: "a colour of the wrong class",
      bytes: {
        try ArchiveBytes.archive(
          [
            .object([("NS.objects", .uids([4]))], classUID: 3),
            .object([("NS.objects", .uids([5]))], classUID: 3), .classInfo("NSArray"),
            .string("k"), .object(white, classUID: 6), .classInfo("NSImage"),
          ], top: [("NSKeys", 1), ("NSColors", 2)])
      }, kind: .invalidValue, message: "a colour has class NSImage, not NSColor"),
    Case(
      name: "a colour without a class",
      bytes: {
        try ArchiveBytes.archive(
          [
            .object([("NS.objects", .uids([4]))], classUID: 3),
            .object([("NS.objects", .uids([5]))], classUID: 3), .classInfo("NSArray"),
            .string("k"), .raw(.dictionary(keys: [], values: [])),
          ], top: [("NSKeys", 1), ("NSColors", 2)])
      }, kind: .invalidValue, message: "colour 1 has no $class"),
    Case(
      name: "a colour that is its own fallback",
      bytes: {
        try ArchiveBytes.colorList([
          [
            ("NSColorSpace", .integer(6)), ("NSCatalogName", .string("A")),
            ("NSColorName", .string("b")), ("NSColor", .uid(7)),
          ]
        ])
      }, kind: .invalidValue, message: "the colour is its own fallback colour, a cycle"),
    Case(
      name: "no colour space",
      bytes: { try ArchiveBytes.colorList([[("NSWhite", .data("1"))]]) }, kind: .invalidValue,
      message: "the colour has no NSColorSpace"),
    Case(
      name: "missing NSRGB",
      bytes: { try ArchiveBytes.colorList([[("NSColorSpace", .integer(2))]]) }, kind: .invalidValue,
      message: "the colour in space 2 has no NSRGB"),
    Case(
      name: "NaN component",
      bytes: {
        try ArchiveBytes.colorList([[("NSColorSpace", .integer(2)), ("NSRGB", .data("nan 0 0\0"))]])
      },
      kind: .invalidValue, message: "NSRGB holds 'nan', which is not a finite decimal number"),
    Case(
      name: "infinite component",
      bytes: {
        try ArchiveBytes.colorList([
          [("NSColorSpace", .integer(2)), ("NSRGB", .data("1e39 0 0\0"))]
        ])
      },
      kind: .invalidValue, message: "NSRGB holds '1e39', which is not a finite decimal number"),
    Case(
      name: "too many components",
      bytes: {
        try ArchiveBytes.colorList([
          [("NSColorSpace", .integer(2)), ("NSRGB", .data("1 1 1 1 1 1\0"))]
        ])
      },
      kind: .invalidValue, message: "NSRGB holds more than 5 numbers"),
    Case(
      name: "too few components",
      bytes: {
        try ArchiveBytes.colorList([[("NSColorSpace", .integer(5)), ("NSCMYK", .data("1 1\0"))]])
      },
      kind: .invalidValue,
      message: "the CMYK colour has 2 numbers; 4 or 5 with alpha are expected"),
    Case(
      name: "an unknown colour space object",
      bytes: {
        try ArchiveBytes.colorList(
          [
            [
              ("NSColorSpace", .integer(1)), ("NSComponents", .data("1 1 1 1")),
              ("NSCustomColorSpace", .uid(8)),
            ]
          ],
          extra: [.object([("NSID", .integer(99))], classUID: 5)])
      }, kind: .invalidValue,
      message: "the colour space has no NSID, NSSpaceID, ICC profile or model palconv knows"),
    Case(
      name: "a key that is a number",
      bytes: {
        try ArchiveBytes.archive(
          [
            .object([("NS.objects", .uids([4]))], classUID: 3),
            .object([("NS.objects", .uids([5]))], classUID: 3), .classInfo("NSArray"),
            .raw(.integer(3)), .object(white, classUID: 6), .classInfo("NSColor"),
          ], top: [("NSKeys", 1), ("NSColors", 2)])
      }, kind: .invalidValue, message: "the key of colour 1 is a integer, not a string"),
    Case(
      name: "typedstream count beyond the bytes",
      bytes: { StreamBytes.list([(2, [0, 0, 0, 1])], keys: ["a"], count: 100) },
      kind: .invalidValue,
      message: "the colour list declares 100 colours, more than the 64 bytes left could hold"),
    Case(
      name: "typedstream count that is a negative literal",
      bytes: { StreamBytes.list([(2, [0, 0, 0, 1])], keys: ["a"], countBytes: [0xFA]) },
      kind: .invalidValue,
      message: "the colour list's count is -6 (a signed number, in which the byte FA is -6; 250 "
        + "is written 81 FA 00): a count cannot be negative"),
    Case(
      name: "typedstream count that is a negative 32-bit number",
      bytes: {
        StreamBytes.list([(2, [0, 0, 0, 1])], keys: ["a"], countBytes: [0x82, 0, 0, 0, 0x80])
      },
      kind: .invalidValue,
      message: "the colour list's count is -2147483648: a count cannot be negative"),
    Case(
      name: "typedstream with fewer colours than declared",
      bytes: { StreamBytes.list([(2, [0, 0, 0, 1])], keys: ["a"], count: 2) },
      kind: .unexpectedEndOfInput,
      message: "the stream ends after 1 of the 2 colours it declares"),
    Case(
      name: "typedstream dangling reference",
      bytes: {
        var bytes = StreamBytes.list([(2, [0, 0, 0, 1]), (2, [0, 0, 0, 1])], keys: ["a", "b"])
        // The second colour's class reference 0x93 (object 1) becomes 0xA0 (object 14).
        let at = bytes.lastIndex(of: 0x93)!
        bytes[at] = 0xA0
        return bytes
      }, kind: .invalidValue,
      message: "the class of the object at byte 92 refers to entry 14 of a table of 6: a dangling "
        + "reference"),
    Case(
      name: "typedstream cycle",
      bytes: {
        // A catalog colour (kind 6) whose fallback refers to the colour itself (object 0).
        var out = StreamBytes.header + StreamBytes.string("i") + [1] + StreamBytes.string("@i")
        out += [0x85, 1] + StreamBytes.string("@@") + [0x84, 0x84] + StreamBytes.string("NSColor")
        out += [0, 0x85] + StreamBytes.string("c") + [6] + StreamBytes.string("@@@")
        out += [0x85, 0x85, 0x92, 0x86]
        return out
      }, kind: .invalidValue,
      message: "the object reference at byte 54 refers to an object that contains it, a cycle"),
    Case(
      name: "typedstream unknown class",
      bytes: {
        var out = StreamBytes.header + StreamBytes.string("i") + [1] + StreamBytes.string("@i")
        out += [0x85, 1] + StreamBytes.string("@@") + [0x84, 0x84] + StreamBytes.string("NSView")
        out += [0, 0x85, 0x86, 0x85]
        return out
      }, kind: .invalidValue,
      message: "the object at byte 30 has class NSView, which a colour list does not hold"),
    Case(
      name: "typedstream NaN",
      bytes: {
        var bytes = StreamBytes.list([(2, [0.5, 0, 0, 1])], keys: ["a"])
        let at = bytes.firstIndex(of: 0x83)!
        bytes.replaceSubrange(at + 1..<at + 5, with: [0, 0, 0xC0, 0x7F])
        return bytes
      }, kind: .invalidValue, message: "the real at byte 65 is not finite"),
  ]

  @Test(arguments: cases)
  func isAnErrorWithAnOffset(_ test: Case) throws {
    let bytes = try test.bytes()
    #expect {
      _ = try AppleColorListFormat().decode(bytes)
    } throws: { error in
      guard let error = error as? PaletteError, case .byte(let offset)? = error.location else {
        return false
      }
      #expect(error.kind == test.kind)
      #expect(error.message == test.message)
      #expect(offset >= 0 && offset <= bytes.count)
      return true
    }
  }

  /// Catalog colours whose fallbacks nest deeper than the limit: an error, not a deep recursion.
  @Test func deeplyNestedFallbacksAreALimit() throws {
    let depth = 50
    let first: UInt64 = 7
    var colors: [[(String, F)]] = []
    var extra: [ArchiveBytes.Entry] = []
    colors.append([("NSColorSpace", .integer(6)), ("NSColor", .uid(first + 1))])
    for index in 1...depth {
      extra.append(
        .object(
          [("NSColorSpace", .integer(6)), ("NSColor", .uid(first + 1 + UInt64(index)))], classUID: 4
        ))
    }
    extra.append(.object(Self.white, classUID: 4))
    let bytes = try ArchiveBytes.colorList(colors, extra: extra)
    #expect {
      _ = try AppleColorListFormat().decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .limitExceeded
    }
  }

  /// Every prefix of a hand-made typedstream is an error with an offset within it.
  @Test func everyPrefixOfAStreamIsAnError() {
    let bytes = StreamBytes.list(
      [(2, [0.25, 0.5, 0.75, 1]), (1, [0, 1, 0, 0.5]), (2, [0.5, 1, 1, 1])],
      keys: ["a", "bb", "ccc"])
    #expect((try? AppleColorListFormat().decode(bytes)) != nil)
    for length in 0..<bytes.count {
      do {
        _ = try AppleColorListFormat().decode(Array(bytes.prefix(length)))
        Issue.record("\(length) bytes decoded")
      } catch {
        guard case .byte(let offset)? = error.location, offset <= length else {
          Issue.record("\(length): \(error)")
          continue
        }
      }
    }
  }
}
