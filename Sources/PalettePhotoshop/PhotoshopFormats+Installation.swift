public import PaletteCore

extension ACOFormat {
  /// Where its files are used: Adobe Photoshop.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Adobe Photoshop",
        steps: "In the Swatches panel (Window ▸ Swatches), choose Import Swatches… from "
          + "the panel menu (Load Swatches… before Photoshop 2020) and pick the file; "
          + "Photoshop 2020 and later keep its groups.")
    ]
  }
}

extension ACTFormat {
  /// Where its files are used: Adobe Photoshop.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Adobe Photoshop",
        steps: "Choose Image ▸ Mode ▸ Indexed Color…, set Palette to Custom…, click "
          + "Load… and pick the file (the colour table of an indexed image); Save for "
          + "Web's colour table menu loads it too.")
    ]
  }
}

extension AutodeskColorBookFormat {
  /// Where its files are used: AutoCAD and the other Autodesk applications with colour books.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "AutoCAD",
        steps: "Copy the file into a colour book folder (Options ▸ Files ▸ Color Book "
          + "Locations lists them; add one there if needed) and restart AutoCAD; the book is "
          + "listed on the Color Books tab of the Select Color dialog.")
    ]
  }
}
