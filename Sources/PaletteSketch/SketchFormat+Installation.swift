public import PaletteCore

extension SketchFormat {
  /// Where its files are used: Sketch.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Sketch",
        steps: "Install the Sketch Palettes plug-in, then choose Plugins ▸ Sketch "
          + "Palettes ▸ Load Palette… and pick the file.")
    ]
  }
}
