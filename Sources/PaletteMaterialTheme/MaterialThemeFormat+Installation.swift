public import PaletteCore

extension MaterialThemeFormat {
  /// Where its files are used: Material Theme Builder tools.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Material Theme Builder tools",
        steps: "The layout of Material Theme Builder's material-theme.json export: give "
          + "it to the tools and scripts that read that export, under that name.")
    ]
  }
}
