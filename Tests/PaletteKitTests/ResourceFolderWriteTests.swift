import Foundation
import PaletteAndroid
import PaletteCore
import Testing

@testable import PaletteKit

/// Writing into an Android `res/` folder as Android Studio's templates make it: palconv's own
/// `values-night/colors.xml` goes when the palette loses its dark variants, whatever else the
/// folder holds.
@Suite struct ResourceFolderWriteTests {
  let format = AndroidResourceFolderFormat()

  /// The night theme of Android Studio's "Empty Views Activity" template.
  static let nightTheme = """
    <resources xmlns:tools="http://schemas.android.com/tools">
        <!-- Base application theme. -->
        <style name="Base.Theme.MyApplication" parent="Theme.Material3.DayNight.NoActionBar">
            <!-- Customize your dark theme here. -->
            <!-- <item name="colorPrimary">@color/my_dark_primary</item> -->
        </style>
    </resources>

    """

  static let theme = """
    <resources xmlns:tools="http://schemas.android.com/tools">
        <!-- Base application theme. -->
        <style name="Base.Theme.MyApplication" parent="Theme.Material3.DayNight.NoActionBar">
            <!-- Customize your light theme here. -->
            <!-- <item name="colorPrimary">@color/my_light_primary</item> -->
        </style>

        <style name="Theme.MyApplication" parent="Base.Theme.MyApplication" />
    </resources>

    """

  static let strings = """
    <resources>
        <string name="app_name">My Application</string>
    </resources>

    """

  /// A template's `res/` folder.
  func makeResources(_ scratch: Scratch) -> String {
    let res = scratch.url("res")
    FolderUpdateTests.write(Self.theme, to: res + "/values/themes.xml")
    FolderUpdateTests.write(Self.strings, to: res + "/values/strings.xml")
    FolderUpdateTests.write(Self.nightTheme, to: res + "/values-night/themes.xml")
    FolderUpdateTests.write("<vector/>", to: res + "/drawable/ic_launcher_background.xml")
    return res
  }

  let dark = Palette(swatches: [
    Swatch(name: "surface", color: .srgb8(255, 255, 255), appearances: [.dark: .srgb8(0, 0, 0)]),
    Swatch(name: "accent", color: .srgb8(0x62, 0, 0xEE)),
  ])
  let light = Palette(swatches: [
    Swatch(name: "surface", color: .srgb8(255, 255, 255)),
    Swatch(name: "accent", color: .srgb8(0x62, 0, 0xEE)),
  ])

  @Test func theNightColoursGoWhenThePaletteLosesItsDarkVariants() throws {
    let scratch = Scratch()
    let res = makeResources(scratch)
    let before = CatalogMergeTests.snapshot(res)
    let darkTree = format.encodeFolder(dark)
    #expect(try PaletteFolder.write(darkTree, to: res, format: format) == .written)
    #expect(
      FileManager.default.contents(atPath: res + "/values-night/colors.xml")
        == Data(darkTree.files["values-night/colors.xml"] ?? []))
    #expect(
      try PaletteFolder.read(at: res, format: format).palette.allSwatches[0].appearances
        == [.dark: .srgb8(0, 0, 0)])

    let plan = PaletteFolder.plan(format.encodeFolder(light), at: res, format: format)
    #expect(plan.removals == ["values-night/colors.xml"])
    #expect(
      try PaletteFolder.write(format.encodeFolder(light), to: res, format: format) == .written)
    let after = CatalogMergeTests.snapshot(res)
    // The night file is gone; the template's files are all there, byte for byte.
    #expect(
      after.keys.sorted() == [
        "drawable", "drawable/ic_launcher_background.xml", "values", "values-night",
        "values-night/themes.xml", "values/colors.xml", "values/strings.xml", "values/themes.xml",
      ])
    for (path, entry) in before { #expect(after[path] == entry, "\(path)") }
    // Read back, the palette has no dark colour left.
    let decoded = try PaletteFolder.read(at: res, format: format).palette
    #expect(decoded.allSwatches.allSatisfy { $0.appearances.isEmpty })
    #expect(scratch.names() == ["res"])
  }

  @Test func aNightFolderOfPalconvsAloneGoesWithItsFile() throws {
    let scratch = Scratch()
    let res = scratch.url("res")
    FolderUpdateTests.write(Self.theme, to: res + "/values/themes.xml")
    try PaletteFolder.write(format.encodeFolder(dark), to: res, format: format)
    #expect(
      PaletteFolder.plan(format.encodeFolder(light), at: res, format: format).removals == [
        "values-night"
      ])
    try PaletteFolder.write(format.encodeFolder(light), to: res, format: format)
    #expect(
      CatalogMergeTests.snapshot(res).keys.sorted() == [
        "values", "values/colors.xml", "values/themes.xml",
      ])
  }

  @Test func aNightFileThatIsNotPalconvsStays() throws {
    let scratch = Scratch()
    let res = makeResources(scratch)
    let theirs = "<resources>\n    <color name=\"surface\">#000000</color>\n</resources>\n"
    FolderUpdateTests.write(theirs, to: res + "/values-night/colors.xml")
    try PaletteFolder.write(format.encodeFolder(light), to: res, format: format)
    #expect(FolderUpdateTests.text(res + "/values-night/colors.xml") == theirs)
  }
}
