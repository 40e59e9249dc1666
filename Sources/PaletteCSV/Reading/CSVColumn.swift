/// What a column of a CSV palette holds, as its header names it.
enum CSVColumn: Hashable, CaseIterable {
  case name, hex, red, green, blue, cyan, magenta, yellow, black, labL, labA, labB, alpha, group

  /// Header words for each column, compared after lower-casing and removing spaces, `_`, `-`
  /// and `.`; `a` and `b` are settled by ``CSVHeader`` from the other columns.
  static let synonyms: [String: CSVColumn] = [
    "name": .name, "colorname": .name, "colourname": .name, "swatch": .name,
    "swatchname": .name, "label": .name, "title": .name,
    "hex": .hex, "hexcode": .hex, "hexcolor": .hex, "hexcolour": .hex, "hexvalue": .hex,
    "html": .hex, "color": .hex, "colour": .hex, "web": .hex, "rgbhex": .hex, "#": .hex,
    "r": .red, "red": .red, "g": .green, "green": .green, "blue": .blue,
    "c": .cyan, "cyan": .cyan, "m": .magenta, "magenta": .magenta, "y": .yellow,
    "yellow": .yellow, "k": .black, "black": .black, "key": .black,
    "l": .labL, "l*": .labL, "lightness": .labL, "labl": .labL,
    "a*": .labA, "laba": .labA, "b*": .labB, "labb": .labB,
    "alpha": .alpha, "opacity": .alpha,
    "group": .group, "groupname": .group, "category": .group, "family": .group,
    "section": .group,
  ]

  /// The column's name in messages.
  var label: String {
    switch self {
    case .name: "name"
    case .hex: "hex"
    case .red: "red"
    case .green: "green"
    case .blue: "blue"
    case .cyan: "cyan"
    case .magenta: "magenta"
    case .yellow: "yellow"
    case .black: "black"
    case .labL: "Lab L"
    case .labA: "Lab a"
    case .labB: "Lab b"
    case .alpha: "alpha"
    case .group: "group"
    }
  }
}
