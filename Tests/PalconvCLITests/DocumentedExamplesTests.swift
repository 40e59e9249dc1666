import Foundation
import PaletteKit
import TestSupport
import Testing

@testable import PalconvCLI

/// Every `palconv ...` example in `--help`, README.md and docs/cli.md runs, as written, through
/// `/bin/sh` in a folder of small palettes, and succeeds: exit code 0 and no error line.
///
/// Skipped: synopsis lines (`palconv show <input> [<options>]`), which are not commands,
/// examples that start with another program (`curl -s URL | palconv - --to gpl`), and watches
/// (`palconv watch`, `--watch`), which run until stopped (`Tests/RobustnessTests/WatchTests`).
@Suite(.serialized) struct DocumentedExamplesTests {
  /// The example lines, in the order they are documented: help first, then README.md, then
  /// docs/cli.md, so a `--check` follows the conversion it checks.
  static func exampleLines() throws -> [(source: String, line: String)] {
    var lines: [(String, String)] = []
    for command in Palconv.commands {
      for example in command.spec.examples where example.0.hasPrefix("palconv ") {
        lines.append(("palconv \(command.spec.name) --help", example.0))
      }
    }
    for document in ["README.md", "docs/cli.md"] {
      let text = try String(
        contentsOf: Fixtures.packageRoot.appending(path: document), encoding: .utf8)
      var inBlock = false
      for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(raw)
        if line.hasPrefix("```") {
          inBlock.toggle()
          continue
        }
        if inBlock {
          guard line.hasPrefix("palconv ") else { continue }
          var command = line
          if let comment = command.range(of: "  #") {
            command = String(command[..<comment.lowerBound])
          }
          lines.append((document, command.trimmingCharacters(in: .whitespaces)))
        } else {
          var rest = Substring(line)
          while let open = rest.range(of: "`palconv ") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "`") else { break }
            lines.append((document, "palconv " + after[..<close]))
            rest = after[after.index(after: close)...]
          }
        }
      }
    }
    return lines.filter { !isSynopsis($0.1) && !isWatch($0.1) }
  }

  /// A watch, which runs until it is stopped.
  static func isWatch(_ line: String) -> Bool {
    line.hasPrefix("palconv watch ") || line.contains(" --watch")
  }

  /// A usage synopsis rather than a command: it has `<placeholders>` or `[optional]` parts.
  static func isSynopsis(_ line: String) -> Bool {
    line.contains(" [") || line.range(of: #"<[a-z]"#, options: .regularExpression) != nil
  }

  /// The folder the examples run in: brand palettes in every input format they name, and a
  /// `palettes/` tree with a subfolder, drafts and a README.
  static func makeWorkspace(_ temp: TempFolder) {
    let brand =
      "GIMP Palette\nName: Brand\n#\n230  57  70 red\n 29  53  87 navy\n"
      + " 69 123 157 blue\n168 218 220 mint\n241 250 238 cream\n"
    temp.write("brand.gpl", brand)
    temp.write("in.gpl", brand)
    temp.write("a.gpl", brand)
    temp.write("sprites.gpl", "GIMP Palette\nName: Sprites\nChannels: RGBA\n#\n255 0 0 128 glow\n")
    temp.write("legacy.hex", "80ff0000\nff00ff00\n")
    temp.write("colors.txt", "ff0000\n00ff00\n")
    temp.write("palettes/brand.gpl", brand)
    temp.write("palettes/sub/accents.gpl", "GIMP Palette\nName: Accents\n#\n255 200 0 gold\n")
    temp.write("palettes/drafts/wip.gpl", "GIMP Palette\nName: WIP\n#\n1 2 3 draft\n")
    temp.write("palettes/README.txt", "Brand palettes; edit brand.gpl.\n")
    // diff and merge: two versions within 0.5 ΔE00, and palettes to merge.
    temp.write("old.gpl", "GIMP Palette\n0 0 255 Blue\n")
    temp.write("new.gpl", "GIMP Palette\n0 0 254 Blue\n")
    temp.write("extra.gpl", "GIMP Palette\nName: Extra\n#\n255 200 0 gold\n")
    temp.write("base.gpl", brand)
    temp.write("override.gpl", "GIMP Palette\nName: Override\n#\n220 40 60 red\n")
    // proof: Ghostscript's CMYK profile as the press, where Debian installed it.
    if let press = FileManager.default.contents(atPath: Self.pressProfile) {
      _ = temp.write("press.icc", Array(press))
    }
    let made: [[String]] = [
      ["brand.gpl", "-o", "brand.ase"], ["brand.gpl", "-o", "in.ase"],
      ["brand.gpl", "-o", "b.ase"], ["brand.gpl", "-o", "mystery.ase"],
      ["brand.gpl", "-o", "palettes/brand-swatches.ase"], ["brand.gpl", "-o", "brand.css"],
      ["brand.gpl", "-o", "Colors.xcassets"], ["brand.gpl", "-o", "a.ase"],
      ["base.gpl", "-o", "base.json"], ["override.gpl", "-o", "override.json"],
      // bundle: the palette as palconv JSON.
      ["brand.gpl", "-o", "brand.json"],
      // extract: images to take colours from.
      ["brand.gpl", "-o", "photo.png", "--png-swatch-size", "8"],
      ["brand.gpl", "-o", "logo.png"], ["brand.gpl", "-o", "shot.png"],
    ]
    for arguments in made {
      // The input and the output are files in the workspace; options and their values are not.
      let located = arguments.enumerated().map { index, argument in
        index == 0 || (index > 0 && arguments[index - 1] == "-o") ? temp.url(argument) : argument
      }
      let result = palconv(located, registry: .builtIn)
      precondition(result.code == 0, result.stderr)
    }
    // diff --base: the workspace is a git repository whose branch origin/main holds it all.
    let identity = ["-c", "user.name=Examples", "-c", "user.email=examples@example.com"]
    for arguments in [
      ["init", "-q"], ["add", "-A"], identity + ["commit", "-q", "-m", "Palettes"],
      ["branch", "origin/main"],
    ] {
      _ = try? ExternalTool.run("git", arguments, in: temp.path)
    }
  }

  /// The press profile the `proof` examples name (`press.icc`): Ghostscript's SWOP profile.
  static let pressProfile = "/usr/share/color/icc/ghostscript/default_cmyk.icc"

  @Test func everyExampleRunsAndSucceeds() throws {
    let binary = try #require(BuiltBinary.url, "build palconv first (swift build --build-tests)")
    let lines = try Self.exampleLines()
    #expect(lines.count > 40)
    let temp = TempFolder()
    Self.makeWorkspace(temp)
    let hasGit = ExternalTool.path("git") != nil
    let hasPress = FileManager.default.fileExists(atPath: Self.pressProfile)
    if !hasPress { print("note: \(Self.pressProfile) is not installed; proof examples skipped") }
    for (source, line) in lines
    where (hasGit || !line.contains("--base")) && (hasPress || !line.contains("press.icc")) {
      let process = Process()
      process.executableURL = URL(filePath: "/bin/sh")
      process.arguments = ["-c", line]
      process.currentDirectoryURL = URL(filePath: temp.path)
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] =
        binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
      process.environment = environment
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let stderr = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(source): \(line)\n\(stderr)")
      #expect(!stderr.contains(": error: "), "\(source): \(line)\n\(stderr)")
    }
    // The examples really ran: their outputs are there.
    for output in [
      "brand.json", "Brand.xcassets/red.colorset/Contents.json", "build/brand.json",
      "build/sub/accents.json", "build/brand.xcassets", "swatches.txt", "out.ase",
      "brand.tokens.json", "BrandColors.swift", "brand.html", "sprites-rgba.gpl", "legacy.json",
      "Colors/red.colorset/Contents.json", "colors.json",
    ] {
      #expect(temp.exists(output), "\(output)")
    }
  }
}
