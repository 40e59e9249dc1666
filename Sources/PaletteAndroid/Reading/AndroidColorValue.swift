import PaletteCore

/// The value of one `<color>` resource, as written.
enum AndroidColorValue: Equatable {
  /// A literal `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first).
  case literal(RGBA8)
  /// `@color/NAME`, a colour of the same resources.
  case reference(String)
  /// A value palconv cannot resolve from one file: `@android:color/…` (the framework's
  /// colours), `?attr/…` (theme attributes), `@null`; with the reason.
  case unresolvable(String)

  /// Reads a value, trimmed of whitespace.
  ///
  /// - Parameter text: The element's text.
  /// - Returns: The value, or `nil` when it is none of the forms.
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    if bytes.first == ASCII.hash {
      guard let color = HexDigits.color(bytes[1...], alphaFirst: true) else { return nil }
      self = .literal(color)
    } else if text.hasPrefix("@color/") {
      let name = String(text.dropFirst(7))
      guard !name.isEmpty else { return nil }
      self = .reference(name)
    } else if text.hasPrefix("@android:color/") || text.hasPrefix("@*android:color/") {
      self = .unresolvable("a colour of the Android framework")
    } else if text.hasPrefix("?") {
      self = .unresolvable("a theme attribute, which depends on the theme in use")
    } else if text == "@null" {
      self = .unresolvable("@null, no colour")
    } else if text.hasPrefix("@") && text.contains(":color/") {
      self = .unresolvable("a colour of another package")
    } else {
      return nil
    }
  }
}
