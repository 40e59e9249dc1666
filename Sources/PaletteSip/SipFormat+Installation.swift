public import PaletteCore

extension SipFormat {
  /// Where its files are used: Sip, the macOS colour picker.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Sip",
        steps: "Double-click the file, or drag it onto Sip's list of palettes: Sip adds it as "
          + "a palette, its colours in order.")
    ]
  }
}
