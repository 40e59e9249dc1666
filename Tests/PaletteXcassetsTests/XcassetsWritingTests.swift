import PaletteCore
import PaletteKit
import PaletteXcassets
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct XcassetsWritingTests {
  static let goldenFolder = "xcassets/Golden.xcassets"

  @Test func encodesGoldenCatalog() throws {
    let tree = XcassetsFormat().encodeFolder(GoldenPalette.palette)
    let folder = Fixtures.root.appending(path: Self.goldenFolder)
    if Golden.isRecording {
      try? FileManager.default.removeItem(at: folder)
      try PaletteFolder.write(tree, to: folder.path, format: XcassetsFormat())
    }
    let golden = try PaletteFolder.files(at: folder.path, fileNamed: nil)
    #expect(tree.paths == golden.paths)
    for path in tree.paths {
      #expect(
        String(decoding: tree.files[path] ?? [], as: UTF8.self)
          == String(decoding: golden.files[path] ?? [], as: UTF8.self), "\(path)")
    }
  }

  /// Variants follow the base entry as Xcode writes them, and read back exactly.
  @Test func writesAppearanceVariantsLikeXcode() throws {
    let palette = Palette(swatches: [
      Swatch(
        name: "Label", color: .srgb8(0x20, 0x20, 0x20),
        appearances: [
          .highContrastDark: PaletteColor(.displayP3(red: 1, green: 1, blue: 1)),
          .dark: .srgb8(0xE0, 0xE0, 0xE0), .highContrastLight: .srgb8(0, 0, 0),
        ])
    ])
    let format = XcassetsFormat()
    let tree = format.encodeFolder(palette)
    let file = try #require(tree.files["Label.colorset/Contents.json"])
    Golden.check(file, against: "xcassets/appearances-label.json")
    let decoded = try format.decodeFolder(tree)
    #expect(decoded.palette == palette)
    #expect(decoded.warnings.isEmpty)
    #expect(format.losses(writing: palette).isEmpty)
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func randomVariantsRoundTrip(seed: UInt64) throws {
    let palette = RandomPalette.make(
      seed: seed, models: [.srgb, .displayP3], appearances: Appearance.allCases)
    let format = XcassetsFormat(providesNamespace: true)
    let decoded = try format.decodeFolder(format.encodeFolder(palette)).palette
    func variants(_ palette: Palette) -> [[UInt32]] {
      palette.allSwatches.map { swatch in
        [swatch.color] + swatch.sortedAppearances.map(\.color)
      }.map { colors in
        colors.flatMap { $0.components.values.map(\.bitPattern) + [$0.alpha.bitPattern] }
      }.sorted { $0.lexicographicallyPrecedes($1) }
    }
    #expect(variants(decoded) == variants(palette))
  }

  /// A catalog is written only as a folder: it has a folder encoder role and no byte-level
  /// one; it reads one colour set's file as well as a whole folder.
  @Test func rolesAreThoseOfAFolderFormat() {
    let format: any PaletteFormat = XcassetsFormat()
    #expect(format is any FolderPaletteEncoder && format is any FolderPaletteDecoder)
    #expect(!(format is any PaletteEncoder))
    #expect(format is any PaletteDecoder)
    #expect(format.isFolderFormat && format.isReadable && format.isWritable)
  }

  @Test func namesAreMadeValidAndUniqueIgnoringCase() {
    let palette = Palette(
      groups: [
        PaletteGroup(swatches: [
          Swatch(name: "Red", color: .srgb8(1, 0, 0)),
          Swatch(name: "red", color: .srgb8(2, 0, 0)),
          Swatch(name: "a/b:c\\d", color: .srgb8(3, 0, 0)),
          Swatch(name: "..hidden ", color: .srgb8(4, 0, 0)),
          Swatch(name: nil, color: .srgb8(5, 0, 0)),
          Swatch(name: "  ", color: .srgb8(6, 0, 0)),
          Swatch(name: "line\nbreak", color: .srgb8(7, 0, 0)),
        ]),
        PaletteGroup(name: "G", swatches: [Swatch(name: "RED", color: .srgb8(8, 0, 0))]),
        PaletteGroup(name: "g", swatches: [Swatch(name: "Other", color: .srgb8(9, 0, 0))]),
      ])
    let flat = XcassetsFormat().encodeFolder(palette).paths
    #expect(
      flat == [
        "Color 5.colorset/Contents.json", "Color 6.colorset/Contents.json", "Contents.json",
        "G/Contents.json", "G/RED 3.colorset/Contents.json", "Red.colorset/Contents.json",
        "a-b-c-d.colorset/Contents.json", "g 2/Contents.json", "g 2/Other.colorset/Contents.json",
        "hidden.colorset/Contents.json", "line break.colorset/Contents.json",
        "red 2.colorset/Contents.json",
      ])
    let namespaced = XcassetsFormat(providesNamespace: true).encodeFolder(palette)
    #expect(namespaced.files["G/RED.colorset/Contents.json"] != nil)
    #expect(
      String(decoding: namespaced.files["G/Contents.json"] ?? [], as: UTF8.self)
        == """
        {
          "info" : {
            "author" : "palconv",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """)
  }

  /// Found by the `model-xcassets` fuzz target: a group named `Color 1.colorset` was written as
  /// the folder of the unnamed swatch `Color 1`, overwriting its colour with a folder's
  /// `Contents.json`, so the catalog read back with no swatches. Xcode reads `NAME.TYPE` as an
  /// asset, so a group folder never has a `.`.
  /// A fuzzing finding: `/` followed by a combining mark is one `Character`, so the reader,
  /// splitting paths by characters, read `GIMP Palette/\u{33A}…` as one folder name. Paths are
  /// split, and suffixes found, by bytes.
  @Test func pathsAreSplitByBytesNotCharacters() throws {
    let palette = Palette(
      groups: [
        PaletteGroup(
          name: "GIMP Palette",
          swatches: [
            Swatch(name: "\u{33A}  &tents.j'", color: .srgb8(1, 2, 3)),
            Swatch(name: "a\u{600}", color: .srgb8(4, 5, 6)),
          ]),
        PaletteGroup(
          name: "g\u{600}", swatches: [Swatch(name: "\u{301}b", color: .srgb8(7, 8, 9))]),
      ])
    let tree = XcassetsFormat().encodeFolder(palette)
    #expect(tree.paths.contains("GIMP Palette/\u{33A}  &tents.j'.colorset/Contents.json"))
    #expect(tree.paths.contains("g\u{600}/\u{301}b.colorset/Contents.json"))
    let read = try XcassetsFormat().decodeFolder(tree)
    #expect(read.warnings.isEmpty)
    // Sorted by path, as a catalog is read: `a` (0x61) before U+033A.
    #expect(
      read.palette.groups.map { group in [group.name ?? "-"] + group.swatches.map { $0.name ?? "-" }
      }
        == [["GIMP Palette", "a\u{600}", "\u{33A}  &tents.j'"], ["g\u{600}", "\u{301}b"]])
    #expect(try WrittenNamesCheck.mismatch(XcassetsFormat(), palette) == nil)
  }

  @Test func groupFoldersHaveNoPeriod() throws {
    let palette = Palette(
      groups: [
        PaletteGroup(swatches: [Swatch(color: .srgb8(1, 2, 3))]),
        PaletteGroup(name: "Color 1.colorset"),
        PaletteGroup(name: "Brand v1.2", swatches: [Swatch(name: "Ink", color: .srgb8(4, 5, 6))]),
        PaletteGroup(
          name: "Contents.json", swatches: [Swatch(name: "x.y", color: .srgb8(7, 8, 9))]),
        PaletteGroup(name: "...", swatches: [Swatch(name: "Z", color: .srgb8(10, 11, 12))]),
      ])
    let tree = XcassetsFormat().encodeFolder(palette)
    #expect(
      tree.paths == [
        "Brand v1-2/Contents.json", "Brand v1-2/Ink.colorset/Contents.json",
        "Color 1-colorset/Contents.json", "Color 1.colorset/Contents.json",
        "Contents-json/Contents.json", "Contents-json/x.y.colorset/Contents.json", "Contents.json",
        "Group 4/Contents.json", "Group 4/Z.colorset/Contents.json",
      ])
    let read = try XcassetsFormat().decodeFolder(tree)
    #expect(read.warnings.isEmpty)
    #expect(
      read.palette.groups.map { group in [group.name ?? "-"] + group.swatches.map { $0.name ?? "-" }
      }
        == [
          ["Brand v1-2", "Ink"], ["-", "Color 1"], ["Contents-json", "x.y"], ["Group 4", "Z"],
        ])
    #expect(read.palette.swatchCount == palette.swatchCount)
  }

  @Test func writesComponentsExactly() throws {
    let palette = Palette(swatches: [
      Swatch(name: "byte", color: .srgb8(0x3E, 0x46, 0x31, alpha: 128)),
      Swatch(name: "float", color: .srgb(0.1, 0.00001, 1, alpha: 0.25)),
      Swatch(name: "wide", color: .srgb(1.5, -0.25, 0)),
      Swatch(name: "lab", color: PaletteColor(.lab(l: 50, a: 0, b: 0))),
    ])
    let tree = XcassetsFormat().encodeFolder(palette)
    func text(_ name: String) -> String {
      String(decoding: tree.files["\(name).colorset/Contents.json"] ?? [], as: UTF8.self)
    }
    #expect(
      text("byte").contains(
        "\"alpha\" : \"0.5019608\",\n          \"blue\" : \"0x31\",\n          \"green\" : \"0x46\",\n          \"red\" : \"0x3E\"\n"
      ))
    #expect(
      text("float").contains(
        "\"alpha\" : \"0.250\",\n          \"blue\" : \"1.000\",\n          \"green\" : \"0.00001\",\n          \"red\" : \"0.100\"\n"
      ))
    #expect(text("wide").contains("\"color-space\" : \"extended-srgb\""))
    #expect(text("wide").contains("\"red\" : \"1.500\""))
    #expect(text("lab").contains("\"color-space\" : \"srgb\""))
  }

  /// sRGB and Display P3 come back bit-exact with alpha, group by group; order follows names.
  @Test(arguments: 0..<60 as Range<UInt64>)
  func roundTripsRandomPalettes(seed: UInt64) throws {
    for namespace in [false, true] {
      let original = RandomPalette.make(seed: seed, models: [.srgb, .displayP3])
      let format = XcassetsFormat(providesNamespace: namespace)
      let decoded = try format.decodeFolder(format.encodeFolder(original))
      #expect(decoded.warnings.isEmpty)
      func key(_ color: PaletteColor) -> [UInt32] {
        [color.model == .srgb ? 0 : 1] + color.components.values.map(\.bitPattern) + [
          color.alpha.bitPattern
        ]
      }
      func colors(_ groups: [PaletteGroup], named name: String?) -> [[UInt32]] {
        groups.filter { $0.name == name }.flatMap(\.swatches).map { key($0.color) }.sorted {
          $0.lexicographicallyPrecedes($1)
        }
      }
      for name in Set(original.groups.map(\.name)) {
        #expect(colors(decoded.palette.groups, named: name) == colors(original.groups, named: name))
      }
      #expect(decoded.palette.swatchCount == original.swatchCount)
    }
  }

  @Test func grayRoundTripsWithinFloatPrecision() throws {
    let values: [Float] = [0, 0.01, 0.2, 0.5, 0.73, 1]
    let palette = Palette(
      swatches: values.map { Swatch(name: "g\($0)", color: PaletteColor(.gray($0))) })
    let format = XcassetsFormat()
    let decoded = try format.decodeFolder(format.encodeFolder(palette)).palette
    for swatch in decoded.allSwatches {
      guard case .gray(let value) = swatch.color.components,
        let original = values.first(where: { "g\($0)" == swatch.name })
      else {
        Issue.record("not gray: \(swatch)")
        continue
      }
      #expect(abs(value - original) < 1e-5)
    }
  }

  @Test func fileTreesGoToDiskAndBack() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-tree-\(UUID().uuidString).xcassets")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = XcassetsFormat().encodeFolder(GoldenPalette.palette)
    try PaletteFolder.write(tree, to: folder.path, format: XcassetsFormat())
    #expect(try PaletteFolder.files(at: folder.path, fileNamed: nil) == tree)
  }
}
