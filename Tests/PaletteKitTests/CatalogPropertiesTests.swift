import Foundation
import PaletteCore
import PaletteXcassets
import Testing

@testable import PaletteKit

/// A `Contents.json` palconv writes over keeps every property it does not own: a group of the
/// user's keeps `provides-namespace` and its on-demand resource tags under `--force`, and the
/// refusal without `--force` says what the file stands for.
@Suite struct CatalogPropertiesTests {
  /// A group folder's `Contents.json` as Xcode writes it for a group with a namespace and an
  /// on-demand resource tag.
  static let xcodeGroup = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      },
      "properties" : {
        "on-demand-resource-tags" : [
          "level-1"
        ],
        "provides-namespace" : true
      }
    }

    """

  /// The same group without a namespace.
  static let xcodeGroupWithoutNamespace = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      },
      "properties" : {
        "on-demand-resource-tags" : [
          "level-1"
        ]
      }
    }

    """

  func palette(group: String = "Brand", accent: Bool = false) -> Palette {
    var swatches = [Swatch(name: "Red", color: .srgb8(255, 0, 0))]
    if accent { swatches.append(Swatch(name: "AccentColor", color: .srgb8(0, 0, 255))) }
    return Palette(groups: [
      PaletteGroup(swatches: swatches),
      PaletteGroup(name: group, swatches: [Swatch(name: "Deep", color: .srgb8(1, 2, 3))]),
    ])
  }

  func makeCatalog(_ scratch: Scratch, group: String) -> String {
    let catalog = scratch.url("Assets.xcassets")
    FolderUpdateTests.write(CatalogMergeTests.xcodeRoot, to: catalog + "/Contents.json")
    FolderUpdateTests.write(group, to: catalog + "/Brand/Contents.json")
    FolderUpdateTests.write(
      CatalogMergeTests.appIcon, to: catalog + "/Brand/Icon.appiconset/Contents.json")
    return catalog
  }

  @Test func aGroupOfTheUsersIsRefusedAsAGroupAndKeepsItsPropertiesWhenForced() throws {
    let scratch = Scratch()
    let catalog = makeCatalog(scratch, group: Self.xcodeGroup)
    let format = XcassetsFormat()
    let tree = format.encodeFolder(palette())
    let before = CatalogMergeTests.snapshot(catalog)
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format)
    }
    #expect(
      error?.message
        == "refusing to overwrite files palconv did not write (Brand/Contents.json); "
        + "rename those groups, or use --force to overwrite these files")
    #expect(CatalogMergeTests.snapshot(catalog) == before)

    #expect(
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
        == .written)
    // The group's file is the user's as it was, byte for byte; palconv's colour set is in it.
    #expect(FolderUpdateTests.text(catalog + "/Brand/Contents.json") == Self.xcodeGroup)
    #expect(
      FileManager.default.contents(atPath: catalog + "/Brand/Deep.colorset/Contents.json")
        == Data(tree.files["Brand/Deep.colorset/Contents.json"] ?? []))
    // The group stays the user's: forcing again changes nothing, not forcing is refused.
    #expect(
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
        == .unchanged)
    #expect(throws: PaletteError.self) {
      try PaletteFolder.write(tree, to: catalog, format: format)
    }
    // Without the group in the palette: the group is the user's, and palconv never looks into
    // folders of the user's, so everything in it stays.
    try PaletteFolder.write(
      format.encodeFolder(Palette(swatches: [Swatch(name: "Red", color: .srgb8(255, 0, 0))])),
      to: catalog, format: format)
    #expect(
      CatalogMergeTests.snapshot(catalog).keys.sorted() == [
        "Brand", "Brand/Contents.json", "Brand/Deep.colorset",
        "Brand/Deep.colorset/Contents.json", "Brand/Icon.appiconset",
        "Brand/Icon.appiconset/Contents.json", "Contents.json", "Red.colorset",
        "Red.colorset/Contents.json",
      ])
  }

  @Test func aNamespaceIsAddedToAGroupOfTheUsersAndItsTagsKept() throws {
    let scratch = Scratch()
    let catalog = makeCatalog(scratch, group: Self.xcodeGroupWithoutNamespace)
    let format = XcassetsFormat(providesNamespace: true)
    let tree = format.encodeFolder(palette())
    try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
    // Xcode's own file for that group, as `xcodeGroup` shows.
    #expect(FolderUpdateTests.text(catalog + "/Brand/Contents.json") == Self.xcodeGroup)
    #expect(
      try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
        == .unchanged)
  }

  @Test func swatchesAndGroupsAreNamedInOneRefusal() throws {
    let scratch = Scratch()
    let catalog = makeCatalog(scratch, group: Self.xcodeGroup)
    FolderUpdateTests.write(
      CatalogMergeTests.accentColor, to: catalog + "/AccentColor.colorset/Contents.json")
    let format = XcassetsFormat()
    let error = #expect(throws: PaletteError.self) {
      try PaletteFolder.write(
        format.encodeFolder(palette(accent: true)), to: catalog, format: format)
    }
    #expect(
      error?.message
        == "refusing to overwrite files palconv did not write (AccentColor.colorset/Contents.json, "
        + "Brand/Contents.json); rename those swatches and groups, or use --force to overwrite "
        + "these files")
  }

  @Test func palconvsOwnGroupKeepsTagsAddedByHandAndFollowsTheNamespaceOption() throws {
    let scratch = Scratch()
    let catalog = scratch.url("C.xcassets")
    let namespaced = XcassetsFormat(providesNamespace: true)
    try PaletteFolder.write(namespaced.encodeFolder(palette()), to: catalog, format: namespaced)
    // Someone adds a tag to palconv's group by hand, keeping its mark.
    let tagged = """
      {
        "info" : {
          "author" : "palconv",
          "version" : 1
        },
        "properties" : {
          "provides-namespace" : true,
          "on-demand-resource-tags" : [
            "level-1"
          ]
        }
      }

      """
    FolderUpdateTests.write(tagged, to: catalog + "/Brand/Contents.json")
    #expect(
      try PaletteFolder.write(namespaced.encodeFolder(palette()), to: catalog, format: namespaced)
        == .unchanged)
    // The namespace is palconv's in its own group: turning the option off removes it.
    let plain = XcassetsFormat()
    #expect(
      try PaletteFolder.write(plain.encodeFolder(palette()), to: catalog, format: plain)
        == .written)
    #expect(
      FolderUpdateTests.text(catalog + "/Brand/Contents.json") == """
        {
          "info" : {
            "author" : "palconv",
            "version" : 1
          },
          "properties" : {
            "on-demand-resource-tags" : [
              "level-1"
            ]
          }
        }

        """)
    // A group palconv made without tags loses its `properties` with the namespace.
    try PaletteFolder.write(
      namespaced.encodeFolder(palette(group: "Other")), to: catalog, format: namespaced)
    try PaletteFolder.write(plain.encodeFolder(palette(group: "Other")), to: catalog, format: plain)
    #expect(
      FileManager.default.contents(atPath: catalog + "/Other/Contents.json")
        == Data(plain.encodeFolder(palette(group: "Other")).files["Other/Contents.json"] ?? []))
  }

  @Test func aForcedColourSetKeepsPropertiesPalconvDoesNotWrite() throws {
    let scratch = Scratch()
    let catalog = scratch.url("Assets.xcassets")
    FolderUpdateTests.write(CatalogMergeTests.xcodeRoot, to: catalog + "/Contents.json")
    let localizable = """
      {
        "colors" : [
          {
            "idiom" : "universal"
          }
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        },
        "properties" : {
          "localizable" : true
        }
      }

      """
    FolderUpdateTests.write(localizable, to: catalog + "/AccentColor.colorset/Contents.json")
    let format = XcassetsFormat()
    let tree = format.encodeFolder(
      Palette(swatches: [Swatch(name: "AccentColor", color: .srgb8(0, 0, 255))]))
    try PaletteFolder.write(tree, to: catalog, format: format, replacingConflicts: true)
    let ours = String(
      decoding: tree.files["AccentColor.colorset/Contents.json"] ?? [], as: UTF8.self)
    #expect(ours.hasSuffix("\n}\n"))
    #expect(
      FolderUpdateTests.text(catalog + "/AccentColor.colorset/Contents.json")
        == ours.dropLast(3) + ",\n  \"properties\" : {\n    \"localizable\" : true\n  }\n}\n")
    // The colour set is palconv's now, its property still kept.
    #expect(try PaletteFolder.write(tree, to: catalog, format: format) == .unchanged)
  }
}
