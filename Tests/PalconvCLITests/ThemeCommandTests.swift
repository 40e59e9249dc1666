import Foundation
import PaletteCore
import PaletteKit
import PaletteThemes
import TestSupport
import Testing

@testable import PalconvCLI

/// `palconv theme`: the scheme written as an asset catalog reads back with every role's colour
/// in every appearance, and those include the reference's published values for the tonal-spot
/// scheme of #0000FF (material-color-utilities, `typescript/scheme/scheme_tonal_spot_test.ts`,
/// commit 182a9248a27de554a011a68776b0dd8135e1cfa8).
@Suite struct ThemeCommandTests {
  static func run(_ arguments: [String]) -> CLIResult {
    palconv(["theme"] + arguments, environment: PalconvEnvironment(), registry: .builtIn)
  }

  @Test func writesAnAssetCatalogThatReadsBackPerAppearance() throws {
    let temp = TempFolder()
    let catalog = temp.url("Theme.xcassets")
    let result = Self.run(["--seed", "#0000FF", "--scheme", "tonal-spot", "-o", catalog])
    #expect(result.code == 0, "\(result.stderr)")
    let opened = try FormatRegistry.builtIn.open(.path(catalog))
    let read = Dictionary(
      opened.decoded.palette.allSwatches.map { ($0.name ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
    let expected = MaterialTheme(seed: RGBA8(red: 0, green: 0, blue: 255)).palette
    #expect(read.count == MaterialRole.allCases.count + 1)  // and the seed
    #expect(read["seed"]?.color.rgba8.hexString() == "#0000FF")
    for swatch in expected.allSwatches {
      let back = try #require(read[swatch.name ?? ""], "\(swatch.name ?? "")")
      #expect(back.color.rgba8 == swatch.color.rgba8, "\(swatch.name ?? "")")
      for appearance in Appearance.allCases {
        #expect(
          back.color(for: appearance).rgba8 == swatch.color(for: appearance).rgba8,
          "\(swatch.name ?? "") \(appearance.displayName)")
      }
    }
    #expect(read["surface"]?.color.rgba8.hexString() == "#FBF8FF")
    #expect(read["surface"]?.color(for: .dark).rgba8.hexString() == "#131318")
    #expect(read["on-surface"]?.color(for: .dark).rgba8.hexString() == "#E4E1E9")
    #expect(read["on-error"]?.color(for: .dark).rgba8.hexString() == "#690005")
    #expect(read["primary"]?.color.rgba8.hexString() == "#555992")
  }

  @Test func contrastAndSchemeAreChecked() {
    #expect(Self.run(["--to", "json"]).code == 64)
    #expect(Self.run(["--seed", "nope", "--to", "json"]).code == 64)
    #expect(Self.run(["--seed", "#6750A4", "--contrast", "2", "--to", "json"]).code == 64)
    #expect(Self.run(["--seed", "#6750A4", "--scheme", "pastel", "--to", "json"]).code == 64)
    let hex = Self.run(["--seed", "#6750A4", "--scheme", "monochrome", "--to", "hex", "-q"])
    #expect(hex.code == 0)
    #expect(hex.out.split(separator: "\n").count == MaterialRole.allCases.count + 1)
  }
}

/// The theme in every readable format that holds appearances reads back with each role's
/// colour in each appearance; the CSS is a golden file that Chromium renders
/// (`Tests/Browser/check-appearance.sh`).
@Suite struct ThemeRoundTripTests {
  static let expected = MaterialTheme(seed: RGBA8(red: 0x67, green: 0x50, blue: 0xA4)).palette

  @Test(arguments: ["theme.css", "theme.json", "theme.resolver.json", "Theme.xcassets"])
  func readsBackPerAppearance(_ file: String) throws {
    let temp = TempFolder()
    var arguments = ["theme", "--seed", "#6750A4", "-o", temp.url(file), "-q"]
    if file.hasSuffix(".resolver.json") { arguments += ["--to", "dtcg-resolver"] }
    let result = palconv(arguments, registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    // Read as palconv reads any file: the format is told by the content.
    let opened = try FormatRegistry.builtIn.open(.path(temp.url(file)))
    let read = Dictionary(
      opened.decoded.palette.allSwatches.map { (($0.name ?? "").lowercased(), $0) },
      uniquingKeysWith: { first, _ in first })
    #expect(read.count == MaterialRole.allCases.count + 1, "\(file)")  // and the seed
    for swatch in Self.expected.allSwatches {
      let name = swatch.name ?? ""
      let back = try #require(
        read[name] ?? read[name.replacingOccurrences(of: "-", with: "")]
          ?? read.first(where: { $0.key.hasSuffix(name) })?.value, "\(file) \(name)")
      for appearance in [nil] + Appearance.allCases.map(Optional.some) {
        let want = appearance.map { swatch.color(for: $0) } ?? swatch.color
        let got = appearance.map { back.color(for: $0) } ?? back.color
        #expect(
          got.rgba8 == want.rgba8,
          "\(file) \(name) \(appearance?.displayName ?? "light")")
      }
    }
  }

  /// Compose code is read back here with a pattern: each colour's doc comment names its
  /// role, the top-level objects hold the light colours and `Dark` the dark ones.
  @Test func composeHoldsEveryRoleLightAndDark() throws {
    let result = palconv(
      ["theme", "--seed", "#6750A4", "--to", "compose", "-q"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    let code = result.out
    let darkStart = try #require(code.range(of: "    object Dark {"))
    func colors(_ text: Substring) -> [String: String] {
      var found: [String: String] = [:]
      let lines = text.split(separator: "\n")
      for (index, line) in lines.enumerated() where line.contains("= Color(0x") {
        guard index > 0, let open = lines[index - 1].range(of: "/** "),
          let close = lines[index - 1].range(of: ". */"),
          let value = line.range(of: "Color(0x")
        else { continue }
        let name = String(lines[index - 1][open.upperBound..<close.lowerBound])
        let argb = line[value.upperBound...].prefix(8)
        found[name] = "#" + argb.dropFirst(2)
      }
      return found
    }
    let light = colors(code[..<darkStart.lowerBound])
    let dark = colors(code[darkStart.lowerBound...])
    for swatch in Self.expected.allSwatches {
      let name = try #require(swatch.name)
      #expect(light[name] == swatch.color.rgba8.hexString(), "\(name)")
      if swatch.appearances[.dark] != nil {
        #expect(dark[name] == swatch.color(for: .dark).rgba8.hexString(), "\(name) dark")
      }
    }
    #expect(light.count == Self.expected.swatchCount)
  }

  @Test func theCSSAndJSONAreGolden() {
    let css = palconv(["theme", "--seed", "#6750A4", "--to", "css", "-q"], registry: .builtIn)
    Golden.check(css.out, against: "themes/material-6750a4.css")
    let json = palconv(["theme", "--seed", "#6750A4", "--to", "json", "-q"], registry: .builtIn)
    Golden.check(json.out, against: "themes/material-6750a4.json")
  }

  @Test func extraSeedsReplaceTheirPalettes() throws {
    let result = palconv(
      ["theme", "--seed", "#6750A4", "--tertiary", "#B5264C", "--to", "json", "-q"],
      registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    var theme = MaterialTheme(seed: RGBA8(red: 0x67, green: 0x50, blue: 0xA4))
    theme.tertiary = RGBA8(hex: "#B5264C")
    let tertiary = try #require(theme.palette.allSwatches.first { $0.name == "tertiary" })
    #expect(
      result.out.contains(
        "\"name\": \"tertiary\", \"hex\": \"\(tertiary.color.rgba8.hexString())\""))
    // The tertiary palette takes the given hue: T40 of #B5264C's hue, not the seed's.
    let plain = try #require(Self.expected.allSwatches.first { $0.name == "tertiary" })
    #expect(tertiary.color.rgba8 != plain.color.rgba8)
    let bad = palconv(
      ["theme", "--seed", "#6750A4", "--error", "red", "--to", "json"], registry: .builtIn)
    #expect(bad.code == 64)
    #expect(
      bad.errLines.first
        == "Error: the value of '--error' must be a hex colour such as '#6750A4', not 'red'")
  }

  @Test func materialRolesGivesEachSwatchItsTones() throws {
    let temp = TempFolder()
    let input = temp.write("b.gpl", "GIMP Palette\n#\n103 80 164\tBrand\n0 0 255\n")
    let result = palconv([input, "--material-roles", "--to", "json", "-q"], registry: .builtIn)
    #expect(result.code == 0, "\(result.stderr)")
    let opened = try FormatRegistry.builtIn.open(.bytes(Array(result.out.utf8), name: "t.json"))
    let groups = opened.decoded.palette.groups
    #expect(groups.map(\.name) == ["Brand", "color-2"])
    #expect(groups[0].swatches.count == TonalPalette.themeBuilderTones.count)
    // Jetpack Compose's baseline tokens are #6750A4's tones: Primary10 #21005D, Primary90
    // #EADDFF; HCT gives them within one step.
    let tone10 = try #require(groups[0].swatches.first { $0.name == "Brand-10" }).color.rgba8
    #expect(abs(Int(tone10.red) - 0x21) <= 1 && abs(Int(tone10.blue) - 0x5D) <= 1)
    let tone40 = try #require(groups[0].swatches.first { $0.name == "Brand-40" }).color.rgba8
    #expect(tone40.hexString() == "#6750A4")
    // The reference's published tones of #0000FF (dart/test/palettes_test.dart).
    let blue = groups[1].swatches
    #expect(blue.first { $0.name == "color-2-100" }?.color.rgba8.hexString() == "#FFFFFF")
    #expect(blue.first { $0.name == "color-2-40" }?.color.rgba8.hexString() == "#343DFF")
    #expect(blue.first { $0.name == "color-2-90" }?.color.rgba8.hexString() == "#E0E0FF")
  }
}
