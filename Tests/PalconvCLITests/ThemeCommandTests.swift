import Foundation
import PaletteCore
import PaletteKit
import PaletteThemes
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
    #expect(read.count == MaterialRole.allCases.count)
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
    #expect(hex.out.split(separator: "\n").count == MaterialRole.allCases.count)
  }
}
