import Foundation
import PaletteCore
import PaletteDTCG
import PaletteJSON
import PaletteKit
import PaletteXcassets
import TestSupport
import Testing

@testable import PalconvCLI

/// Inputs for the app and web output tests.
enum RichInput {
  /// A palconv JSON palette with everything the model holds: a name, a description, a
  /// column hint, an unnamed and a named group, alpha, six models, spot and global kinds.
  static let json = """
    {
      "format": "palconv-palette", "version": 1, "name": "Brand",
      "description": "Print and screen", "columns": 4,
      "groups": [
        {"swatches": [
          {"name": "Ink", "hex": "#1A1C2C"},
          {"name": "Glass", "hex": "#0080FF80"},
          {"name": "Vivid", "model": "display-p3", "values": [1, 0.5, 0]}
        ]},
        {"name": "Print", "swatches": [
          {"name": "Pantone", "kind": "spot", "model": "lab", "values": [47.2, 71.5, 42.8]},
          {"name": "Process", "kind": "global", "model": "cmyk", "values": [0, 0.75, 1, 0.1]},
          {"name": "Paper", "model": "gray", "values": [0.9]},
          {"name": "Fresh", "model": "oklch", "values": [0.7, 0.1, 180]}
        ]}
      ]
    }
    """

  /// A GIMP palette of three sRGB colours, one without a name.
  static let gpl = "GIMP Palette\nName: Brand\n#\n255   0   0\tRed\n  0 128 255\tSky\n 10  20  30\n"
}

/// The design tokens, Swift, sheet and asset catalog outputs through the command line.
@Suite struct AppOutputTests {
  /// Runs palconv with the built-in formats.
  func run(_ arguments: [String]) -> CLIResult {
    palconv(arguments, registry: .builtIn)
  }

  /// The `loss.*` codes in a run's standard error, in order.
  func lossCodes(_ result: CLIResult) -> [String] {
    result.errLines.compactMap { line -> String? in
      guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
      let code = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
      return code.hasPrefix("loss.") ? code : nil
    }
  }

  @Test(arguments: [
    "ase/valid/nord.ase", "ase/valid/nsfmc-sampler.ase", "ase/valid/ase-palette-complex.ase",
    "gpl/real/slso8.gpl",
  ])
  func throughDesignTokensToJSONKeepsColours(_ fixture: String) throws {
    let temp = TempFolder()
    let name = PathText.lastComponent(of: fixture)
    let input = temp.write(name, Fixtures.bytes(fixture))
    let tokens = run([input, "-o", temp.url("palette.tokens.json")])
    #expect(tokens.code == 0, "\(tokens.stderr)")
    let json = run([temp.url("palette.tokens.json"), "-o", temp.url("palette.json"), "-v"])
    #expect(json.code == 0, "\(json.stderr)")
    #expect(json.stderr.contains("note: read as dtcg: the content matches dtcg (strong)"))

    let registry = FormatRegistry.builtIn
    let source = try #require(
      registry.detect(bytes: Fixtures.bytes(fixture), pathExtension: nil).decoder)
    let original = try source.decode(Fixtures.bytes(fixture)).palette.allSwatches
    let back = try JSONPaletteFormat().decode(try #require(temp.read("palette.json")))
      .palette.allSwatches
    try #require(back.count == original.count)
    let kept = DTCGFormat().capabilities.models
    for (before, after) in zip(original, back) {
      if kept.contains(before.color.model) {
        #expect(after.color == before.color, "\(before.name ?? "-")")
      } else {
        #expect(after.color.model == .srgb)
        #expect(after.color.rgba8 == before.color.rgba8, "\(before.name ?? "-")")
      }
      #expect(after.color.alpha == before.color.alpha)
    }
  }

  @Test func designTokensExtensionNamesTheFormat() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    #expect(run([input, "-o", temp.url("brand.tokens.json")]).code == 0)
    #expect(run([input, "-o", temp.url("tokens.json")]).code == 0)
    #expect(run([input, "-o", temp.url("brand.tokens")]).code == 0)
    let tokens = String(decoding: temp.read("brand.tokens.json") ?? [], as: UTF8.self)
    #expect(tokens.contains("\"$type\": \"color\""))
    #expect(temp.read("brand.tokens") == temp.read("brand.tokens.json"))
    // A file named just tokens.json has the extension json: palconv's own JSON.
    let plain = String(decoding: temp.read("tokens.json") ?? [], as: UTF8.self)
    #expect(plain.contains("\"format\": \"palconv-palette\""))
  }

  @Test func swiftSourceIsWrittenWithItsOptions() throws {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    let plain = run([input, "-o", temp.url("Brand.swift")])
    #expect(plain.code == 0, "\(plain.stderr)")
    let source = String(decoding: try #require(temp.read("Brand.swift")), as: UTF8.self)
    #expect(source.contains("\npublic enum Brand {\n"))
    let named = run([
      input, "-o", temp.url("Colors.swift"), "--swift-type", "BrandColors", "--swift-access",
      "internal",
    ])
    #expect(named.code == 0, "\(named.stderr)")
    let internalSource = String(
      decoding: try #require(temp.read("Colors.swift")), as: UTF8.self)
    #expect(internalSource.contains("\nenum BrandColors {\n"))
    #expect(!internalSource.contains("public "))
  }

  /// The third swatch's `data-x` in a sheet: back at the first column's when the grid has two
  /// columns, further right with the default six.
  @Test(arguments: ["html", "svg"])
  func sheetsAreWrittenWithTheirColumnCount(_ format: String) throws {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    func positions(_ arguments: [String]) throws -> [String] {
      let result = run([input, "--to", format] + arguments)
      #expect(result.code == 0, "\(result.stderr)")
      return result.out.split(separator: " ").filter { $0.hasPrefix("data-x=") }.map(String.init)
    }
    let wrapped = try positions(["--sheet-columns", "2"])
    try #require(wrapped.count == 3)
    #expect(wrapped[2] == wrapped[0])
    let wide = try positions([])
    try #require(wide.count == 3)
    #expect(Set(wide).count == 3)
    #expect(run([input, "-o", temp.url("brand.\(format)")]).code == 0)
    #expect(temp.exists("brand.\(format)"))
  }

  @Test func assetCatalogIsWrittenAndReadBack() throws {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    let write = run([input, "-o", temp.url("Brand.xcassets")])
    #expect(write.code == 0, "\(write.stderr)")
    #expect(
      temp.listing().filter { $0.hasPrefix("Brand.xcassets") } == [
        "Brand.xcassets", "Brand.xcassets/Color 3.colorset",
        "Brand.xcassets/Color 3.colorset/Contents.json", "Brand.xcassets/Contents.json",
        "Brand.xcassets/Red.colorset", "Brand.xcassets/Red.colorset/Contents.json",
        "Brand.xcassets/Sky.colorset", "Brand.xcassets/Sky.colorset/Contents.json",
      ])
    let red = String(
      decoding: try #require(temp.read("Brand.xcassets/Red.colorset/Contents.json")),
      as: UTF8.self)
    #expect(red.contains("\"red\" : \"0xFF\""))

    let back = run([temp.url("Brand.xcassets"), "-o", temp.url("back.json"), "-v"])
    #expect(back.code == 0, "\(back.stderr)")
    #expect(
      back.errLines.first
        == "\(temp.url("Brand.xcassets")): note: read as xcassets: a folder whose name ends in "
        + ".xcassets is read as xcassets [detect.format]")
    let palette = try JSONPaletteFormat().decode(try #require(temp.read("back.json"))).palette
    // A catalog is sorted by name.
    #expect(palette.allSwatches.map(\.name) == ["Color 3", "Red", "Sky"])
    #expect(
      palette.allSwatches.map(\.color) == [
        .srgb8(10, 20, 30), .srgb8(255, 0, 0), .srgb8(0, 128, 255),
      ])
  }

  @Test func catalogGroupsAndNamespace() throws {
    let temp = TempFolder()
    let input = temp.write("rich.json", RichInput.json)
    #expect(run([input, "-o", temp.url("Plain.xcassets")]).code == 0)
    #expect(run([input, "-o", temp.url("Spaced.xcassets"), "--xcassets-namespace"]).code == 0)
    let plain = String(
      decoding: try #require(temp.read("Plain.xcassets/Print/Contents.json")), as: UTF8.self)
    let spaced = String(
      decoding: try #require(temp.read("Spaced.xcassets/Print/Contents.json")), as: UTF8.self)
    #expect(!plain.contains("provides-namespace"))
    #expect(spaced.contains("\"provides-namespace\" : true"))
    #expect(temp.exists("Plain.xcassets/Print/Pantone.colorset/Contents.json"))
  }

  /// What each new target cannot hold, from its documentation: design tokens have no palette
  /// name, column hint, kinds, CMYK or gray; Swift has no column hint, kinds, or models other
  /// than sRGB and Display P3; a catalog has no name, description, column hint or kinds,
  /// stores sRGB, Display P3 and gray, and is sorted by name; the sheets show everything.
  @Test(arguments: [
    ("dtcg", ["loss.model", "loss.kind", "loss.palette-name", "loss.columns"]),
    ("swift", ["loss.model", "loss.kind", "loss.columns"]),
    (
      "xcassets",
      [
        "loss.model", "loss.kind", "loss.order", "loss.palette-name", "loss.description",
        "loss.columns",
      ]
    ),
    ("html", []), ("svg", []),
  ])
  func lossWarningsForEachNewTarget(_ format: String, _ expected: [String]) {
    let temp = TempFolder()
    let input = temp.write("rich.json", RichInput.json)
    let result = run([input, "--to", format, "-o", temp.url("out")])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(lossCodes(result) == expected)
  }

  @Test func modelLossNamesTheConvertedColours() {
    let temp = TempFolder()
    let input = temp.write("rich.json", RichInput.json)
    let result = run([input, "--to", "dtcg"])
    #expect(
      result.errLines.contains {
        $0.hasSuffix(
          "warning: 2 colours will be converted to sRGB for dtcg: 1 CMYK (Process), 1 gray "
            + "(Paper); CMYK is converted without a colour profile, so it is approximate "
            + "[loss.model]")
      }, "\(result.stderr)")
  }

  @Test func strictStopsOnLossForNewTargets() {
    let temp = TempFolder()
    let input = temp.write("rich.json", RichInput.json)
    let result = run([input, "-o", temp.url("Rich.xcassets"), "--strict"])
    #expect(result.code == 1)
    #expect(!temp.exists("Rich.xcassets"))
  }
}

/// Decoder errors (tokens a decoder had to skip) fail validation: exit code 1, nothing
/// written; `show` and `inspect` still print what was read.
@Suite struct DecoderErrorTests {
  /// One good token and one alias to a token that does not exist.
  let tokens = """
    {
      "brand": {
        "$type": "color",
        "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
        "broken": {"$value": "{brand.missing}"}
      }
    }
    """

  @Test func convertFailsWithExitCode1AndWritesNothing() {
    let temp = TempFolder()
    let input = temp.write("bad.tokens.json", tokens)
    let result = palconv([input, "-o", temp.url("out.gpl")], registry: .builtIn)
    #expect(result.code == 1)
    #expect(!temp.exists("out.gpl"))
    let errors = result.errLines.filter { $0.contains(": error: ") }
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("\(input):5:") == true, "\(result.stderr)")
    #expect(errors.first?.hasSuffix("[dtcg.invalid-token]") == true, "\(result.stderr)")
  }

  @Test func checkAndValidateFailToo() {
    let temp = TempFolder()
    let input = temp.write("bad.tokens.json", tokens)
    #expect(palconv(["validate", input], registry: .builtIn).code == 1)
    #expect(
      palconv([input, "-o", temp.url("out.gpl"), "--check"], registry: .builtIn).code == 1)
  }

  @Test func showAndInspectPrintWhatWasReadAndExitWith1() {
    let temp = TempFolder()
    let input = temp.write("bad.tokens.json", tokens)
    let show = palconv(["show", input, "--color", "never"], registry: .builtIn)
    #expect(show.code == 1)
    #expect(show.out.contains("#FF0000"))
    let inspect = palconv(["inspect", input], registry: .builtIn)
    #expect(inspect.code == 1)
    #expect(inspect.out.contains("\"code\": \"dtcg.invalid-token\""))
  }

  @Test func warningsAloneDoNotFail() {
    let temp = TempFolder()
    let input = temp.write(
      "dup.tokens.json",
      "{\"a\": {\"$type\": \"color\", \"$value\": \"#ff0000\"}, "
        + "\"a\": {\"$type\": \"color\", \"$value\": \"#00ff00\"}}")
    let result = palconv([input, "-o", temp.url("out.gpl")], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr.contains("warning: duplicate key 'a'"))
    #expect(temp.exists("out.gpl"))
  }
}

/// Writing asset catalogs safely: whole-folder replacement, `--check`, refusals.
@Suite struct CatalogOutputTests {
  func run(_ arguments: [String]) -> CLIResult { palconv(arguments, registry: .builtIn) }

  @Test func replacingRemovesStaleColourSetsAndSkipsUnchangedCatalogs() throws {
    let temp = TempFolder()
    let three = temp.write("three.gpl", RichInput.gpl)
    let one = temp.write("one.gpl", "GIMP Palette\n#\n255 0 0\tRed\n")
    #expect(run([three, "-o", temp.url("C.xcassets")]).code == 0)
    let unchanged = run([three, "-o", temp.url("C.xcassets"), "-v"])
    #expect(unchanged.code == 0)
    #expect(unchanged.stderr.contains("note: \(temp.url("C.xcassets")) is unchanged"))
    #expect(run([three, "-o", temp.url("C.xcassets"), "--check"]).code == 0)
    let check = run([one, "-o", temp.url("C.xcassets"), "--check"])
    #expect(check.code == 1)
    #expect(check.stderr.contains("error: \(temp.url("C.xcassets")) would change"))
    #expect(temp.exists("C.xcassets/Sky.colorset/Contents.json"))

    #expect(run([one, "-o", temp.url("C.xcassets")]).code == 0)
    #expect(
      temp.listing() == [
        "C.xcassets", "C.xcassets/Contents.json", "C.xcassets/Red.colorset",
        "C.xcassets/Red.colorset/Contents.json", "one.gpl", "three.gpl",
      ])
  }

  @Test func foreignEntriesAreKeptAndConflictsRefusedWithoutForce() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    temp.write("App.xcassets/AppIcon.appiconset/icon.png", [0x89, 0x50])
    let kept = run([input, "-o", temp.url("App.xcassets")])
    #expect(kept.code == 0, "\(kept.stderr)")
    #expect(temp.read("App.xcassets/AppIcon.appiconset/icon.png") == [0x89, 0x50])
    #expect(temp.exists("App.xcassets/Red.colorset/Contents.json"))

    // A colour set palconv did not write where it writes one: refused before any change.
    let xcode = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    temp.write("App.xcassets/Red.colorset/Contents.json", xcode)
    let before = temp.listing()
    let refused = run([input, "-o", temp.url("App.xcassets")])
    #expect(refused.code == 2)
    let conflict: String =
      "\(input): error: \(temp.url("App.xcassets")): refusing to overwrite files palconv did "
      + "not write (Red.colorset/Contents.json); rename those swatches, or use --force to "
      + "overwrite these files [output.conflict]"
    #expect(refused.errLines.last == conflict)
    #expect(temp.listing() == before)
    #expect(temp.read("App.xcassets/Red.colorset/Contents.json") == Array(xcode.utf8))
    let check = run([input, "-o", temp.url("App.xcassets"), "--check"])
    #expect(check.code == 2)
    #expect(check.stderr.contains("[output.conflict]"))

    let forced = run([input, "-o", temp.url("App.xcassets"), "--force"])
    #expect(forced.code == 0)
    #expect(temp.read("App.xcassets/AppIcon.appiconset/icon.png") == [0x89, 0x50])
    #expect(
      String(decoding: temp.read("App.xcassets/Red.colorset/Contents.json") ?? [], as: UTF8.self)
        .contains("\"author\" : \"palconv\""))
  }

  @Test func checkReportsWhatAWriteIntoAnXcodeCatalogWouldDo() {
    let temp = TempFolder()
    let xcode = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    temp.write("Assets.xcassets/Contents.json", xcode)
    temp.write("Assets.xcassets/AppIcon.appiconset/Contents.json", xcode)
    let two = temp.write("two.gpl", "GIMP Palette\n255 0 0\tRed\n0 0 255\tBlue\n")
    let one = temp.write("one.gpl", "GIMP Palette\n255 0 0\tRed\n")
    let catalog = temp.url("Assets.xcassets")
    let missing = run([two, "-o", catalog, "--check"])
    #expect(missing.code == 1)
    #expect(missing.stderr.contains("error: \(catalog) would change [check.would-change]"))
    #expect(!temp.exists("Assets.xcassets/Red.colorset"))
    #expect(run([two, "-o", catalog]).code == 0)
    let upToDate = run([two, "-o", catalog, "--check", "-v"])
    #expect(upToDate.code == 0)
    #expect(upToDate.stderr.contains("note: \(catalog) is up to date [check.unchanged]"))
    // Blue is palconv's and no longer in the palette: it would be removed.
    #expect(run([one, "-o", catalog, "--check"]).code == 1)
    #expect(run([one, "-o", catalog]).code == 0)
    #expect(!temp.exists("Assets.xcassets/Blue.colorset"))
    #expect(temp.read("Assets.xcassets/Contents.json") == Array(xcode.utf8))
    #expect(temp.read("Assets.xcassets/AppIcon.appiconset/Contents.json") == Array(xcode.utf8))
    #expect(run([one, "-o", catalog, "--check"]).code == 0)
  }

  @Test func checkRefusesOutputsThatAreNotFiles() {
    let temp = TempFolder()
    let input = temp.write("one.gpl", "GIMP Palette\n255 0 0\tRed\n")
    let result = run([input, "-o", "/dev/null", "--to", "hex", "--check"])
    #expect(result.code == 2)
    #expect(
      result.errLines.last
        == "\(input): error: --check compares files, and /dev/null is not a regular file "
        + "[check.not-a-file]")
  }

  @Test func aFolderThatIsNotACatalogIsNotWrittenInto() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    temp.write("Documents/letter.txt", "Dear")
    let result = run([input, "--to", "xcassets", "-o", temp.url("Documents")])
    #expect(result.code == 2)
    #expect(result.stderr.contains("[output.not-a-catalog]"))
    #expect(temp.listing() == ["Documents", "Documents/letter.txt", "brand.gpl"])
  }

  @Test func anInputIsNeverReplaced() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    #expect(run([input, "-o", temp.url("Brand.xcassets")]).code == 0)
    let before = temp.listing()
    let result = run([temp.url("Brand.xcassets"), "-o", temp.url("Brand.xcassets")])
    #expect(result.code == 2)
    #expect(result.stderr.contains("[output.overwrites-input]"))
    #expect(temp.listing() == before)
  }

  @Test func aFileInTheWayOrAMissingParentIsAnError() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    temp.write("File.xcassets", "not a folder")
    let file = run([input, "-o", temp.url("File.xcassets")])
    #expect(file.code == 2)
    #expect(file.stderr.contains("cannot write the folder: a file of that name exists"))
    let missing = run([input, "-o", temp.url("missing/Brand.xcassets")])
    #expect(missing.code == 2)
    #expect(temp.listing() == ["File.xcassets", "brand.gpl"])
  }

  @Test func catalogsDoNotGoToStandardOutput() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    for arguments in [[input, "--to", "xcassets"], [input, "--to", "xcassets", "-o", "-"]] {
      let result = run(arguments)
      #expect(result.code == 64)
      #expect(
        result.errLines.first
          == "Error: xcassets is written as a folder, not to standard output; give "
          + "'-o <folder>' or '--out-dir <dir>'")
    }
  }

  @Test func toXcassetsWithAnOutputFolderOfAnyName() {
    let temp = TempFolder()
    let input = temp.write("brand.gpl", RichInput.gpl)
    #expect(run([input, "--to", "xcassets", "-o", temp.url("Colors")]).code == 0)
    #expect(temp.exists("Colors/Red.colorset/Contents.json"))
  }

  @Test func batchesWriteOneCatalogPerInputAndReadCatalogsInFolders() throws {
    let temp = TempFolder()
    temp.write("in/a.gpl", RichInput.gpl)
    temp.write("in/b.hex", "ff0000\n00ff00\n")
    #expect(run([temp.url("in/a.gpl"), "-o", temp.url("in/C.xcassets")]).code == 0)
    let batch = run([temp.url("in"), "--to", "xcassets", "--out-dir", temp.url("out")])
    #expect(batch.code == 0, "\(batch.stderr)")
    // a.gpl has a name a catalog drops, and its unnamed colour (`Color 3`) sorts first.
    #expect(
      batch.errLines.last == "palconv: 3 converted, 0 unchanged, 0 failed, 0 skipped (2 warnings)")
    #expect(
      batch.stderr.contains(
        "xcassets writes swatches in its own order; 1 swatch moves: unnamed #0A141E comes first"))
    let catalogs = temp.listing().filter {
      $0.hasPrefix("out/") && $0.hasSuffix(".xcassets")
    }
    #expect(catalogs == ["out/C.xcassets", "out/a.xcassets", "out/b.xcassets"])
    #expect(temp.exists("out/b.xcassets/Color 2.colorset/Contents.json"))

    let json = run([temp.url("in"), "--to", "json", "--out-dir", temp.url("json")])
    #expect(json.code == 0, "\(json.stderr)")
    #expect(temp.exists("json/C.json"))
    #expect(!temp.listing().contains { $0.hasPrefix("json/C.xcassets") })
    let validate = run(["validate", temp.url("in"), temp.url("in/C.xcassets")])
    #expect(validate.code == 0)
    #expect(validate.errLines.last?.hasPrefix("palconv: 4 checked, 0 failed") == true)
  }

  @Test func twoPartExtensionsAreReplacedWhole() {
    let temp = TempFolder()
    temp.write("in/brand.tokens.json", "{\"red\": {\"$type\": \"color\", \"$value\": \"#ff0000\"}}")
    let result = run([temp.url("in"), "--to", "json", "--out-dir", temp.url("out")])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(temp.exists("out/brand.json"))
    let back = run([temp.url("out/brand.json"), "--to", "dtcg", "--out-dir", temp.url("tok")])
    #expect(back.code == 0)
    #expect(temp.exists("tok/brand.tokens.json"))
  }
}

/// Outputs named by a descriptor or a device path are written in place, and binary data is
/// not sent to a terminal that way either.
@Suite struct SpecialOutputCLITests {
  /// A new pseudo-terminal: its controlling side and the path of its terminal side, or `nil`
  /// where none can be made.
  static func pseudoTerminal() -> (master: Int32, path: String)? {
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    var unlock: Int32 = 0
    var number: Int32 = 0
    // TIOCSPTLCK and TIOCGPTN, which Glibc's Swift module does not export.
    guard ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0
    else {
      close(master)
      return nil
    }
    return (master, "/dev/pts/\(number)")
  }

  static let hasPseudoTerminals: Bool = {
    guard let (master, _) = pseudoTerminal() else { return false }
    close(master)
    return true
  }()

  @Test(.enabled(if: hasPseudoTerminals)) func binaryOutputToATerminalNamedByPathIsRefused()
    throws
  {
    let (master, name) = try #require(Self.pseudoTerminal())
    defer { close(master) }
    let terminal = open(name, O_WRONLY | O_NOCTTY)
    try #require(terminal >= 0)
    defer { close(terminal) }
    let temp = TempFolder()
    let input = temp.write("one.gpl", "GIMP Palette\n255 0 0\tRed\n")
    for output in ["/proc/self/fd/\(terminal)", name] {
      let refused = palconv([input, "-o", output, "--to", "ase"], registry: .builtIn)
      #expect(refused.code == 2)
      #expect(
        refused.errLines.last
          == "\(input): error: refusing to write binary ase data to the terminal \(output); "
          + "use --force to allow it [output.binary-terminal]")
    }
    // Text goes to the terminal.
    let text = palconv(
      [input, "-o", "/proc/self/fd/\(terminal)", "--to", "hex"], registry: .builtIn)
    #expect(text.code == 0, "\(text.stderr)")
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(master, &buffer, buffer.count)
    #expect(count > 0)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("ff0000"))
  }
}
