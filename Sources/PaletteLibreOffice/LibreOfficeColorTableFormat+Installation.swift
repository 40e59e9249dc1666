public import PaletteCore

extension LibreOfficeColorTableFormat {
  /// Where its files are used: LibreOffice.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "LibreOffice",
        steps: "Copy the file into the config folder of the LibreOffice user profile "
          + "(Tools ▸ Options ▸ LibreOffice ▸ Paths shows the profile) and restart "
          + "LibreOffice; the palette is listed in the Palette menu of the colour "
          + "dialogs.")
    ]
  }
}
