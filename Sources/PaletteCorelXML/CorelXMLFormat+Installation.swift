public import PaletteCore

extension CorelXMLFormat {
  /// Where its files are used: CorelDRAW.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "CorelDRAW",
        steps: "Open the Color Palettes docker (Window ▸ Dockers ▸ Color Palettes), "
          + "click Open palette and pick the file.")
    ]
  }
}
