import Foundation
import Testing

@testable import PalconvCLI

@Suite struct SimulationTests {
  static let sample = "TPAL\n#ff0000 Red\n[Greens]\n#00aa0080 Green\n"

  @Test func simulateStepConvertsEveryColour() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let output = temp.url("b.tpal")
    let result = palconv([input, "--simulate", "deuteranopia", "-o", output])
    #expect(result.code == 0)
    // colorspacious (Machado 2009, severity 1): #FF0000 → 163.2, 144.3, 0;
    // #00AA00 → 158.8, 142.0, 35.5. Alpha and groups are kept.
    #expect(
      temp.read("b.tpal").map { String(decoding: $0, as: UTF8.self) }
        == "TPAL\n#a39000 Red\n[Greens]\n#9f8e2480 Green\n")
  }

  @Test func stepsRunInOrderAndSeverityModifiesThem() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#ff0000 Red\n")
    let output = temp.url("b.tpal")
    // Red's relative luminance, 0.2126, encodes to 127.
    #expect(palconv([input, "--simulate", "achromatopsia", "-o", output]).code == 0)
    #expect(
      temp.read("b.tpal").map { String(decoding: $0, as: UTF8.self) } == "TPAL\n#7f7f7f Red\n")
    // colorspacious, protanomaly 55 %: #FF0000 → 174, 88, 0.
    #expect(
      palconv([input, "--simulate", "protanopia", "--severity", "0.55", "-o", output]).code == 0)
    #expect(
      temp.read("b.tpal").map { String(decoding: $0, as: UTF8.self) } == "TPAL\n#ae5800 Red\n")
  }

  @Test func badSimulationOptionsAreUsageErrors() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let output = temp.url("b.tpal")
    let typo = palconv([input, "--simulate", "deuteranopa", "-o", output])
    #expect(typo.code == 64)
    #expect(
      typo.errLines.first
        == "Error: unknown deficiency 'deuteranopa' for '--simulate', did you mean 'deuteranopia'?")
    let unknown = palconv([input, "--simulate", "deuteranomaly", "-o", output])
    #expect(
      unknown.errLines.first
        == "Error: unknown deficiency 'deuteranomaly' for '--simulate'; use one of: protanopia, "
        + "deuteranopia, tritanopia, achromatopsia")
    let lonely = palconv([input, "--severity", "0.5", "-o", output])
    #expect(lonely.errLines.first == "Error: '--severity' modifies '--simulate', which is missing")
    let achromat = palconv([
      input, "--simulate", "achromatopsia", "--severity", "0.5", "-o", output,
    ])
    #expect(
      achromat.errLines.first
        == "Error: '--severity' does not apply to achromatopsia, which has no partial form")
    let range = palconv([input, "--simulate", "tritanopia", "--severity", "2", "-o", output])
    #expect(
      range.errLines.first
        == "Error: the value of '--severity' must be a number from 0 to 1, not '2'")
    #expect(!temp.exists("b.tpal"))
  }

  @Test func showPreviewsTheSimulation() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let result = palconv(["show", input, "--simulate", "deuteranopia", "--severity", "0.3"])
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Untitled palette (2 swatches, tpal, as seen with deuteranopia at severity 0.3)")
    let plain = palconv(["show", input])
    #expect(plain.out.contains("#FF0000  Red"))
    #expect(!result.out.contains("#FF0000  Red"))
  }

  @Test func validateReportsConfusableColours() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#ff0000 Red\n#00aa00 Green\n")
    let result = palconv(["validate", input, "--cvd", "deuteranopia,protanopia"])
    #expect(result.code == 0)
    #expect(
      result.errLines == [
        "\(input): warning: \"Green\" and \"Red\" at swatch 1 look alike with deuteranopia: ΔE00 2.54, 74.33 in normal vision [lint.cvd-confusable]"
      ])
    #expect(palconv(["validate", input]).stderr.isEmpty)
    #expect(palconv(["validate", input, "--cvd", "all", "--strict"]).code == 1)
    let bad = palconv(["validate", input, "--cvd", "red"])
    #expect(bad.code == 64)
  }
}

@Suite struct NamingStepTests {
  @Test func nameUnnamedNamesAndWarns() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#c0737a\n#c0737a\n#ff0000 Brand\n")
    let output = temp.url("b.tpal")
    let result = palconv([input, "--name-unnamed", "-o", output])
    #expect(result.code == 0)
    #expect(
      result.errLines == [
        "\(input): warning: named 2 unnamed swatches: #C0737A \"Dusty Rose\", #C0737A \"Dusty Rose 2\" [name.assigned]"
      ])
    #expect(
      temp.read("b.tpal").map { String(decoding: $0, as: UTF8.self) }
        == "TPAL\n#c0737a Dusty Rose\n#c0737a Dusty Rose 2\n#ff0000 Brand\n")
    #expect(palconv([input, "--name-unnamed", "--strict", "-o", output, "--force"]).code == 1)
  }

  @Test func renameReplacesNames() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#663399 Accent\n#ff0000 Brand\n")
    let output = temp.url("b.tpal")
    #expect(palconv([input, "--rename", "nearest", "-o", output]).code == 0)
    #expect(
      temp.read("b.tpal").map { String(decoding: $0, as: UTF8.self) }
        == "TPAL\n#663399 rebeccapurple\n#ff0000 red\n")
    #expect(palconv([input, "--rename", "hex", "-o", output, "--force"]).code == 0)
    #expect(
      temp.read("b.tpal").map { String(decoding: $0, as: UTF8.self) }
        == "TPAL\n#663399 #663399\n#ff0000 #FF0000\n")
    let bad = palconv([input, "--rename", "css", "-o", output])
    #expect(bad.code == 64)
    #expect(
      bad.errLines.first == "Error: the value of '--rename' must be hex or nearest, not 'css'")
  }
}
