public import PaletteCore

extension JSONPaletteFormat {
  /// Where its files are used: palconv.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "palconv",
        steps: "The lossless source of every other file: keep it in the repository and "
          + "convert it with palconv (for example palconv brand.json -o brand.ase).")
    ]
  }
}
