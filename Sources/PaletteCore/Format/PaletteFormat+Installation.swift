extension PaletteFormat {
  /// No guides: a format that names no application (the default).
  public var installationGuides: [InstallationGuide] { [] }
}
