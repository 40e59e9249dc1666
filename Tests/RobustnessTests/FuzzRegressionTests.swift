import PaletteCore
import TestSupport
import Testing

/// Every input the fuzzers found, kept in `Fixtures/fuzz/<format>/`, replayed: it decodes or
/// throws a positioned ``PaletteError``; what decodes writes back to bytes the format reads.
@Suite struct FuzzRegressionTests {
  static let decoders = [
    "ase", "gpl", "json", "dtcg", "xcassets", "css", "hex", "paintnet", "scribus", "sketch",
    "color-palette", "tokens-studio", "scss", "less", "stylus", "corel-xml", "unity-colors",
    "iterm", "jcw", "pixelorama", "csv",
  ]

  static let cases: [String] = decoders.flatMap { Fixtures.files(in: "fuzz/\($0)") }
    .filter { !$0.hasSuffix(".md") }

  @Test func everyDecoderHasRegressionInputs() {
    for format in Self.decoders {
      #expect(!Fixtures.files(in: "fuzz/\(format)").isEmpty, "no inputs for \(format)")
    }
  }

  @Test(arguments: cases)
  func replay(_ path: String) throws {
    let identifier = String(path.split(separator: "/")[1])
    let format = try Formats.decoder(identifier)
    let bytes = Fixtures.bytes(path)
    let palette: Palette
    do {
      palette = try format.decode(bytes).palette
    } catch {
      #expect(error.format == identifier || error.format == nil)
      if error.kind != .unrepresentable {
        #expect(error.location != nil, "\(error)")
      }
      return
    }
    for swatch in palette.allSwatches {
      #expect(swatch.color.components.values.allSatisfy { $0.isFinite })
      #expect(swatch.color.alpha.isFinite)
    }
    // An asset catalog's decoder reads one colour set; it is written only as a folder.
    guard let encoder = format as? any PaletteEncoder else { return }
    let written = try encoder.encode(palette)
    let reread = try format.decode(written).palette
    // A format of fixed roles (a terminal scheme) writes all of them.
    #expect(
      reread.swatchCount == palette.swatchCount
        || reread.swatchCount == format.capabilities.requiredSwatches)
  }
}
