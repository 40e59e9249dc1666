/// The members of a Windows Terminal colour scheme for the terminal roles, in the roles'
/// order: the sixteen colours (magenta is `purple`), `background`, `foreground`,
/// `cursorColor`, `selectionBackground`.
enum WindowsTerminalKeys {
  /// The member of each role the scheme holds (the first twenty terminal roles).
  static let keys: [String] = [
    "black", "red", "green", "yellow", "blue", "purple", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightPurple",
    "brightCyan", "brightWhite", "background", "foreground", "cursorColor",
    "selectionBackground",
  ]

  /// The role of each member.
  static let slots: [String: Int] = Dictionary(
    uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })

  /// The order members are written in: the name and the four special colours, then the
  /// sixteen, as Windows Terminal's documentation lists them.
  static let writtenOrder: [Int] = [16, 17, 18, 19] + Array(0..<16)
}
