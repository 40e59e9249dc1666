public import PaletteCore

extension OfficeThemeFormat {
  /// Where its files are used: PowerPoint, Word and Excel.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Microsoft PowerPoint, Word and Excel",
        steps: "Choose Design ▸ Themes ▸ Browse for Themes… (in Excel, Page Layout ▸ Themes ▸ "
          + "Browse for Themes…) and pick the file; its twelve colours become the document's "
          + "theme colours. To offer it in every document, copy it into the Document Themes "
          + "folder of Office's templates.")
    ]
  }
}

extension OfficeThemeXMLFormat {
  /// Where its files are used: PowerPoint, Word and Excel, as theme colours.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Microsoft PowerPoint, Word and Excel",
        steps: "Copy the file into the Theme Colors folder of Office's Document Themes folder "
          + "(on Windows %APPDATA%\\Microsoft\\Templates\\Document Themes\\Theme Colors); it "
          + "appears under Design ▸ Variants ▸ Colors in PowerPoint, Design ▸ Colors in Word "
          + "and Page Layout ▸ Colors in Excel.")
    ]
  }
}
