import PaletteCore
import TestSupport
import Testing

@testable import PalettePhotoshop

/// Every ACO, ACT and ACB file of the shared real-world corpus (skipped when it is absent).
@Suite(.enabled(if: Fixtures.hasCorpus)) struct PhotoshopCorpusTests {
  static var swatchFiles: [CorpusEntry] { Corpus.entries(in: "aco") }
  static var tableFiles: [CorpusEntry] { Corpus.entries(in: "act") }
  static var bookFiles: [CorpusEntry] {
    Corpus.entries(in: "other").filter { $0.path.hasPrefix("other/acb/") }
  }

  /// Files written by Photoshop itself or a tool that writes exactly as it does (both
  /// sections, names with their NUL counted, no group block): re-encoding gives the same bytes.
  static let writtenBackByteForByte: Set<String> = [
    "aco/gh-dagronf-ColorPaletteCodable/Material Palette.aco",
    "aco/gh-hrbrmstr-swatches/tomorrow_night_eighties.aco",
    "aco/gh-idleberg-base16-adobe-palette/Base16.aco",
    "aco/gh-justjanne-palettelib/colors-css.aco",
    "aco/gh-nordtheme-nord/nord.aco",
    "aco/gh-paulwratt-programmers-palettes/db32_v1.photoshop.aco",
  ]

  @Test func theCorpusHasTheFiles() {
    #expect(Set(Self.swatchFiles.map(\.path)).count == 25)
    #expect(Set(Self.tableFiles.map(\.path)).count == 10)
    #expect(Set(Self.bookFiles.map(\.path)).count == 6)
  }

  @Test(arguments: swatchFiles)
  func swatchesDecodeWithTheManifestCount(_ entry: CorpusEntry) throws {
    let format = ACOFormat()
    let decoded = try format.decode(entry.bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(!decoded.warnings.contains { $0.severity == .error })
    // Decoding what palconv writes gives the same palette.
    let again = try format.encode(decoded.palette)
    #expect(try format.decode(again).palette == decoded.palette)
    if Self.writtenBackByteForByte.contains(entry.path) {
      #expect(again == entry.bytes)
    }
  }

  /// Names that spell the colour in hex (`#988262`, `#00003F`) are an oracle from the file's
  /// author: the decoded colour must be that colour.
  @Test(arguments: swatchFiles)
  func hexNamesMatchTheirColours(_ entry: CorpusEntry) throws {
    let swatches = try ACOFormat().decode(entry.bytes).palette.allSwatches
    for swatch in swatches {
      guard let name = swatch.name, name.utf8.count == 7, name.hasPrefix("#"),
        let value = UInt32(name.dropFirst(), radix: 16)
      else { continue }
      let rgba = swatch.color.rgba8
      let actual = UInt32(rgba.red) << 16 | UInt32(rgba.green) << 8 | UInt32(rgba.blue)
      #expect(actual == value, "\(entry.path): \(name)")
    }
  }

  /// The AsepriteSwatchExchange samples hold the same 14 colours in RGB, HSB, CMYK and Lab:
  /// HSB and CMYK must decode to the RGB file's colours within one 8-bit step (the writer's
  /// Lab is its own conversion, and is checked against its ASE sibling's instead).
  @Test func theSameColoursInEveryModel() throws {
    let folder = "aco/gh-behreajj-AsepriteSwatchExchange/"
    func colours(_ name: String) throws -> [RGBA8] {
      let entry = try #require(Self.swatchFiles.first { $0.path == folder + name })
      return try ACOFormat().decode(entry.bytes).palette.allSwatches.map(\.color.rgba8)
    }
    let reference = try colours("sampleRgb.aco")
    #expect(reference.count == 14)
    for (name, tolerance) in [("sampleHsb.aco", 1), ("sampleCmyk.aco", 1)] {
      let other = try colours(name)
      for (a, b) in zip(reference, other) {
        let differences = [
          Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue),
        ]
        #expect(differences.allSatisfy { abs($0) <= tolerance }, "\(name): \(a) vs \(b)")
      }
    }
  }

  @Test func photoshopGroupsAreRead() throws {
    let entry = try #require(Self.swatchFiles.first { $0.path.hasSuffix("/csscolors.aco") })
    let palette = try ACOFormat().decode(entry.bytes).palette
    #expect(palette.groups.map(\.name) == ["color"])
    #expect(palette.groups[0].swatches.count == 125)
  }

  @Test(arguments: tableFiles)
  func tablesDecodeWithTheManifestCount(_ entry: CorpusEntry) throws {
    let decoded = try ACTFormat().decode(entry.bytes)
    #expect(decoded.palette.swatchCount == entry.colors)
    #expect(decoded.warnings.isEmpty == (entry.bytes.count != 771))
  }

  @Test(arguments: bookFiles)
  func booksDecodeOrAreRecognisedAsXML(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    guard bytes.starts(with: Array("8BCB".utf8)) else {
      let error = try #require(throws: PaletteError.self) { try ACBFormat().decode(bytes) }
      #expect(error.message.contains("XML colour book"))
      return
    }
    let palette = try ACBFormat().decode(bytes).palette
    #expect(palette.swatchCount > 0)
    #expect(palette.name != nil)
    #expect(palette.allSwatches.allSatisfy { $0.name?.isEmpty == false })
  }

  /// The first colour of the ANPA book, from a hex dump: name `71-1`, key ` 71-1D`, Lab bytes
  /// F8 7B 7B; with the book's prefix `ANPA ` and postfix ` AdPro`.
  @Test func anpaFirstColour() throws {
    let entry = try #require(Self.bookFiles.first { $0.path.hasSuffix("/ANPA Color.acb") })
    let palette = try ACBFormat().decode(entry.bytes).palette
    #expect(palette.name == "ANPA Color")
    #expect(palette.swatchCount == 300)
    let first = try #require(palette.allSwatches.first)
    #expect(first.name == "ANPA 71-1 AdPro")
    #expect(first.kind == .spot)
    #expect(first.color.components == .lab(l: Float(Double(0xF8) * 100 / 255), a: -5, b: -5))
  }
}
