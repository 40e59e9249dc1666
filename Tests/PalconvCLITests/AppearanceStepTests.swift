import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// `--appearance` picks the colours of one appearance; formats without variants warn.
@Suite struct AppearanceStepTests {
  static let css = """
    :root {
      --ink: light-dark(#111111, #eeeeee);
      --paper: #ffffff;
    }
    @media (prefers-contrast: more) {
      :root { --ink: #000000; }
    }

    """

  func convert(_ arguments: [String]) -> CLIResult {
    let temp = TempFolder()
    let input = temp.write("in.css", Self.css)
    return palconv([input, "--to", "hex"] + arguments, registry: .builtIn)
  }

  @Test(arguments: [
    ([String](), "111111\nffffff\n"),
    (["--appearance", "light"], "111111\nffffff\n"),
    (["--appearance", "dark"], "eeeeee\nffffff\n"),
    (["--appearance", "high-contrast"], "000000\nffffff\n"),
    // No high-contrast dark variant: the dark one.
    (["--appearance", "high-contrast-dark"], "eeeeee\nffffff\n"),
  ])
  func picksTheColoursOfOneAppearance(_ arguments: [String], _ expected: String) {
    let result = convert(arguments)
    #expect(result.code == 0)
    #expect(result.out == expected, "\(arguments)")
    // Once an appearance is picked, no variant is left to lose.
    #expect(result.stderr.contains("[loss.appearances]") == arguments.isEmpty, "\(result.stderr)")
  }

  @Test func theLossOfVariantsIsCountedPerAppearance() {
    let result = convert([])
    #expect(
      result.errLines.contains {
        $0.hasSuffix(
          "warning: hex cannot store appearance variants: 2 appearance variants (1 dark, "
            + "1 high-contrast light) will be dropped and the light colours kept: ink "
            + "[loss.appearances]")
      }, "\(result.stderr)")
  }

  /// An asset catalog with dark and high-contrast appearances, through every format that
  /// keeps all of them and back to palconv JSON: the same document as converted directly.
  @Test(arguments: ["dtcg-resolver", "css", "json"])
  func assetCatalogAppearancesSurviveARoundTrip(_ format: String) throws {
    let catalog = Fixtures.root.appending(path: "xcassets/Appearances.xcassets").path
    let temp = TempFolder()
    let direct = palconv([catalog, "--to", "json", "-o", "-"], registry: .builtIn)
    #expect(direct.code == 0)
    #expect(direct.out.contains("\"appearances\""))
    let ext = FormatRegistry.builtIn.format(named: format)!.fileExtensions[0]
    let middle = temp.url("middle.\(ext)")
    let there = palconv([catalog, "--to", format, "-o", middle], registry: .builtIn)
    #expect(there.code == 0)
    // CSS names are custom properties: lower case, and said so; nothing else is lost.
    let renamed = format == "css"
    let losses = there.errLines.filter { $0.contains("[loss.") }
    #expect(losses.count == (renamed ? 1 : 0), "\(there.stderr)")
    #expect(losses.allSatisfy { $0.hasSuffix("[loss.renamed]") })
    let back = palconv([middle, "--to", "json", "-o", "-"], registry: .builtIn)
    #expect(back.code == 0)
    let expected =
      renamed
      ? direct.out.replacing("\"Label\"", with: "\"label\"").replacing("\"Tint\"", with: "\"tint\"")
      : direct.out
    #expect(back.out == expected, "\(format)")
  }

  @Test func anUnknownAppearanceIsAUsageErrorWithASuggestion() {
    let result = convert(["--appearance", "drak"])
    #expect(result.code == 64)
    #expect(result.stderr.contains("unknown appearance 'drak', did you mean 'dark'?"))
  }

  @Test func contrastChecksTheChosenAppearance() {
    let temp = TempFolder()
    let input = temp.write("in.css", Self.css)
    let light = palconv(
      ["contrast", input, "--text", "ink", "--background", "paper"], registry: .builtIn)
    let dark = palconv(
      ["contrast", input, "--text", "ink", "--background", "paper", "--appearance", "dark"],
      registry: .builtIn)
    #expect(light.out.contains("18.88:1"), "\(light.out)")
    #expect(dark.out.contains("1.16:1"), "\(dark.out)")
  }
}
