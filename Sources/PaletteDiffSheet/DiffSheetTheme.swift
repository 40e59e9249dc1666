/// The colours of a visual diff's page in one theme: the page, its text, rules and the colour
/// of each kind of change.
struct DiffSheetTheme: Sendable {
  /// The page background, `#RRGGBB`.
  var background: String
  /// Names and headings.
  var text: String
  /// Values, details and the summary.
  var muted: String
  /// Rules between palettes and the outline of chips.
  var rule: String
  /// Added swatches.
  var added: String
  /// Removed swatches.
  var removed: String
  /// Renamed, recoloured, moved and changed swatches.
  var changed: String

  /// The light theme (the default), GitHub's light colours for additions and removals.
  static let light = DiffSheetTheme(
    background: "#FFFFFF", text: "#1F2328", muted: "#59636E", rule: "#D1D9E0",
    added: "#1A7F37", removed: "#CF222E", changed: "#9A6700")

  /// The dark theme, for `prefers-color-scheme: dark`.
  static let dark = DiffSheetTheme(
    background: "#0D1117", text: "#F0F6FC", muted: "#9198A1", rule: "#3D444D",
    added: "#3FB950", removed: "#F85149", changed: "#D29922")

  /// The CSS custom properties of the theme.
  var properties: String {
    "--bg: \(background); --text: \(text); --muted: \(muted); --rule: \(rule); "
      + "--added: \(added); --removed: \(removed); --changed: \(changed);"
  }
}
