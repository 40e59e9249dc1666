import PaletteCore
import Testing

@testable import PaletteKit

/// The built-in list: order, extensions of two parts, and detection between the JSON dialects.
@Suite struct BuiltInRegistryTests {
  let registry = FormatRegistry.builtIn

  @Test func orderPutsDesignTokensBeforePalconvJSONAndWriteOnlyFormatsLast() {
    #expect(
      registry.formats.map(\.identifier) == [
        "ase", "acb", "dtcg", "json", "xcassets", "gpl", "css", "paintnet", "hex", "aco", "act",
        "jasc", "riff", "corel-pal", "vdi-pal", "vga-pal", "android", "scribus", "soc",
        "corel-xml", "swift", "tailwind", "tailwind4", "scss", "less", "stylus", "html", "svg",
        "compose",
      ])
    let writeOnly = registry.formats.filter { !$0.isReadable }.map(\.identifier)
    #expect(
      writeOnly == [
        "swift", "tailwind", "tailwind4", "scss", "less", "stylus", "html", "svg", "compose",
      ])
    let readOnly = registry.formats.filter { !$0.isWritable }.map(\.identifier)
    #expect(readOnly == ["acb", "corel-pal", "vdi-pal", "vga-pal"])
  }

  @Test(arguments: [
    ("brand.tokens.json", "tokens.json"), ("Brand.Tokens.JSON", "tokens.json"),
    ("dir.x/brand.tokens", "tokens"), ("brand.json", "json"), ("tokens.json", "json"),
    (".tokens.json", "json"), ("Colors.xcassets", "xcassets"), ("a.b.gpl", "gpl"),
    // U+0600 joins the `.` after it into one `Character`; a combining mark joins the `/` before.
    ("x\u{600}.gpl", "gpl"), ("x\u{600}.tokens.json", "tokens.json"), ("d/\u{301}a.ase", "ase"),
  ])
  func fileExtensionIsTheLongestClaimedSuffix(_ name: String, _ expected: String) {
    #expect(registry.fileExtension(ofFileName: name) == expected)
  }

  @Test(arguments: ["README", ".gpl", "trailing."])
  func namesWithoutAnExtension(_ name: String) {
    #expect(registry.fileExtension(ofFileName: name) == nil)
  }

  @Test func designTokensAndPalconvJSONAreToldApartByContent() {
    let tokens = Array("{\"red\": {\"$type\": \"color\", \"$value\": \"#ff0000\"}}".utf8)
    let palette = Array("{\"format\": \"palconv-palette\", \"version\": 1, \"groups\": []}".utf8)
    #expect(registry.detect(bytes: tokens, pathExtension: "json").identifier == "dtcg")
    #expect(registry.detect(bytes: palette, pathExtension: "tokens.json").identifier == "json")
    // Content without either marker: the two-part extension decides.
    let empty = registry.detect(bytes: Array("{}".utf8), pathExtension: "tokens.json")
    #expect(empty.identifier == "dtcg")
    #expect(empty.method == .fileExtension)
  }

  @Test func aColourSetFileIsAnAssetCatalogColour() {
    let colorSet = Array(
      """
      {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0xFF",
      "green": "0x00", "blue": "0x00", "alpha": "1.000"}}, "idiom": "universal"}],
      "info": {"author": "xcode", "version": 1}}
      """.utf8)
    #expect(registry.detect(bytes: colorSet, pathExtension: "json").identifier == "xcassets")
  }

  @Test func foldersAreDocumentsByExtensionOrOverride() {
    #expect(registry.folderFormat(forFolder: "a/Colors.xcassets")?.identifier == "xcassets")
    #expect(registry.folderFormat(forFolder: "a/Colors")?.identifier == nil)
    #expect(registry.folderFormat(forFolder: "a/Colors", override: "xcassets") != nil)
    #expect(registry.folderFormat(forFolder: "a/Colors.xcassets", override: "gpl") == nil)
    let detection = registry.detect(folder: "Colors.xcassets")
    #expect(detection.method == .fileExtension)
    #expect(
      detection.reason == "a folder whose name ends in .xcassets is read as xcassets")
    #expect(registry.detect(folder: "Colors", override: "xcassets").method == .override)
    #expect(registry.detect(folder: "Colors").format == nil)
    #expect(registry.isFolderExtension("XCASSETS"))
    #expect(!registry.isFolderExtension("json"))
  }
}
