import PaletteCore
import PaletteKit

/// Names an attacker would give a palette: every line terminator a language knows, every
/// comment terminator, interpolations, markup, quotes, backslashes, NUL and a bidirectional
/// override, and payloads that run code (or add a rule) in each language palconv writes if a
/// comment or a string ends early.
enum HostileNames {
  /// The names, each used as a palette, group and swatch name.
  static let table: [String] = [
    "cr\rCR", "lf\nLF", "crlf\r\nCRLF", "nel\u{85}NEL", "ls\u{2028}LS", "ps\u{2029}PS",
    "vt\u{B}ff\u{C}end", "end */ comment", "open /* nested", "xml --> end", "double -- dash",
    "cdata ]]> end", "${template}", "\\(interpolation)", "<script>alert(1)</script>",
    "</style><b>x", "quotes \" ' `", "back\\slash \\u0041 \\x41", "nul\u{0}inside",
    "rlo\u{202E}olr", "esc\u{1B}[2J",
    // JavaScript: a line comment ended by U+2028 or CR, a string ended by a quote.
    "Brand\u{2028}require(\"fs\").writeFileSync(\"PWNED\",\"x\")//",
    "js\r}}};require(\"fs\").writeFileSync(\"PWNED\",\"x\");//",
    "js2 */ }; require('fs').writeFileSync('PWNED','x'); /*",
    "js3'); require('fs').writeFileSync('PWNED','x'); ('",
    // Kotlin and Swift: a string or a comment ended early.
    "kt\n\"); println(\"PWNED\") //", "kt2 */ val pwned = 1 /*", "kt3 $pwned ${println(\"PWNED\")}",
    "sw\n\")); print(\"PWNED\") //", "sw2 \\(print(\"PWNED\"))",
    // Sass (form feed ends a line), Less (U+2028), Stylus, CSS.
    "ss\u{C}$x: red; .pwned { color: $x; }", "less\u{2028}.pwned { color: red; }",
    "styl\n.pwned\n  color red", "css */ .pwned { color: red } /*",
    // XML and HTML.
    "xml --><pwned/><!--", "html </title><script>pwned()</script>",
  ]

  /// Every control character: C0, DEL, C1, the separators and the bidirectional controls.
  static let controls: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(UInt8(0x7F))]
    + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    + [0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
    .map { Unicode.Scalar($0)! }

  /// A distinct opaque colour for swatch `index`.
  static func color(_ index: Int) -> PaletteColor {
    .srgb8(UInt8(16 + index % 200), UInt8(100 + index / 200), UInt8(255 - index % 200))
  }

  /// One palette with every hostile name at once: as its name (all of them, joined), its
  /// description (one per line), the names of the swatches of an unnamed group, and the names
  /// of groups of one swatch each, named like the group.
  static let palette: Palette = {
    var groups = [
      PaletteGroup(
        swatches: table.enumerated().map { Swatch(name: $0.element, color: color($0.offset)) })
    ]
    for (index, name) in table.enumerated() {
      groups.append(
        PaletteGroup(name: name, swatches: [Swatch(name: name, color: color(table.count + index))])
      )
    }
    return Palette(
      name: table.joined(separator: " | "), description: table.joined(separator: "\n"),
      groups: groups)
  }()

  /// The names of ``controlPalette``'s swatches: every C0 control, DEL and the C1 controls,
  /// the separators and bidirectional controls, each set between letters.
  static let controlNames: [String] = [
    "c0" + String(String.UnicodeScalarView(controls[0..<32])) + "end",
    "c1" + String(String.UnicodeScalarView(controls[32..<65])) + "end",
    "u" + String(String.UnicodeScalarView(controls[65...])) + "end",
  ]

  /// A palette whose every text holds every control character; its description holds them
  /// without the line breaks, which a description keeps as its lines.
  static let controlPalette = Palette(
    name: "name" + controlNames.joined(),
    description: "text"
      + String(
        String.UnicodeScalarView(controls.filter { !isLineBreak($0) })) + "end",
    groups: [
      PaletteGroup(
        name: "group" + controlNames.joined(),
        swatches: controlNames.enumerated().map {
          Swatch(name: $0.element, color: color($0.offset))
        }
      )
    ])

  /// Whether `scalar` is a line break: LF, VT, FF, CR, NEL, LS or PS.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// `palette` with every control character removed from its texts: the same shape, so its
  /// output has the same lines and structure.
  static func cleaned(_ palette: Palette) -> Palette {
    func clean(_ text: String?) -> String? {
      text.map {
        String(String.UnicodeScalarView($0.unicodeScalars.filter { !controls.contains($0) }))
      }
    }
    var copy = palette
    copy.name = clean(palette.name)
    copy.description = clean(palette.description)
    for index in copy.groups.indices {
      copy.groups[index].name = clean(copy.groups[index].name)
      for swatch in copy.groups[index].swatches.indices {
        copy.groups[index].swatches[swatch].name = clean(copy.groups[index].swatches[swatch].name)
      }
    }
    return copy
  }

  /// The documented replacement, written here apart from the code under test: a tab or a line
  /// break becomes a space, any other control character U+FFFD; with `xml`, only the C0
  /// controls other than tab, line feed and carriage return are replaced.
  static func replaced(_ text: String, xml: Bool = false) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let replace =
        xml
        ? scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value)
        : controls.contains(scalar)
      if !replace {
        out.append(scalar)
      } else if scalar == "\t" || isLineBreak(scalar) {
        out.append(" ")
      } else {
        out.append("\u{FFFD}")
      }
    }
    return String(out)
  }

  /// Every writing format of the registry, as files: a single-file encoder's bytes as one file
  /// named `out`, a folder encoder's files by their paths.
  static func written(
    _ palette: Palette, as format: any PaletteFormat
  ) throws -> [(path: String, bytes: [UInt8])] {
    if let folder = format as? any FolderPaletteEncoder {
      return try folder.encodeFolder(palette).files.map { ($0.key, $0.value) }
        .sorted { $0.path < $1.path }
    }
    guard let encoder = format as? any PaletteEncoder else { return [] }
    return [("out", try encoder.encode(palette))]
  }

  /// The registry's formats that write.
  static var writers: [any PaletteFormat] {
    FormatRegistry.builtIn.formats.filter {
      $0 is any PaletteEncoder || $0 is any FolderPaletteEncoder
    }
  }
}
