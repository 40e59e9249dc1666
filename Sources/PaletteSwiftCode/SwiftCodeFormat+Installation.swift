public import PaletteCore

extension SwiftCodeFormat {
  /// Where its files are used: Xcode (SwiftUI).
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Xcode (SwiftUI)",
        steps: "Add the file to the app target (drag it into the project navigator), "
          + "then use the colours it declares.")
    ]
  }
}
