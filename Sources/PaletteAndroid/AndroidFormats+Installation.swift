public import PaletteCore

extension AndroidColorsFormat {
  /// Where its files are used: Android Studio.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Android Studio",
        steps: "Copy the file into the module's res/values/ folder "
          + "(app/src/main/res/values/colors.xml, or any name ending in .xml), then "
          + "use the colours as @color/name in XML and R.color.name in code.")
    ]
  }
}

extension AndroidResourceFolderFormat {
  /// Where its files are used: Android Studio.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Android Studio",
        steps: "Copy the folder's values/ and values-night/ folders into the module's "
          + "res/ folder (app/src/main/res/); the dark colours apply in night mode.")
    ]
  }
}

extension ComposeCodeFormat {
  /// Where its files are used: Android Studio (Jetpack Compose).
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Android Studio (Jetpack Compose)",
        steps: "Copy the file into the module's Kotlin sources (app/src/main/java/ or "
          + "kotlin/, in the package of your choice, adding a package line), then use "
          + "the colours from the object it declares.")
    ]
  }
}
