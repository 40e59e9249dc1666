public import PaletteCore

extension JASCFormat {
  /// Where its files are used: PaintShop Pro, Aseprite.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "PaintShop Pro",
        steps: "Load the file as a palette (Image ▸ Palette ▸ Load Palette…)."),
      InstallationGuide(
        application: "Aseprite",
        steps: "Choose Load Palette from the palette's options menu and pick the file."),
    ]
  }
}

extension RIFFPaletteFormat {
  /// Where its files are used: Windows programs that read RIFF palettes.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Windows programs that read RIFF palettes",
        steps: "Load the file with the program's palette command.")
    ]
  }
}
