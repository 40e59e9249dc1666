import PaletteCore
import TestSupport
import Testing

@testable import PaletteJSON

/// Decoding the files in `Fixtures/json/invalid/` (and generated bad input) fails with the
/// right kind of error at the right line and column, and never crashes.
@Suite struct JSONErrorTests {
  let format = JSONPaletteFormat()

  /// One bad file and where its error must be.
  struct BadFile: CustomTestStringConvertible, Sendable {
    var file: String
    var kind: PaletteError.Kind
    var line: Int
    var column: Int
    var testDescription: String { file }
  }

  /// The expected error of each file in `Fixtures/json/invalid/`.
  static let badFiles: [BadFile] = [
    BadFile(file: "values-string.json", kind: .invalidValue, line: 10, column: 53),
    BadFile(file: "unknown-model.json", kind: .invalidValue, line: 8, column: 33),
    BadFile(file: "component-count.json", kind: .invalidValue, line: 7, column: 51),
    BadFile(file: "value-not-number.json", kind: .invalidValue, line: 7, column: 42),
    BadFile(file: "nan.json", kind: .syntax, line: 7, column: 39),
    BadFile(file: "negative-infinity.json", kind: .syntax, line: 7, column: 39),
    BadFile(file: "huge-number.json", kind: .invalidValue, line: 7, column: 42),
    BadFile(file: "huge-alpha.json", kind: .invalidValue, line: 7, column: 38),
    BadFile(file: "invalid-utf8.json", kind: .invalidEncoding, line: 7, column: 23),
    BadFile(file: "invalid-utf8-byte.json", kind: .invalidEncoding, line: 7, column: 20),
    BadFile(file: "utf8-encoded-surrogate.json", kind: .invalidEncoding, line: 7, column: 30),
    BadFile(file: "lone-surrogate.json", kind: .invalidEncoding, line: 7, column: 20),
    BadFile(file: "lone-low-surrogate.json", kind: .invalidEncoding, line: 7, column: 21),
    BadFile(file: "high-surrogate-then-letter.json", kind: .invalidEncoding, line: 7, column: 20),
    BadFile(file: "invalid-escape.json", kind: .syntax, line: 7, column: 23),
    BadFile(file: "short-unicode-escape.json", kind: .syntax, line: 7, column: 20),
    BadFile(file: "raw-tab-in-string.json", kind: .syntax, line: 7, column: 21),
    BadFile(file: "duplicate-key.json", kind: .invalidValue, line: 7, column: 42),
    BadFile(file: "missing-version.json", kind: .unsupportedVersion, line: 1, column: 1),
    BadFile(file: "newer-version.json", kind: .unsupportedVersion, line: 3, column: 14),
    BadFile(file: "version-string.json", kind: .invalidValue, line: 3, column: 14),
    BadFile(file: "wrong-format.json", kind: .invalidSignature, line: 2, column: 13),
    BadFile(file: "lospec-style.json", kind: .invalidSignature, line: 1, column: 1),
    BadFile(file: "top-level-array.json", kind: .invalidSignature, line: 1, column: 1),
    BadFile(file: "trailing-comma.json", kind: .syntax, line: 8, column: 7),
    BadFile(file: "hex-and-model.json", kind: .invalidValue, line: 7, column: 29),
    BadFile(file: "hex-8-digit-and-alpha.json", kind: .invalidValue, line: 7, column: 31),
    BadFile(file: "bad-hex.json", kind: .invalidValue, line: 7, column: 31),
    BadFile(file: "no-colour.json", kind: .invalidValue, line: 8, column: 9),
    BadFile(file: "name-null.json", kind: .invalidValue, line: 7, column: 19),
    BadFile(file: "unknown-kind.json", kind: .invalidValue, line: 7, column: 19),
    BadFile(file: "columns-fraction.json", kind: .invalidValue, line: 4, column: 14),
    BadFile(file: "missing-groups.json", kind: .invalidValue, line: 1, column: 1),
    BadFile(file: "missing-swatches.json", kind: .invalidValue, line: 5, column: 5),
    BadFile(file: "leading-zero.json", kind: .syntax, line: 7, column: 39),
    BadFile(file: "trailing-content.json", kind: .syntax, line: 6, column: 1),
    BadFile(file: "empty.json", kind: .unexpectedEndOfInput, line: 1, column: 1),
    BadFile(file: "whitespace-only.json", kind: .unexpectedEndOfInput, line: 2, column: 1),
    BadFile(file: "unterminated-string.json", kind: .syntax, line: 7, column: 24),
    BadFile(file: "deep-nesting.json", kind: .limitExceeded, line: 4, column: 75),
    BadFile(file: "single-quotes.json", kind: .syntax, line: 7, column: 11),
    BadFile(file: "comment.json", kind: .syntax, line: 2, column: 3),
  ]

  func decodeError(_ bytes: [UInt8]) -> PaletteError? {
    do {
      _ = try format.decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: badFiles)
  func badFileFailsAtItsPosition(_ bad: BadFile) {
    let bytes = Fixtures.bytes("json/invalid/" + bad.file)
    let error = decodeError(bytes)
    #expect(error?.kind == bad.kind)
    #expect(error?.location == .text(line: bad.line, column: bad.column))
    #expect(error?.format == "json")
  }

  @Test func everyInvalidFileIsInTheTable() {
    #expect(
      Fixtures.files(in: "json/invalid", ext: "json")
        == Self.badFiles.map {
          "json/invalid/" + $0.file
        }.sorted())
  }

  @Test func messagesNameTheMemberWithAJSONPointer() {
    let cases: [(file: String, message: String)] = [
      (
        "values-string.json",
        "/groups/0/swatches/3/values must be an array of numbers, found a string"
      ),
      (
        "component-count.json",
        "/groups/0/swatches/0/values has 3 values; cmyk needs 4 (cyan, magenta, yellow, black)"
      ),
      ("value-not-number.json", "/groups/0/swatches/0/values/1 must be a number, found a string"),
      (
        "unknown-model.json",
        "/groups/0/swatches/1/model is \"rgb\", an unknown colour model; expected one of srgb, "
          + "display-p3, cmyk, lab, gray, oklch, hsb"
      ),
      (
        "huge-number.json",
        "/groups/0/swatches/0/values/1 is 1e39, beyond the range of a 32-bit float "
          + "(±3.4028235e+38)"
      ),
      (
        "name-null.json",
        "/groups/0/swatches/0/name must be a string, found null; leave the member out instead"
      ),
      ("missing-swatches.json", "/groups/0 has no \"swatches\" member"),
      ("columns-fraction.json", "/columns must be an integer, found 2.5"),
      (
        "newer-version.json",
        "palette version 2 is newer than this reader, which reads version 1"
      ),
      (
        "missing-version.json",
        "the palette has no \"version\" member; this reader reads version 1"
      ),
      (
        "lospec-style.json",
        "not a palconv palette: the top-level object has no \"format\": \"palconv-palette\" member"
      ),
      ("duplicate-key.json", "duplicate member name \"name\"; the first is at 7:11"),
      ("nan.json", "NaN is not valid JSON; numbers must be finite"),
      (
        "lone-surrogate.json",
        "the escape \\uD800 is a high surrogate without a low surrogate after it"
      ),
      ("invalid-utf8.json", "invalid UTF-8: byte 0x28 cannot follow 0xC3"),
      ("deep-nesting.json", "arrays and objects are nested more than 64 levels deep"),
      ("trailing-comma.json", "trailing comma before ']'"),
    ]
    for (file, message) in cases {
      #expect(decodeError(Fixtures.bytes("json/invalid/" + file))?.message == message, "\(file)")
    }
  }

  @Test func renderedLikeACompilerDiagnostic() {
    let error = decodeError(Fixtures.bytes("json/invalid/values-string.json"))?.with(
      path: "brand.json")
    #expect(
      error?.description
        == "brand.json:10:53: error: /groups/0/swatches/3/values must be an array of numbers, "
        + "found a string [error.invalid-value]")
  }

  // MARK: - Generated input

  /// Every proper prefix of a valid file that cuts before its closing brace is an error
  /// located inside the prefix (or just after its last byte), never a crash.
  @Test(arguments: Fixtures.files(in: "json/valid", ext: "json"))
  func everyTruncationIsAnErrorInsideThePrefix(_ file: String) throws {
    let bytes = Fixtures.bytes(file)
    let closing = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
    for length in 0...closing {
      let prefix = Array(bytes[..<length])
      guard let error = decodeError(prefix) else {
        Issue.record("prefix of \(length) bytes decoded")
        continue
      }
      guard case .text(let line, let column)? = error.location else {
        Issue.record("prefix of \(length) bytes: no text location")
        continue
      }
      let offset = try #require(Self.offset(line: line, column: column, in: prefix))
      #expect(offset <= length, "prefix of \(length) bytes: error at \(line):\(column)")
    }
    // The rest (the final newline) is optional.
    #expect(decodeError(Array(bytes[...closing])) == nil)
  }

  /// The byte offset of a 1-based line and column, found independently of the decoder.
  static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
    var currentLine = 1
    var lineStart = 0
    for (index, byte) in bytes.enumerated() where currentLine < line && byte == 0x0A {
      currentLine += 1
      lineStart = index + 1
    }
    guard currentLine == line else { return nil }
    return lineStart + column - 1
  }

  @Test(arguments: ["[", "{\"a\":", "{\"a\":[", "[{\"a\":"])
  func deepNestingIsALimitNotACrash(_ unit: String) {
    let bytes = Array(String(repeating: unit, count: 100_000).utf8)
    let error = decodeError(bytes)
    #expect(error?.kind == .limitExceeded)
    // The 65th container is the first one too deep.
    let opening = bytes.indices.filter { bytes[$0] == 0x5B || bytes[$0] == 0x7B }
    #expect(error?.location == .text(line: 1, column: opening[64] + 1))
  }

  @Test func sixtyFourLevelsAreAccepted() throws {
    let nested = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
    let text = "{\"format\": \"palconv-palette\", \"version\": 1, \"x\": \(nested), \"groups\": []}"
    let decoded = try format.decode(Array(text.utf8))
    #expect(decoded.palette == Palette())
    #expect(decoded.warnings.map(\.code) == ["json.unknown-member"])
  }

  @Test(arguments: [
    ("[1, 2", PaletteError.Kind.unexpectedEndOfInput, 6),
    ("{\"a\" 1}", .syntax, 6),
    ("{\"a\": tru}", .syntax, 10),
    ("{\"a\": tr", .unexpectedEndOfInput, 9),
    ("{\"a\": Infinity}", .syntax, 7),
    ("{\"a\": -}", .syntax, 8),
    ("{\"a\": 1.}", .syntax, 9),
    ("{\"a\": 1e}", .syntax, 9),
    ("{\"a\": .5}", .syntax, 7),
    ("{\"a\": +1}", .syntax, 7),
    ("{\"a\": 0x10}", .syntax, 8),
    ("{\"a\": \"\\u00\"}", .syntax, 8),
    ("{\"a\": \"\\ud800\\udbff\"}", .invalidEncoding, 8),
    ("{\"a\": \"x\u{1}\"}", .syntax, 9),
    ("{1: 2}", .syntax, 2),
    ("{\"a\": 1,}", .syntax, 9),
    ("[1 2]", .syntax, 4),
    ("{} {}", .syntax, 4),
    ("\u{FEFF}", .unexpectedEndOfInput, 4),
    ("{\"é\" \"x\"}", .syntax, 7),
  ])
  func grammarErrors(_ text: String, _ kind: PaletteError.Kind, _ column: Int) {
    let error = decodeError(Array(text.utf8))
    #expect(error?.kind == kind, "\(text)")
    #expect(error?.location == .text(line: 1, column: column), "\(text)")
  }

  @Test func invalidUTF8OutsideStringsIsAnEncodingError() {
    let error = decodeError([0x7B, 0x0A, 0x20, 0xFF, 0x7D])
    #expect(error?.kind == .invalidEncoding)
    #expect(error?.location == .text(line: 2, column: 2))
  }

  @Test func validNonASCIIOutsideStringsIsASyntaxErrorNamingTheCharacter() {
    let error = decodeError(Array("{\n  é: 1}".utf8))
    #expect(error?.kind == .syntax)
    #expect(error?.message == "expected a member name in double quotes, found U+00E9 'é'")
    #expect(error?.location == .text(line: 2, column: 3))
  }

  @Test func lineBreaksCountLikeSourceLocation() {
    // CRLF, lone CR and LF each end one line.
    let text = "{\r\n\"format\": \"palconv-palette\",\r\"version\": 1,\n\"groups\": [\r\n  true]}"
    let error = decodeError(Array(text.utf8))
    #expect(error?.location == .text(line: 5, column: 3))
    #expect(error?.message == "/groups/0 must be an object, found true")
  }

  @Test func encodingANonFiniteValueIsUnrepresentable() {
    for value in [Float.nan, .infinity, -.infinity] {
      let palette = Palette(swatches: [Swatch(color: .srgb(0, value, 0))])
      #expect(throws: PaletteError.self) { try format.encode(palette) }
      let alpha = Palette(swatches: [Swatch(color: .srgb(0, 0, 0, alpha: value))])
      do {
        _ = try format.encode(alpha)
        Issue.record("alpha \(value) was encoded")
      } catch {
        #expect(error.kind == .unrepresentable)
      }
    }
  }
}

extension JSONErrorTests {
  @Test(arguments: [3, 15, 16, 17, 40])
  func duplicatesAreFoundInObjectsOfAnySize(_ count: Int) throws {
    var text = "{"
    for index in 0..<count { text += "\"k\(index)\": \(index), " }
    let duplicate = "\"k\(count / 2)\""
    let secondColumn = text.utf8.count + 1
    text += duplicate + ": 0}"
    let first = try #require(text.firstRange(of: duplicate))
    let firstColumn = text.utf8.distance(from: text.startIndex, to: first.lowerBound) + 1
    let error = decodeError(Array(text.utf8))
    #expect(error?.kind == .invalidValue)
    #expect(error?.location == .text(line: 1, column: secondColumn))
    #expect(error?.message.hasSuffix("the first is at 1:\(firstColumn)") == true)
  }

  @Test func keysDifferingOnlyInNormalizationAreNotDuplicates() throws {
    let text =
      "{\"format\": \"palconv-palette\", \"version\": 1, \"groups\": [], "
      + "\"Caf\u{E9}\": 1, \"Cafe\u{301}\": 2}"
    let decoded = try format.decode(Array(text.utf8))
    #expect(decoded.warnings.count == 2)
  }
}

extension JSONErrorTests {
  /// Seeded random damage (a byte changed, removed or duplicated) either still decodes or
  /// fails with a located error; it never crashes.
  @Test(arguments: Fixtures.files(in: "json/valid", ext: "json"))
  func randomDamageNeverCrashes(_ file: String) {
    let original = Fixtures.bytes(file)
    var rng = SplitMix64(seed: UInt64(original.count))
    let interesting: [UInt8] =
      Array("{}[]\",:\\-0123456789eE.tfnu".utf8) + [0x00, 0x80, 0xC3, 0xFF]
    for _ in 0..<2_000 {
      var bytes = original
      for _ in 0..<Int(1 + rng.next() % 3) {
        let position = Int(rng.next() % UInt64(bytes.count))
        let replacement = interesting[Int(rng.next() % UInt64(interesting.count))]
        switch rng.next() % 3 {
        case 0: bytes[position] = replacement
        case 1: bytes.remove(at: position)
        default: bytes.insert(replacement, at: position)
        }
      }
      if let error = decodeError(bytes) {
        guard case .text? = error.location else {
          Issue.record("no position: \(error)")
          return
        }
      }
    }
  }
}
