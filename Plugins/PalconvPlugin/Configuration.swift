import Foundation

/// The optional `palconv-plugin.json` beside a target's sources.
///
/// ```json
/// {
///   "access": "internal",
///   "arguments": ["--sort", "name"],
///   "palettes": {
///     "brand.gpl": { "type": "BrandColors" },
///     "Colors/ui.ase": { "type": "UIColors", "arguments": ["--dedupe"] }
///   }
/// }
/// ```
///
/// `access` (`public` or `internal`, default `public`) is `--swift-access`; `arguments` are
/// further palconv options for every palette (steps such as `--sort`, format options);
/// `palettes`, when present, lists the palettes to convert (paths relative to the target) with
/// a `type` (`--swift-type`) and `arguments` of their own. Without `palettes`, every palette
/// file of the target is converted and each type is named after its palette.
struct Configuration {
  /// One palette's settings.
  struct Palette {
    /// The generated type's name.
    var type: String?
    /// Further palconv options.
    var arguments: [String]
  }

  /// Whether the file exists (it is then an input of every command).
  var exists = false
  /// `--swift-access`.
  var access: String?
  /// Options for every palette.
  var arguments: [String] = []
  /// The palettes to convert, if listed.
  var palettes: [String: Palette]?

  /// The options for the palette at `relative`.
  func arguments(for relative: String) -> [String] {
    var out: [String] = []
    if let access { out += ["--swift-access", access] }
    if let type = palettes?[relative]?.type { out += ["--swift-type", type] }
    return out + arguments + (palettes?[relative]?.arguments ?? [])
  }

  /// Reads the file at `url`; no file is the default configuration.
  ///
  /// - Throws: ``PluginError`` for a file that is not valid JSON or has an unknown key or a
  ///   value of the wrong type.
  static func load(from url: URL) throws -> Configuration {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return Configuration()
    }
    let name = url.lastPathComponent
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw PluginError("\(name) is not valid JSON: \(error.localizedDescription)")
    }
    guard let object = root as? [String: Any] else {
      throw PluginError("\(name) must hold a JSON object")
    }
    var configuration = Configuration(exists: true)
    for (key, value) in object {
      switch key {
      case "access":
        guard let access = value as? String, ["public", "internal"].contains(access) else {
          throw PluginError("\(name): \"access\" must be \"public\" or \"internal\"")
        }
        configuration.access = access
      case "arguments":
        configuration.arguments = try strings(value, "\"arguments\"", in: name)
      case "palettes":
        guard let entries = value as? [String: Any] else {
          throw PluginError("\(name): \"palettes\" must be an object of palette paths")
        }
        var palettes: [String: Palette] = [:]
        for (path, entry) in entries {
          guard let settings = entry as? [String: Any] else {
            throw PluginError("\(name): the entry of \"\(path)\" must be an object")
          }
          var palette = Palette(type: nil, arguments: [])
          for (field, setting) in settings {
            switch field {
            case "type":
              guard let type = setting as? String, !type.isEmpty else {
                throw PluginError("\(name): \"type\" of \"\(path)\" must be a type name")
              }
              palette.type = type
            case "arguments":
              palette.arguments = try strings(setting, "\"arguments\" of \"\(path)\"", in: name)
            default:
              throw PluginError(
                "\(name): unknown key \"\(field)\" for \"\(path)\" (type, arguments)")
            }
          }
          palettes[path] = palette
        }
        configuration.palettes = palettes
      default:
        throw PluginError("\(name): unknown key \"\(key)\" (access, arguments, palettes)")
      }
    }
    return configuration
  }

  /// `value` as an array of strings.
  private static func strings(_ value: Any, _ what: String, in name: String) throws -> [String] {
    guard let strings = value as? [String] else {
      throw PluginError("\(name): \(what) must be an array of strings")
    }
    return strings
  }
}
