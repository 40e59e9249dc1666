public import PaletteCore

extension CSVFormat {
  /// Where its files are used: Spreadsheets (LibreOffice Calc, Excel, Google Sheets).
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Spreadsheets (LibreOffice Calc, Excel, Google Sheets)",
        steps: "Open or import the file as comma-separated values; the first row names "
          + "the columns.")
    ]
  }
}
