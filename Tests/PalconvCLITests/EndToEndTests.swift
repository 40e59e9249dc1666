import Foundation
import PaletteASE
import PaletteCore
import PaletteGPL
import PaletteJSON
import PaletteKit
import TestSupport
import Testing

/// Runs the built `palconv` executable as a separate process.
enum BuiltBinary {
  /// The executable next to the test bundle, or in the package's `.build` folder.
  static let url: URL? = {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      candidates.append(URL(filePath: first).deletingLastPathComponent().appending(path: "palconv"))
    }
    for configuration in ["debug", "release"] {
      candidates.append(Fixtures.packageRoot.appending(path: ".build/\(configuration)/palconv"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  struct Output {
    var code: Int32
    var stdout: Data
    var stderr: String
    var out: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// Runs the binary with arguments, standard input and extra environment variables.
  static func run(
    _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]
  )
    throws -> Output
  {
    let binary = try #require(url, "build palconv first (swift build --build-tests)")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      code: process.terminationStatus, stdout: outData,
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

@Suite struct EndToEndTests {
  @Test func helpIsTheGoldenFile() throws {
    let result = try BuiltBinary.run(["--help"])
    #expect(result.code == 0)
    let golden = try String(
      contentsOf: Fixtures.root.appending(path: "cli/help.txt"), encoding: .utf8)
    #expect(result.out == golden)
    #expect(result.stderr.isEmpty)
  }

  @Test func versionAndUsageError() throws {
    let version = try BuiltBinary.run(["--version"])
    #expect(version.code == 0)
    #expect(version.out.hasPrefix("palconv "))
    let usage = try BuiltBinary.run(["in.gpl", "--to", "json", "--srot", "hue"])
    #expect(usage.code == 64)
    #expect(usage.stdout.isEmpty)
    #expect(
      usage.stderr.hasPrefix(
        "Error: unknown option '--srot', did you mean '--sort'?\nUsage: palconv convert"))
  }

  @Test func formatsListsTheBuiltInFormats() throws {
    let result = try BuiltBinary.run(["formats"])
    #expect(result.code == 0)
    let expected = FormatRegistry.builtIn.formats.map(\.identifier)
    let identifiers = result.out.split(separator: "\n").dropFirst().prefix(expected.count).map {
      String($0.prefix { $0 != " " })
    }
    #expect(identifiers == expected)
    #expect(Array(expected.prefix(3)) == ["ase", "aseprite", "acb"])
    #expect(
      Array(expected.suffix(9)) == [
        "scss", "less", "stylus", "swift", "tailwind", "tailwind4", "html", "svg", "compose",
      ])
    #expect(expected.contains("tokens-studio") && expected.contains("sketch"))
    #expect(expected.contains("color-palette"))
    let footer: String = [
      "Appearances: dark and high-contrast variants in dtcg-resolver, json, material-theme, "
        + "xcassets, figma-variables, css, swift; "
        + "dark variants only in android-res, iterm, compose; the others write the light colours "
        + "(loss.appearances).",
      "Read and written as folders, not single files: xcassets, android-res.",
      "--from and --to also take: adobe, illustrator, indesign (ase); libresprite (aseprite); "
        + "apple, macos (clr); "
        + "krita (kpl); affinity (afpalette); office, powerpoint, thmx (office-theme); "
        + "gpick (gpa); swatchbooker (sbz); design-tokens, tokens (dtcg); asset-catalog, xcode "
        + "(xcassets); windowsterminal, wt (windows-terminal); figma (figma-variables); vs-code, "
        + "vscode (vscode-theme); gimp, inkscape (gpl); paint.net, "
        + "paintdotnet (paintnet); rgb.txt, xorg (x11); spreadsheet (csv); photoshop (aco); "
        + "animator, animator-pro (animator-col); "
        + "paintshop, paintshop-pro, psp (jasc); deluxepaint, dpaint, lbm (ilbm); "
        + "libreoffice, openoffice (soc); corel, coreldraw "
        + "(corel-xml); iterm2, itermcolors (iterm); koffice, kolourpaint (kde); corel-painter "
        + "(painter); hpl (homesite); spl (skencil); sk1 (skp); tinted-theming (base16); "
        + "xdefaults, xrdb (xresources); sass (scss); "
        + "swiftui (swift); tailwindcss (tailwind); jetpack-compose, kotlin (compose).",
    ].map { $0 + "\n" }.joined()
    #expect(result.out.hasSuffix(footer))
    let swift = result.out.split(separator: "\n").first { $0.hasPrefix("swift ") } ?? ""
    let cells = swift.split(separator: " ").map(String.init)
    let read = try #require(cells.firstIndex(of: ".swift")) + 1
    #expect(Array(cells[read...].prefix(2)) == ["-", "yes"], "\(swift)")
  }

  /// Bad inputs of every kind: each is reported with its path and exit code 2, and the run
  /// goes on to the next file. (Running as root, a chmod 000 file would still be readable,
  /// so unreadable input is a dangling symbolic link; `show` on a folder named like a palette
  /// covers a path that cannot be read as a file.)
  @Test func badInputsAreReportedOneByOne() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appending(path: name).path }
    _ = FileManager.default.createFile(atPath: path("empty.gpl"), contents: Data())
    _ = FileManager.default.createFile(
      atPath: path("garbage.ase"),
      contents: Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }))
    _ = FileManager.default.createFile(
      atPath: path("broken.gpl"), contents: Data("GIMP Palette\n300 x 12 Broken\n".utf8))
    _ = FileManager.default.createFile(
      atPath: path("sprite.ase"),
      contents: Data([0x80, 0, 0, 0, 0xE0, 0xA5] + [UInt8](repeating: 0, count: 122)))
    try FileManager.default.createSymbolicLink(
      atPath: path("dangling.gpl"), withDestinationPath: path("nowhere.gpl"))
    try FileManager.default.createDirectory(
      atPath: path("folder.gpl"), withIntermediateDirectories: false)
    let names = ["broken.gpl", "dangling.gpl", "empty.gpl", "garbage.ase", "sprite.ase"]
    let result = try BuiltBinary.run(["validate"] + names.map(path))
    #expect(result.code == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let errorLines = lines.filter { $0.contains(": error: ") }
    #expect(errorLines.count == names.count)
    for (line, name) in zip(errorLines, names) {
      #expect(line.hasPrefix(path(name) + ":"), "\(line)")
    }
    #expect(lines.last == "palconv: 5 checked, 5 failed, 0 skipped (0 warnings)")
    let dangling = try BuiltBinary.run(["validate", path("dangling.gpl")])
    #expect(
      dangling.stderr
        == "\(path("dangling.gpl")): error: cannot open: no such file or directory [error.io]\n")
    let directory = try BuiltBinary.run(["show", path("folder.gpl")])
    #expect(directory.code == 2)
    #expect(
      directory.stderr
        == "\(path("folder.gpl")): error: cannot read: it is a directory [error.io]\n")
  }

  @Test func jsonDiagnosticsFromTheBinary() throws {
    let result = try BuiltBinary.run(["validate", "/nonexistent/x.gpl", "--diagnostics", "json"])
    #expect(result.code == 2)
    #expect(
      result.stderr
        == "{\"severity\": \"error\", \"code\": \"error.io\", \"message\": \"cannot open: no such file or directory\", \"path\": \"/nonexistent/x.gpl\"}\n"
    )
  }

  @Test func colourIsOffInAPipe() throws {
    let result = try BuiltBinary.run(["validate", "/nonexistent/x.gpl"])
    #expect(!result.stderr.contains("\u{1B}"))
    let forced = try BuiltBinary.run(["validate", "/nonexistent/x.gpl", "--color", "always"])
    #expect(forced.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"))
  }
}

@Suite struct EndToEndConversionTests {
  let gpl = "GIMP Palette\nName: Test\n#\n255   0   0\tRed\n  0 128 255\tSky\n"

  @Test func pipesStandardInputToStandardOutput() throws {
    let result = try BuiltBinary.run(["-", "--to", "hex", "--hex-prefix"], stdin: Data(gpl.utf8))
    #expect(result.code == 0)
    #expect(result.out == "#ff0000\n#0080ff\n")
  }

  @Test func folderBatchWithGoodAndBadFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appending(path: name).path }
    try FileManager.default.createDirectory(
      atPath: path("in/sub"), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path("in/good.gpl"), contents: Data(gpl.utf8))
    _ = FileManager.default.createFile(
      atPath: path("in/sub/list.hex"), contents: Data("ff0000\n00ff00\n".utf8))
    _ = FileManager.default.createFile(atPath: path("in/empty.gpl"), contents: Data())
    _ = FileManager.default.createFile(
      atPath: path("in/garbage.gpl"),
      contents: Data((0..<256).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
    try FileManager.default.createSymbolicLink(
      atPath: path("in/dangling.gpl"), withDestinationPath: path("missing.gpl"))
    let arguments = [path("in"), "-r", "--to", "gpl", "--out-dir", path("out")]
    let result = try BuiltBinary.run(arguments)
    #expect(result.code == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.last == "palconv: 2 converted, 0 unchanged, 3 failed, 0 skipped (0 warnings)")
    let errors = lines.filter { $0.contains(": error: ") }.map { String($0.prefix { $0 != ":" }) }
    #expect(errors == [path("in/dangling.gpl"), path("in/empty.gpl"), path("in/garbage.gpl")])
    let converted = try String(contentsOfFile: path("out/good.gpl"), encoding: .utf8)
    #expect(converted.hasPrefix("GIMP Palette\nName: Test\n"))
    #expect(FileManager.default.fileExists(atPath: path("out/sub/list.gpl")))
    let check = try BuiltBinary.run(arguments + ["--check"])
    #expect(check.code == 2)
    #expect(
      check.stderr.hasSuffix(
        "palconv: 0 would change, 0 missing, 2 up to date, 3 failed, 0 skipped (0 warnings)\n"))
  }
}

/// The folder and design-token outputs on the built binary.
@Suite struct AppOutputEndToEndTests {
  func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "palconv-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aseToAssetCatalogAndBack() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ase = folder.appending(path: "nord.ase").path
    let bytes = Fixtures.bytes("ase/valid/nord.ase")
    _ = FileManager.default.createFile(atPath: ase, contents: Data(bytes))
    let catalog = folder.appending(path: "Nord.xcassets").path
    let write = try BuiltBinary.run([ase, "-o", catalog])
    #expect(write.code == 0, "\(write.stderr)")
    let original = try ASEFormat().decode(bytes).palette
    let colorSets = (FileManager.default.subpaths(atPath: catalog) ?? []).filter {
      $0.hasSuffix(".colorset/Contents.json")
    }
    #expect(colorSets.count == original.swatchCount)
    #expect(colorSets.contains("nord/nord0.colorset/Contents.json"), "\(colorSets.sorted())")

    let json = folder.appending(path: "back.json").path
    let read = try BuiltBinary.run([catalog, "-o", json])
    #expect(read.code == 0, "\(read.stderr)")
    let back = try JSONPaletteFormat().decode(
      Array(try Data(contentsOf: URL(filePath: json)))
    ).palette
    // A catalog is sorted by name; compare by name.
    let before = Dictionary(
      uniqueKeysWithValues: original.allSwatches.map { ($0.name ?? "", $0.color) })
    let after = Dictionary(
      uniqueKeysWithValues: back.allSwatches.map { ($0.name ?? "", $0.color) })
    #expect(before == after)
    #expect(back.groups.map(\.name) == original.groups.map(\.name))

    let check = try BuiltBinary.run([ase, "-o", catalog, "--check"])
    #expect(check.code == 0)
  }

  @Test func tokensStudioToCSS() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tokens = folder.appending(path: "tokens.json").path
    _ = FileManager.default.createFile(
      atPath: tokens, contents: Data(Fixtures.bytes("tokens-studio/project.json")))
    let result = try BuiltBinary.run([tokens, "--to", "css", "-v"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "note: read as tokens-studio: the content matches tokens-studio (strong)"))
    #expect(result.stderr.contains("warning: 2 themes not applied"))
    let css = String(decoding: result.stdout, as: UTF8.self).lowercased()
    #expect(css.contains("#3b82f6") && css.contains("#0b1120"), "\(css)")
  }

  /// Two real Tokens Studio exports in DTCG syntax, whose `$themes` and `$metadata` come after
  /// the first 4 KiB: each used to be read as DTCG and fail (exit 1, nothing written).
  @Test(arguments: [("undp-tokens", 70), ("figma-plugin-sample-tokens", 990)])
  func realTokensStudioExportsConvertEveryColour(file: String, colors: Int) throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tokens = folder.appending(path: "tokens.json").path
    _ = FileManager.default.createFile(
      atPath: tokens, contents: Data(Fixtures.bytes("tokens-studio/real/\(file).json")))
    let output = folder.appending(path: "out.gpl").path
    let result = try BuiltBinary.run([tokens, "-o", output, "-v"])
    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "note: read as tokens-studio: the content matches tokens-studio (strong)"))
    #expect(!result.stderr.contains("error:"), "\(result.stderr)")
    let gpl = try String(contentsOfFile: output, encoding: .utf8)
    let colorLines = gpl.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true
    }
    #expect(colorLines.count == colors)
  }

  @Test func gplToDesignTokensAndBack() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let gpl = folder.appending(path: "slso8.gpl").path
    let bytes = Fixtures.bytes("gpl/real/slso8.gpl")
    _ = FileManager.default.createFile(atPath: gpl, contents: Data(bytes))
    let tokens = folder.appending(path: "slso8.tokens.json").path
    let write = try BuiltBinary.run([gpl, "-o", tokens])
    #expect(write.code == 0, "\(write.stderr)")
    let back = try BuiltBinary.run([tokens, "--to", "gpl", "-v"])
    #expect(back.code == 0)
    #expect(back.stderr.contains("note: read as dtcg: the content matches dtcg (strong)"))
    let original = try GPLFormat().decode(bytes).palette
    let decoded = try GPLFormat().decode(Array(back.stdout)).palette
    #expect(decoded.allSwatches.map(\.color) == original.allSwatches.map(\.color))
  }
}
