public import PaletteCore

/// A Tailwind CSS v3 configuration, `tailwind.config.js`, with the palette as theme colours
/// (write only).
///
/// The colours go under `theme.extend.colors`, so Tailwind's default palette stays. A named
/// group is an object keyed by its slug, and its swatches are keyed by their names without the
/// group's prefix (`blue-500` in group `blue` is `500`; a swatch named like the group is
/// `DEFAULT`); outside named groups, a name ending in `-NUMBER` is a shade of the family
/// before it. Values are `'#rrggbb'` (`'#rrggbbaa'` with alpha), gamut-mapped into sRGB.
/// ``module`` chooses `module.exports = ...` (CommonJS, the default, as `npx tailwindcss
/// init` writes it) or `export default ...` (an ES module).
public struct TailwindConfigFormat: PaletteEncoder {
  /// The JavaScript module system of the file.
  public enum ModuleSystem: String, Hashable, Sendable, CaseIterable {
    /// `module.exports = { ... }`.
    case cjs
    /// `export default { ... }`.
    case esm
  }

  /// How the configuration is exported.
  public var module: ModuleSystem

  /// Creates the format.
  ///
  /// - Parameter module: CommonJS (the default) or an ES module.
  public init(module: ModuleSystem = .cjs) {
    self.module = module
  }

  /// `"tailwind"`.
  public var identifier: String { "tailwind" }
  /// `"Tailwind CSS v3 config"`.
  public var displayName: String { "Tailwind CSS v3 config" }
  /// `["js", "cjs", "mjs"]`: `tailwind.config.js` names this format.
  public var fileExtensions: [String] { ["js", "cjs", "mjs"] }

  /// Write only: names (as slugs), groups (as nested objects), alpha; sRGB.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: true, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb],
      controlCharacters: ControlCharacterLimit(.all, in: .paletteName))
  }

  /// Writes the configuration.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: UTF-8 JavaScript ending with a newline.
  public func encode(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var families: [(name: String, entries: [TailwindNames.Entry])] = []
    var index: [String: Int] = [:]
    for entry in TailwindNames.entries(of: palette) {
      if let existing = index[entry.family] {
        families[existing].entries.append(entry)
      } else {
        index[entry.family] = families.count
        families.append((entry.family, [entry]))
      }
    }
    var out = ""
    if let name = palette.name {
      // Every line break JavaScript knows (U+2028 and U+2029 too) would end the comment.
      out += "// \(CodeText.lineComment(name))\n"
    }
    out += "/** @type {import('tailwindcss').Config} */\n"
    out += module == .cjs ? "module.exports = {\n" : "export default {\n"
    out += "  theme: {\n    extend: {\n      colors: {\n"
    for family in families {
      if family.entries.count == 1, family.entries[0].key == nil {
        out += "        \(Self.key(family.name)): \(Self.quoted(family.entries[0].color)),\n"
        continue
      }
      out += "        \(Self.key(family.name)): {\n"
      for entry in family.entries {
        out += "          \(Self.key(entry.key ?? "DEFAULT")): \(Self.quoted(entry.color)),\n"
      }
      out += "        },\n"
    }
    out += "      },\n    },\n  },\n};\n"
    return Array(out.utf8)
  }

  /// An object key: bare when it is a JavaScript identifier of ASCII letters, digits, `_` and
  /// `$` not starting with a digit, or a whole number without leading zeros; quoted otherwise.
  static func key(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let isNumber =
      !scalars.isEmpty && scalars.allSatisfy { ("0"..."9").contains($0) }
      && (scalars.count == 1 || scalars[0] != "0")
    let isIdentifier =
      !scalars.isEmpty && !("0"..."9").contains(scalars[0])
      && scalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_" || $0 == "$"
      }
    return isNumber || isIdentifier ? text : singleQuoted(text)
  }

  /// The colour as a single-quoted string.
  static func quoted(_ color: PaletteColor) -> String {
    singleQuoted(TailwindNames.cssValue(color))
  }

  /// A single-quoted JavaScript string (``PaletteCore/CodeText/stringLiteral(_:in:)``), with
  /// `\`, `'` and every control character escaped.
  static func singleQuoted(_ text: String) -> String {
    CodeText.stringLiteral(text, in: .javaScript)
  }
}
