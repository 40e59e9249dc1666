import PaletteCore

/// The `palconv-plugin.json` of a target that uses PalconvPlugin: the options of the Swift
/// code generated from each of its palettes.
///
/// ```json
/// {
///   "access": "internal",
///   "arguments": ["--sort", "name"],
///   "palettes": {
///     "brand.gpl": { "type": "Brand" },
///     "Tokens/ui.tokens.json": { "type": "UIColors", "arguments": ["--dedupe"] },
///     "fixtures.json": { "skip": true }
///   }
/// }
/// ```
///
/// Every member is optional. It is read when each palette is converted, not when the build is
/// planned, so an edit takes effect in the next build.
struct PluginConfiguration: Equatable {
  /// One palette's settings.
  struct Palette: Equatable {
    /// `--swift-type`: the generated type's name.
    var type: String?
    /// Further palconv options for this palette.
    var arguments: [String] = []
    /// Whether the file is not a palette: its generated file is then empty.
    var skip = false
  }

  /// `--swift-access`: `public` or `internal`.
  var access: String?
  /// Options for every palette (steps such as `--sort`, format options).
  var arguments: [String] = []
  /// Settings by palette path relative to the target, with where each key is.
  var palettes: [String: Palette] = [:]
  /// Where each palette key starts, for errors about it.
  var paletteLocations: [String: SourceLocation] = [:]

  /// The palconv options for the palette at `relative`, after `--to swift`.
  ///
  /// - Parameter relative: The palette's path relative to the target.
  func arguments(for relative: String) -> [String] {
    var out: [String] = []
    if let access { out += ["--swift-access", access] }
    if let type = palettes[relative]?.type { out += ["--swift-type", type] }
    return out + arguments + (palettes[relative]?.arguments ?? [])
  }

  /// Parses a configuration file.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Throws: ``PaletteCore/PaletteError`` at the offending value: not JSON, an unknown
  ///   member, a value of the wrong type.
  static func parse(_ bytes: [UInt8]) throws(PaletteError) -> PluginConfiguration {
    var parser = JSONParser(bytes: bytes, format: "palconv-plugin", maximumDepth: 8)
    let root = try parser.parseDocument()
    guard let members = root.members else {
      throw error("the configuration must be a JSON object", at: root.position)
    }
    var configuration = PluginConfiguration()
    for member in members {
      switch member.key {
      case "access":
        guard let access = member.value.string, access == "public" || access == "internal"
        else {
          throw error("\"access\" must be \"public\" or \"internal\"", at: member.value.position)
        }
        configuration.access = access
      case "arguments":
        configuration.arguments = try strings(member.value, "\"arguments\"")
      case "palettes":
        guard let entries = member.value.members else {
          throw error(
            "\"palettes\" must be an object of palette paths", at: member.value.position)
        }
        for entry in entries {
          configuration.palettes[entry.key] = try palette(entry)
          configuration.paletteLocations[entry.key] = entry.keyPosition.location
        }
      default:
        throw error(
          "unknown member \"\(member.key)\"; the members are access, arguments and palettes",
          at: member.keyPosition)
      }
    }
    return configuration
  }

  /// One entry of `palettes`.
  private static func palette(_ entry: JSONMember) throws(PaletteError) -> Palette {
    guard let fields = entry.value.members else {
      throw error("the settings of \"\(entry.key)\" must be an object", at: entry.value.position)
    }
    var palette = Palette()
    for field in fields {
      switch field.key {
      case "type":
        guard let type = field.value.string, !type.isEmpty else {
          throw error(
            "\"type\" of \"\(entry.key)\" must be a type name", at: field.value.position)
        }
        palette.type = type
      case "arguments":
        palette.arguments = try strings(field.value, "\"arguments\" of \"\(entry.key)\"")
      case "skip":
        guard case .bool(let skip) = field.value.value else {
          throw error(
            "\"skip\" of \"\(entry.key)\" must be true or false", at: field.value.position)
        }
        palette.skip = skip
      default:
        throw error(
          "unknown member \"\(field.key)\" of \"\(entry.key)\"; the members are type, "
            + "arguments and skip", at: field.keyPosition)
      }
    }
    return palette
  }

  /// An array of strings.
  private static func strings(_ node: JSONNode, _ what: String) throws(PaletteError) -> [String] {
    guard let elements = node.elements else {
      throw error("\(what) must be an array of strings", at: node.position)
    }
    var out: [String] = []
    for element in elements {
      guard let text = element.string else {
        throw error("\(what) must be an array of strings", at: element.position)
      }
      out.append(text)
    }
    return out
  }

  /// A parse error at `position`.
  private static func error(_ message: String, at position: JSONPosition) -> PaletteError {
    PaletteError(.invalidValue, message, format: "palconv-plugin", location: position.location)
  }
}
