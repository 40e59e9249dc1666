import PaletteCore

/// The fixed roles of a scheme format, in the order its swatches are read: the terminal roles
/// (``terminal(count:)``) or base16's and base24's slots (``base24``).
///
/// Every format of the module maps a palette onto its layout the same way
/// (``SchemeMapping``), so a palette read from one scheme format is written to another role by
/// role, and a base16 scheme fills a terminal's roles as base16's own shell templates do.
struct SchemeLayout: Sendable {
  /// The slots, in reading order.
  let slots: [SchemeSlot]

  /// The position of the slot whose name or first-tier alias is `key`.
  ///
  /// - Parameter key: A ``SchemeNames/key(_:)`` key.
  /// - Returns: The slot's position, or `nil`.
  func slot(forKey key: String) -> Int? {
    slots.firstIndex { SchemeNames.key($0.name) == key || $0.aliases.first?.contains(key) == true }
  }

  /// The layout's first `count` slots.
  func prefix(_ count: Int) -> SchemeLayout {
    SchemeLayout(slots: Array(slots.prefix(count)))
  }

  /// Every name a slot of any layout answers to: a swatch so named is taken by its role or
  /// by none, never as a free swatch for another role.
  static let knownNames: Set<String> = {
    var names = Set<String>()
    for layout in [terminalRoles, base24] {
      for slot in layout.slots {
        names.insert(SchemeNames.key(slot.name))
        for tier in slot.aliases { names.formUnion(tier) }
      }
    }
    return names
  }()

  // MARK: Terminal roles

  /// The sixteen ANSI colours' words, in index order.
  static let ansiWords = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

  /// The base16 slot each ANSI colour takes when no terminal name fills it, as base16's shell
  /// and terminal templates map them (`color01` is `base08`): normal colours first, then the
  /// base24 bright colour and the base16 fallback for the bright ones.
  private static let ansiBase: [[[String]]] = [
    [["base00"]], [["base08"]], [["base0b"]], [["base0a"]], [["base0d"]], [["base0e"]],
    [["base0c"]], [["base05"]],
    [["base03"]], [["base12"], ["base08"]], [["base14"], ["base0b"]], [["base13"], ["base0a"]],
    [["base16"], ["base0d"]], [["base17"], ["base0e"]], [["base15"], ["base0c"]],
    [["base07"]],
  ]

  /// xterm's default colours for the sixteen ANSI colours (its `XTerm-col.ad` resources).
  private static let xterm: [RGBA8] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ].map(Self.rgb)

  static func rgb(_ value: Int) -> RGBA8 {
    RGBA8(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// Position of the background role.
  static let background = 16
  /// Position of the foreground role.
  static let foreground = 17

  /// The twenty-two terminal roles: the sixteen ANSI colours, background, foreground, cursor,
  /// selection background, cursor text, selection foreground. Each format holds a prefix.
  static let terminalRoles: SchemeLayout = {
    var slots: [SchemeSlot] = []
    for index in 0..<16 {
      let word = ansiWords[index % 8]
      let bright = index >= 8
      let name = bright ? "bright-" + word : word
      var first = [
        SchemeNames.key(name), "color\(index)", "colour\(index)", "ansi\(index)",
        "ansi\(index)color",
      ]
      if !bright { first.append("normal" + word) }
      if word == "magenta" { first.append(bright ? "brightpurple" : "purple") }
      let other = index < 8 ? index + 8 : index - 8
      slots.append(
        SchemeSlot(
          name: name, aliases: [first] + ansiBase[index], fallbacks: [.copy(other)],
          defaultColor: xterm[index]))
    }
    slots.append(
      SchemeSlot(
        name: "background", aliases: [["background", "backgroundcolor", "bg"], ["base00"]],
        fallbacks: [.copy(0)], defaultColor: xterm[0]))
    slots.append(
      SchemeSlot(
        name: "foreground", aliases: [["foreground", "foregroundcolor", "fg"], ["base05"]],
        fallbacks: [.copy(7)], defaultColor: xterm[7]))
    slots.append(
      SchemeSlot(
        name: "cursor", aliases: [["cursor", "cursorcolor", "cursorbackground"], ["base05"]],
        fallbacks: [.copy(foreground), .copy(7)], defaultColor: xterm[7]))
    slots.append(
      SchemeSlot(
        name: "selection-background",
        aliases: [
          ["selectionbackground", "selection", "selectioncolor", "selectionbg"], ["base02"],
        ],
        fallbacks: [.copy(8)], defaultColor: xterm[8]))
    slots.append(
      SchemeSlot(
        name: "cursor-text",
        aliases: [["cursortext", "cursortextcolor", "cursorforeground"], ["base00"]],
        fallbacks: [.copy(background), .copy(0)], defaultColor: xterm[0]))
    slots.append(
      SchemeSlot(
        name: "selection-foreground",
        aliases: [
          ["selectionforeground", "selectedtext", "selectedtextcolor", "selectiontext"],
          ["base05"],
        ],
        fallbacks: [.copy(foreground), .copy(7)], defaultColor: xterm[7]))
    return SchemeLayout(slots: slots)
  }()

  /// The first `count` terminal roles (18 to 22): what a terminal format holds.
  static func terminal(count: Int) -> SchemeLayout { terminalRoles.prefix(count) }

  // MARK: base16 and base24

  /// base16's "Default Dark" scheme (Chris Kempson), then base24's additions as their base16
  /// counterparts: the colours written for slots nothing fills.
  private static let baseDefaults: [RGBA8] = [
    0x181818, 0x282828, 0x383838, 0x585858, 0xB8B8B8, 0xD8D8D8, 0xE8E8E8, 0xF8F8F8,
    0xAB4642, 0xDC9656, 0xF7CA88, 0xA1B56C, 0x86C1B9, 0x7CAFC2, 0xBA8BAF, 0xA16946,
    0x181818, 0x181818, 0xAB4642, 0xF7CA88, 0xA1B56C, 0x86C1B9, 0x7CAFC2, 0xBA8BAF,
  ].map(Self.rgb)

  /// The terminal roles that fill each base slot, by key.
  private static let baseTerminal: [[String]] = [
    ["background", "black"], [], ["selectionbackground", "selection"], ["brightblack"], [],
    ["foreground", "white"], [], ["brightwhite"], ["red"], [], ["yellow"], ["green"], ["cyan"],
    ["blue"], ["magenta", "purple"], [],
    [], [], ["brightred"], ["brightyellow"], ["brightgreen"], ["brightcyan"], ["brightblue"],
    ["brightmagenta", "brightpurple"],
  ]

  /// How each base slot is filled when nothing fills it: the gray ramp between its
  /// neighbours, orange between red and yellow, brown between red and the background, and
  /// base24's extra slots as their base16 counterparts.
  private static let baseFallbacks: [[SchemeFallback]] = [
    [], [.mix(0, 2)], [], [], [.mix(3, 5)], [], [.mix(5, 7)], [], [], [.mix(8, 10)], [], [], [],
    [], [], [.mix(8, 0)],
    [.copy(0)], [.copy(0)], [.copy(8)], [.copy(10)], [.copy(11)], [.copy(12)], [.copy(13)],
    [.copy(14)],
  ]

  /// base24's twenty-four slots, `base00` to `base17`; base16 holds the first sixteen.
  static let base24: SchemeLayout = {
    var slots: [SchemeSlot] = []
    for index in 0..<24 {
      let hex = String(index, radix: 16, uppercase: true)
      let name = "base" + (index < 16 ? "0" : "") + hex
      let terminal = baseTerminal[index]
      slots.append(
        SchemeSlot(
          name: name, aliases: [[SchemeNames.key(name)]] + (terminal.isEmpty ? [] : [terminal]),
          fallbacks: baseFallbacks[index], defaultColor: baseDefaults[index]))
    }
    return SchemeLayout(slots: slots)
  }()

  /// base16's sixteen slots.
  static let base16 = base24.prefix(16)
}
