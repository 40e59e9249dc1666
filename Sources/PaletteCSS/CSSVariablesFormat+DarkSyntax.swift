extension CSSVariablesFormat {
  /// How the writer expresses a swatch's dark variant.
  public enum DarkSyntax: String, Hashable, Sendable, CaseIterable {
    /// `--name: light-dark(<light>, <dark>)` in `:root`, which also gets
    /// `color-scheme: light dark` so browsers switch with the system appearance (CSS Color 5;
    /// current browsers). The default.
    case lightDark = "light-dark"
    /// The light colour in `:root` and the dark one in an
    /// `@media (prefers-color-scheme: dark) { :root { … } }` block, which older browsers read
    /// too.
    case media
    /// The light colour in `:root` and the dark one in a `:root[data-theme="dark"]` block, for
    /// a page that switches its theme with an attribute; the high-contrast colours go in
    /// `:root[data-theme="light"][data-contrast="more"]` and
    /// `:root[data-theme="dark"][data-contrast="more"]` blocks.
    case dataTheme = "data-theme"
  }
}
