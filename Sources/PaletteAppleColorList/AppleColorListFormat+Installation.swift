public import PaletteCore

extension AppleColorListFormat {
  /// Where its files are used: macOS colour panel (Xcode, Pages, Keynote, every AppKit app).
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "macOS colour panel (Xcode, Pages, Keynote, every AppKit app)",
        steps: "Copy the file into ~/Library/Colors/; the palette is then listed in the "
          + "Color Palettes tab of the colour panel of every app (restart an app that "
          + "is open).")
    ]
  }
}
