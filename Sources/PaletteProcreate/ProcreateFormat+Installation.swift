public import PaletteCore

extension ProcreateFormat {
  /// Where its files are used: Procreate.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Procreate",
        steps: "Send the file to the iPad (AirDrop, or save it in Files) and open it: "
          + "Procreate adds it to the Palettes of the Colors panel. In Procreate, the "
          + "+ of the Palettes tab ▸ New from Files imports it too.")
    ]
  }
}
