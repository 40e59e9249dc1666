public import PaletteCore

extension SheetFormat {
  /// A browser shows the page or the image; a vector editor opens the SVG.
  public var installationGuides: [InstallationGuide] {
    switch kind {
    case .html:
      [
        InstallationGuide(
          application: "A web browser",
          steps: "Open the page: every colour with its name, values and contrast. Publish "
            + "it beside the release for people to pick colours from.")
      ]
    case .svg:
      [
        InstallationGuide(
          application: "A web browser or a vector editor",
          steps: "Open the image in a browser, or place it in Illustrator, Inkscape, "
            + "Affinity Designer or Figma to pick colours from it.")
      ]
    }
  }
}
