/// A language palconv writes code or style sheets in, for ``CodeText``: what ends its comments
/// and how its string literals escape.
package enum CodeLanguage: Sendable, CaseIterable {
  /// JavaScript (Tailwind's configuration): `/* */` comments do not nest; string literals are
  /// single-quoted, with `\xHH` and `\uHHHH` escapes.
  case javaScript
  /// JSON: string literals only, with `\uhhhh` escapes.
  case json
  /// Swift: `/* */` comments nest; string literals escape with `\u{H}`, and `\(` is an
  /// interpolation, so every `\` is escaped.
  case swift
  /// Kotlin: `/* */` comments (and KDoc) nest; string literals escape with `\uHHHH`, and `$`
  /// starts a template, so it is escaped.
  case kotlin
  /// CSS, and the Sass, Less and Stylus that extend it: `/* */` comments do not nest; string
  /// literals escape with `\H ` (hex digits and a space).
  case css

  /// Whether a `/*` inside a block comment opens a nested one, which its own `*/` closes.
  package var nestsBlockComments: Bool {
    self == .swift || self == .kotlin
  }
}
