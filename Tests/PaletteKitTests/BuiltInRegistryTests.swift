import PaletteCore
import Testing

@testable import PaletteKit

/// The built-in list: order, extensions of two parts, and detection between the JSON dialects.
@Suite struct BuiltInRegistryTests {
  let registry = FormatRegistry.builtIn

  @Test func orderPutsDesignTokensBeforePalconvJSONAndWriteOnlyFormatsLast() {
    #expect(
      registry.formats.map(\.identifier) == [
        "ase", "aseprite", "acb", "icc-named", "clr", "kpl", "procreate", "afpalette",
        "office-theme", "gpa",
        "cpl", "jcw", "sbz",
        "dtcg-resolver", "dtcg",
        "tokens-studio",
        "json", "material-theme", "xcassets",
        "sketch", "color-palette", "sip", "windows-terminal", "pixelorama", "lospec",
        "figma-variables", "vscode-theme", "gpl", "css", "paintnet", "x11",
        "hex", "coolors", "csv",
        "aco", "act", "animator-col",
        "jasc", "riff", "corel-pal", "vdi-pal", "vga-pal", "png", "gif", "bmp", "pcx", "ilbm",
        "android", "android-res",
        "scribus", "soc", "corel-xml", "autodesk-acb", "acbl", "office-theme-xml", "iterm", "kde",
        "painter", "homesite", "skencil", "skp", "clf", "unity-colors", "base16", "base24",
        "alacritty", "kitty", "ghostty", "xresources", "scss", "less",
        "stylus", "swift", "tailwind", "tailwind4", "html", "svg", "compose",
      ])
    let writeOnly = registry.formats.filter { !$0.isReadable }.map(\.identifier)
    #expect(writeOnly == ["swift", "tailwind", "tailwind4", "html", "svg", "compose"])
    let readOnly = registry.formats.filter { !$0.isWritable }.map(\.identifier)
    #expect(
      readOnly == [
        "acb", "icc-named", "gpa", "cpl", "sbz", "tokens-studio", "lospec", "vscode-theme",
        "coolors", "corel-pal", "vdi-pal", "vga-pal", "gif", "bmp", "pcx", "ilbm", "acbl", "skp",
        "clf",
      ])
  }

  @Test(arguments: [
    ("brand.tokens.json", "tokens.json"), ("Brand.Tokens.JSON", "tokens.json"),
    ("theme.resolver.json", "resolver.json"),
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

  /// Sass, Less and Stylus variables carry no signature: their extension decides between
  /// them and the CSS reader, unless the content is plainly CSS custom properties in `:root`.
  @Test func stylesheetVariablesAreDecidedByTheExtension() {
    let scss = Array("// Brand\n$paper: #fafafa;\n--paper: #fafafa;\n".utf8)
    #expect(registry.detect(bytes: scss, pathExtension: "scss").identifier == "scss")
    #expect(registry.detect(bytes: scss, pathExtension: "css").identifier == "css")
    let less = Array("@paper: #fafafa;\n".utf8)
    #expect(registry.detect(bytes: less, pathExtension: "less").identifier == "less")
    let stylus = Array("paper = #fafafa\n".utf8)
    #expect(registry.detect(bytes: stylus, pathExtension: "styl").identifier == "stylus")
    #expect(registry.detect(bytes: stylus, pathExtension: nil).identifier == "stylus")
    let root = Array(":root { --paper: #fafafa; }\n".utf8)
    #expect(registry.detect(bytes: root, pathExtension: "scss").identifier == "css")
    // Without any variable the extension names the reader.
    let empty = registry.detect(bytes: Array(".a { color: red; }".utf8), pathExtension: "less")
    #expect(empty.identifier == "less")
    #expect(empty.method == .fileExtension)
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

  /// Each pair of JSON dialects that share `colors`, `value` or `$`-members is told apart by
  /// content, whatever the extension says.
  @Test(arguments: [
    // DTCG and Tokens Studio: `$value` against `value`/`type`; a Tokens Studio project with
    // DTCG-mode tokens still has its `$themes` and `$metadata`.
    ("{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"}}", "json", "dtcg"),
    ("{\"a\": {\"type\": \"color\", \"value\": \"#fff\"}}", "tokens.json", "tokens-studio"),
    (
      "{\"global\": {\"a\": {\"$type\": \"color\", \"$value\": \"#fff\"}}, \"$themes\": []}",
      "tokens.json", "tokens-studio"
    ),
    (
      "{\"$metadata\": {\"tokenSetOrder\": []}, \"a\": {\"$value\": \"#fff\"}}", "json",
      "tokens-studio"
    ),
    ("[{\"id\": \"t\", \"name\": \"Light\", \"selectedTokenSets\": {}}]", "json", "tokens-studio"),
    // Tokens Studio in DTCG syntax whose `$themes` lies past the first 4 KiB: a
    // `studio.tokens` extension, or a type DTCG does not have.
    (
      "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\", \"$extensions\": "
        + "{\"studio.tokens\": {\"modify\": {\"type\": \"alpha\"}}}}}", "tokens.json",
      "tokens-studio"
    ),
    ("{\"s\": {\"4\": {\"$type\": \"spacing\", \"$value\": \"4px\"}}}", "json", "tokens-studio"),
    (
      "{\"a\": {\"$type\": \"color\", \"$value\": \"#fff\", \"$extensions\": "
        + "{\"com.figma\": {\"id\": 1}}}}", "json", "dtcg"
    ),
    // palconv JSON, Simple Color Palette and Sketch: `format`, `components`, `red` and versions.
    (
      "{\"format\": \"palconv-palette\", \"version\": 1, \"colors\": [{\"components\": []}]}",
      "color-palette", "json"
    ),
    ("{\"name\": \"x\", \"colors\": [{\"components\": [1, 0, 0]}]}", "json", "color-palette"),
    (
      "{\"name\": \"x\", \"colors\": [{\"components\": [1, 0, 0]}]}", "sketchpalette",
      "color-palette"
    ),
    (
      "{\"compatibleVersion\": \"2.0\", \"colors\": [{\"red\": 1, \"green\": 0}]}", "json", "sketch"
    ),
    ("{\"compatibleVersion\": \"1.0\", \"colors\": [\"#fff\"]}", "color-palette", "sketch"),
    ("{\"colors\": [{\"name\": \"a\", \"red\": 1, \"green\": 0, \"blue\": 0}]}", "json", "sketch"),
  ])
  func jsonDialectsAreToldApartByContent(_ text: String, _ ext: String, _ expected: String) {
    let detection = registry.detect(bytes: Array(text.utf8), pathExtension: ext)
    #expect(detection.identifier == expected, "\(detection.reason)")
    #expect(detection.method == .content)
  }

  @Test func anUnknownJSONFileIsAnErrorThatNamesWhatWasFound() throws {
    let bytes = Array("{\"theme\": \"dark\", \"palette\": [\"#fff\"]}".utf8)
    let detection = registry.detect(bytes: bytes, pathExtension: "json")
    #expect(detection.identifier == "json")
    #expect(detection.method == .fileExtension)
    let decoder = try #require(detection.format as? any PaletteDecoder)
    #expect {
      try decoder.decode(bytes)
    } throws: { error in
      (error as? PaletteError)?.message
        == "not a palconv palette: the top-level object has no \"format\": \"palconv-palette\" "
        + "member; it has 'theme', 'palette'"
    }
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
