/// How to put a file of a format to use in one application: the application, and the steps
/// that install the file there.
///
/// A format lists one guide per application that reads what it writes
/// (``PaletteFormat/installationGuides``); `palconv bundle` prints them in the `README.md` of a
/// release, beside each file.
///
///     InstallationGuide(
///       application: "GIMP",
///       steps: "Copy the file into the palettes folder that Edit ▸ Preferences ▸ Folders ▸ "
///         + "Palettes names, then choose Refresh Palettes in the Palettes dialog.")
public struct InstallationGuide: Hashable, Sendable {
  /// The application's name, as its maker writes it (`GIMP`, `Adobe Illustrator`).
  public var application: String
  /// What to do, in one or a few sentences of plain text; menu paths are written with `▸`.
  public var steps: String

  /// A guide.
  ///
  /// - Parameters:
  ///   - application: The application's name.
  ///   - steps: What to do, in plain text.
  public init(application: String, steps: String) {
    self.application = application
    self.steps = steps
  }
}
