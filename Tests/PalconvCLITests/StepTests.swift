import PaletteTransforms
import Testing

@testable import PalconvCLI

@Suite struct StepTests {
  let source = "TPAL\n#ffffff White\n#000000 Black\n[Group]\n#808080 Grey\n#202020 Dark\n"

  func convert(_ steps: [String]) -> CLIResult {
    let temp = TempFolder()
    let input = temp.write("in.tpal", source)
    return palconv([input, "--to", "tpal"] + steps)
  }

  @Test func sortWithinGroups() {
    let result = convert(["--sort", "lightness"])
    #expect(result.code == 0)
    #expect(
      result.out == "TPAL\n#000000 Black\n#ffffff White\n[Group]\n#202020 Dark\n#808080 Grey\n")
  }

  @Test func reverseSort() {
    let result = convert(["--sort", "lightness", "--reverse"])
    #expect(
      result.out == "TPAL\n#ffffff White\n#000000 Black\n[Group]\n#808080 Grey\n#202020 Dark\n")
  }

  @Test func flatten() {
    let result = convert(["--flatten"])
    #expect(result.out == "TPAL\n#ffffff White\n#000000 Black\n#808080 Grey\n#202020 Dark\n")
  }

  @Test func stepsRunInTheOrderWritten() {
    let flattenThenSort = convert(["--flatten", "--sort", "lightness"])
    #expect(
      flattenThenSort.out == "TPAL\n#000000 Black\n#202020 Dark\n#808080 Grey\n#ffffff White\n")
    let sortThenFlatten = convert(["--sort", "lightness", "--flatten"])
    #expect(
      sortThenFlatten.out == "TPAL\n#000000 Black\n#ffffff White\n#202020 Dark\n#808080 Grey\n")
  }

  @Test func dedupeWithAndWithoutAValue() {
    let temp = TempFolder()
    let exact = temp.write("exact.tpal", "TPAL\n#ff0000 A\n#ff0000 B\n#0000ff C\n")
    let bare = palconv(["--dedupe", exact, "--to", "tpal"])
    #expect(bare.code == 0)
    #expect(bare.out == "TPAL\n#ff0000 A\n#0000ff C\n")
    let near = temp.write("near.tpal", "TPAL\n#ff0000 A\n#fe0000 B\n#0000ff C\n")
    // Bare, the threshold is the metric's just-noticeable difference, as the help says:
    // ΔE00 1 (these differ by about 0.3), or ΔEOK 0.02 with --metric oklab.
    let bareNear = palconv([near, "--dedupe", "--to", "tpal"])
    #expect(bareNear.out == "TPAL\n#ff0000 A\n#0000ff C\n")
    let bareOK = palconv([near, "--dedupe", "--metric", "oklab", "--to", "tpal"])
    #expect(bareOK.out == "TPAL\n#ff0000 A\n#0000ff C\n")
    let zero = palconv([near, "--dedupe", "0", "--to", "tpal"])
    #expect(zero.out == "TPAL\n#ff0000 A\n#fe0000 B\n#0000ff C\n")
    let two = palconv([near, "--dedupe", "2", "--to", "tpal"])
    #expect(two.out == "TPAL\n#ff0000 A\n#0000ff C\n")
    let oklab = palconv([near, "--dedupe", "0.01", "--metric", "oklab", "--to", "tpal"])
    #expect(oklab.out == "TPAL\n#ff0000 A\n#0000ff C\n")
  }

  @Test func pastelizeChangesColours() {
    let temp = TempFolder()
    let input = temp.write("in.tpal", "TPAL\n#000000 Black\n")
    let none = palconv([input, "--pastelize", "0", "--to", "tpal"])
    #expect(none.out == "TPAL\n#000000 Black\n")
    let some = palconv([input, "--pastelize", "--to", "tpal"])
    #expect(some.code == 0)
    #expect(some.out != "TPAL\n#000000 Black\n")
  }

  @Test func parsedStepsAndSettings() throws {
    let parsed = try ConvertCommand.spec.parser.parse([
      "--validate", "--sort", "hue,name", "--dedupe", "2", "--metric", "oklab", "--prefer-named",
      "--pastelize", "--flatten", "--reverse",
    ])
    let (steps, settings) = try StepOptions.read(parsed)
    #expect(steps.count == 5)
    #expect(steps[0] == .validate)
    #expect(steps[2] == .dedupe(threshold: 2))
    #expect(steps[3] == .pastelize(amount: nil))
    #expect(steps[4] == .flatten)
    #expect(settings == StepSettings(reversed: true, metric: .deltaEOK, preferNamed: true))
  }
}
