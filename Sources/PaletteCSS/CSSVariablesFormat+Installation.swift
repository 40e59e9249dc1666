public import PaletteCore

extension CSSVariablesFormat {
  /// Where its files are used: CSS (web pages).
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "CSS (web pages)",
        steps: "Link the file from the pages (<link rel=\"stylesheet\" href=\"…\">) or "
          + "import it first in a style sheet (@import), then use the colours as "
          + "var(--name).")
    ]
  }
}
