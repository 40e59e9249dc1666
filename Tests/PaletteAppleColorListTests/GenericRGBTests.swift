import Foundation
import PaletteCore
import TestSupport
import Testing

@testable import PaletteAppleColorList

/// Calibrated RGB is Apple's Generic RGB: its primaries, the D65 white and γ 1.8. Checked
/// against the colours the lists' own projects publish, never against palconv's numbers.
@Suite struct GenericRGBTests {
  static func hexes(_ path: String) throws -> [String] {
    try AppleColorListFormat().decode(Fixtures.bytes(path)).palette.allSwatches.map {
      $0.color.rgba8.hexString(includeAlpha: false).lowercased()
    }
  }

  /// Solarized publishes its sixteen colours in sRGB (the project's README); its colour list
  /// stores them in calibrated RGB.
  @Test(arguments: ["clr/real/solarized.clr", "clr/real/solarized-tagged.clr"])
  func solarizedReadsAsPublished(_ path: String) throws {
    let published = [
      "002b36", "073642", "586e75", "657b83", "839496", "93a1a1", "eee8d5", "fdf6e3", "b58900",
      "cb4b16", "dc322f", "d33682", "6c71c4", "268bd2", "2aa198", "859900",
    ]
    #expect(try Self.hexes(path).map { String($0.dropFirst()) } == published)
    let decoded = try AppleColorListFormat().decode(Fixtures.bytes(path))
    #expect(decoded.warnings.map(\.code) == ["clr.generic-rgb"])
    #expect(decoded.warnings.first?.severity == .note)
  }

  /// open-color's keys name each colour's published hex value (`Red 08 #E03131`), and end in
  /// NUL characters, which are not part of the name.
  @Test func openColorReadsAsItsKeysSay() throws {
    let decoded = try AppleColorListFormat().decode(Fixtures.bytes("clr/real/open-color_1.6.3.clr"))
    let swatches = decoded.palette.allSwatches
    #expect(swatches.count == 130)
    for swatch in swatches {
      let name = try #require(swatch.name)
      #expect(!name.unicodeScalars.contains { $0.value < 0x20 }, "\(name.debugDescription)")
      let published = try #require(name.split(separator: "#").last).lowercased()
      #expect(swatch.color.rgba8.hexString(includeAlpha: false).lowercased() == "#" + published)
    }
    #expect(swatches[28].name == "Pink 08 #C2255C")
    #expect(
      decoded.warnings.map(\.code) == ["clr.generic-rgb", "clr.nul-terminated-key"])
    #expect(
      decoded.warnings.last?.message
        == "130 keys end in NUL characters, which are not part of the name and are dropped")
  }

  /// The matrix from Generic RGB's primaries and white, derived as for sRGB, maps white to
  /// white and the primaries to the sRGB values Apple's ColorSync gives them (to 1/255).
  @Test func theMatrixKeepsWhiteAndGreys() {
    let white = ColorMath.genericRGBToSRGB(SIMD3(1, 1, 1))
    #expect(abs(white.x - 1) < 1e-12 && abs(white.y - 1) < 1e-12 && abs(white.z - 1) < 1e-12)
    // A grey keeps its luminance: Generic 0.5 is linear 0.5^1.8, sRGB-encoded on every channel.
    let grey = ColorMath.genericRGBToSRGB(SIMD3(0.5, 0.5, 0.5))
    let expected = ColorMath.linearToSRGB(pow(0.5, 1.8))
    #expect(abs(grey.x - expected) < 1e-12 && abs(grey.z - expected) < 1e-12)
    // Round trip.
    let colour = SIMD3(0.8, 0.2, 0.4)
    let back = ColorMath.srgbToGenericRGB(ColorMath.genericRGBToSRGB(colour))
    #expect(abs(back.x - colour.x) < 1e-12 && abs(back.y - colour.y) < 1e-12)
    #expect(abs(ColorMath.grayToGenericGray(ColorMath.genericGrayToGray(0.3)) - 0.3) < 1e-12)
  }
}
