import Foundation
import PackagePlugin

/// Generates Swift colours at build time from the palette files of a target: one file per
/// palette, the same code `palconv <palette> --to swift` writes, with the options of the
/// target's `palconv-plugin.json`.
///
/// The commands are planned from the target's file list only; palconv reads the
/// configuration when it converts each palette (`palconv plugin-build`), because SwiftPM plans
/// a plugin again when files are added or removed, not when a file's contents change.
@main
struct PalconvPlugin: BuildToolPlugin {
  /// The extensions of the files converted, lower case, without the dot: those of every
  /// format palconv reads from a single file (a test compares them with its registry), except
  /// the images (`.png`, `.gif`, `.bmp`, `.dib`, `.pcx`, `.lbm`, `.ilbm`, `.iff`, `.bbm`),
  /// `.txt`, `.csv`, `.icc` and `.icm`, which a target holds as resources (images,
  /// notes, tables, colour profiles) far more often than as palettes, and the configuration
  /// files `.yaml`, `.yml`, `.toml` and `.conf` (base16, Alacritty and kitty themes among them).
  /// `.json` covers palconv JSON, design tokens (`.tokens.json`, `.resolver.json`), Tokens
  /// Studio files, Figma variables and VS Code themes; `.pal` every `.pal` palconv reads. A file that is not a palette (a `.json`,
  /// `.css` or `.xml` resource) is marked `"skip": true` in the configuration.
  static let paletteExtensions: Set<String> = [
    "acb", "acbl", "aco", "act", "afpalette", "ase", "aseprite", "clf", "clr", "col",
    "color-palette", "colors", "cpl",
    "css", "ghostty", "gpa", "gpl", "hex", "hpl", "itermcolors", "jcw", "json", "kpl", "less",
    "pal", "psppalette", "sbz", "scss", "sippalette", "sketchpalette", "skp", "soc", "spl", "styl",
    "swatches", "thmx", "tokens", "xdefaults", "xml", "xresources",
  ]

  /// The configuration file's name, at the top of the target's folder.
  static let configurationName = "palconv-plugin.json"

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "palconv")
    let configuration = module.directoryURL.appending(path: Self.configurationName)
    let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
    var palettes: [(url: URL, relative: String)] = []
    for url in module.sourceFiles.map(\.url) where Self.isPalette(url) {
      palettes.append((url, Self.relativePath(of: url, in: module.directoryURL)))
    }
    var commands: [Command] = []
    var outputs: Set<String> = []
    for (url, relative) in palettes.sorted(by: { $0.relative < $1.relative }) {
      let outputName = Self.outputName(for: relative)
      guard outputs.insert(outputName).inserted else {
        throw PluginError("two palettes of \(module.name) would both generate \(outputName)")
      }
      let output = context.pluginWorkDirectoryURL.appending(path: outputName)
      commands.append(
        .buildCommand(
          displayName: "palconv: \(relative) to Swift", executable: tool.url,
          arguments: [
            "plugin-build", hasConfiguration ? configuration.path : "-", relative, url.path,
            output.path,
          ],
          inputFiles: [url] + (hasConfiguration ? [configuration] : []),
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

/// A planning error, shown by the build.
struct PluginError: Error, CustomStringConvertible {
  /// The message.
  var description: String

  init(_ description: String) { self.description = description }
}
