/// The keys of an `.itermcolors` file for the terminal roles, in the roles' order.
enum ITermColorKeys {
  /// The key of each terminal role (``SchemeLayout/terminalRoles``).
  static let keys: [String] =
    (0..<16).map { "Ansi \($0) Color" } + [
      "Background Color", "Foreground Color", "Cursor Color", "Selection Color",
      "Cursor Text Color", "Selected Text Color",
    ]

  /// The role of each key.
  static let slots: [String: Int] = Dictionary(
    uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })

  /// Which appearance a key is for: iTerm2 3.5 writes each colour three times, plain, for
  /// light mode (`Ansi 0 Color (Light)`) and for dark mode (`Ansi 0 Color (Dark)`).
  enum Mode { case none, light, dark }

  /// A key without its appearance suffix, and the appearance.
  static func split(_ key: String) -> (key: String, mode: Mode) {
    if key.hasSuffix(" (Dark)") { return (String(key.dropLast(7)), .dark) }
    if key.hasSuffix(" (Light)") { return (String(key.dropLast(8)), .light) }
    return (key, .none)
  }

  /// The component keys of a colour dictionary, in the sorted order property lists are
  /// written in.
  static let alpha = "Alpha Component"
  static let red = "Red Component"
  static let green = "Green Component"
  static let blue = "Blue Component"
  static let colorSpace = "Color Space"
}
