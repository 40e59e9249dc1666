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

extension CorelCPLFormat {
  /// Where its files are used: CorelDRAW 5 to 11 and Corel PHOTO-PAINT.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "CorelDRAW and Corel PHOTO-PAINT",
        steps: "Open the file with the Color Palette Manager's Open palette command; "
          + "CorelDRAW X5 and later import it into their XML palettes.")
    ]
  }
}
