public import PaletteCore

extension FigmaVariablesFormat {
  /// Where its files are used: Figma, through its variables REST API.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Figma",
        steps: "Send the file's collections and variables to the file's variables endpoint "
          + "(POST /v1/files/:key/variables, which needs an Enterprise plan), or give the file "
          + "to a plugin that imports variables from this JSON; each collection appears in "
          + "the Local variables panel with its Light and Dark modes.")
    ]
  }
}
