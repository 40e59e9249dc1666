import PaletteCore
import TestSupport
import Testing

@testable import PaletteASE

/// A library user who encodes with PaletteASE alone learns what the file cannot hold.
@Suite struct ASELossReportingTests {
  let format = ASEFormat()

  @Test func alphaIsReportedWhereTheLibraryEncodes() throws {
    let palette = Palette(swatches: [
      Swatch(
        name: "Glass", color: PaletteColor(.srgb(red: 0.2, green: 0.4, blue: 0.6), alpha: 0.5)),
      Swatch(name: "Ink", color: .srgb(0, 0, 0)),
    ])
    let encoded = try format.encodeReportingLosses(palette)
    #expect(encoded.bytes == (try format.encode(palette)))
    #expect(encoded.losses.map { $0.code } == ["loss.alpha"])
    #expect(
      encoded.losses.first?.message
        == "ase cannot store transparency: 1 colour will become opaque: Glass")
    #expect(encoded.losses.allSatisfy { $0.severity == .warning })
  }

  @Test func aPaletteTheFormatHoldsLosesNothing() throws {
    let decoded = try format.decode(Fixtures.bytes("ase/valid/sample.ase"))
    let encoded = try format.encodeReportingLosses(decoded.palette)
    #expect(encoded.losses.isEmpty)
    #expect(try format.decode(encoded.bytes).palette == decoded.palette)
  }

  @Test func everyKindOfLossHasItsCode() throws {
    // ASE keeps swatch names, groups, kinds and models, and nothing about the palette itself.
    var palette = Palette(swatches: [
      Swatch(name: "A", color: PaletteColor(.srgb(red: 1, green: 0, blue: 0), alpha: 0.25))
    ])
    palette.name = "Brand"
    palette.description = "Brand colours"
    palette.columns = 4
    let codes = format.losses(writing: palette).map(\.code)
    #expect(codes == ["loss.alpha", "loss.palette-name", "loss.description", "loss.columns"])
  }
}
