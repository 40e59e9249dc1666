import PaletteCore
import TestSupport
import Testing

@testable import PaletteASE

/// Malformed input: every case is a ``PaletteError`` of the right kind at the right byte, never a
/// crash, a hang or an allocation the input cannot justify.
@Suite struct ASEInvalidInputTests {
  let format = ASEFormat()

  /// One row of `Fixtures/ase/invalid/EXPECTED.tsv`.
  struct Expectation: CustomStringConvertible, Sendable {
    var file: String
    var kind: String
    var offset: Int
    var description: String { file }
  }

  static let expectations: [Expectation] = {
    let text = String(decoding: Fixtures.bytes("ase/invalid/EXPECTED.tsv"), as: UTF8.self)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 3, let offset = Int(fields[2]) else { return nil }
      return Expectation(file: String(fields[0]), kind: String(fields[1]), offset: offset)
    }
  }()

  func decodeError(_ bytes: [UInt8]) -> PaletteError? {
    do {
      _ = try format.decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyInvalidFixtureIsListed() {
    let listed = Set(Self.expectations.map { "ase/invalid/" + $0.file })
    let present = Set(Fixtures.files(in: "ase/invalid", ext: "ase"))
    #expect(!present.isEmpty)
    #expect(listed == present)
  }

  @Test(arguments: expectations)
  func invalidFixture(_ expected: Expectation) throws {
    let error = try #require(decodeError(Fixtures.bytes("ase/invalid/" + expected.file)))
    #expect(error.kind.rawValue == expected.kind)
    #expect(error.location == .byte(offset: expected.offset))
    #expect(error.format == "ase")
    #expect(!error.message.isEmpty)
  }

  @Test func asepriteSpriteErrorSaysSo() throws {
    let error = try #require(decodeError(Fixtures.bytes("ase/invalid/aseprite-sprite.ase")))
    #expect(error.message.contains("Aseprite sprite"))
  }

  @Test func hugeBlockLengthFailsAtTheBlock() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(0x0001, [0, 0], length: 0xFFFF_FFFF)
    #expect(file.bytes.count == 20)
    let error = try #require(decodeError(file.bytes))
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: 12))
  }

  @Test func hugeNameLengthInATinyBlock() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(0x0001, ASEBytes.u16(0xFFFF) + [0, 0x41])
    let error = try #require(decodeError(file.bytes))
    #expect(error.kind == .invalidValue)
    #expect(error.location == .byte(offset: 18))
  }

  @Test func highSurrogateAtTheEndOfAName() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(0xC001, ASEBytes.name(units: [0x0041, 0xD83C, 0]))
    let error = try #require(decodeError(file.bytes))
    #expect(error.kind == .invalidEncoding)
    #expect(error.location == .byte(offset: 12 + 6 + 2 + 2))
  }

  @Test(arguments: [Float.nan, .infinity, -.infinity, Float(bitPattern: 0x7F80_0001)])
  func nonFiniteGray(_ value: Float) throws {
    var file = ASEBytes(blockCount: 1)
    file.block(0x0001, ASEBytes.colorBody(name: nil, tag: "Gray", values: [value], type: 2))
    let error = try #require(decodeError(file.bytes))
    #expect(error.kind == .invalidValue)
    #expect(error.location == .byte(offset: 12 + 6 + 2 + 4))
  }

  @Test(arguments: 0..<12)
  func cutHeader(_ length: Int) throws {
    let bytes = Array(ASEBytes(blockCount: 0).bytes.prefix(length))
    let error = try #require(decodeError(bytes))
    #expect(error.kind == .unexpectedEndOfInput)
    guard case .byte(let offset) = error.location else {
      Issue.record("no byte offset")
      return
    }
    #expect(offset <= length)
  }

  @Test func colourBlockEndsBeforeItsModel() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(0x0001, ASEBytes.name("abc") + [0x52, 0x47])
    let error = try #require(decodeError(file.bytes))
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: 12 + 6 + 2 + 8))
  }

  @Test func blockEndsInsideItsNameLength() throws {
    var file = ASEBytes(blockCount: 1)
    file.block(0xC001, [0])
    let error = try #require(decodeError(file.bytes))
    #expect(error.kind == .unexpectedEndOfInput)
    #expect(error.location == .byte(offset: 18))
  }

  /// Every prefix of a file either decodes (a prefix that ends between blocks is a valid file
  /// with fewer blocks than declared, so it warns) or throws an error located inside the prefix.
  static func checkPrefixes(of bytes: [UInt8], format: ASEFormat) {
    guard let full = try? format.decode(bytes) else {
      Issue.record("the whole file does not decode")
      return
    }
    for length in 0..<bytes.count {
      let prefix = Array(bytes[0..<length])
      do {
        let decoded = try format.decode(prefix)
        #expect(decoded.palette.swatchCount <= full.palette.swatchCount, "prefix \(length)")
        #expect(!decoded.warnings.isEmpty, "prefix \(length) decoded without a warning")
      } catch {
        #expect(error.kind == .unexpectedEndOfInput, "prefix \(length): \(error)")
        guard case .byte(let offset) = error.location else {
          Issue.record("prefix \(length): no byte offset")
          continue
        }
        #expect(offset >= 0 && offset <= length, "prefix \(length): offset \(offset)")
      }
    }
  }

  @Test(arguments: Fixtures.files(in: "ase/valid", ext: "ase"))
  func everyPrefixOfAFixture(_ path: String) {
    Self.checkPrefixes(of: Fixtures.bytes(path), format: format)
  }

  @Test(.enabled(if: Fixtures.hasCorpus))
  func everyPrefixOfSmallOddCorpusFiles() {
    // The non-standard writers: spanning group lengths, unclosed groups, vendor nesting.
    let names = [
      "aurora.ase", "argyle-socks.ase", "BenjaminMoore_AmericasColors_en-us.ase",
      "sampleGimpLab.ase",
    ]
    let entries = Corpus.entries(in: "ase").filter { entry in
      names.contains { entry.path.hasSuffix("/" + $0) }
    }
    #expect(entries.count == names.count)
    for entry in entries { Self.checkPrefixes(of: entry.bytes, format: format) }
  }
}
