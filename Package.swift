// swift-tools-version:6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode plus the upcoming features that keep
/// imports and existentials explicit.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// A codec module: depends on PaletteCore only, so another tool can take one format alone.
func codec(_ name: String) -> Target {
  .target(name: name, dependencies: ["PaletteCore"], swiftSettings: strictSettings)
}

/// A codec module whose files are zips: PaletteCore and the container code of PaletteArchive.
func containerCodec(_ name: String) -> Target {
  .target(
    name: name, dependencies: ["PaletteCore", "PaletteArchive"], swiftSettings: strictSettings)
}

/// A test target for `module`, with the shared fixture helpers.
func tests(_ module: String, extra: [Target.Dependency] = []) -> Target {
  .testTarget(
    name: "\(module)Tests",
    dependencies: [.target(name: module), "TestSupport"] + extra,
    swiftSettings: strictSettings
  )
}

/// The commit `palconv --version` prints: `PALCONV_GIT_COMMIT`, which `make` sets from the
/// checkout (`3f2c1a9b0c4d`, `-dirty` with uncommitted changes). A plain `swift build` leaves
/// it unknown: SwiftPM caches the evaluated manifest, so a commit read here from git would go
/// stale after the next commit, while a changed environment variable is always seen.
let buildCommit = String(
  (Context.environment["PALCONV_GIT_COMMIT"] ?? "")
    .filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.prefix(48))

let package = Package(
  name: "palconv",
  products: [
    .library(name: "PaletteCore", targets: ["PaletteCore"]),
    .library(name: "PaletteASE", targets: ["PaletteASE"]),
    .library(name: "PaletteGPL", targets: ["PaletteGPL"]),
    .library(name: "PaletteJSON", targets: ["PaletteJSON"]),
    .library(name: "PaletteCSS", targets: ["PaletteCSS"]),
    .library(name: "PaletteHex", targets: ["PaletteHex"]),
    .library(name: "PaletteDTCG", targets: ["PaletteDTCG"]),
    .library(name: "PaletteSwiftCode", targets: ["PaletteSwiftCode"]),
    .library(name: "PaletteXcassets", targets: ["PaletteXcassets"]),
    .library(name: "PaletteSheet", targets: ["PaletteSheet"]),
    .library(name: "PaletteDiffSheet", targets: ["PaletteDiffSheet"]),
    .library(name: "PalettePAL", targets: ["PalettePAL"]),
    .library(name: "PalettePhotoshop", targets: ["PalettePhotoshop"]),
    .library(name: "PaletteTailwind", targets: ["PaletteTailwind"]),
    .library(name: "PaletteSass", targets: ["PaletteSass"]),
    .library(name: "PaletteSketch", targets: ["PaletteSketch"]),
    .library(name: "PaletteColorPalette", targets: ["PaletteColorPalette"]),
    .library(name: "PaletteSip", targets: ["PaletteSip"]),
    .library(name: "PaletteTokensStudio", targets: ["PaletteTokensStudio"]),
    .library(name: "PaletteAndroid", targets: ["PaletteAndroid"]),
    .library(name: "PaletteScribus", targets: ["PaletteScribus"]),
    .library(name: "PaletteLibreOffice", targets: ["PaletteLibreOffice"]),
    .library(name: "PaletteCorelXML", targets: ["PaletteCorelXML"]),
    .library(name: "PaletteCSV", targets: ["PaletteCSV"]),
    .library(name: "PaletteDesktop", targets: ["PaletteDesktop"]),
    .library(name: "PaletteUnity", targets: ["PaletteUnity"]),
    .library(name: "PaletteTerminal", targets: ["PaletteTerminal"]),
    .library(name: "PalettePixelArt", targets: ["PalettePixelArt"]),
    // Package API, plus SPI for the fuzz harness.
    .library(name: "PaletteYAML", targets: ["PaletteYAML"]),
    // Package API, plus SPI for the fuzz and benchmark harnesses.
    .library(name: "PaletteArchive", targets: ["PaletteArchive"]),
    .library(name: "PaletteAppleColorList", targets: ["PaletteAppleColorList"]),
    .library(name: "PalettePNG", targets: ["PalettePNG"]),
    .library(name: "PaletteIndexedImage", targets: ["PaletteIndexedImage"]),
    .library(name: "PaletteKrita", targets: ["PaletteKrita"]),
    .library(name: "PaletteProcreate", targets: ["PaletteProcreate"]),
    .library(name: "PaletteSwatchBooker", targets: ["PaletteSwatchBooker"]),
    .library(name: "PaletteAffinity", targets: ["PaletteAffinity"]),
    .library(name: "PaletteOffice", targets: ["PaletteOffice"]),
    .library(name: "PaletteTransforms", targets: ["PaletteTransforms"]),
    .library(name: "PaletteThemes", targets: ["PaletteThemes"]),
    .library(name: "PaletteMaterialTheme", targets: ["PaletteMaterialTheme"]),
    .library(name: "PaletteICC", targets: ["PaletteICC"]),
    .library(name: "PaletteFigma", targets: ["PaletteFigma"]),
    .library(name: "PaletteVSCode", targets: ["PaletteVSCode"]),
    .library(name: "PaletteKit", targets: ["PaletteKit"]),
    .library(name: "PaletteBuiltins", targets: ["PaletteBuiltins"]),
    .executable(name: "palconv", targets: ["palconv"]),
    .plugin(name: "PalconvPlugin", targets: ["PalconvPlugin"]),
  ],
  targets: [
    // Core: the model, colour maths, diagnostics and the codec contract.
    .target(name: "PaletteCore", swiftSettings: strictSettings),

    // Codecs: one module per format.
    codec("PaletteASE"),
    codec("PaletteGPL"),
    codec("PaletteJSON"),
    codec("PaletteCSS"),
    codec("PaletteHex"),
    codec("PaletteDTCG"),
    codec("PaletteSwiftCode"),
    codec("PaletteXcassets"),
    codec("PaletteSheet"),
    codec("PalettePAL"),
    codec("PalettePhotoshop"),
    codec("PaletteTailwind"),
    // Sass, Less and Stylus colours are CSS colours: their reader uses the CSS one's.
    .target(
      name: "PaletteSass", dependencies: ["PaletteCore", "PaletteCSS"],
      swiftSettings: strictSettings),
    codec("PaletteSketch"),
    codec("PaletteColorPalette"),
    codec("PaletteSip"),
    // Tokens Studio's DTCG mode holds DTCG colour values: its reader uses the DTCG one's.
    .target(
      name: "PaletteTokensStudio", dependencies: ["PaletteCore", "PaletteDTCG"],
      swiftSettings: strictSettings),
    codec("PaletteAndroid"),
    codec("PaletteScribus"),
    codec("PaletteLibreOffice"),
    codec("PaletteCorelXML"),
    codec("PaletteCSV"),
    codec("PaletteDesktop"),
    // Pixel-art editors' palettes: Aseprite sprites, Animator, Pixelorama, Lospec.
    codec("PalettePixelArt"),
    // The YAML subset reader the YAML formats share.
    codec("PaletteYAML"),
    .target(
      name: "PaletteUnity", dependencies: ["PaletteCore", "PaletteYAML"],
      swiftSettings: strictSettings),
    // Terminal and editor colour schemes: fixed roles, one mapping; base16 is YAML.
    .target(
      name: "PaletteTerminal", dependencies: ["PaletteCore", "PaletteYAML"],
      swiftSettings: strictSettings),
    .target(
      name: "PaletteAppleColorList", dependencies: ["PaletteCore", "PaletteICC"],
      swiftSettings: strictSettings),
    .target(
      name: "PalettePNG", dependencies: ["PaletteCore", "PaletteArchive", "PaletteICC"],
      swiftSettings: strictSettings),
    // The colour tables of indexed images: GIF, BMP, PCX and IFF ILBM, read only.
    codec("PaletteIndexedImage"),

    // Containers: DEFLATE, zlib, CRC-32 and zip, shared by the container formats.
    codec("PaletteArchive"),

    // Container formats: zips of XML or JSON, on PaletteArchive.
    containerCodec("PaletteKrita"),
    containerCodec("PaletteProcreate"),
    containerCodec("PaletteSwatchBooker"),
    // Affinity palettes: a binary object stream whose checksum is PaletteArchive's CRC-32.
    containerCodec("PaletteAffinity"),
    // Office themes: DrawingML colour schemes, as XML or in a .thmx zip.
    containerCodec("PaletteOffice"),

    // Figma variables (the REST API's JSON) and VS Code colour themes (JSON with comments).
    codec("PaletteFigma"),
    codec("PaletteVSCode"),

    // ICC profiles: the reader, transforms through them, and named-colour profiles as palettes.
    codec("PaletteICC"),

    // Pure transforms over the model.
    .target(
      name: "PaletteTransforms", dependencies: ["PaletteCore"], swiftSettings: strictSettings),

    // The visual diff: two versions of palettes compared, drawn as HTML, SVG or Markdown.
    .target(
      name: "PaletteDiffSheet", dependencies: ["PaletteCore", "PaletteTransforms", "PaletteSheet"],
      swiftSettings: strictSettings),

    // Material 3 dynamic colour: HCT, tonal palettes and schemes from a seed colour.
    codec("PaletteThemes"),
    // Material Theme Builder's JSON export; writing computes missing tonal palettes.
    .target(
      name: "PaletteMaterialTheme", dependencies: ["PaletteCore", "PaletteThemes"],
      swiftSettings: strictSettings),

    // Built-in palettes (`builtin:okabe-ito`): data compiled in, from their publishers' files.
    .target(name: "PaletteBuiltins", dependencies: ["PaletteCore"], swiftSettings: strictSettings),

    // The explicit list of formats, detection and file I/O (the loss report is PaletteCore's).
    .target(
      name: "PaletteKit",
      dependencies: [
        "PaletteCore", "PaletteASE", "PaletteGPL", "PaletteJSON", "PaletteCSS", "PaletteHex",
        "PaletteDTCG", "PaletteSwiftCode", "PaletteXcassets", "PaletteSheet",
        "PalettePAL",
        "PalettePhotoshop", "PaletteTailwind", "PaletteSass",
        "PaletteSketch", "PaletteColorPalette", "PaletteSip", "PaletteTokensStudio",
        "PaletteAndroid", "PaletteScribus", "PaletteLibreOffice", "PaletteCorelXML",
        "PaletteCSV", "PaletteDesktop", "PaletteUnity", "PaletteTerminal", "PalettePixelArt",
        "PaletteAppleColorList",
        "PalettePNG", "PaletteIndexedImage",
        "PaletteKrita", "PaletteProcreate", "PaletteSwatchBooker", "PaletteAffinity",
        "PaletteOffice",
        "PaletteTransforms", "PaletteBuiltins", "PaletteMaterialTheme", "PaletteICC",
        "PaletteFigma", "PaletteVSCode",
      ],
      swiftSettings: strictSettings
    ),

    // The command line: a library so tests can run it in-process, and a thin executable.
    // It knows formats only through PaletteKit: the registry (their roles and declared
    // options), opening and saving documents, and image extraction.
    .target(
      name: "PalconvCLI",
      dependencies: [
        "PaletteCore", "PaletteTransforms", "PaletteKit", "PaletteThemes", "PaletteBuiltins",
        "PaletteICC", "PaletteDiffSheet", "PaletteSheet",
        "PalconvBuildInfo",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(name: "palconv", dependencies: ["PalconvCLI"], swiftSettings: strictSettings),
    // Swift colours generated at build time from a target's palette files, by the executable.
    .plugin(name: "PalconvPlugin", capability: .buildTool(), dependencies: ["palconv"]),
    // The build's commit for `--version`, as a C string defined when it is compiled.
    .target(
      name: "PalconvBuildInfo",
      cSettings: [.define("PALCONV_GIT_COMMIT", to: "\"\(buildCommit)\"")]
    ),

    // Tests.
    .target(
      name: "TestSupport", dependencies: ["PaletteCore", "PaletteArchive"],
      path: "Tests/TestSupport",
      swiftSettings: strictSettings),
    tests("PaletteCore"),
    tests("PaletteASE"),
    tests("PaletteGPL"),
    tests("PaletteJSON", extra: ["PaletteASE"]),
    tests("PaletteCSS"),
    tests("PaletteHex"),
    tests("PaletteDTCG"),
    tests("PaletteSwiftCode"),
    tests("PaletteXcassets", extra: ["PaletteKit"]),
    tests("PaletteSheet"),
    tests("PaletteDiffSheet"),
    tests("PalettePAL"),
    tests("PalettePhotoshop", extra: ["PaletteJSON"]),
    tests("PaletteTailwind", extra: ["PaletteCSS"]),
    tests("PaletteSass", extra: ["PaletteCSS"]),
    tests("PaletteSketch"),
    tests("PaletteColorPalette"),
    tests("PaletteSip"),
    tests("PaletteTokensStudio"),
    tests("PaletteAndroid"),
    tests("PaletteScribus"),
    tests("PaletteLibreOffice"),
    tests("PaletteCorelXML"),
    tests("PaletteCSV", extra: ["PaletteKit"]),
    tests("PaletteDesktop", extra: ["PaletteKit"]),
    tests("PaletteUnity"),
    tests("PaletteYAML"),
    tests("PaletteTerminal"),
    tests("PalettePixelArt"),
    tests("PalettePNG", extra: ["PaletteArchive"]),
    tests("PaletteIndexedImage"),
    tests("PaletteArchive"),
    tests("PaletteAppleColorList"),
    tests("PaletteKrita"),
    tests("PaletteProcreate"),
    tests("PaletteSwatchBooker"),
    tests("PaletteAffinity"),
    tests("PaletteOffice", extra: ["PaletteArchive"]),
    tests("PaletteTransforms"),
    tests("PaletteThemes"),
    tests("PaletteMaterialTheme"),
    tests("PaletteICC"),
    tests("PaletteFigma"),
    tests("PaletteVSCode"),
    tests("PaletteKit"),
    tests("PaletteBuiltins"),
    tests("PalconvCLI", extra: ["PaletteThemes", "PaletteICC"]),
    .testTarget(
      name: "RobustnessTests", dependencies: ["PaletteKit", "TestSupport"],
      swiftSettings: strictSettings),
  ]
)
