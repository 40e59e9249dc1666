import PaletteCore
import TestSupport
import Testing

@testable import PalettePhotoshop

/// Adobe colour books: the header texts, each model's components, spot and process books, and
/// malformed input.
@Suite struct ACBTests {
  let format = ACBFormat()

  static func text(_ text: String) -> [UInt8] {
    let units = Array(text.utf16)
    return ACOBytes.u32(UInt32(units.count)) + units.flatMap { ACOBytes.u16($0) }
  }

  /// A book built from the format description: `model` 0 RGB, 2 CMYK, 7 Lab, 8 gray.
  static func book(
    model: UInt16, colors: [(String, [UInt8])], mark: String = "spflspot",
    title: String = "$$$/colorbook/TEST/title=Test Book^R", prefix: String = "TEST ",
    postfix: String = " C"
  ) -> [UInt8] {
    var out = Array("8BCB".utf8) + ACOBytes.u16(1) + ACOBytes.u16(3000)
    out += text(title) + text(prefix) + text(postfix) + text("$$$/colorbook/TEST/description=")
    out += ACOBytes.u16(UInt16(colors.count)) + ACOBytes.u16(6) + ACOBytes.u16(5)
    out += ACOBytes.u16(model)
    for (name, values) in colors {
      out += text(name) + Array("KEY001".utf8) + values
    }
    return out + Array(mark.utf8)
  }

  @Test func eachModelsComponents() throws {
    let rgb = try format.decode(Self.book(model: 0, colors: [("Red", [255, 0, 10])])).palette
    #expect(rgb.allSwatches[0].color == .srgb8(255, 0, 10))
    // CMYK bytes are 255 − ink × 2.55: 0 is full ink.
    let cmyk = try format.decode(Self.book(model: 2, colors: [("Cyan", [0, 255, 255, 204])]))
    #expect(
      cmyk.palette.allSwatches[0].color.components
        == .cmyk(cyan: 1, magenta: 0, yellow: 0, black: Float(Double(51) / 255)))
    // Lab: L = byte / 2.55, a and b = byte − 128.
    let lab = try format.decode(Self.book(model: 7, colors: [("Lab", [255, 100, 200])]))
    #expect(lab.palette.allSwatches[0].color.components == .lab(l: 100, a: -28, b: 72))
    let gray = try format.decode(Self.book(model: 8, colors: [("Gray", [51])]))
    #expect(gray.palette.allSwatches[0].color.components == .gray(0.2))
  }

  @Test func namesTitleAndKinds() throws {
    let decoded = try format.decode(
      Self.book(model: 0, colors: [("100", [1, 2, 3]), ("", [0, 0, 0]), ("200", [4, 5, 6])]))
    let palette = decoded.palette
    #expect(palette.name == "Test Book®")
    #expect(palette.description == "Adobe colour book 3000")
    #expect(palette.allSwatches.map(\.name) == ["TEST 100 C", "TEST 200 C"])
    #expect(palette.allSwatches.allSatisfy { $0.kind == .spot })
    #expect(decoded.warnings.map(\.code) == ["acb.placeholders"])
    #expect(decoded.warnings[0].severity == .note)
    let process = try format.decode(
      Self.book(model: 0, colors: [("1", [1, 2, 3])], mark: "spflproc")
    ).palette
    #expect(process.allSwatches[0].kind == .process)
  }

  @Test func localisationKeysAndMarkers() {
    #expect(ACBText.display("$$$/colorbook/ANPA/title=ANPA Color") == "ANPA Color")
    #expect(ACBText.display("PANTONE^C 2024") == "PANTONE© 2024")
    #expect(ACBText.display("a^b") == "a^b")
    #expect(ACBText.display("$$$/no/equals") == "$$$/no/equals")
  }

  @Test func everyTruncationIsAnErrorWithAnOffset() {
    let full = Self.book(model: 7, colors: [("One", [1, 2, 3]), ("Two", [4, 5, 6])], mark: "")
    for length in 0..<full.count {
      do {
        _ = try format.decode(Array(full.prefix(length)))
        Issue.record("a book cut at \(length) bytes was read")
      } catch {
        guard case .byte(let offset)? = error.location else {
          Issue.record("no offset at \(length)")
          continue
        }
        #expect(offset <= length, "\(length): \(error)")
        if length >= 4 { #expect(error.kind == .unexpectedEndOfInput, "\(length): \(error)") }
      }
    }
  }

  @Test func hugeCountsAndLengthsAreErrorsWithoutAllocating() throws {
    var book = Self.book(model: 0, colors: [("A", [1, 2, 3])])
    // The title's length, at byte 8.
    book.replaceSubrange(8..<12, with: [0x7F, 0xFF, 0xFF, 0xFF])
    let error = try #require(throws: PaletteError.self) { try format.decode(book) }
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: 12))
    var count = Self.book(model: 0, colors: [("A", [1, 2, 3])])
    let countOffset = count.count - 8 - (4 + 2 + 6 + 3) - 8
    count.replaceSubrange(countOffset..<countOffset + 2, with: [0xFF, 0xFF])
    let countError = try #require(throws: PaletteError.self) { try format.decode(count) }
    #expect(countError.location == .byte(offset: countOffset))
  }

  @Test func wrongSignatureVersionAndModel() throws {
    let xml = try #require(throws: PaletteError.self) {
      try format.decode(Array("<?xml version=\"1.0\"?><colorBook/>".utf8))
    }
    #expect(xml.kind == .invalidSignature)
    #expect(xml.message.contains("XML colour book"))
    var version = Self.book(model: 0, colors: [])
    version[5] = 2
    #expect(throws: PaletteError.self) { try format.decode(version) }
    let model = try #require(throws: PaletteError.self) {
      try format.decode(Self.book(model: 5, colors: []))
    }
    #expect(model.kind == .invalidValue)
  }

  @Test func realBooks() throws {
    let lab = try format.decode(Fixtures.bytes("photoshop/acb/hks-e-lab.acb")).palette
    #expect(lab.allSwatches.count == 88)
    #expect(lab.allSwatches.allSatisfy { $0.kind == .spot && $0.color.model == .lab })
    #expect(lab.allSwatches.first?.name == "HKS 1 E")
    let cmyk = try format.decode(Fixtures.bytes("photoshop/acb/hks-k-process-cmyk.acb")).palette
    #expect(cmyk.name == "HKS K Process")
    #expect(cmyk.allSwatches.count == 86)
    #expect(cmyk.allSwatches.allSatisfy { $0.kind == .process && $0.color.model == .cmyk })
  }
}
