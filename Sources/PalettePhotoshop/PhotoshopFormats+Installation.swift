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
