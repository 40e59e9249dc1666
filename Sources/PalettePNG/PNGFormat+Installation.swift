public import PaletteCore

extension PNGFormat {
  /// Where its files are used: Aseprite, Any image editor.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Aseprite",
        steps: "Choose Load Palette from the palette's options menu and pick the image."),
      InstallationGuide(
        application: "Other image editors",
        steps: "Open the image and pick its colours with the eyedropper."),
    ]
  }
}
