import Foundation
import PaletteCore
import PaletteKit
import Testing

@testable import PalconvCLI

/// `palconv proof`, and the profile options of `contrast`, through Ghostscript's SWOP profile
/// against LittleCMS's `transicc` (2.14, `-c 0 -n`): `-i '*Lab' -o default_cmyk.icc -t 0`
/// gives CMYK 59.8444 60.8957 20.4501 2.1973 for Lab 50 10 −20, and 0 100 100 0 for Lab
/// 55 80 60, which prints (`-t 1` back) as 53.6045 69.8125 45.1953: ΔE00 4.70 between the two.
@Suite struct ProofCommandTests {
  static let press = "/usr/share/color/icc/ghostscript/default_cmyk.icc"

  static let input = """
    { "format": "palconv-palette", "version": 1, "groups": [ { "swatches": [
      { "name": "Slate", "model": "lab", "values": [50, 10, -20] },
      { "name": "Signal", "model": "lab", "values": [55, 80, 60] },
      { "name": "Ink", "model": "cmyk", "values": [0.2, 0.4, 0.6, 0.1] } ] } ] }
    """

  @Test(.enabled(if: FileManager.default.fileExists(atPath: press), "needs Debian's ghostscript"))
  func jsonListsGamutDeviceValuesAndWhatPrints() throws {
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    let result = palconv(
      ["proof", source, "--profile", Self.press, "--format", "json"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(object["intent"] as? String == "perceptual")
    #expect(object["profileDescription"] as? String == "Artifex CMYK SWOP Profile")
    let swatches = try #require(object["swatches"] as? [[String: Any]])
    #expect(swatches.map { $0["name"] as? String } == ["Slate", "Signal", "Ink"])
    #expect(swatches.map { $0["inGamut"] as? Bool } == [true, false, true])
    let device = try #require((swatches[0]["device"] as? [String: Any])?["values"] as? [Double])
    for (got, want) in zip(device, [59.8444, 60.8957, 20.4501, 2.1973]) {
      #expect(abs(got * 100 - want) < 0.05)
    }
    let ink = try #require(swatches[2]["device"] as? [String: Any])
    #expect(ink["asGiven"] as? Bool == true)
    #expect(swatches[2]["deltaE"] as? Double == 0)
    #expect(abs((swatches[1]["deltaE"] as? Double ?? 0) - 4.70) < 0.05)
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["outOfGamut"] as? Int == 1)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: press), "needs Debian's ghostscript"))
  func maxDeltaEIsAGateAndTheSheetFlagsOutOfGamutSwatches() throws {
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    let gate = palconv(
      ["proof", source, "--profile", Self.press, "--max-delta-e", "2"], registry: .builtIn)
    #expect(gate.code == 1)
    #expect(gate.stderr.contains("Signal prints ΔE00"))
    #expect(gate.stderr.contains("(out of gamut) [proof.max-delta-e]"))
    #expect(!gate.stderr.contains("Slate prints"))
    let sheet = palconv(
      ["proof", source, "--profile", Self.press, "--format", "html"], registry: .builtIn)
    #expect(sheet.code == 0)
    #expect(sheet.out.components(separatedBy: "data-flagged=\"true\"").count == 2)
    #expect(sheet.out.components(separatedBy: "class=\"a strip\"").count == 4)
  }

  @Test func aNamedColourProfileIsNotAPress() {
    let crayons = "/usr/share/color/icc/colord/Crayons.icc"
    guard FileManager.default.fileExists(atPath: crayons) else { return }
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    let result = palconv(["proof", source, "--profile", crayons], registry: .builtIn)
    #expect(result.code == 64)
    #expect(result.stderr.contains("a press profile must be a CMYK, RGB or gray profile"))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: press), "needs Debian's ghostscript"))
  func contrastMeasuresCMYKThroughTheProfile() throws {
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    // transicc -i default_cmyk.icc -o '*sRGB' -t 0: CMYK 20 40 60 10 is 187.5997 144.6696
    // 107.0198 (#BC916B); the naive formula gives #B88A5C.
    let result = palconv(
      ["contrast", source, "--text", "Ink", "--format", "json", "--cmyk-profile", Self.press],
      registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out.contains("\"textColor\": \"#BC916B\""), "\(result.out)")
    let naive = palconv(
      ["contrast", source, "--text", "Ink", "--format", "json"], registry: .builtIn)
    #expect(naive.out.contains("\"textColor\": \"#B88A5C\""))
  }
}
