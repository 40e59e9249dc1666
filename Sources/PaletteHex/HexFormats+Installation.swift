public import PaletteCore

extension PaintNetFormat {
  /// Where its files are used: Paint.NET.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Paint.NET",
        steps: "In the Colors window, choose Palettes ▸ Open Palettes Folder, copy the "
          + "file there, and pick the palette from the Palettes menu.")
    ]
  }
}

extension HexListFormat {
  /// Where its files are used: Lospec and Aseprite.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Lospec and Aseprite",
        steps: "Upload the file to Lospec's palette tools, or in Aseprite choose Load "
          + "Palette from the palette's options menu and pick the file.")
    ]
  }
}
