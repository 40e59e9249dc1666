public import PaletteCore

extension ScribusFormat {
  /// Where its files are used: Scribus.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Scribus",
        steps: "Choose Edit ▸ Colors and Fills…, then Import, and pick the file.")
    ]
  }
}
