import PaletteKit
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
