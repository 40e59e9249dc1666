public import PaletteCore

extension ColorPaletteFormat {
  /// Where its files are used: Apps that read Simple Color Palette files.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Apps that read Simple Color Palette files",
        steps: "Open the file in an app that supports the Simple Color Palette format "
          + "(its import command, or the system's Open With).")
    ]
  }
}
