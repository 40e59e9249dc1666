public import PaletteCore

extension GPLFormat {
  /// Where its files are used: GIMP, Inkscape, Krita, Aseprite.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "GIMP",
        steps: "Copy the file into a palettes folder of GIMP (Edit ▸ Preferences ▸ "
          + "Folders ▸ Palettes lists them), then choose Refresh Palettes from the "
          + "Palettes dialog's menu (Windows ▸ Dockable Dialogs ▸ Palettes); or "
          + "Import Palette… from that menu."),
      InstallationGuide(
        application: "Inkscape",
        steps: "Copy the file into the palettes folder of the Inkscape user folder (Edit "
          + "▸ Preferences ▸ System ▸ User palettes names it) and restart Inkscape; "
          + "the palette is listed in the Swatches panel."),
      InstallationGuide(
        application: "Krita",
        steps: "Choose Settings ▸ Manage Resources… ▸ Import Resources and pick the "
          + "file."),
      InstallationGuide(
        application: "Aseprite",
        steps: "Choose Load Palette from the palette's options menu and pick the file."),
    ]
  }
}
