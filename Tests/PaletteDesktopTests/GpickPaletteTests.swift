import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteDesktop

/// Gpick palettes (`.gpa`): chunks, typed records, float32 colours.
@Suite struct GpickPaletteTests {
  /// Little-endian bytes of a 32-bit integer.
  static func u32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// A chunk: the name padded to 16 bytes, a 64-bit size, the body.
  static func chunk(_ name: String, _ body: [UInt8]) -> [UInt8] {
    let padded = Array(name.utf8) + [UInt8](repeating: 0, count: 16 - name.utf8.count)
    return padded + u32(body.count) + u32(0) + body
  }

  /// A length and the bytes of a text.
  static func text(_ text: String) -> [UInt8] { u32(text.utf8.count) + Array(text.utf8) }

  static let types = ["bool", "color", "dynv", "float", "int32", "ptr", "string"]

  /// The file's start: the version chunk and the type names Gpick writes.
  static let header =
    chunk("GPA version", u32(0x0001_0000))
    + chunk("handler_map", u32(types.count) + types.flatMap(text))

  /// A colour record: its `color` (four float32) and its `name`.
  static func record(_ rgb: [Float], name: String?, fourth: Float = 0) -> [UInt8] {
    var values: [UInt8] = [1] + text("color") + u32(16)
    for value in rgb + [fourth] { values += u32(Int(value.bitPattern)) }
    var count = 1
    if let name {
      values += [6] + text("name") + text(name)
      count += 1
    }
    return u32(count) + values
  }

  @Test func theRealFileReadsAsGpickShowsIt() throws {
    let decoded = try GpickPaletteFormat().decode(Fixtures.bytes("gpa/real/nord.gpa"))
    #expect(decoded.warnings.isEmpty)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 16)
    #expect(swatches.map(\.name) == (0..<16).map { "nord\($0)" })
    // nord0 is #2E3440: Gpick stores 46/255, 52/255, 64/255 as float32.
    #expect(swatches[0].color == .srgb(Float(46.0 / 255), Float(52.0 / 255), Float(64.0 / 255)))
    #expect(swatches[0].color.rgba8.hexString() == "#2E3440")
    #expect(swatches[8].color.rgba8.hexString() == "#88C0D0")
    #expect(swatches[15].color.rgba8.hexString() == "#B48EAD")
    #expect(swatches.allSatisfy { $0.color.alpha == 1 })
  }

  @Test func gpick02NamesItsFirstChunkWithItsVersion() throws {
    // Gpick 0.2.6 wrote `GPA version 0.2` as the first chunk's name (its own test palette).
    let bytes = Fixtures.bytes("gpa/real/palette-0.2.6.gpa")
    #expect(GpickPaletteFormat().sniff(bytes.prefix(64)) == .strong)
    let decoded = try GpickPaletteFormat().decode(bytes)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 27)
    #expect(swatches[1].name == "Indian red")
    #expect(swatches[1].color.rgba8.hexString() == "#800000")
  }

  @Test func fileFormat2ReadsTheFourthFloatAsAlpha() throws {
    // Gpick 0.3 saved its test palette as file format 2.0, `GPA version 0.3`.
    let decoded = try GpickPaletteFormat().decode(Fixtures.bytes("gpa/real/palette-0.3.gpa"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 27)
    #expect(
      swatches.map(\.name)
        == (try GpickPaletteFormat().decode(
          Fixtures.bytes("gpa/real/palette-0.2.6.gpa"))).palette.allSwatches.map(\.name))
    // Three colours were given alpha in Gpick before saving; the rest are opaque.
    #expect(
      swatches.filter { $0.color.alpha != 1 }.map { [$0.name ?? "-", "\($0.color.alpha)"] }
        == [["Minty green", "0.5"], ["", "0.0"], ["Cyan", "0.5"]])
    // A crafted 2.0 record with alpha 0.25.
    let version2 =
      Self.chunk("GPA version 0.3", Self.u32(0x0002_0000))
      + Self.chunk("handler_map", Self.u32(Self.types.count) + Self.types.flatMap(Self.text))
    let file =
      version2 + Self.chunk("color_list", Self.record([0.5, 0.25, 1], name: "Glass", fourth: 0.25))
    let glass = try #require(try GpickPaletteFormat().decode(file).palette.allSwatches.first)
    #expect(glass.color.alpha == 0.25)
    #expect(glass.color.components == .srgb(red: 0.5, green: 0.25, blue: 1))
    // An alpha outside 0...1 is an error at its float.
    #expect(throws: PaletteError.self) {
      try GpickPaletteFormat().decode(
        version2 + Self.chunk("color_list", Self.record([0.5, 0.25, 1], name: "Glass", fourth: 7)))
    }
  }

  @Test(.enabled(if: Fixtures.hasCorpus)) func theFourthFloatIsNotAlpha() throws {
    let entry = try #require(
      Corpus.entries(in: "other/gpa").first { $0.path.hasSuffix("rosely.gpa") })
    let swatches = try GpickPaletteFormat().decode(entry.bytes).palette.allSwatches
    #expect(swatches.count == 16)
    #expect(swatches[0].name == "rosely0")
    #expect(swatches.allSatisfy { $0.color.alpha == 1 })
  }

  @Test func craftedFileKeepsFloatsBitExact() throws {
    let file =
      Self.header
      + Self.chunk(
        "color_list",
        Self.record([0.1, 1.5, -0.25], name: "Überlauf") + Self.record([0, 0, 0], name: nil))
      + Self.chunk("color_positions", Self.u32(0) + Self.u32(1))
      + Self.chunk("future", [1, 2, 3])
    let decoded = try GpickPaletteFormat().decode(file)
    #expect(
      decoded.palette.allSwatches == [
        Swatch(name: "Überlauf", color: .srgb(0.1, 1.5, -0.25)),
        Swatch(name: nil, color: .srgb(0, 0, 0)),
      ])
    #expect(decoded.warnings.map(\.code) == ["gpa.skipped"])
    #expect(decoded.warnings.first?.location == .byte(offset: file.count - 27))
  }

  @Test func detection() throws {
    let format = GpickPaletteFormat()
    #expect(format.sniff(Fixtures.bytes("gpa/real/nord.gpa").prefix(64)) == .strong)
    #expect(format.sniff(ArraySlice("GPA version".utf8)) == .none)
  }

  static let colorList = chunk("color_list", record([0.5, 0.5, 0.5], name: "Gray"))

  static let cases: [BadInputCase] = [
    BadInputCase(
      name: "wrong magic", bytes: Array("GPB version".utf8) + [UInt8](repeating: 0, count: 13),
      kind: .invalidSignature, location: .byte(offset: 0)),
    BadInputCase(
      name: "version 3", bytes: chunk("GPA version", u32(0x0003_0000)), kind: .unsupportedVersion,
      location: .byte(offset: 24)),
    BadInputCase(
      name: "truncated chunk size", bytes: Array(chunk("GPA version", u32(0x0001_0000)).prefix(20)),
      kind: .unexpectedEndOfInput, location: .byte(offset: 20)),
    BadInputCase(
      name: "chunk past the end",
      bytes: chunk("GPA version", u32(0x0001_0000)) + Array("color_list".utf8) + [0, 0, 0, 0, 0, 0]
        + u32(1000) + u32(0),
      kind: .unexpectedEndOfInput, location: .byte(offset: 44)),
    BadInputCase(
      name: "huge chunk size",
      bytes: chunk("GPA version", u32(0x0001_0000)) + Array("color_list".utf8) + [0, 0, 0, 0, 0, 0]
        + u32(0) + u32(0x7FFF_FFFF),
      kind: .unexpectedEndOfInput, location: .byte(offset: 44)),
    BadInputCase(
      name: "colours before types",
      bytes: chunk("GPA version", u32(0x0001_0000)) + colorList, kind: .invalidValue,
      location: .byte(offset: 28)),
    BadInputCase(
      name: "huge type count",
      bytes: chunk("GPA version", u32(0x0001_0000))
        + chunk("handler_map", u32(0x1000_0000)),
      kind: .unexpectedEndOfInput, location: .byte(offset: 52)),
    BadInputCase(
      name: "huge value count", bytes: header + chunk("color_list", u32(0x1000_0000)),
      kind: .unexpectedEndOfInput, location: .byte(offset: header.count + 24)),
    BadInputCase(
      name: "unknown type",
      bytes: header + chunk("color_list", u32(1) + [9] + text("color") + u32(0)),
      kind: .invalidValue, location: .byte(offset: header.count + 28)),
    BadInputCase(
      name: "short colour",
      bytes: header + chunk("color_list", u32(1) + [1] + text("color") + u32(4) + u32(0)),
      kind: .invalidValue, location: .byte(offset: header.count + 38)),
    BadInputCase(
      name: "NaN", bytes: header + chunk("color_list", record([0, .nan, 0], name: "x")),
      kind: .invalidValue, location: .byte(offset: header.count + 46)),
    BadInputCase(
      name: "infinity", bytes: header + chunk("color_list", record([.infinity, 0, 0], name: "x")),
      kind: .invalidValue, location: .byte(offset: header.count + 42)),
    BadInputCase(
      name: "invalid UTF-8",
      bytes: header
        + chunk(
          "color_list",
          Array(record([0, 0, 0], name: "ab").dropLast(2)) + [0x61, 0xFF]),
      kind: .invalidEncoding, location: .byte(offset: header.count + 24 + 48)),
    BadInputCase(
      name: "name past its chunk",
      bytes: header
        + chunk("color_list", Array(record([0, 0, 0], name: "abc").dropLast(2)))
        + chunk("color_positions", []),
      kind: .unexpectedEndOfInput, location: .byte(offset: header.count + 24 + 47)),
  ]

  @Test(arguments: cases)
  func badInputIsAnErrorAtItsPlace(_ item: BadInputCase) {
    item.expectRefused { _ = try GpickPaletteFormat().decode($0) }
  }

  @Test func everyPrefixIsAnErrorWithAPlace() throws {
    let bytes = Fixtures.bytes("gpa/real/nord.gpa")
    // A prefix that ends between chunks is a whole file of fewer chunks.
    let result = EveryPrefix.check(bytes, with: GpickPaletteFormat())
    #expect(result.decoded == 3)
  }
}
