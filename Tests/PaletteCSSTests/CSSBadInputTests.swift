import PaletteCSS
import PaletteCore
import TestSupport
import Testing

@testable import PaletteCSS

/// Malformed, hostile and huge input: an error or a warning with a position, never a crash.
@Suite struct CSSBadInputTests {
  @Test func unterminatedComment() {
    #expect {
      try CSS.decode(":root {\n  --a: red;\n  /* unclosed\n  --b: blue;\n}")
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .unexpectedEndOfInput && error.location == .text(line: 3, column: 3)
    }
    #expect(throws: PaletteError.self) { try CSS.decode(":root { --a: rgb(1 /* 2 3); }") }
  }

  @Test func unclosedBlockIsAWarning() throws {
    let result = try CSS.decode(":root {\n  .x {\n  --a: red;\n")
    #expect(result.palette.allSwatches.map(\.name) == ["a"])
    #expect(result.warnings.map(\.code) == ["css.unclosed-block", "css.unclosed-block"])
    #expect(
      result.warnings.map(\.location) == [.text(line: 1, column: 7), .text(line: 2, column: 6)])
  }

  @Test func unclosedBracket() throws {
    let result = try CSS.decode(":root {\n  --a: red;\n  --b: rgb(1 2 3;\n  --c: blue;\n}\n")
    #expect(result.palette.allSwatches.map(\.name) == ["a"])
    // The open parenthesis swallows the rest of the file, the closing brace included.
    #expect(result.warnings.map(\.code) == ["css.unclosed-block", "css.unclosed-bracket"])
    #expect(
      result.warnings.map(\.location) == [.text(line: 1, column: 7), .text(line: 3, column: 11)])
  }

  @Test func badString() throws {
    let result = try CSS.decode(":root {\n  --a: \"abc\n  ;--b: red;\n}")
    #expect(result.palette.allSwatches.map(\.name) == ["b"])
    #expect(result.warnings.map(\.code) == ["css.bad-string"])
    #expect(result.warnings[0].location == .text(line: 2, column: 8))
  }

  @Test func strayBrace() throws {
    let result = try CSS.decode("}\n--a: red;")
    #expect(result.palette.swatchCount == 1)
    #expect(result.warnings.map(\.code) == ["css.stray-brace"])
    #expect(result.warnings[0].location == .text(line: 1, column: 1))
  }

  @Test func invalidUTF8() throws {
    let bytes =
      Array("/* caf".utf8) + [0xE9] + Array(" */\n:root { --caf\u{E9}: red; --x".utf8) + [0xFF]
      + Array(": blue; }".utf8)
    let result = try CSS.format.decode(bytes)
    #expect(result.warnings.map(\.code) == ["css.invalid-utf8"])
    #expect(result.warnings[0].location == .text(line: 1, column: 7))
    #expect(result.palette.allSwatches.map(\.name) == ["café", "x\u{FFFD}"])
  }

  @Test func utf16IsRejected() {
    let bytes: [UInt8] = [0xFF, 0xFE] + Array(":root{}".utf8).flatMap { [$0, 0] }
    #expect {
      try CSS.format.decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.kind == .invalidEncoding
        && (error as? PaletteError)?.location == .text(line: 1, column: 1)
    }
  }

  @Test func megabyteLines() throws {
    let long = String(repeating: "x", count: 1 << 20)
    let result = try CSS.decode(":root { --a: \(long); --b: red; }")
    #expect(result.palette.allSwatches.map(\.name) == ["b"])
    #expect(result.warnings.map(\.code) == ["css.not-a-color"])
    let parens = try CSS.decode(":root { --a: " + String(repeating: "(", count: 1 << 20))
    #expect(parens.palette.swatchCount == 0)
    #expect(parens.warnings.map(\.code).contains("css.unclosed-bracket"))
    let calc = try CSS.decode(
      ":root { --a: rgb(" + String(repeating: "calc(", count: 4000) + "1"
        + String(repeating: ")", count: 4000) + " 0 0); }")
    #expect(calc.warnings.map(\.code) == ["css.unsupported-color"])
    // A value of millions of tokens is cut short instead of tokenized whole.
    let words = try CSS.decode(
      ":root {\n  --a: " + String(repeating: "x ", count: 1 << 20) + ";\n}")
    #expect(words.warnings.map(\.code) == ["css.value-too-long"])
    #expect(words.warnings.first?.location == .text(line: 2, column: 3))
  }

  @Test func deepNestingIsLimited() {
    let text = String(repeating: "a{", count: 100_000)
    #expect {
      try CSS.decode(text)
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .limitExceeded && error.location == .text(line: 1, column: 514)
    }
  }

  @Test func declarationLimit() {
    var decoder = CSSDecoder(bytes: Array(":root {\n--a: red;\n--b: red;\n--c: red;\n}".utf8))
    decoder.maxDeclarations = 2
    #expect {
      try decoder.decode()
    } throws: { error in
      guard let error = error as? PaletteError else { return false }
      return error.kind == .limitExceeded && error.location == .text(line: 4, column: 1)
    }
  }

  /// Many declarations decode in one linear pass.
  @Test func manyDeclarations() throws {
    var text = ":root {\n"
    text.reserveCapacity(2_000_000)
    for i in 0..<100_000 { text += "--c\(i): #0a0b0c;\n" }
    text += "}\n"
    let result = try CSS.decode(text)
    #expect(result.palette.swatchCount == 100_000)
    #expect(result.palette.allSwatches.last?.location == .text(line: 100_001, column: 1))
  }

  /// Every prefix of a real file decodes or throws a positioned error.
  @Test func truncations() throws {
    let bytes = Fixtures.bytes("css/golden-native.css")
    #expect(!bytes.isEmpty)
    for length in 0...bytes.count {
      do {
        _ = try CSS.format.decode(Array(bytes[0..<length]))
      } catch {
        #expect(error.location != nil)
      }
    }
  }

  /// Random bytes drawn from CSS's special characters.
  @Test func junk() {
    var rng = SplitMix64(seed: 42)
    let alphabet = Array("{}()[];:,/*\\\"'#-_ \n\r\taz09%!@$.+e".utf8) + [0x80, 0xC3, 0xFF]
    for _ in 0..<500 {
      let length = Int(rng.next() % 300)
      var bytes: [UInt8] = []
      for _ in 0..<length { bytes.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
      do {
        let result = try CSS.format.decode(bytes)
        #expect(result.warnings.allSatisfy { $0.location != nil })
      } catch {
        #expect(error.location != nil)
      }
    }
  }
}
