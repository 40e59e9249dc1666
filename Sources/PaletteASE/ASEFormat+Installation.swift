public import PaletteCore

extension ASEFormat {
  /// Where its files are used: Adobe Illustrator, Adobe InDesign, Adobe Photoshop, Affinity Designer, Photo and Publisher.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Adobe Illustrator",
        steps: "In the Swatches panel, choose Open Swatch Library ▸ Other Library… from "
          + "the panel menu and pick the file; to keep the colours in a document, "
          + "select them in the library panel and choose Add to Swatches."),
      InstallationGuide(
        application: "Adobe InDesign",
        steps: "In the Swatches panel, choose Load Swatches… from the panel menu and "
          + "pick the file."),
      InstallationGuide(
        application: "Adobe Photoshop",
        steps: "In the Swatches panel (Window ▸ Swatches), choose Import Swatches… from "
          + "the panel menu (Load Swatches… before Photoshop 2020) and pick the file."),
      InstallationGuide(
        application: "Affinity Designer, Photo and Publisher",
        steps: "In the Swatches panel, choose Import Palette… from the panel menu, then "
          + "As Application Palette (every document) or As Document Palette, and pick "
          + "the file."),
    ]
  }
}
