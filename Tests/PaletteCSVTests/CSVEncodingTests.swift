import PaletteCore
import TestSupport
import Testing

@testable import PaletteCSV

/// Writing CSV tables: the columns a palette needs, quoting, and exact round trips.
@Suite struct CSVEncodingTests {
  let format = CSVFormat()

  func text(_ palette: Palette) throws -> String {
    String(decoding: try format.encode(palette), as: UTF8.self)
  }

  @Test func eightBitColoursAreNameAndHex() throws {
    let palette = Palette(swatches: [
      Swatch(name: "Red", color: .srgb8(255, 0, 0)),
      Swatch(name: "Blue, deep", color: .srgb8(0, 0, 0x8B)),
      Swatch(name: "Say \"hi\"", color: .srgb8(1, 2, 3)),
      Swatch(color: .srgb8(4, 5, 6)),
    ])
    #expect(
      try text(palette)
        == "name,hex\r\nRed,#FF0000\r\n\"Blue, deep\",#00008B\r\n\"Say \"\"hi\"\"\",#010203\r\n"
        + ",#040506\r\n")
  }

  @Test func modelAlphaAndGroupColumnsOnlyWhenNeeded() throws {
    let palette = Palette(groups: [
      PaletteGroup(
        name: "Print",
        swatches: [
          Swatch(
            name: "Magenta", color: PaletteColor(.cmyk(cyan: 0, magenta: 1, yellow: 0, black: 0.5)))
        ]),
      PaletteGroup(swatches: [
        Swatch(name: "Glass", color: .srgb(0.2, 0.6, 0.55, alpha: 0.5))
      ]),
    ])
    // 0.2·255 = 51, 0.6·255 = 153, 0.55·255 = 140.25: the float 0.55 needs more digits.
    let written = try text(palette)
    let lines = written.split(separator: "\r\n").map(String.init)
    #expect(lines[0] == "name,hex,r,g,b,c,m,y,k,alpha,group")
    // The hex column is the naive conversion: R = B = 255 × (1 − 0.5) = 127.5, rounded up.
    #expect(lines[1] == "Magenta,#800080,,,,0,100,0,50,1,Print")
    #expect(lines[2].hasPrefix("Glass,#33998C,51,153,140.25"))
    #expect(lines[2].hasSuffix(",,,,,0.5,"))
  }

  @Test func goldenPalette() throws {
    let encoded = try format.encodeReportingLosses(GoldenPalette.palette)
    Golden.check(encoded.bytes, against: "csv/golden/golden.csv")
    #expect(
      Set(encoded.losses.map(\.code)) == [
        "loss.palette-name", "loss.description", "loss.kind", "loss.model",
      ])
  }

  @Test func whatIsWrittenReadsBackExactly() throws {
    for seed in 0..<40 {
      var palette = RandomPalette.make(seed: UInt64(seed), models: [.srgb, .cmyk, .lab])
      palette.name = nil
      palette.description = nil
      palette.columns = nil
      palette.mapSwatches { swatch in
        swatch.kind = .process
        swatch.appearances = [:]
        if swatch.name == "" { swatch.name = nil }
        // Control characters are replaced on writing; the random names have none.
      }
      palette.groups = palette.groups.filter { !$0.swatches.isEmpty }.map { group in
        PaletteGroup(name: group.name == "" ? nil : group.name, swatches: group.swatches)
      }
      let read = try format.decode(try format.encode(palette)).palette
      // Neighbouring groups of one name are one run of rows.
      var expected: [PaletteGroup] = []
      for group in palette.groups {
        if let last = expected.indices.last, expected[last].name == group.name {
          expected[last].swatches += group.swatches
        } else {
          expected.append(group)
        }
      }
      #expect(read.groups == expected, "seed \(seed)")
    }
  }

  @Test func otherModelsAreWrittenAsSRGBAndReported() throws {
    let palette = Palette(swatches: [Swatch(name: "Mid", color: PaletteColor(.gray(0.5)))])
    let encoded = try format.encodeReportingLosses(palette)
    #expect(encoded.losses.map(\.code) == ["loss.model"])
    let read = try format.decode(encoded.bytes).palette.allSwatches[0].color
    #expect(read.model == .srgb)
    // Gray is gamma-encoded like sRGB: 0.5 is sRGB 0.5, 127.5 of 255.
    #expect(read == .srgb(0.5, 0.5, 0.5))
  }
}
