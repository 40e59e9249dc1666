import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// `palconv diff` on every pair of formats that palconv reads and writes: the old palette is
/// written in one, the new in the other, and the report must list exactly the edits made,
/// whatever each format rounds, renames or cannot hold.
@Suite struct DiffPairTests {
  static let registry = FormatRegistry.builtIn
  /// A Material Theme Builder export reads its entries into the group `scheme`, and Figma
  /// variables every variable into its collection (`Colors` for swatches that had no group),
  /// so against an ungrouped file every swatch moves group; their own tests compare them.
  /// A format of fixed roles (an Office theme's twelve) names its swatches for their roles and
  /// fills the roles a palette leaves open, so it takes part in neither; its own tests cover it.
  static let formats = registry.formats.filter {
    $0.isReadable && $0.isWritable && $0.identifier != "material-theme"
      && $0.identifier != "figma-variables" && $0.capabilities.requiredSwatches == nil
  }.map(\.identifier)

  /// The old palette: names in sorted order (an asset catalog sorts by name), 8-bit sRGB.
  static func oldPalette(names: Bool, groups: Bool) -> Palette {
    palette(
      [
        ("amber", 0xFFBF00), ("blue", 0x0000FF), ("green", 0x00FF00), ("red", 0xFF0000),
        ("white", 0xFFFFFF),
      ], names: names, groups: groups, brandCount: 3)
  }

  /// The new palette: amber removed, green recoloured, red renamed ruby, yellow added.
  static func newPalette(names: Bool, groups: Bool) -> Palette {
    palette(
      [
        ("blue", 0x0000FF), ("green", 0x00A000), ("ruby", 0xFF0000), ("white", 0xFFFFFF),
        ("yellow", 0xFFFF00),
      ], names: names, groups: groups, brandCount: 2)
  }

  /// The swatches, in two groups when `groups` (the first `brandCount` in the first).
  static func palette(
    _ entries: [(String, UInt32)], names: Bool, groups: Bool, brandCount: Int
  ) -> Palette {
    let swatches = entries.map { name, hex in
      Swatch(
        name: names ? name : nil,
        color: .srgb8(UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF)))
    }
    guard groups else { return Palette(swatches: swatches) }
    return Palette(groups: [
      PaletteGroup(name: "a-brand", swatches: Array(swatches.prefix(brandCount))),
      PaletteGroup(name: "b-rest", swatches: Array(swatches.dropFirst(brandCount))),
    ])
  }

  static func write(
    _ palette: Palette, as identifier: String, in folder: TempFolder, name: String
  )
    throws -> String
  {
    let format = try #require(registry.format(named: identifier))
    let ext = format.fileExtensions.first ?? format.identifier
    let path = folder.url("\(name).\(ext)")
    if let folderFormat = format as? any FolderPaletteEncoder {
      try PaletteFolder.write(
        try folderFormat.encodeFolder(palette), to: path, format: folderFormat)
    } else {
      let encoder = try #require(format as? any PaletteEncoder)
      try PaletteFile.write(try encoder.encode(palette), to: path)
    }
    return path
  }

  /// The changes as `kind old new` lines, from the JSON report; with `ignoringModel`, a change
  /// of the colour model alone is left out (a format that stores every colour in one model of
  /// its own, as Procreate stores HSB, changes every swatch's model, and diff says so).
  static func changes(_ result: CLIResult, ignoringModel: Bool = false) throws -> [String] {
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [[String: Any]])
    return objects.filter {
      !(ignoringModel && $0["change"] as? String == "changed"
        && $0["properties"] as? [String] == ["model"])
    }.map {
      "\($0["change"] as? String ?? "?") \($0["old"] as? String ?? "-") \($0["new"] as? String ?? "-")"
    }
  }

  @Test(arguments: formats, formats)
  func diffAcrossFormats(old oldFormat: String, new newFormat: String) throws {
    let capabilities = try [oldFormat, newFormat].map {
      try #require(Self.registry.format(named: $0)).capabilities
    }
    let names = capabilities.allSatisfy(\.swatchNames)
    let groups = capabilities.allSatisfy(\.groups)
    let ignoringModel = !capabilities.allSatisfy { $0.models.contains(.srgb) }
    let temp = TempFolder()
    let old = try Self.write(
      Self.oldPalette(names: names, groups: groups), as: oldFormat, in: temp, name: "old")
    let same = try Self.write(
      Self.oldPalette(names: names, groups: groups), as: newFormat, in: temp, name: "same")
    let new = try Self.write(
      Self.newPalette(names: names, groups: groups), as: newFormat, in: temp, name: "new")
    func diff(_ a: String, _ b: String) -> CLIResult {
      palconv(
        ["diff", a, b, "--delta-e", "0.5", "--format", "json", "-q"], registry: Self.registry)
    }

    let unchanged = diff(old, same)
    let changed = diff(old, new)
    #expect(changed.code == 1)
    if names {
      if ignoringModel {
        #expect(try Self.changes(unchanged, ignoringModel: true).isEmpty, "\(unchanged.out)")
      } else {
        #expect(unchanged.code == 0, "\(unchanged.out)")
      }
      #expect(
        try Self.changes(changed, ignoringModel: ignoringModel) == [
          "added - yellow", "removed amber -", "renamed red ruby", "recoloured green green",
        ], "\(changed.out)")
    } else {
      // A format that needs names invents them for unnamed swatches, so unchanged colours may
      // be renamed from or to no name; nothing else may change.
      let renamings = try Self.changes(unchanged, ignoringModel: ignoringModel)
      #expect(renamings.allSatisfy { $0.hasPrefix("renamed ") }, "\(renamings)")
      let edits = try Self.changes(changed, ignoringModel: ignoringModel).filter {
        !$0.hasPrefix("renamed ")
      }
      #expect(edits.filter { $0.hasPrefix("added ") }.count == 2, "\(edits)")
      #expect(edits.filter { $0.hasPrefix("removed ") }.count == 2, "\(edits)")
      #expect(edits.count == 4, "\(edits)")
      let objects = try #require(
        try JSONSerialization.jsonObject(with: Data(changed.stdout)) as? [[String: Any]])
      let added = objects.filter { $0["change"] as? String == "added" }.compactMap {
        $0["newColor"] as? String
      }
      let removed = objects.filter { $0["change"] as? String == "removed" }.compactMap {
        $0["oldColor"] as? String
      }
      #expect(added == ["#00A000", "#FFFF00"])
      #expect(removed == ["#FFBF00", "#00FF00"])
    }
  }
}

/// `diff` and `merge` on real palettes: each is compared with its own palconv JSON copy
/// (lossless), which must be equal, and merged with it, which must conflict nowhere.
@Suite(.enabled(if: Fixtures.hasCorpus, "needs the shared corpus"))
struct DiffCorpusTests {
  /// The first few files of each format folder of the corpus.
  static let entries: [CorpusEntry] = {
    var perFolder: [String: Int] = [:]
    return Corpus.entries.filter { entry in
      let folder = String(entry.path.prefix { $0 != "/" })
      perFolder[folder, default: 0] += 1
      return perFolder[folder, default: 0] <= 4
    }
  }()

  @Test(arguments: entries)
  func equalToItsJSONCopy(_ entry: CorpusEntry) throws {
    let temp = TempFolder()
    let name = String(entry.path.split(separator: "/").last ?? "palette")
    let input = temp.write(name, entry.bytes)
    let copy = temp.url("copy.json")
    let converted = palconv([input, "-o", copy, "-q"], registry: .builtIn)
    guard converted.code == 0 else { return }  // a file palconv refuses is tested elsewhere
    let diff = palconv(["diff", input, copy, "-q"], registry: .builtIn)
    #expect(diff.code == 0, "\(diff.out)")
    #expect(diff.out.isEmpty)
    let merged = palconv(["merge", input, copy, "--to", "json"], registry: .builtIn)
    #expect(merged.code == 0, "\(merged.stderr)")
    #expect(!merged.stderr.contains("[merge.conflict]"), "\(merged.stderr)")
  }
}
