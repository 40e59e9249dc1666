public import PaletteCore

extension AffinityPaletteFormat {
  /// Where its files are used: Affinity Designer, Photo and Publisher.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Affinity Designer, Photo and Publisher",
        steps: "In the Swatches panel (Window ▸ Color ▸ Swatches), open the panel menu, choose "
          + "Import Palette… (as an application palette, or a document palette for one "
          + "document) and pick the file; double-clicking the file imports it too.")
    ]
  }
}
