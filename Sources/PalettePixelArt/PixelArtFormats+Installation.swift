public import PaletteCore

extension AsepriteFormat {
  /// Where its files are used: Aseprite.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Aseprite",
        steps: "Open the file with File ▸ Open: it is a 1×1 sprite whose palette is the "
          + "palette. To use it in another sprite, choose Load Palette in the Palette panel's "
          + "menu and pick the file.")
    ]
  }
}

extension AnimatorColorFormat {
  /// Where its files are used: Aseprite, which reads Animator's palettes.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Aseprite",
        steps: "In the Palette panel's menu choose Load Palette and pick the .col file.")
    ]
  }
}

extension PixeloramaFormat {
  /// Where its files are used: Pixelorama.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Pixelorama",
        steps: "Drag the .json file onto Pixelorama's window, or copy it into the Palettes "
          + "folder of Pixelorama's data folder (Help ▸ Open Data Folder) and restart: the "
          + "palette appears in the Palettes panel under the file's name.")
    ]
  }
}
