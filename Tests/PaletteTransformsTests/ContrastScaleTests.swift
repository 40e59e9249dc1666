import PaletteCore
import Testing

@testable import PaletteTransforms

/// Contrast scales against the themes Adobe Leonardo publishes with its outputs
/// (`packages/contrast-colors/test/theme.test.js` of adobe/leonardo, Apache-2.0, commit
/// 13f4981d9be151e71a5bc22e832abdf33e0983bf). Leonardo walks a path from white through its
/// key colours to black in an interpolation space; palconv keeps the swatch's OKLCH hue and
/// chroma. The two agree where the paths are the same colours: greys, and the shades of a
/// primary below it (which scaling linear RGB keeps at one OKLCH hue).
@Suite struct ContrastScaleTests {
  static func hex(_ color: PaletteColor) -> RGBA8 { color.rgba8 }

  static func color(_ hex: String) -> PaletteColor {
    let rgba = RGBA8(hex: hex)!
    return .srgb8(rgba.red, rgba.green, rgba.blue)
  }

  /// Expects each shade within 1/255 per channel of Leonardo's.
  static func expectNear(
    _ swatch: String, background: String, targets: [Double], leonardo: [String]
  ) {
    let palette = Palette(swatches: [Swatch(name: "key", color: color(swatch))])
    let made = palette.contrastScaled(
      ContrastScale(targets: targets, background: color(background))
    ).palette.allSwatches
    #expect(made.count == leonardo.count)
    for (shade, expected) in zip(made, leonardo) {
      let ours = shade.color.rgba8
      let theirs = RGBA8(hex: expected)!
      let worst = max(
        abs(Int(ours.red) - Int(theirs.red)), abs(Int(ours.green) - Int(theirs.green)),
        abs(Int(ours.blue) - Int(theirs.blue)))
      #expect(worst <= 1, "\(shade.name ?? "") \(ours.hexString()) against \(expected)")
    }
  }

  @Test func greysMatchLeonardosThemes() {
    // "should generate theme for three colors": background #e1e1e1.
    Self.expectNear(
      "#cacaca", background: "#e1e1e1", targets: [1.2, 1.4, 2, 3, 4.5, 6, 8, 12, 21],
      leonardo: [
        "#cecece", "#bfbfbf", "#a0a0a0", "#808080", "#646464", "#525252", "#404040", "#232323",
        "#000000",
      ])
    // "should generate white theme with increased contrast": background #fefefe.
    Self.expectNear(
      "#cacaca", background: "#fefefe", targets: [1.4, 1.8, 3, 5, 8, 11, 15, 23],
      leonardo: [
        "#d9d9d9", "#c0c0c0", "#949494", "#6f6f6f", "#505050", "#3b3b3b", "#272727", "#000000",
      ])
    // "should generate dark theme with increased contrast": background #303030.
    Self.expectNear(
      "#cacaca", background: "#303030", targets: [1.3, 1.6, 2.5, 4, 6.25, 8.5, 11.5],
      leonardo: ["#414141", "#4f4f4f", "#6b6b6b", "#8e8e8e", "#b3b3b3", "#d0d0d0", "#efefef"])
  }

  @Test func darkShadesOfAPrimaryMatchLeonardo() {
    // red (RGB interpolation) on #e1e1e1: 4.5, 8 and 12 lie between the key and black.
    Self.expectNear(
      "#ff0000", background: "#e1e1e1", targets: [4.5, 8, 12],
      leonardo: ["#cc0000", "#860000", "#500000"])
    // The white theme, contrast 2: 8 and 15.
    Self.expectNear(
      "#ff0000", background: "#fefefe", targets: [8, 15], leonardo: ["#a60000", "#560000"])
  }

  @Test func eachShadeIsTheLightestGreyThatReachesItsTarget() {
    let background = Self.color("#e1e1e1")
    let targets = [1.1, 1.5, 2.2, 3, 4.5, 7, 10]
    let made = Palette(swatches: [Swatch(color: .srgb8(128, 128, 128))])
      .contrastScaled(ContrastScale(targets: targets, background: background))
    #expect(made.unreachable.isEmpty)
    let backgroundRGB = SIMD3<Double>(repeating: 225.0 / 255)
    for (shade, target) in zip(made.palette.allSwatches, targets) {
      let grey = shade.color.rgba8
      #expect(grey.red == grey.green && grey.green == grey.blue)
      let value = Double(grey.red) / 255
      #expect(ColorMath.contrastRatio(SIMD3(repeating: value), backgroundRGB) >= target)
      let lighter = Double(grey.red + 1) / 255
      #expect(
        ColorMath.contrastRatio(SIMD3(repeating: lighter), backgroundRGB) < target,
        "\(grey.hexString()) for \(target)")
    }
  }

  @Test func apcaTargetsAreReachedAndTheUnreachableReported() {
    let palette = Palette(swatches: [
      Swatch(name: "Blue", color: .srgb8(0x24, 0x51, 0xFF)),
      Swatch(name: "Orange", color: .srgb8(0xFF, 0x86, 0x02)),
    ])
    let dark = Self.color("#1a1a1a")
    let made = palette.contrastScaled(
      ContrastScale(targets: [45, 60, 75, 108], background: dark, method: .apca))
    let backgroundRGB = dark.srgbValues
    for shade in made.palette.allSwatches where !(shade.name ?? "").hasSuffix("-108") {
      let target = Double(shade.name!.split(separator: "-").last!)!
      let lc = abs(APCA.lightnessContrast(text: shade.color.srgbValues, background: backgroundRGB))
      #expect(lc >= target, "\(shade.name!)")
    }
    // Lc 108 on near-black is beyond white itself.
    #expect(made.unreachable.map(\.swatch) == ["Blue", "Orange"])
    #expect(made.palette.groups.map(\.name) == ["blue", "orange"])
    #expect(
      made.palette.groups[0].swatches.map(\.name) == ["blue-45", "blue-60", "blue-75", "blue-108"])
    #expect(made.palette.groups[0].swatches[3].color.rgba8.hexString() == "#FFFFFF")
  }

  @Test func suggestionsPassAndStayClose() throws {
    let paper = Self.color("#fafaf5")
    let ink = Self.color("#787878")
    let suggestion = try #require(ink.nearestPassing(on: paper, minimumRatio: 4.5, minimumLc: nil))
    let pair = ContrastPair(text: Swatch(color: suggestion), background: Swatch(color: paper))
    #expect(pair.ratio >= 4.5)
    // A grey stays grey, one 8-bit step lighter fails.
    let grey = suggestion.rgba8
    #expect(grey.red == grey.green && grey.green == grey.blue)
    let lighter = PaletteColor.srgb8(grey.red + 1, grey.green + 1, grey.blue + 1)
    #expect(
      ContrastPair(text: Swatch(color: lighter), background: Swatch(color: paper)).ratio < 4.5)
    // Nearer than black, the colour every dark text could fall back on.
    let red = Self.color("#e67878")
    let redSuggestion = try #require(
      red.nearestPassing(on: paper, minimumRatio: 4.5, minimumLc: 60))
    let redPair = ContrastPair(text: Swatch(color: redSuggestion), background: Swatch(color: paper))
    #expect(redPair.ratio >= 4.5 && abs(redPair.apca) >= 60)
    #expect(red.deltaE2000(to: redSuggestion) < red.deltaE2000(to: .srgb8(0, 0, 0)))
    // A passing colour needs no suggestion.
    #expect(Self.color("#000000").nearestPassing(on: paper, minimumRatio: 7, minimumLc: nil) == nil)
  }
}
