public import PaletteCore

extension GIFFormat {
  /// Where its files come from: any image editor that saves indexed GIFs.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Image editors (GIMP, Aseprite, Photoshop)",
        steps: "Open the GIF, or import its colour table as a palette: GIMP's Palettes dialog "
          + "imports one from an indexed image (Import Palette ▸ Image).")
    ]
  }
}

extension BMPFormat {
  /// Where its files come from: Windows Paint and image editors that save indexed bitmaps.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Image editors (GIMP, Paint.NET, Aseprite)",
        steps: "Open the bitmap, or import its colour table as a palette where the editor "
          + "offers it (GIMP: Import Palette ▸ Image).")
    ]
  }
}

extension PCXFormat {
  /// Where its files come from: PC Paintbrush and the DOS-era paint programs and games.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Image editors (GIMP, Aseprite, GrafX2)",
        steps: "Open the PCX image; GrafX2 and Aseprite load its palette with it.")
    ]
  }
}

extension ILBMFormat {
  /// Where its files come from: Deluxe Paint on the Amiga and DOS, and its successors.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Deluxe Paint, Personal Paint, GrafX2",
        steps: "Load the picture: the program takes its colour map as the palette (Deluxe "
          + "Paint: Picture ▸ Load; GrafX2 also loads just the palette).")
    ]
  }
}
