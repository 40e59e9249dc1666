public import PaletteCore

extension SCSSFormat {
  /// Where its files are used: Sass.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Sass",
        steps: "Load the file from a style sheet (@use \"brand\" as *, with the file's "
          + "name) and use the variables and maps.")
    ]
  }
}

extension LessFormat {
  /// Where its files are used: Less.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Less",
        steps: "Import the file from a style sheet (@import \"brand.less\", with the "
          + "file's name) and use the variables.")
    ]
  }
}

extension StylusFormat {
  /// Where its files are used: Stylus.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Stylus",
        steps: "Import the file from a style sheet (@import \"brand\", with the file's "
          + "name) and use the variables.")
    ]
  }
}
