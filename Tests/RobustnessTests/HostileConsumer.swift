/// What reads a writing format's output besides palconv, in ``HostileNameConsumerTests``:
/// the program a user would load or compile it with, or a parser of its syntax.
enum HostileConsumer: Equatable, Sendable {
  /// Node loads the Tailwind configuration (CommonJS and ES module).
  case node
  /// A CSS parser (`sassc`, which reads plain CSS) compiles the style sheet.
  case css
  /// `sassc` compiles the SCSS.
  case sass
  /// `lessc` compiles the Less.
  case less
  /// `stylus` compiles the Stylus.
  case stylus
  /// `swiftc` compiles and runs the Swift source.
  case swift
  /// `kotlinc` compiles the Kotlin source against a stand-in of Compose, and Java runs it.
  case kotlin
  /// Python's `xml.etree` parses every XML file (the entry of a zip, when named).
  case xml(entry: String? = nil)
  /// Python's `html.parser` parses the page.
  case html
  /// Python's `json` parses every JSON file (the entry of a zip, when named).
  case json(entry: String? = nil)
  /// A line-based text format no other program checks: palconv's own reader only.
  case lines
  /// A binary format: palconv's own reader only.
  case binary

  /// Whether the files written are text (a zip's entries are checked by its consumer).
  var isText: Bool {
    switch self {
    case .binary, .xml(entry: .some), .json(entry: .some): false
    default: true
    }
  }

  /// The consumer of each writing format of the registry; a test fails when a writer is missing.
  static let byFormat: [String: HostileConsumer] = [
    "ase": .binary, "clr": .binary, "kpl": .xml(entry: "colorset.xml"),
    "procreate": .json(entry: "Swatches.json"), "dtcg-resolver": .json(), "dtcg": .json(),
    "json": .json(), "xcassets": .json(), "sketch": .json(), "color-palette": .json(),
    "sip": .json(),
    "material-theme": .json(),
    "gpl": .lines, "css": .css, "paintnet": .lines, "hex": .lines, "aco": .binary, "act": .binary,
    "jasc": .lines, "riff": .binary, "png": .binary, "android": .xml(), "android-res": .xml(),
    "scribus": .xml(), "soc": .xml(), "corel-xml": .xml(), "autodesk-acb": .xml(), "scss": .sass,
    "less": .less,
    "stylus": .stylus, "swift": .swift, "tailwind": .node, "tailwind4": .css, "html": .html,
    "svg": .xml(), "compose": .kotlin, "csv": .lines, "x11": .lines, "kde": .lines,
    "painter": .lines, "homesite": .lines, "skencil": .lines, "unity-colors": .lines,
    "afpalette": .binary, "jcw": .binary, "office-theme": .xml(entry: "theme/theme/theme1.xml"),
    "office-theme-xml": .xml(), "windows-terminal": .json(), "iterm": .xml(), "base16": .lines,
    "base24": .lines, "alacritty": .lines, "kitty": .lines, "ghostty": .lines,
    "xresources": .lines, "aseprite": .binary, "animator-col": .binary, "pixelorama": .json(),
    "figma-variables": .json(),
  ]

  /// The formats a consumer reads.
  static func formats(_ consumer: HostileConsumer) -> [String] {
    byFormat.filter { $0.value == consumer }.map(\.key).sorted()
  }
}
