import Foundation
import Testing

@testable import PalconvCLI

@Suite struct ReadOnlyCommandTests {
  @Test func validateCleanFile() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#ff0000 Red\n")
    let result = palconv(["validate", input])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.isEmpty)
  }

  @Test func validateWarningsAndStrict() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Samples.uppercase)
    let lenient = palconv(["validate", input])
    #expect(lenient.code == 0)
    #expect(lenient.errLines == ["\(input):2:2: warning: upper-case hex digits [tpal.uppercase]"])
    let strict = palconv(["validate", input, "--strict"])
    #expect(strict.code == 1)
    #expect(strict.errLines == ["\(input):2:2: error: upper-case hex digits [tpal.uppercase]"])
  }

  @Test func validateTargetReportsLosses() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Samples.grouped)
    let result = palconv(["validate", input, "--target", "tbin"])
    #expect(result.code == 0)
    #expect(
      result.errLines.contains { $0.hasPrefix("\(input): warning: ") && $0.contains("[loss.") })
    #expect(palconv(["validate", input]).stderr.isEmpty)
    #expect(palconv(["validate", input, "--target", "tbin", "--strict"]).code == 1)
  }

  @Test func validateBrokenAndFolder() {
    let temp = TempFolder()
    temp.write("d/a.tpal", "TPAL\n#ff0000\n")
    temp.write("d/b.tpal", Samples.broken)
    temp.write("d/c.tpal", Samples.uppercase)
    let result = palconv(["validate", temp.url("d")])
    #expect(result.code == 2)
    #expect(
      result.errLines == [
        "\(temp.url("d/b.tpal")):2:2: error: bad colour '12345g' [error.invalid-value]",
        "\(temp.url("d/c.tpal")):2:2: warning: upper-case hex digits [tpal.uppercase]",
        "palconv: 3 checked, 1 failed, 0 skipped (1 warning)",
      ])
  }

  @Test func validateVerboseShowsDetection() {
    let temp = TempFolder()
    let input = temp.write("a.tbin", Samples.flatBinary)
    let result = palconv(["validate", input, "-v"])
    #expect(
      result.errLines.first
        == "\(input): note: read as tbin: the content matches tbin (strong) [detect.format]")
    #expect(result.errLines.dropFirst().allSatisfy { $0.contains(": note: ") })
  }

  @Test func showPlainWhenNotATerminal() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#ff0000 Red\n[Blues]\n#0000ff80 Sea\n")
    let result = palconv(["show", input])
    #expect(result.code == 0)
    #expect(
      result.out
        == "Untitled palette (2 swatches, tpal)\n\n  #FF0000  Red\n\nBlues\n  #0000FF80  Sea\n")
  }

  @Test func showTruecolorOnATerminal() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#ff0000 Red\n")
    let result = palconv(["show", input], environment: PalconvEnvironment(stdoutIsTerminal: true))
    #expect(result.out.contains("  \u{1B}[48;2;255;0;0m      \u{1B}[0m  #FF0000  Red\n"))
    let noColor = palconv(
      ["show", input],
      environment: PalconvEnvironment(variables: ["NO_COLOR": "1"], stdoutIsTerminal: true))
    #expect(!noColor.out.contains("\u{1B}"))
    let forced = palconv(["show", input, "--color", "always"])
    #expect(forced.out.contains("\u{1B}[48;2;255;0;0m"))
    let never = palconv(
      ["show", input, "--color", "never"], environment: PalconvEnvironment(stdoutIsTerminal: true))
    #expect(!never.out.contains("\u{1B}"))
  }

  @Test func showBrokenFile() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Samples.broken)
    let result = palconv(["show", input])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.errLines == ["\(input):2:2: error: bad colour '12345g' [error.invalid-value]"])
  }

  @Test func inspectIsJSONWithDetection() throws {
    let temp = TempFolder()
    let input = temp.write("a.tbin", "TPAL\n#FF0000 Red\n")
    let result = palconv(["inspect", input])
    #expect(result.code == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
    #expect(object["path"] as? String == input)
    let detection = try #require(object["detection"] as? [String: Any])
    #expect(detection["format"] as? String == "tpal")
    #expect(detection["method"] as? String == "content")
    #expect(detection["confidence"] as? String == "strong")
    #expect(detection["reason"] as? String == "the content matches tpal (strong)")
    let warnings = try #require(object["warnings"] as? [[String: Any]])
    #expect(warnings.first?["code"] as? String == "tpal.uppercase")
    #expect(object["palette"] is [String: Any])
  }

  @Test func inspectByExtension() throws {
    let temp = TempFolder()
    let input = temp.write("a.tbin", [1, 2, 3])
    let result = palconv(["inspect", input])
    #expect(result.code == 2)
    #expect(result.stdout.isEmpty)
    let stdin = palconv(
      ["inspect", "-", "--from", "tbin"],
      environment: PalconvEnvironment(standardInput: Samples.flatBinary))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stdin.stdout)) as? [String: Any])
    let detection = try #require(object["detection"] as? [String: Any])
    #expect(detection["method"] as? String == "override")
    #expect(object["path"] as? String == "<stdin>")
  }

  @Test func formatsTable() {
    let result = palconv(["formats"])
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("FORMAT  NAME "))
    #expect(lines[1].hasPrefix("tbin    Test binary palette"))
    #expect(lines[1].contains("  process  srgb  "))
    #expect(lines[1].hasSuffix(" 255"))
    #expect(lines[3].hasPrefix("wonly   Write-only test format"))
    #expect(lines[3].contains(" -     yes  "))
  }
}

@Suite struct LintTests {
  func tooMany(_ temp: TempFolder) -> String {
    var text = "TPAL\n"
    for index in 0..<256 {
      text += "#\(String(index, radix: 16).count == 1 ? "0" : "")\(String(index, radix: 16))0000\n"
    }
    return temp.write("many.tpal", text)
  }

  @Test func validateFailsOnLintErrors() {
    let temp = TempFolder()
    let input = tooMany(temp)
    #expect(palconv(["validate", input]).code == 0)
    let result = palconv(["validate", input, "--target", "tbin"])
    #expect(result.code == 1)
    #expect(
      result.errLines.contains {
        $0.hasPrefix("\(input): error: ") && $0.hasSuffix("[lint.too-many-colors]")
      })
  }

  @Test func validateStepStopsTheFile() {
    let temp = TempFolder()
    let input = tooMany(temp)
    let result = palconv([input, "--validate", "-o", temp.url("out.tbin")])
    #expect(result.code == 1)
    #expect(result.stderr.contains("[lint.too-many-colors]"))
    #expect(!temp.exists("out.tbin"))
    let fine = palconv([input, "--validate", "-o", temp.url("out.tpal")])
    #expect(fine.code == 0)
    #expect(temp.exists("out.tpal"))
  }
}
