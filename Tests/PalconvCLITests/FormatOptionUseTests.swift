import PaletteCSS
import PaletteCore
import PaletteGPL
import PaletteHex
import PaletteJSON
import PaletteKit
import PaletteSheet
import PaletteSwiftCode
import Testing

@testable import PalconvCLI

/// Format options belong to their formats: an option given to a conversion it does not apply
/// to is a usage error naming the formats it applies to, and one that applies configures its
/// codec exactly as the codec's own property does.
@Suite struct FormatOptionUseTests {
  let json = """
    {"format": "palconv-palette", "version": 1, "name": "Brand", "groups": [{"swatches": [
      {"name": "red", "hex": "#FF0000"},
      {"name": "glass", "hex": "#0080FF80"},
      {"name": "ink", "model": "lab", "values": [50, 0, 0]}
    ]}]}
    """

  func run(_ arguments: [String], input: String? = nil) -> CLIResult {
    palconv(
      ["-"] + arguments,
      environment: PalconvEnvironment(standardInput: Array((input ?? json).utf8)),
      registry: .builtIn)
  }

  @Test(arguments: [
    (["--to", "json", "--gpl-alpha"], "'--gpl-alpha' applies to gpl only, not to json"),
    (["--to", "gpl", "--css-syntax", "hex"], "'--css-syntax' applies to css only, not to gpl"),
    (["--to", "css", "--hex-prefix"], "'--hex-prefix' applies to hex only, not to css"),
    (
      ["--to", "paintnet", "--hex-case", "upper"],
      "'--hex-case' applies to hex only, not to paintnet"
    ),
    (["--to", "hex", "--swift-type", "Brand"], "'--swift-type' applies to swift only, not to hex"),
    (
      ["--to", "swift", "--sheet-columns", "3"],
      "'--sheet-columns' applies to html and svg only, not to swift"
    ),
    (
      ["--to", "dtcg", "--xcassets-namespace"],
      "'--xcassets-namespace' applies to xcassets only, not to dtcg"
    ),
    (
      ["--from", "json", "--to", "gpl", "--alpha-order", "argb"],
      "'--alpha-order' applies to hex only, not to json or gpl"
    ),
  ])
  func aMisappliedOptionIsAUsageErrorNamingItsFormats(_ arguments: [String], _ message: String) {
    let result = run(arguments)
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: \(message)")
    #expect(result.stdout.isEmpty)
  }

  @Test func theTargetNamedByTheOutputsExtensionIsChecked() {
    let temp = TempFolder()
    let output = temp.url("brand.gpl")
    let result = run(["-o", output, "--xcassets-namespace"])
    #expect(result.code == 64)
    #expect(
      result.errLines.first == "Error: '--xcassets-namespace' applies to xcassets only, not to gpl")
    #expect(temp.read("brand.gpl") == nil)
  }

  @Test func aBatchIsCheckedBeforeAnythingIsWritten() {
    let temp = TempFolder()
    let input = temp.write("in/a.json", json)
    let result = palconv(
      [input, "--to", "json", "--out-dir", temp.url("out"), "--css-syntax", "hex"],
      registry: .builtIn)
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: '--css-syntax' applies to css only, not to json")
    #expect(temp.read("out/a.json") == nil)
  }

  @Test func optionsThatApplyAreAccepted() {
    #expect(run(["--to", "svg", "--sheet-columns", "3"]).code == 0)
    #expect(run(["--to", "html", "--sheet-columns", "3"]).code == 0)
    // A reading option of the input format, with or without `--from`.
    let hex = "80ff0000\n"
    #expect(run(["--from", "hex", "--to", "json", "--alpha-order", "argb"], input: hex).code == 0)
    let detected = run(["--to", "gpl", "--gpl-alpha", "--alpha-order", "argb"], input: hex)
    #expect(detected.code == 0, "\(detected.stderr)")
    #expect(detected.out.contains("255   0   0 128"))
    // A reading and writing option of the output format.
    #expect(run(["--to", "hex", "--alpha-order", "argb"]).code == 0)
  }

  /// The bytes of a conversion with options are those of the codec configured by hand.
  @Test func optionsConfigureTheirCodecsExactly() throws {
    let palette = try JSONPaletteFormat().decode(Array(json.utf8)).palette
    let cases: [([String], any PaletteEncoder)] = [
      (["--to", "gpl", "--gpl-alpha"], GPLFormat(includeAlpha: true)),
      (["--to", "css", "--css-syntax", "oklch"], CSSVariablesFormat(valueSyntax: .oklch)),
      (
        [
          "--to", "hex", "--hex-prefix", "--hex-case", "upper", "--hex-names", "--hex-alpha",
          "always", "--alpha-order", "argb",
        ],
        HexListFormat(
          alphaPosition: .first, alphaOutput: .always, hashPrefix: true, uppercase: true,
          includeNames: true)
      ),
      (
        ["--to", "swift", "--swift-type", "BrandColors", "--swift-access", "internal"],
        SwiftCodeFormat(typeName: "BrandColors", accessLevel: .internal)
      ),
      (["--to", "html", "--sheet-columns", "2"], SheetFormat(.html, columns: 2)),
      (["--to", "svg", "--sheet-columns", "1"], SheetFormat(.svg, columns: 1)),
    ]
    for (arguments, codec) in cases {
      let result = run(arguments)
      #expect(result.code == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout == (try codec.encode(palette)), "\(arguments)")
      #expect(result.stdout != (try ConvertDefaults.codec(codec.identifier).encode(palette)))
    }
    #expect(
      run(["--to", "hex", "--hex-prefix", "--hex-case", "upper", "--hex-names"]).out
        == "#FF0000FF red\n#0080FF80 glass\n#777777FF ink\n")
  }

  @Test func aWriteOnlyFormatCannotBeAnInput() {
    for format in ["swift", "html", "svg"] {
      let result = run(["--from", format, "--to", "json"])
      #expect(result.code == 64)
      #expect(
        result.errLines.first == "Error: palconv cannot read \(format) files: it only writes them")
    }
    let temp = TempFolder()
    let source = temp.write("Brand.swift", "import SwiftUI\n")
    let detected = palconv([source, "--to", "json"], registry: .builtIn)
    #expect(detected.code == 2)
    #expect(
      detected.stderr.contains(
        "error: cannot tell the format: no format recognised the content and no readable format "
          + "claims .swift"))
  }
}

/// The built-in formats in their default configuration.
enum ConvertDefaults {
  static func codec(_ identifier: String) throws -> any PaletteEncoder {
    try #require(FormatRegistry.builtIn.format(named: identifier) as? any PaletteEncoder)
  }
}

/// Options of a registry's formats, whatever the formats are: help, parsing and validation
/// come from the declarations.
@Suite struct RegistryOptionTests {
  let tpal = "TPAL\n#ff0000 Red\n#00ff00 Green\n"

  func run(
    _ arguments: [String], registry: FormatRegistry = TestFormats.configurable
  )
    -> CLIResult
  {
    palconv(
      ["-"] + arguments, environment: PalconvEnvironment(standardInput: Array(tpal.utf8)),
      registry: registry)
  }

  @Test func helpListsTheOptionsTheFormatsDeclare() {
    let help = palconv(["convert", "--help"], registry: TestFormats.configurable).out
    #expect(help.contains("FORMAT OPTIONS:\n  --tpad-width <n>        Padded: stars per line.\n"))
    #expect(help.contains("  --tpad-shout            Padded: end each line with '!'.\n"))
    #expect(!help.contains("--gpl-alpha"))
    let plain = palconv(["convert", "--help"]).out
    #expect(!plain.contains("FORMAT OPTIONS"))
    #expect(palconv(["help", "convert"], registry: TestFormats.configurable).out == help)
    let builtIn = palconv(["convert", "--help"], registry: .builtIn).out
    for entry in FormatRegistry.builtIn.options {
      #expect(builtIn.contains("  --\(entry.name)"), "\(entry.name)")
    }
  }

  @Test func theDeclaredOptionsConfigureTheFormat() {
    #expect(run(["--to", "tpad"]).out == "*\n*\n")
    #expect(run(["--to", "tpad", "--tpad-width", "3", "--tpad-shout"]).out == "***!\n***!\n")
  }

  @Test func valuesAreCheckedAgainstTheDeclaration() {
    let result = run(["--to", "tpad", "--tpad-width", "9"])
    #expect(result.code == 64)
    #expect(
      result.errLines.first
        == "Error: the value of '--tpad-width' must be a whole number from 1 to 8, not '9'")
  }

  @Test func anOptionOfAnotherFormatIsAUsageError() {
    let result = run(["--to", "tbin", "--tpad-shout"])
    #expect(result.code == 64)
    #expect(result.errLines.first == "Error: '--tpad-shout' applies to tpad only, not to tbin")
    // Without the format, the option does not exist.
    let unknown = run(["--to", "tbin", "--tpad-shout"], registry: TestFormats.registry)
    #expect(unknown.code == 64)
    #expect(unknown.errLines.first == "Error: unknown option '--tpad-shout'")
  }
}

/// A reading option kept because the input's format is detected, where the input turns out to
/// be another format: a warning for that input, an error under `--strict`.
@Suite struct UnusedReadingOptionTests {
  let gpl = "GIMP Palette\n#\n255   0   0\tRed\n"

  func run(_ arguments: [String]) -> CLIResult {
    palconv(
      ["-"] + arguments, environment: PalconvEnvironment(standardInput: Array(gpl.utf8)),
      registry: .builtIn)
  }

  @Test func anInputOfAnotherFormatWarns() {
    let result = run(["--to", "json", "--alpha-order", "argb"])
    #expect(result.code == 0)
    #expect(
      result.errLines == [
        "<stdin>: warning: '--alpha-order' applies to hex only; this input was read as gpl, so "
          + "it is not used [option.unused]"
      ])
    #expect(run(["--to", "json", "--alpha-order", "argb", "--strict"]).code == 1)
  }

  @Test func anOptionOfTheTargetDoesNotWarn() {
    let result = run(["--to", "hex", "--alpha-order", "argb"])
    #expect(result.code == 0)
    #expect(!result.stderr.contains("[option.unused]"))
    #expect(!run(["--from", "gpl", "--to", "hex", "--hex-names"]).stderr.contains("option."))
  }
}
