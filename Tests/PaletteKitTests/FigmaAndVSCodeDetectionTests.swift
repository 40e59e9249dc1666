import PaletteCore
import PaletteKit
import TestSupport
import Testing

/// Figma's variables and VS Code's themes are JSON beside every other JSON dialect: each is
/// told by its content, whatever the extension.
@Suite struct FigmaAndVSCodeDetectionTests {
  let registry = FormatRegistry.builtIn

  @Test(arguments: [
    ("figma-variables/crafted/theme.json", "figma-variables"),
    ("figma-variables/crafted/bare.json", "figma-variables"),
    ("figma-variables/golden/golden.json", "figma-variables"),
    ("vscode-theme/real/nord-color-theme.json", "vscode-theme"),
    ("vscode-theme/real/tokyo-night-color-theme.json", "vscode-theme"),
    ("vscode-theme/real/night-owl-light-color-theme.json", "vscode-theme"),
  ])
  func detectedByContent(_ file: String, _ identifier: String) {
    for ext in ["json", nil] as [String?] {
      let detection = registry.detect(bytes: Fixtures.bytes(file), pathExtension: ext)
      #expect(detection.format?.identifier == identifier, "\(file): \(detection.reason)")
    }
  }

  @Test func theAliasesNameTheFormats() {
    #expect(registry.format(named: "figma")?.identifier == "figma-variables")
    #expect(registry.format(named: "VSCode")?.identifier == "vscode-theme")
    #expect(registry.format(named: "vs-code")?.identifier == "vscode-theme")
  }
}
