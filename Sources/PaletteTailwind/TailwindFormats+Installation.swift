public import PaletteCore

extension TailwindConfigFormat {
  /// Where its files are used: Tailwind CSS v3.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Tailwind CSS v3",
        steps: "Use the file as the project's tailwind.config.js, or copy its "
          + "theme.extend.colors into yours; the colours then work in class names "
          + "(bg-name, text-name).")
    ]
  }
}

extension Tailwind4ThemeFormat {
  /// Where its files are used: Tailwind CSS v4.
  public var installationGuides: [InstallationGuide] {
    [
      InstallationGuide(
        application: "Tailwind CSS v4",
        steps: "Import the file in the main style sheet after Tailwind (@import "
          + "\"tailwindcss\"; then @import \"./brand.theme.css\", with the file's name); "
          + "the colours then work in class names (bg-name, text-name).")
    ]
  }
}
