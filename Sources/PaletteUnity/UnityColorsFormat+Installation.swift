public import PaletteCore

extension UnityColorsFormat {
  /// Where its files are used: the Unity editor.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Unity",
        steps: "Copy the file into a folder named Editor under the project's Assets (for "
          + "example Assets/Editor/brand.colors); the Color Picker lists it in the Swatches "
          + "section's library menu, with each swatch's name as its tooltip.")
    ]
  }
}
