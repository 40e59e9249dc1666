import PaletteCore
import PaletteKit
import PaletteTransforms
import Testing

@testable import PalconvCLI

@Suite struct ContrastScaleStepTests {
  static let source =
    "GIMP Palette\n#\n202 202 202\tGray\n255 0 0\tRed\n"

  @Test func scaleContrastWritesWhatTheLibraryMakes() {
    let temp = TempFolder()
    let input = temp.write("keys.gpl", Self.source)
    let result = palconv(
      [input, "--scale", "contrast:3,4.5,7", "--background", "#e1e1e1", "--to", "json", "-q"],
      registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    let expected = Palette(swatches: [
      Swatch(name: "Gray", color: .srgb8(202, 202, 202)),
      Swatch(name: "Red", color: .srgb8(255, 0, 0)),
    ]).contrastScaled(
      ContrastScale(targets: [3, 4.5, 7], background: .srgb8(0xE1, 0xE1, 0xE1)))
    for swatch in expected.palette.allSwatches {
      let hex = swatch.color.rgba8.hexString()
      #expect(result.out.contains("\"name\": \"\(swatch.name!)\", \"hex\": \"\(hex)\""), "\(hex)")
    }
    #expect(result.out.contains("\"name\": \"gray-4.5\", \"hex\": \"#646464\""))
  }

  @Test func apcaAndUnreachableTargets() {
    let temp = TempFolder()
    let input = temp.write("keys.gpl", Self.source)
    let result = palconv(
      [
        input, "--scale", "contrast:60,108", "--contrast-method", "apca", "--background",
        "#1a1a1a", "--to", "hex",
      ], registry: .builtIn)
    #expect(result.code == 0)
    #expect(
      result.errLines.contains {
        $0.hasSuffix(
          "warning: Gray: no colour of its hue reaches Lc 108 on #1A1A1A, so the extreme of that "
            + "side (black or white) stands in (and 1 more target) [scale.unreachable]")
      }, "\(result.stderr)")
    let strict = palconv(
      [
        input, "--scale", "contrast:60,108", "--contrast-method", "apca", "--background",
        "#1a1a1a", "--to", "hex", "--strict",
      ], registry: .builtIn)
    #expect(strict.code == 1)
  }

  @Test func badValuesAreUsageErrors() {
    let temp = TempFolder()
    let input = temp.write("keys.gpl", Self.source)
    for (arguments, message) in [
      (
        ["--scale", "contrast:3,x"],
        "'--scale contrast:': each target must be a number from 1 to 21 (a WCAG ratio) or up "
          + "to 110 (an APCA Lc), not 'x'"
      ),
      (
        ["--scale", "contrast:3", "--background", "white"],
        "'--background': expected a hex colour such as '#1a1a1a', not 'white'"
      ),
      (["--background", "#fff"], "'--background' modifies '--scale', which is missing"),
    ] {
      let result = palconv([input] + arguments + ["--to", "hex"], registry: .builtIn)
      #expect(result.code == 64)
      #expect(result.errLines.first == "Error: \(message)", "\(result.stderr)")
    }
  }

  @Test func contrastSuggestsTheNearestPassingColour() {
    let temp = TempFolder()
    let input = temp.write(
      "c.gpl", "GIMP Palette\n#\n120 120 120\tInk\n250 250 245\tPaper\n")
    let result = palconv(
      [
        "contrast", input, "--text", "Ink", "--background", "Paper", "--min-ratio", "4.5",
        "--suggest",
      ],
      registry: .builtIn)
    #expect(result.code == 1)
    let suggestion = PaletteColor.srgb8(120, 120, 120).nearestPassing(
      on: .srgb8(250, 250, 245), minimumRatio: 4.5, minimumLc: nil)!
    #expect(
      result.errLines.contains {
        $0.contains(
          "\"Ink\" on \"Paper\": contrast 4.21:1 is below 4.5:1; nearest passing text colour "
            + suggestion.rgba8.hexString())
      }, "\(result.stderr)")
    let alone = palconv(["contrast", input, "--suggest"], registry: .builtIn)
    #expect(alone.code == 64)
    #expect(
      alone.errLines.first
        == "Error: '--suggest' needs '--min-ratio' or '--min-apca': what should pass")
  }
}
