import PaletteCore

/// Recognises the blocks that select an appearance: media queries on `prefers-color-scheme`
/// and `prefers-contrast`, and the class and attribute switches sites use for a dark theme.
///
/// A block prelude is an appearance marker when, lower-cased and without whitespace, it is
///
/// - `@media` with conditions joined by `and`, each `(prefers-color-scheme:dark)`,
///   `(prefers-color-scheme:light)` or `(prefers-contrast:more)` (or the older `high`),
///   optionally after `screen and`, `only screen and` or `all and` (a light-only query
///   selects the base colours, as `:root` does);
/// - a selector list whose every selector is an optional `:root`, `html`, `body` or `:host`
///   followed by one or more switches: the class `.dark` or `.high-contrast`, or an attribute
///   `[data-theme=dark]`, `[data-color-scheme=dark]`, `[data-mode=dark]`,
///   `[data-bs-theme=dark]` or `[data-contrast=high|more]` (values quoted or not), all of the
///   same appearance; the same attributes `=light` name the light theme, which adds nothing
///   (`[data-theme=light][data-contrast=more]` is high-contrast light).
///
/// The mask is 1 for dark and 2 for high contrast; nested blocks combine theirs.
enum CSSAppearanceContext {
  /// The dark bit.
  static let dark: UInt8 = 1
  /// The high-contrast bit.
  static let highContrast: UInt8 = 2

  /// The appearance of a mask, `nil` for 0.
  static func appearance(_ mask: UInt8) -> Appearance? {
    Appearance(dark: mask & dark != 0, highContrast: mask & highContrast != 0)
  }

  /// The mask of a normalised block prelude, or `nil` when it is not an appearance marker.
  static func mask(of prelude: String) -> UInt8? {
    let text = String(
      String.UnicodeScalarView(
        prelude.unicodeScalars.filter { $0 != " " }.map {
          ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0
        }))
    if text.hasPrefix("@") { return mediaMask(text) }
    var result: UInt8?
    for selector in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let mask = selectorMask(selector), result == nil || result == mask else { return nil }
      result = mask
    }
    return result
  }

  private static func mediaMask(_ text: String) -> UInt8? {
    guard text.hasPrefix("@media") else { return nil }
    var query = Substring(text.dropFirst("@media".count))
    for prefix in ["onlyscreenand", "screenand", "alland", "onlyalland"]
    where query.hasPrefix(prefix) {
      query = query.dropFirst(prefix.count)
      break
    }
    guard query.hasPrefix("("), query.hasSuffix(")"), query.count > 2 else { return nil }
    var mask: UInt8 = 0
    for condition in query.dropFirst().dropLast().split(
      separator: ")and(", omittingEmptySubsequences: false)
    {
      switch condition {
      case "prefers-color-scheme:dark": mask |= dark
      case "prefers-color-scheme:light": break
      case "prefers-contrast:more", "prefers-contrast:high": mask |= highContrast
      default: return nil
      }
    }
    return mask
  }

  private static func selectorMask(_ selector: Substring) -> UInt8? {
    var rest = selector
    for root in [":root", "html", "body", ":host"] where rest.hasPrefix(root) {
      rest = rest.dropFirst(root.count)
      break
    }
    guard !rest.isEmpty else { return nil }
    var mask: UInt8 = 0
    while let first = rest.first {
      let part: Substring
      if first == "[" {
        guard let close = rest.firstIndex(of: "]") else { return nil }
        part = rest[...close]
      } else if first == "." {
        let end = rest.dropFirst().firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        part = rest[..<end]
      } else {
        return nil
      }
      rest = rest[part.endIndex...]
      guard let bit = switchMask(part) else { return nil }
      mask |= bit
    }
    return mask
  }

  private static func switchMask(_ part: Substring) -> UInt8? {
    switch part {
    case ".dark": return dark
    case ".high-contrast": return highContrast
    default: break
    }
    guard part.hasPrefix("["), let equals = part.firstIndex(of: "=") else { return nil }
    let attribute = part[part.index(after: part.startIndex)..<equals]
    var value = part[part.index(after: equals)..<part.index(before: part.endIndex)]
    if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2,
      value.last == quote
    {
      value = value.dropFirst().dropLast()
    }
    switch (attribute, value) {
    case ("data-theme", "dark"), ("data-color-scheme", "dark"), ("data-mode", "dark"),
      ("data-bs-theme", "dark"):
      return dark
    case ("data-contrast", "high"), ("data-contrast", "more"):
      return highContrast
    case ("data-theme", "light"), ("data-color-scheme", "light"), ("data-mode", "light"),
      ("data-bs-theme", "light"):
      // The light theme named outright: the base colours, as a light-only media query.
      return 0
    default: return nil
    }
  }
}
