import PaletteCore
import TestSupport
import Testing

@testable import PaletteIndexedImage

/// The fixtures of `Fixtures/indexed-images/generated`, written by Pillow or laid out by
/// `Tests/Oracle/indexed-images/make_indexed_fixtures.py`, read with the colours and
/// diagnostics `expected.tsv` lists (Pillow confirmed the colours when they were made).
@Suite struct IndexedImageFixtureTests {
  struct Expectation: Sendable, CustomStringConvertible {
    let file: String
    let result: String
    let warnings: [String]
    var description: String { file }
  }

  static let expectations: [Expectation] = {
    let text = String(
      decoding: Fixtures.bytes("indexed-images/generated/expected.tsv"), as: UTF8.self)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Expectation(
        file: fields[0], result: fields[1],
        warnings: fields.count > 2 ? fields[2].split(separator: ",").map(String.init) : [])
    }
  }()

  /// The format for a fixture's extension.
  static func format(for file: String) -> any PaletteDecoder {
    switch file.split(separator: ".").last ?? "" {
    case "gif": GIFFormat()
    case "bmp": BMPFormat()
    case "pcx": PCXFormat()
    default: ILBMFormat()
    }
  }

  @Test func everyFixtureIsListed() {
    #expect(Self.expectations.count == 35)
    for format in ["gif", "bmp", "pcx", "lbm"] {
      #expect(Self.expectations.contains { $0.file.hasSuffix(".\(format)") })
    }
  }

  @Test(arguments: expectations)
  func readsTheExpectedColours(_ expectation: Expectation) throws {
    let bytes = Fixtures.bytes("indexed-images/generated/\(expectation.file)")
    let format = Self.format(for: expectation.file)
    #expect(format.sniff(bytes[...]) == .strong)
    if expectation.result.contains(".") {
      let error = IndexedImageTestSupport.failure(format, bytes)
      #expect(error?.code == expectation.result, "\(String(describing: error))")
      #expect(error?.kind == .nothingRead)
      #expect(error?.location != nil)
      return
    }
    let decoded = try format.decode(bytes)
    #expect(
      IndexedImageTestSupport.hex(decoded.palette).joined(separator: ",") == expectation.result)
    #expect(decoded.warnings.map(\.code) == expectation.warnings)
    for swatch in decoded.palette.allSwatches where expectation.file != "pillow-bilevel.pcx" {
      #expect(swatch.location != nil)
    }
    EveryPrefix.check(bytes, with: format)
  }

  @Test func theDeluxePaintNameIsThePalettesName() throws {
    let decoded = try ILBMFormat().decode(
      Fixtures.bytes("indexed-images/generated/crafted-dpaint-32.lbm"))
    #expect(decoded.palette.name == "Harbour at dusk")
    #expect(decoded.palette.swatchCount == 32)
  }
}
