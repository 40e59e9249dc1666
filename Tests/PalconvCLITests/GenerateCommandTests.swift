import Foundation
import PaletteCore
import PaletteKit
import PaletteTransforms
import Testing

@testable import PalconvCLI

@Suite struct GenerateCommandTests {
  static func run(_ arguments: [String]) -> CLIResult {
    palconv(["generate"] + arguments, registry: .builtIn)
  }

  /// The hex lines of a palette as the library makes it, for the command to match.
  static func hexLines(_ palette: Palette) -> String {
    palette.allSwatches.map { $0.color.rgba8.hexString().dropFirst().lowercased() + "\n" }.joined()
  }

  @Test func writesWhatTheLibraryChooses() {
    let result = Self.run(["--distinct", "6", "--to", "hex"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.out == Self.hexLines(Palette(swatches: []).addingDistinctColors(toReach: 6)))
    #expect(result.out.split(separator: "\n").count == 6)
    // Deterministic: the same bytes again.
    #expect(Self.run(["--distinct", "6", "--to", "hex"]).out == result.out)
  }

  @Test func keepsThePaletteGivenFirst() {
    let temp = TempFolder()
    let brand = temp.write("brand.gpl", "GIMP Palette\n#\n211 54 130\tMagenta\n38 139 210\tBlue\n")
    let result = Self.run(["--distinct", "5", "--keep", brand, "--to", "gpl", "-q"])
    #expect(result.code == 0, "\(result.stderr)")
    let lines = result.out.split(separator: "\n").filter {
      $0.first == " " || $0.first?.isNumber == true
    }
    #expect(lines.count == 5)
    #expect(lines[0] == "211  54 130\tMagenta")
    #expect(lines[1] == " 38 139 210\tBlue")
    let kept = Palette(swatches: [
      Swatch(name: "Magenta", color: .srgb8(211, 54, 130)),
      Swatch(name: "Blue", color: .srgb8(38, 139, 210)),
    ])
    let expected = kept.addingDistinctColors(toReach: 5).allSwatches.dropFirst(2)
    let hex = Self.run(["--distinct", "5", "--keep", brand, "--to", "hex", "-q"])
    #expect(
      hex.out.split(separator: "\n").dropFirst(2).map(String.init)
        == expected.map { $0.color.rgba8.hexString().dropFirst().lowercased() })
    // The kept palette is an input: it is never written over.
    let refused = Self.run(["--distinct", "5", "--keep", brand, "-o", brand])
    #expect(refused.code != 0)
    #expect(
      temp.read("brand.gpl")
        == Array("GIMP Palette\n#\n211 54 130\tMagenta\n38 139 210\tBlue\n".utf8))
  }

  @Test func stepsApplyInOrder() {
    let ordered = Self.run(["--distinct", "6", "--order", "cvd-safe", "--to", "hex"])
    #expect(ordered.code == 0)
    #expect(
      ordered.out
        == Self.hexLines(
          Palette(swatches: []).addingDistinctColors(toReach: 6).ordered(.cvdSafe)))
    let light = Self.run(["--distinct", "4", "--lightness", "0.7:0.8", "--to", "hex"])
    #expect(
      light.out
        == Self.hexLines(
          Palette(swatches: []).addingDistinctColors(
            toReach: 4, options: DistinctOptions(lightness: 0.7...0.8))))
    let short = Self.run(["--distinct", "50", "--lightness", "0.5:0.501", "--to", "hex"])
    #expect(short.code == 0)
    #expect(short.errLines.contains { $0.contains("[distinct.short]") }, "\(short.stderr)")
  }

  @Test func refusesWhatItCannotDo() {
    let noCount = Self.run(["--to", "hex"])
    #expect(noCount.code == 64)
    #expect(noCount.stderr.contains("generate needs '--distinct N'"))
    let positional = Self.run(["brand.gpl", "--distinct", "3", "--to", "hex"])
    #expect(positional.code == 64)
    #expect(positional.stderr.contains("use --keep"))
    let badRange = Self.run(["--distinct", "3", "--lightness", "0.9:0.1", "--to", "hex"])
    #expect(badRange.code == 64)
    #expect(badRange.stderr.contains("'--lightness': expected two numbers in 0...1"))
    let tooMany = Self.run(["--distinct", "5000", "--to", "hex"])
    #expect(tooMany.code == 64)
    let missing = Self.run(["--distinct", "3", "--keep", "/nonexistent/brand.ase", "--to", "hex"])
    #expect(missing.code == 2, "\(missing.stderr)")
  }

  @Test func convertTakesTheStepsToo() {
    let temp = TempFolder()
    let source = temp.write(
      "rg.gpl",
      "GIMP Palette\n#\n214 39 40\tRed\n44 160 44\tGreen\n31 119 180\tBlue\n"
        + "188 189 34\tOlive\n")
    let result = palconv(
      [source, "--order", "cvd-safe", "--distinct", "6", "--to", "gpl", "-q"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    let names = result.out.split(separator: "\n").compactMap { $0.split(separator: "\t").last }
      .filter { ["Red", "Green", "Blue", "Olive"].contains($0) }
    let reordered = Palette(swatches: [
      Swatch(name: "Red", color: .srgb8(214, 39, 40)),
      Swatch(name: "Green", color: .srgb8(44, 160, 44)),
      Swatch(name: "Blue", color: .srgb8(31, 119, 180)),
      Swatch(name: "Olive", color: .srgb8(188, 189, 34)),
    ]).orderedForColorVision().allSwatches.compactMap(\.name)
    #expect(names.map(String.init) == reordered)
    #expect(names.count == 4)
  }

  @Test func inspectReportsQuality() throws {
    let temp = TempFolder()
    let source = temp.write(
      "rg.gpl", "GIMP Palette\n#\n214 39 40\tRed\n44 160 44\tGreen\n31 119 180\tBlue\n")
    let result = palconv(["inspect", source, "--quality"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let quality = try #require(json["quality"] as? [String: Any])
    #expect(quality["colors"] as? Int == 3)
    let closest = try #require(quality["closest"] as? [String: [String: Any]])
    #expect(Set(closest.keys) == ["normal", "protanopia", "deuteranopia", "tritanopia"])
    let report = Palette(swatches: [
      Swatch(color: .srgb8(214, 39, 40)), Swatch(color: .srgb8(44, 160, 44)),
      Swatch(color: .srgb8(31, 119, 180)),
    ]).quality()
    for (vision, pair) in report.closest {
      let entry = try #require(closest[vision.rawValue])
      let value = try #require(entry["deltaEOK"] as? Double)
      #expect(abs(value - pair.deltaEOK) <= 5e-7)
      #expect((entry["first"] as? [String: Any])?["index"] as? Int == pair.first)
    }
    // Red and green are the closest pair for deuteranopes.
    let deutan = try #require(closest["deuteranopia"])
    #expect((deutan["first"] as? [String: Any])?["name"] as? String == "Red")
    #expect((deutan["second"] as? [String: Any])?["name"] as? String == "Green")
    let gamut = try #require(quality["gamut"] as? [String: Int])
    #expect(gamut == ["srgb": 3, "displayP3Only": 0, "outsideDisplayP3": 0])
    let plain = palconv(["inspect", source], registry: .builtIn)
    #expect(!plain.out.contains("\"quality\""))
  }
}
