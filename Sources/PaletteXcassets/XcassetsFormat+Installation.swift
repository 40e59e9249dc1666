public import PaletteCore

extension XcassetsFormat {
  /// Where its files are used: Xcode.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Xcode",
        steps: "Drag the .xcassets folder into the project navigator and add it to the "
          + "app target, then use the colours by name (Color(\"Name\") in SwiftUI, "
          + "UIColor(named:) in UIKit). To merge them into an existing catalog, run "
          + "palconv with -o pointing at that catalog: it adds its colour sets and "
          + "keeps everything else.")
    ]
  }
}
