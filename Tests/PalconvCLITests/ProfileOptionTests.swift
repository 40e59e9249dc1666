import Foundation
import PaletteCore
import PaletteICC
import PaletteKit
import Testing

@testable import PalconvCLI

/// `--cmyk-profile`, `--intent` and `--black-point-compensation`: CMYK colours written to a
/// format without CMYK go through the profile as LittleCMS takes them.
@Suite struct ProfileOptionTests {
  /// Ghostscript's LUT-based CMYK profile (AGPL, so not kept in Fixtures), where Debian
  /// installs it.
  static let defaultCMYK = "/usr/share/color/icc/ghostscript/default_cmyk.icc"

  static let input = """
    { "format": "palconv-palette", "version": 1, "groups": [ { "swatches": [
      { "name": "Ink", "model": "cmyk", "values": [0.2, 0.4, 0.6, 0.1] } ] } ] }
    """

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: defaultCMYK), "needs Debian's ghostscript"))
  func cmykGoesThroughTheProfileIntoHex() throws {
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    // transicc -i default_cmyk.icc -o '*sRGB' -t 0 (LittleCMS 2.14) gives 187.5997 144.6696
    // 107.0198 for CMYK 20 40 60 10, and -t 1 gives 188.7458 146.9598 110.9440.
    for (intent, expected) in [("perceptual", "bc916b"), ("relative", "bd936f")] {
      let output = temp.url("out-\(intent).hex")
      let result = palconv(
        [source, "-o", output, "--cmyk-profile", Self.defaultCMYK, "--intent", intent, "-v"],
        registry: .builtIn)
      #expect(result.code == 0, "\(result.stderr)")
      let text = String(decoding: temp.read("out-\(intent).hex") ?? [], as: UTF8.self)
      #expect(text.lowercased().contains(expected), "\(intent): \(text)")
      #expect(result.stderr.contains("through the ICC profiles CMYK"), "\(result.stderr)")
    }
    // The naive formula gives another colour: (0.8 · 0.9, 0.6 · 0.9, 0.4 · 0.9) = b88a5c.
    let naive = palconv([source, "-o", temp.url("naive.hex")], registry: .builtIn)
    #expect(naive.code == 0)
    #expect(
      String(decoding: temp.read("naive.hex") ?? [], as: UTF8.self).lowercased().contains("b88a5c"))
  }

  @Test func anUnreadableProfileIsAUsageError() {
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    let profile = temp.write("bad.icc", "not a profile")
    let result = palconv(
      [source, "-o", temp.url("out.hex"), "--cmyk-profile", profile], registry: .builtIn)
    #expect(result.code != 0)
    #expect(result.stderr.contains("--cmyk-profile"))
  }

  @Test func anIntentWithoutAProfileIsAUsageError() {
    let temp = TempFolder()
    let source = temp.write("in.json", Self.input)
    let result = palconv(
      [source, "-o", temp.url("out.hex"), "--intent", "relative"], registry: .builtIn)
    #expect(result.code != 0)
    #expect(result.stderr.contains("apply only with a profile"))
  }

  @Test func palettesOfMoreCMYKColoursThanTheGridHasPointsUseTheSampledProfile() throws {
    guard let data = FileManager.default.contents(atPath: Self.defaultCMYK) else {
      print("note: \(Self.defaultCMYK) is not installed (Debian package ghostscript); skipped")
      return
    }
    let profiles = try ColorProfiles(cmyk: try ICCProfile(bytes: Array(data)))
    let settings = ProfileSettings(profiles: profiles, description: "CMYK default_cmyk.icc")
    let ink = PaletteColor(.cmyk(cyan: 0.33, magenta: 0.71, yellow: 0.12, black: 0.05))
    func palette(_ count: Int) -> Palette {
      Palette(groups: [PaletteGroup(swatches: Array(repeating: Swatch(color: ink), count: count))])
    }
    let exact = profiles.lab(of: ink)
    let sampled = profiles.sampledForCMYK().lab(of: ink)
    #expect(sampled != exact)
    let atTheGrid = settings.fitted(to: palette(ColorProfiles.cmykSamplePoints))
    #expect(atTheGrid.profiles.lab(of: ink) == exact)
    let past = settings.fitted(to: palette(ColorProfiles.cmykSamplePoints + 1))
    #expect(past.profiles.lab(of: ink) == sampled)
    #expect(past.description == settings.description)
  }
}
