import Foundation
import PackagePlugin

/// Generates Swift colours at build time from the palette files of a target: one file per
/// palette, the same code `palconv <palette> --to swift` writes, with options from the
/// target's `palconv-plugin.json`.
@main
struct PalconvPlugin: BuildToolPlugin {
  /// The extensions of the palette files the plugin converts when `palconv-plugin.json` does
  /// not list them (lower case, without the dot). `.json` covers palconv JSON, design tokens
  /// (`.tokens.json`) and Tokens Studio files; `.pal` covers every `.pal` palconv reads. Hex
  /// lists (`.txt`) and Android or Scribus XML are converted only when listed, so a target's
  /// other text files are left alone.
  static let paletteExtensions: Set<String> = [
    "ase", "acb", "aco", "act", "clr", "colors", "css", "gpl", "hex", "json", "pal", "soc",
  ]

  /// The configuration file's name.
  static let configurationName = "palconv-plugin.json"

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "palconv")
    let configurationURL = module.directoryURL.appending(path: Self.configurationName)
    let configuration = try Configuration.load(from: configurationURL)
    // Listed palettes are taken whatever their extension; otherwise every file with a
    // palette extension.
    var files: [(url: URL, relative: String)] = []
    for url in module.sourceFiles.map(\.url) {
      let relative = Self.relativePath(of: url, in: module.directoryURL)
      if let palettes = configuration.palettes {
        if palettes.keys.contains(relative) { files.append((url, relative)) }
      } else if Self.isPalette(url) {
        files.append((url, relative))
      }
    }
    if let palettes = configuration.palettes {
      let found = Set(files.map(\.relative))
      if let missing = palettes.keys.sorted().first(where: { !found.contains($0) }) {
        throw PluginError(
          "\(Self.configurationName) lists \"\(missing)\", which is not a file of the target "
            + "\(module.name)")
      }
    }
    var commands: [Command] = []
    var outputs: Set<String> = []
    for (file, relative) in files.sorted(by: { $0.relative < $1.relative }) {
      let outputName = Self.outputName(for: relative)
      guard outputs.insert(outputName).inserted else {
        throw PluginError("two palettes would both generate \(outputName); rename one")
      }
      let output = context.pluginWorkDirectoryURL.appending(path: outputName)
      let arguments =
        [file.path, "--to", "swift", "-o", output.path, "--quiet"]
        + configuration.arguments(for: relative)
      commands.append(
        .buildCommand(
          displayName: "palconv: \(relative) to Swift", executable: tool.url,
          arguments: arguments,
          inputFiles: [file] + (configuration.exists ? [configurationURL] : []),
          outputFiles: [output]))
    }
    return commands
  }

  /// Whether `url` is a palette file by its extension (and not the configuration).
  static func isPalette(_ url: URL) -> Bool {
    url.lastPathComponent != configurationName
      && paletteExtensions.contains(url.pathExtension.lowercased())
  }

  /// `url`'s path below `folder`, with `/` separators.
  static func relativePath(of url: URL, in folder: URL) -> String {
    let base = folder.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(base + "/") else { return url.lastPathComponent }
    return String(path.dropFirst(base.count + 1))
  }

  /// The generated file's name: the palette's relative path with `/` as `_`, then `.swift`
  /// (`Colors/brand.gpl` gives `Colors_brand.gpl.swift`).
  static func outputName(for relative: String) -> String {
    relative.replacingOccurrences(of: "/", with: "_") + ".swift"
  }
}

/// A configuration or planning error, shown by the build.
struct PluginError: Error, CustomStringConvertible {
  /// The message.
  var description: String

  init(_ description: String) { self.description = description }
}
