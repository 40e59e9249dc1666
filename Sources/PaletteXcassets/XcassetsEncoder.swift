import PaletteCore

/// Writes a palette as an asset catalog ``FileTree``.
///
/// Asset names: `/`, `\` and `:` become `-`, control characters are replaced (tabs and line
/// breaks by spaces, others by U+FFFD), leading dots and surrounding spaces are removed; an empty or absent name becomes `Color N` (N counts
/// swatches from 1), an empty group name `Group N`. A group folder's name has no `.` (Xcode reads
/// `NAME.TYPE` as an asset of that type, so `Brand.colorset` would be taken for a colour set):
/// each becomes `-`. Names are made unique case-insensitively
/// (file systems on macOS ignore case) by appending ` 2`, ` 3`, …: across the whole catalog for
/// colours unless group folders provide a namespace, among siblings for folders.
struct XcassetsEncoder {
  var providesNamespace: Bool

  /// The folder of each group (`nil` for an unnamed group, whose colours go at the root) and
  /// the asset name of each swatch, group by group.
  func names(_ palette: Palette) -> (folders: [String?], swatches: [[String]]) {
    var rootNames = UniqueNames(separator: " ", comparing: .ignoringCase)
    var catalogColorNames = UniqueNames(separator: " ", comparing: .ignoringCase)
    var folders: [String?] = []
    var swatchNames: [[String]] = []
    var index = 0
    var groupCount = 0
    for group in palette.groups {
      var folder: String?
      var localNames = UniqueNames(separator: " ", comparing: .ignoringCase)
      if let name = group.name {
        groupCount += 1
        folder = rootNames.claim(Self.groupFolderName(name) ?? "Group \(groupCount)")
      }
      var names: [String] = []
      for swatch in group.swatches {
        index += 1
        let base = Self.assetName(swatch.name) ?? "Color \(index)"
        if providesNamespace && folder != nil {
          names.append(localNames.claim(base))
        } else {
          names.append(catalogColorNames.claim(base))
        }
      }
      folders.append(folder)
      swatchNames.append(names)
    }
    return (folders, swatchNames)
  }

  func encode(_ palette: Palette) -> FileTree {
    var files: [String: [UInt8]] = [:]
    files["Contents.json"] = Array(Self.folderContents(providesNamespace: false).utf8)
    let (folders, swatchNames) = names(palette)
    for (group, (folder, names)) in zip(palette.groups, zip(folders, swatchNames)) {
      var prefix = ""
      if let folder {
        prefix = folder + "/"
        files[prefix + "Contents.json"] = Array(
          Self.folderContents(providesNamespace: providesNamespace).utf8)
      }
      for (swatch, name) in zip(group.swatches, names) {
        files[prefix + name + ".colorset/Contents.json"] = Array(
          Self.colorSetContents(swatch).utf8)
      }
    }
    return FileTree(files: files)
  }

  /// A valid asset name for `name`, or `nil` when nothing is left.
  static func assetName(_ name: String?) -> String? {
    guard let name else { return nil }
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      switch scalar {
      case "/", "\\", ":": scalars.append("-")
      case _ where ControlCharacters.isControl(scalar):
        scalars.append(ControlCharacters.replacement(for: scalar))
      default: scalars.append(scalar)
      }
    }
    var result = Substring(String(scalars))
    while let first = result.first, first == "." || first == " " { result = result.dropFirst() }
    while let last = result.last, last == " " { result = result.dropLast() }
    return result.isEmpty ? nil : String(result)
  }

  /// A valid group folder name for `name`: an asset name without `.`, or `nil` when nothing is
  /// left.
  static func groupFolderName(_ name: String) -> String? {
    assetName(name).map { String($0.map { $0 == "." ? "-" : $0 }) }
  }

  /// The `info.author` palconv writes in every `Contents.json`: the mark by which it knows
  /// its own colour sets and group folders in an existing catalog (Xcode writes `xcode`).
  static let author = "palconv"

  static let info = "  \"info\" : {\n    \"author\" : \"\(author)\",\n    \"version\" : 1\n  }"

  static func folderContents(providesNamespace: Bool) -> String {
    var out = "{\n" + info
    if providesNamespace {
      out += ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }"
    }
    return out + "\n}\n"
  }

  /// A colour set's `Contents.json`: the base colour first, then the variants in the order
  /// Xcode writes them (dark, high contrast, high contrast dark).
  static func colorSetContents(_ swatch: Swatch) -> String {
    var entries = [entry(swatch.color, appearances: [])]
    for (appearance, color) in swatch.sortedAppearances {
      var list: [(String, String)] = []
      if appearance.isDark { list.append(("luminosity", "dark")) }
      if appearance.isHighContrast { list.append(("contrast", "high")) }
      entries.append(entry(color, appearances: list))
    }
    var out = "{\n  \"colors\" : [\n"
    out += entries.joined(separator: ",\n")
    out += "\n  ],\n"
    return out + info + "\n}\n"
  }

  /// One `colors` entry; `appearances` holds (appearance, value) pairs.
  private static func entry(_ color: PaletteColor, appearances: [(String, String)]) -> String {
    let (space, channels) = spaceAndChannels(color)
    let allBytes = channels.allSatisfy { PaletteColor.exactByte(of: $0.1) != nil }
    var components = [("alpha", decimal(color.alpha))]
    for (name, value) in channels {
      if allBytes, let byte = PaletteColor.exactByte(of: value) {
        let hex = String(byte, radix: 16, uppercase: true)
        components.append((name, "0x" + (hex.count == 1 ? "0" : "") + hex))
      } else {
        components.append((name, decimal(value)))
      }
    }
    components.sort { $0.0 < $1.0 }
    var out = "    {\n"
    if !appearances.isEmpty {
      out += "      \"appearances\" : [\n"
      out += appearances.map {
        "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }"
      }.joined(separator: ",\n")
      out += "\n      ],\n"
    }
    out += "      \"color\" : {\n"
    out += "        \"color-space\" : \"\(space)\",\n"
    out += "        \"components\" : {\n"
    out += components.map { "          \"\($0.0)\" : \"\($0.1)\"" }.joined(separator: ",\n")
    out += "\n        }\n      },\n      \"idiom\" : \"universal\"\n    }"
    return out
  }

  private static func spaceAndChannels(_ color: PaletteColor) -> (String, [(String, Float)]) {
    func rgb(_ space: String, _ r: Float, _ g: Float, _ b: Float) -> (String, [(String, Float)]) {
      let extended = [r, g, b].contains { !(0...1).contains($0) }
      let name = extended && space == "srgb" ? "extended-srgb" : space
      return (name, [("red", r), ("green", g), ("blue", b)])
    }
    switch color.components {
    case .srgb(let r, let g, let b):
      return rgb("srgb", r, g, b)
    case .displayP3(let r, let g, let b) where [r, g, b].allSatisfy({ (0...1).contains($0) }):
      return rgb("display-p3", r, g, b)
    case .gray(let gray):
      let white = XcassetsGray.gamma22(fromCoreGray: gray)
      return ((0...1).contains(white) ? "gray-gamma-22" : "extended-gray", [("white", white)])
    case .displayP3, .cmyk, .lab, .oklch, .hsb:
      let values = color.converted(to: .srgb).components.values
      return rgb("srgb", values[0], values[1], values[2])
    }
  }

  /// The shortest decimal that reads back as `value`, without an exponent, with at least three
  /// decimals (`0.500`, `1.000`, `0.34509805`).
  static func decimal(_ value: Float) -> String {
    guard value.isFinite else { return "0.000" }
    return DecimalText.plain(value, minimumFractionDigits: 3)
  }

}
