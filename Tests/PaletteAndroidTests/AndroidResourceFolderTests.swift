import PaletteCore
import TestSupport
import Testing

@testable import PaletteAndroid

/// `values/colors.xml` with `values-night/colors.xml`: dark variants by resource name.
@Suite struct AndroidResourceFolderTests {
  let format = AndroidResourceFolderFormat()

  static func xml(_ body: String) -> [UInt8] {
    Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)</resources>\n".utf8)
  }

  static let tree = FileTree(files: [
    "res/values/colors.xml": xml(
      """
          <color name="gray_900">#FF212121</color>
          <color name="text">@color/gray_900</color>
          <color name="surface">#FFFFFF</color>
          <color name="accent">#6200EE</color>

      """),
    "res/values-night/colors.xml": xml(
      """
          <color name="gray_900">#EEEEEE</color>
          <color name="surface">@color/accent</color>
          <color name="only_night">#123456</color>

      """),
    "res/values-land/colors.xml": xml("    <color name=\"surface\">#000000</color>\n"),
  ])

  @Test func nightColoursBecomeDarkVariantsResolvedAsAndroidDoes() throws {
    let decoded = try format.decodeFolder(Self.tree)
    let swatches = decoded.palette.allSwatches
    #expect(swatches.map(\.name) == ["gray_900", "text", "surface", "accent"])
    #expect(swatches[0].appearances == [.dark: .srgb8(0xEE, 0xEE, 0xEE)])
    // text refers to gray_900, which the night file redefines.
    #expect(swatches[1].color == .srgb8(0x21, 0x21, 0x21))
    #expect(swatches[1].appearances == [.dark: .srgb8(0xEE, 0xEE, 0xEE)])
    // A night colour may refer to a default one.
    #expect(swatches[2].appearances == [.dark: .srgb8(0x62, 0x00, 0xEE)])
    #expect(swatches[3].appearances.isEmpty)
    #expect(decoded.warnings.map(\.code) == ["android.other-qualifier", "android.night-only"])
    #expect(
      decoded.warnings.map(\.path) == ["res/values-land/colors.xml", "res/values-night/colors.xml"])
    #expect(decoded.warnings[1].location == .text(line: 5, column: 5))
  }

  @Test func writesTheNightFileWithTheSameNames() throws {
    let palette = Palette(
      name: "Brand",
      swatches: [
        Swatch(
          name: "Text", color: .srgb8(0x21, 0x21, 0x21),
          appearances: [
            .dark: .srgb8(0xEE, 0xEE, 0xEE), .highContrastLight: .srgb8(0, 0, 0),
          ]),
        Swatch(name: "Accent", color: .srgb8(0x62, 0x00, 0xEE)),
        Swatch(
          name: "Scrim", color: .srgb8(0, 0, 0, alpha: 0x80),
          appearances: [
            .dark: .srgb8(0, 0, 0, alpha: 0xCC)
          ]),
      ])
    let tree = format.encodeFolder(palette)
    #expect(tree.paths == ["values-night/colors.xml", "values/colors.xml"])
    let defaultFile = String(decoding: tree.files["values/colors.xml"] ?? [], as: UTF8.self)
    let plain = String(decoding: try AndroidColorsFormat().encode(palette), as: UTF8.self)
    // The file `android` writes, with palconv's mark first.
    #expect(
      defaultFile
        == plain.replacing(
          "<resources>\n",
          with: "<resources>\n    <!-- Written by palconv: rewritten on each conversion. -->\n"))
    Golden.check(
      tree.files["values-night/colors.xml"] ?? [], against: "android/golden/values-night.xml")
    let read = try format.decodeFolder(tree)
    #expect(read.warnings.isEmpty)
    #expect(
      read.palette.allSwatches.map(\.appearances) == [
        [.dark: .srgb8(0xEE, 0xEE, 0xEE)], [:], [.dark: .srgb8(0, 0, 0, alpha: 0xCC)],
      ])
    let losses = format.losses(writing: palette)
    #expect(losses.map(\.code) == ["loss.appearances"])
    #expect(losses.last?.message.contains("1 high-contrast light") == true)
  }

  @Test func withoutDarkVariantsOnlyTheDefaultFileIsWritten() {
    let tree = format.encodeFolder(Palette(swatches: [Swatch(name: "a", color: .srgb8(1, 2, 3))]))
    #expect(tree.paths == ["values/colors.xml"])
  }

  @Test func aFolderWithoutDefaultColoursIsNotAResourceFolder() {
    let tree = FileTree(files: ["values-night/colors.xml": Self.xml("")])
    #expect(throws: PaletteError.self) { try format.decodeFolder(tree) }
    do {
      _ = try format.decodeFolder(tree)
    } catch {
      #expect(error.kind == .invalidSignature)
    }
  }

  @Test func aNightColourOfALibraryIsSkippedWithItsPathAndPosition() throws {
    // DeskClock's night colours refer to the support library's `background_material_dark`.
    let tree = FileTree(files: [
      "values/colors.xml": Self.xml("    <color name=\"a\">#FFFFFF</color>\n"),
      "values-night/colors.xml": Self.xml("    <color name=\"a\">@color/missing</color>\n"),
    ])
    let decoded = try format.decodeFolder(tree)
    #expect(decoded.palette.allSwatches.map(\.name) == ["a"])
    #expect(decoded.palette.allSwatches.first?.appearances.isEmpty == true)
    let warning = try #require(decoded.warnings.first { $0.code == "android.unresolvable" })
    #expect(warning.path == "values-night/colors.xml")
    #expect(warning.location == .text(line: 3, column: 21))
    #expect(warning.message.contains("neither this file nor the default values define"))
  }

  @Test func aCycleInTheNightFileIsAnErrorWithItsPathAndPosition() {
    let tree = FileTree(files: [
      "values/colors.xml": Self.xml("    <color name=\"a\">#FFFFFF</color>\n"),
      "values-night/colors.xml": Self.xml("    <color name=\"a\">@color/a</color>\n"),
    ])
    do {
      _ = try format.decodeFolder(tree)
      Issue.record("decoded")
    } catch {
      #expect(error.path == "values-night/colors.xml")
      #expect(error.location == .text(line: 3, column: 21))
    }
  }

  @Test(arguments: 0..<30 as Range<UInt64>)
  func randomDarkVariantsRoundTrip(seed: UInt64) throws {
    var palette = RandomPalette.make(seed: seed, models: [.srgb], appearances: [.dark])
    // 8-bit colours, the names Android gives: what the folder holds exactly.
    let names = try #require(format.writtenNames(of: palette)).swatches
    var index = 0
    palette.mapSwatches { swatch in
      swatch.name = names[index]
      swatch.kind = .process
      swatch.mapColors {
        .srgb8($0.rgba8.red, $0.rgba8.green, $0.rgba8.blue, alpha: $0.rgba8.alpha)
      }
      index += 1
    }
    let read = try format.decodeFolder(format.encodeFolder(palette)).palette
    #expect(read.allSwatches.map(\.appearances) == palette.allSwatches.map(\.appearances))
    #expect(read.allSwatches.map(\.color) == palette.allSwatches.map(\.color))
  }
}

/// Writing marks each file, so later conversions know palconv's files from the project's.
@Suite struct AndroidResourceFolderMarkTests {
  let format = AndroidResourceFolderFormat()

  @Test func everyWrittenFileIsMarkedAndOthersAreNot() throws {
    let palette = Palette(swatches: [
      Swatch(name: "a", color: .srgb8(1, 2, 3), appearances: [.dark: .srgb8(4, 5, 6)])
    ])
    let tree = format.encodeFolder(palette)
    for path in tree.paths {
      let bytes = try #require(tree.files[path])
      #expect(format.isMarkedAsWritten(bytes), "\(path)")
      #expect(
        String(decoding: bytes, as: UTF8.self).contains(
          "<resources>\n    <!-- Written by palconv: rewritten on each conversion. -->\n"))
    }
    let plain = try AndroidColorsFormat().encode(palette)
    #expect(!format.isMarkedAsWritten(plain))
    #expect(!format.isMarkedAsWritten(Array("not xml".utf8)))
  }

  @Test func aFolderWithResourceFoldersIsADocument() {
    #expect(format.isDocumentFolder(topLevel: ["drawable-hdpi", "layout"]))
    #expect(format.isDocumentFolder(topLevel: ["values"]))
    #expect(!format.isDocumentFolder(topLevel: ["src", "README.md", "valuesx"]))
  }
}
