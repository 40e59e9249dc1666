import PaletteCore
import TestSupport
import Testing

@testable import PaletteASE

/// Every `.ase` file of the shared real-world corpus (skipped when the corpus is absent), and
/// the redistributable copies in `Fixtures/ase/valid` (always run).
@Suite struct ASECorpusTests {
  let format = ASEFormat()

  /// Files that are expected to fail, with the error kind and offset.
  static let expectedErrors: [String: (PaletteError.Kind, Int)] = [
    // Aseprite sprites that share the .ase extension.
    "ase/gh-catppuccin-palette/Catppuccin.ase": (.invalidSignature, 4),
    "ase/gh-behreajj-AsepriteSwatchExchange/asepriteFormat.ase": (.invalidSignature, 4),
    // A synthetic file with version 0.1; only major version 1 is read.
    "ase/gh-dagronf-ColorPaletteCodable/unsupported_version.ase": (.unsupportedVersion, 4),
  ]

  /// Colour counts where the manifest's reader is wrong: it does not know the `GRAY` tag these
  /// files use, so it reports 0. Each has a header block count of 16: one group start, one group
  /// end and 14 colour blocks of 0x1A bytes (checked with a hex dump).
  static let countOverrides: [String: Int] = [
    "ase/gh-behreajj-AsepriteSwatchExchange/sampleGrayHsi.ase": 14,
    "ase/gh-behreajj-AsepriteSwatchExchange/sampleGrayHsl.ase": 14,
    "ase/gh-behreajj-AsepriteSwatchExchange/sampleGrayHsv.ase": 14,
    "ase/gh-behreajj-AsepriteSwatchExchange/sampleGrayLuma.ase": 14,
  ]

  static var corpusFiles: [CorpusEntry] { Corpus.entries(in: "ase") }

  @Test(.enabled(if: Fixtures.hasCorpus))
  func corpusHasAllFiles() {
    #expect(Self.corpusFiles.count == 85)
  }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpusFiles)
  func decodesWithTheManifestCount(_ entry: CorpusEntry) throws {
    let bytes = entry.bytes
    try #require(!bytes.isEmpty)
    if let (kind, offset) = Self.expectedErrors[entry.path] {
      #expect(throws: PaletteError.self) { try format.decode(bytes) }
      do {
        _ = try format.decode(bytes)
      } catch {
        #expect(error.kind == kind)
        #expect(error.location == .byte(offset: offset))
        if kind == .invalidSignature { #expect(error.message.contains("Aseprite")) }
      }
      return
    }
    let decoded = try format.decode(bytes)
    let expected = try #require(Self.countOverrides[entry.path] ?? entry.colors)
    #expect(decoded.palette.swatchCount == expected)
    // Every swatch points at its colour block; every named group at its group start.
    for swatch in decoded.palette.allSwatches {
      guard case .byte(let offset) = swatch.location else {
        Issue.record("swatch without a byte location")
        continue
      }
      #expect(bytes[offset] == 0x00 && bytes[offset + 1] == 0x01)
    }
    for group in decoded.palette.groups where group.name != nil {
      guard case .byte(let offset) = group.location else {
        Issue.record("group without a byte location")
        continue
      }
      #expect(bytes[offset] == 0xC0 && bytes[offset + 1] == 0x01)
    }
  }

  /// This writer stores Lab lightness unscaled; its swatches are named by their hex colour, an
  /// oracle from the file's author. Read unscaled, each is near its name (CIEDE2000 below 8);
  /// read scaled, the 13 with L above 1 would all be white. The remaining difference is the
  /// writer's own Lab conversion (its ACO sibling `sampleLabOther.aco` differs the same way).
  @Test(.enabled(if: Fixtures.hasCorpus))
  func unscaledLabLightnessGivesTheNamedColours() throws {
    let entry = try #require(Self.corpusFiles.first { $0.path.hasSuffix("/sampleGimpLab.ase") })
    let decoded = try format.decode(entry.bytes)
    #expect(decoded.warnings.map(\.code) == ["ase.lab-unscaled"])
    #expect(decoded.palette.swatchCount == 14)
    for swatch in decoded.palette.allSwatches {
      let name = try #require(swatch.name)
      let value = try #require(UInt32(name, radix: 16))
      let named = PaletteColor.srgb8(
        UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
      let difference = swatch.color.deltaE2000(to: named)
      #expect(difference < 8, "\(name): ΔE00 \(difference)")
      // Read scaled, any L above 1 would be white: for all but white itself, that is worse.
      if case .lab(let l, _, _) = swatch.color.components, l > 1, l < 99 {
        var scaled = swatch.color
        scaled.components = .lab(l: min(l * 100, 100), a: 0, b: 0)
        #expect(scaled.deltaE2000(to: named) > difference, "\(name)")
      }
    }
  }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: corpusFiles)
  func roundTripsBitExact(_ entry: CorpusEntry) throws {
    guard Self.expectedErrors[entry.path] == nil else { return }
    try Self.checkRoundTrip(entry.bytes, format: format)
  }

  @Test(arguments: Fixtures.files(in: "ase/valid", ext: "ase"))
  func fixtureRoundTripsBitExact(_ path: String) throws {
    let bytes = Fixtures.bytes(path)
    try #require(!bytes.isEmpty)
    try Self.checkRoundTrip(bytes, format: format)
  }

  /// decode → encode → decode gives the same palette, float32 bits included (== compares bit
  /// patterns), and a second encode gives the same bytes. A file decoded without warnings that
  /// does not use the `GRAY` spelling (written back as Adobe's `Gray`) is canonical already, so
  /// it must come back byte for byte.
  static func checkRoundTrip(_ bytes: [UInt8], format: ASEFormat) throws {
    let first = try format.decode(bytes)
    let encoded = try format.encode(first.palette)
    let second = try format.decode(encoded)
    #expect(second.palette == first.palette)
    // Only warnings about the values themselves remain; the structure is now canonical.
    let valueWarnings: Set<String> = ["ase.value-range", "ase.lab-range"]
    #expect(second.warnings.filter { !valueWarnings.contains($0.code) }.isEmpty)
    #expect(
      second.warnings.count == first.warnings.filter { valueWarnings.contains($0.code) }.count)
    let firstValues = first.palette.allSwatches.flatMap {
      $0.color.components.values.map(\.bitPattern)
    }
    let secondValues = second.palette.allSwatches.flatMap {
      $0.color.components.values.map(\.bitPattern)
    }
    #expect(firstValues == secondValues)
    #expect(try format.encode(second.palette) == encoded)
    let usesUpperGray = bytes.indices.dropLast(3).contains {
      bytes[$0..<$0 + 4].elementsEqual("GRAY".utf8)
    }
    if first.warnings.isEmpty && !usesUpperGray {
      #expect(encoded == bytes, "a canonical file is not written back byte for byte")
    }
  }

  @Test func sampleFixtureContent() throws {
    let decoded = try format.decode(Fixtures.bytes("ase/valid/sample.ase"))
    #expect(decoded.warnings.isEmpty)
    let palette = decoded.palette
    #expect(palette.groups.map(\.name) == [nil, "A Color Group"])
    #expect(palette.hasNamedGroups)
    #expect(Set(palette.allSwatches.map(\.color.model)) == [.srgb, .cmyk, .lab])
    #expect(Set(palette.allSwatches.map(\.kind)) == [.process, .global, .spot])
    #expect(
      palette.allSwatches.map(\.name) == [
        "RGB", "Grayscale", "cmyk", "LAB", "PANTONE P 1-8 C", "Red", "Green", "Blue",
      ])
  }
}
