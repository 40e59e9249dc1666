import PaletteCore
import TestSupport
import Testing

@testable import PaletteASE

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Compares the decoder with what Python `swatch` 0.4.0 read from the same files, as recorded in
/// `Fixtures/ase/swatch-expected/swatch-0.4.0.json` by `Tests/Oracle/ase/compare_swatch.py`.
///
/// swatch and palconv agree on names, models, values (float32 bits) and types for every file
/// swatch can read. Where they must differ, palconv is the one following the format:
/// - swatch keeps Lab L as stored (0...1); the model holds `Float(Double(stored) * 100)`.
/// - swatch cannot tell a missing name (zero-length field) from an empty one; both are `""`.
/// - swatch fails on `GRAY`, on nameless group starts, on group-end blocks without a length
///   field, and on any version other than 1.0 (see the record's `error` fields).
@Suite struct ASESwatchOracleTests {
  struct Record: Decodable {
    var tool: String
    var files: [FileRecord]
  }

  struct FileRecord: Decodable, CustomStringConvertible, Sendable {
    var path: String
    var status: String
    var error: String?
    var colors: Int?
    var digest: String?
    var items: [Item]?
    var description: String { path }
  }

  /// A top-level item: a swatch, or a group with its swatches.
  struct Item: Decodable, Sendable {
    var group: String?
    var swatches: [SwatchRecord]?
    var name: String?
    var mode: String?
    var values: [String]?
    var type: String?

    var swatch: SwatchRecord? {
      guard let name, let mode, let values, let type else { return nil }
      return SwatchRecord(name: name, mode: mode, values: values, type: type)
    }
  }

  struct SwatchRecord: Decodable, Sendable {
    var name: String
    var mode: String
    var values: [String]
    var type: String
  }

  static let record: Record? = {
    let bytes = Fixtures.bytes("ase/swatch-expected/swatch-0.4.0.json")
    return try? JSONDecoder().decode(Record.self, from: Data(bytes))
  }()

  static var readable: [FileRecord] { record?.files.filter { $0.status == "ok" } ?? [] }

  /// The fixtures copied from the corpus, by the corpus path they were copied from.
  static let fixtureSources: [String: String] = [
    "ase/valid/sample.ase": "ase/gh-ARolek-ase/test.ase",
    "ase/valid/nsfmc-sampler.ase": "ase/gh-nsfmc-swatch/sampler.ase",
    "ase/valid/nsfmc-solarized.ase": "ase/gh-nsfmc-swatch/solarized.ase",
    "ase/valid/nsfmc-single-white-swatch-in-folder.ase":
      "ase/gh-nsfmc-swatch/single white swatch in folder.ase",
    "ase/valid/nsfmc-white-swatch-no-folder.ase": "ase/gh-nsfmc-swatch/white swatch no folder.ase",
    "ase/valid/nsfmc-empty-white-folder.ase": "ase/gh-nsfmc-swatch/empty white folder.ase",
    "ase/valid/ase-util-hex-test.ase": "ase/gh-dfernandez79-ase-util/hex-test.ase",
    "ase/valid/ase-util-names.ase": "ase/gh-dfernandez79-ase-util/names.ase",
    "ase/valid/colorpalettecodable-control.ase": "ase/gh-dagronf-ColorPaletteCodable/control.ase",
    "ase/valid/ase-palette-complex.ase": "ase/gh-sambecker-ase-palette/palette_complex.ase",
    "ase/valid/nord.ase": "ase/gh-nordtheme-nord/nord.ase",
  ]

  // MARK: - The canonical dump, as compare_swatch.py writes it

  static func modeName(_ model: ColorModel) -> String {
    switch model {
    case .srgb: "RGB"
    case .cmyk: "CMYK"
    case .lab: "LAB"
    case .gray: "Gray"
    case .displayP3, .oklch, .hsb: "?"
    }
  }

  static func typeName(_ kind: SwatchKind) -> String {
    switch kind {
    case .global: "Global"
    case .spot: "Spot"
    case .process: "Process"
    }
  }

  static func hex(_ bits: UInt32) -> String {
    let digits = String(bits, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  static func line(_ swatch: Swatch) -> String {
    let values = swatch.color.components.values.map { hex($0.bitPattern) }.joined(separator: ",")
    return
      "S\t\(swatch.name ?? "")\t\(modeName(swatch.color.model))\t\(values)\t\(typeName(swatch.kind))"
  }

  static func canonicalDump(_ palette: Palette) -> String {
    var lines: [String] = []
    for group in palette.groups {
      if let name = group.name { lines.append("G\t\(name)") }
      lines += group.swatches.map(line)
      if group.name != nil { lines.append("E") }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  static func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  // MARK: - Tests

  @Test func recordIsPresentAndFromSwatch040() throws {
    let record = try #require(Self.record)
    #expect(record.tool == "swatch 0.4.0")
    #expect(record.files.count == 85)
    #expect(Self.readable.count == 76)
  }

  /// Files whose Lab lightness is stored unscaled, which palconv reads as such
  /// (`ase.lab-unscaled`) where swatch scales it like every other file.
  static let readUnscaled: Set<String> = [
    "ase/gh-behreajj-AsepriteSwatchExchange/sampleGimpLab.ase"
  ]

  /// The palette as swatch reads it: for ``readUnscaled`` files, each L scaled by 100 again.
  static func asSwatchReads(_ palette: Palette, path: String) -> Palette {
    guard readUnscaled.contains(path) else { return palette }
    var copy = palette
    copy.mapSwatches { swatch in
      if case .lab(let l, let a, let b) = swatch.color.components {
        swatch.color.components = .lab(l: ASELabLightness.modelValue(stored: l), a: a, b: b)
      }
    }
    return copy
  }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: readable)
  func digestAndCountMatchSwatch(_ file: FileRecord) throws {
    let entry = try #require(Corpus.entries(in: "ase").first { $0.path == file.path })
    let palette = Self.asSwatchReads(try ASEFormat().decode(entry.bytes).palette, path: file.path)
    #expect(palette.swatchCount == file.colors)
    // An unscaled file's L is read to the precision standard ASE holds, so its bits differ
    // from swatch's in the last place; `contentMatchesSwatch` compares its values.
    guard !Self.readUnscaled.contains(file.path) else { return }
    #expect(Self.fnv1a64(Self.canonicalDump(palette)) == file.digest)
  }

  @Test(.enabled(if: Fixtures.hasCorpus), arguments: readable.filter { $0.items != nil })
  func contentMatchesSwatch(_ file: FileRecord) throws {
    let entry = try #require(Corpus.entries(in: "ase").first { $0.path == file.path })
    try Self.compare(
      Self.asSwatchReads(try ASEFormat().decode(entry.bytes).palette, path: file.path),
      with: try #require(file.items))
  }

  @Test(arguments: fixtureSources.keys.sorted())
  func fixtureContentMatchesSwatch(_ fixture: String) throws {
    let source = try #require(Self.fixtureSources[fixture])
    let file = try #require(Self.record?.files.first { $0.path == source })
    let palette = try ASEFormat().decode(Fixtures.bytes(fixture)).palette
    try Self.compare(palette, with: try #require(file.items))
    #expect(Self.fnv1a64(Self.canonicalDump(palette)) == file.digest)
  }

  /// Compares a decoded palette with swatch's items, field by field.
  static func compare(_ palette: Palette, with items: [Item]) throws {
    // swatch's structure: top-level swatches and groups; ours: unnamed runs and named groups.
    var ours: [(group: String?, swatches: [Swatch])] = []
    for group in palette.groups {
      if let name = group.name {
        ours.append((name, group.swatches))
      } else {
        ours += group.swatches.map { (nil, [$0]) }
      }
    }
    try #require(ours.count == items.count)
    for (mine, theirs) in zip(ours, items) {
      if let name = theirs.group {
        #expect(mine.group == name)
        let expected = theirs.swatches ?? []
        try #require(mine.swatches.count == expected.count)
        for (swatch, record) in zip(mine.swatches, expected) { compare(swatch, with: record) }
      } else {
        #expect(mine.group == nil)
        compare(mine.swatches[0], with: try #require(theirs.swatch))
      }
    }
  }

  static func compare(_ swatch: Swatch, with record: SwatchRecord) {
    #expect((swatch.name ?? "") == record.name)
    #expect(modeName(swatch.color.model) == record.mode)
    #expect(typeName(swatch.kind) == record.type)
    let stored = record.values.map { Float(bitPattern: UInt32($0, radix: 16) ?? 0) }
    var expected = stored
    if record.mode == "LAB" { expected[0] = ASELabLightness.modelValue(stored: stored[0]) }
    #expect(
      swatch.color.components.values.map(\.bitPattern) == expected.map(\.bitPattern),
      "\(record.name)")
  }
}
