import PaletteCore

/// The value of `--appearance`: `light` (the base colours) or an ``PaletteCore/Appearance``.
enum AppearanceArgument {
  /// The words `--appearance` takes.
  static let names = ["light"] + Appearance.allCases.map(\.rawValue)

  /// The appearance a word names; `nil` for `light`.
  ///
  /// - Parameter text: The option's value.
  /// - Returns: The appearance, or `nil` for the light colours.
  /// - Throws: ``UsageError`` for another word, suggesting the closest.
  static func parse(_ text: String) throws(UsageError) -> Appearance? {
    if text == "light" { return nil }
    if let appearance = Appearance(rawValue: text) { return appearance }
    var message = "unknown appearance '\(text)'"
    if let close = Suggestion.closest(to: text, among: names) {
      message += ", did you mean '\(close)'?"
    } else {
      message += "; use one of: " + names.joined(separator: ", ")
    }
    throw UsageError(message)
  }
}
