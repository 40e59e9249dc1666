public import PaletteCore

extension KritaFormat {
  /// Where its files are used: Krita.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Krita",
        steps: "Choose Settings ▸ Manage Resources… ▸ Import Resources and pick the "
          + "file, or use the import button of the Palette docker's palette list.")
    ]
  }
}
