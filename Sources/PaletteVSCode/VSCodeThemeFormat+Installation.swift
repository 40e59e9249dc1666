public import PaletteCore

extension VSCodeThemeFormat {
  /// Where its files come from: VS Code and its theme extensions.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Visual Studio Code",
        steps: "A theme is read from an extension's themes folder (its package.json names the "
          + "file under contributes.themes); palconv reads such a file but does not write one.")
    ]
  }
}
