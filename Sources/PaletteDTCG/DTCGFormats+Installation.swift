public import PaletteCore

extension DTCGFormat {
  /// Where its files are used: Style Dictionary, Tokens Studio for Figma.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Style Dictionary",
        steps: "Add the file to the source list of the Style Dictionary configuration; "
          + "version 4 and later read Design Tokens (DTCG) files."),
      InstallationGuide(
        application: "Tokens Studio for Figma",
        steps: "Load the file into a token set (Tools ▸ Load from file/folder, or a "
          + "synced repository)."),
    ]
  }
}

extension DTCGResolverFormat {
  /// Where its files are used: Design-token tools that read the DTCG resolver module.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Design-token tools that read the DTCG resolver module",
        steps: "Point the tool at the file as the resolver document; its theme modifier "
          + "selects the light, dark and high-contrast colours.")
    ]
  }
}
