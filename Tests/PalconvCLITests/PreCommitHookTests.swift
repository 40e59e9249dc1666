import Foundation
import PaletteCore
import PaletteKit
import TestSupport
import Testing

/// The `.pre-commit-hooks.yaml` manifest, parsed, and each hook run the way pre-commit runs
/// it: the entry's words, then `args`, then the staged files its `files` pattern matches
/// (unless `pass_filenames` is false), with palconv on `PATH`.
@Suite struct PreCommitHookTests {
  /// One hook of the manifest.
  struct Hook {
    var fields: [String: YAMLSubset.Value]

    var id: String { fields["id"]?.text ?? "" }
    var entry: [String] { (fields["entry"]?.text ?? "").split(separator: " ").map(String.init) }
    var args: [String] { fields["args"]?.list ?? [] }
    var passesFilenames: Bool { fields["pass_filenames"]?.text != "false" }
    var files: String { fields["files"]?.text ?? "" }

    /// The files of `staged` that pre-commit would pass: `files` searched in each path.
    func matching(_ staged: [String]) throws -> [String] {
      let pattern = try Regex(files)
      return staged.filter { $0.contains(pattern) }
    }

    /// Runs the hook in `folder` on `staged`, as pre-commit would.
    func run(on staged: [String], in folder: TempFolder) throws -> BuiltBinary.Output {
      let binary = try #require(BuiltBinary.url, "build palconv first")
      let words = entry + args + (passesFilenames ? try matching(staged) : [])
      let process = Process()
      process.executableURL = URL(filePath: "/usr/bin/env")
      process.arguments = words
      process.currentDirectoryURL = URL(filePath: folder.path)
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] =
        binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
      environment["NO_COLOR"] = "1"
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return BuiltBinary.Output(code: process.terminationStatus, stdout: data, stderr: "")
    }
  }

  static let manifest = Fixtures.packageRoot.appending(path: ".pre-commit-hooks.yaml")

  static func hooks() throws -> [String: Hook] {
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let items = try YAMLSubset.parseListOfMappings(text)
    var hooks: [String: Hook] = [:]
    for item in items { hooks[item["id"]?.text ?? ""] = Hook(fields: item) }
    return hooks
  }

  static let brand = "GIMP Palette\nName: Brand\n#\n230  57  70\tRed\n 29  53  87\tNavy\n"

  @Test func theManifestDeclaresBothHooksCompletely() throws {
    let hooks = try Self.hooks()
    #expect(hooks.keys.sorted() == ["palconv-check", "palconv-validate"])
    for hook in hooks.values {
      for key in ["id", "name", "entry", "language", "files", "description"] {
        #expect(hook.fields[key] != nil, "\(hook.id) has no \(key)")
      }
      #expect(hook.fields["language"]?.text == "swift")
      #expect(hook.entry.first == "palconv")
    }
    #expect(hooks["palconv-check"]?.passesFilenames == false)
    #expect(hooks["palconv-validate"]?.passesFilenames == true)
  }

  @Test func theSubsetParserReadsTheManifestAsYAMLDoes() throws {
    // PyYAML, when installed, as an oracle for the small parser above.
    let program =
      "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
    guard
      let result = try ExternalTool.run("python3", ["-c", program, Self.manifest.path]),
      result.code == 0
    else { return }
    let oracle = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let ours = try YAMLSubset.parseListOfMappings(
      try String(contentsOf: Self.manifest, encoding: .utf8))
    #expect(oracle.count == ours.count)
    for (theirs, mine) in zip(oracle, ours) {
      #expect(Set(theirs.keys) == Set(mine.keys))
      for (key, value) in theirs {
        switch value {
        case let list as [String]: #expect(mine[key]?.list == list, "\(key)")
        case let flag as Bool: #expect(mine[key]?.text == (flag ? "true" : "false"), "\(key)")
        default: #expect(mine[key]?.text == "\(value)", "\(key)")
        }
      }
    }
  }

  @Test func validateFailsOnTheChangedPalettesWithProblemsOnly() throws {
    let hook = try #require(try Self.hooks()["palconv-validate"])
    let folder = TempFolder()
    folder.write("palettes/brand.gpl", Self.brand)
    folder.write("palettes/dup.gpl", "GIMP Palette\nName: Dup\n#\n255 0 0 Red\n0 0 255 Red\n")
    folder.write("palettes/broken.gpl", "GIMP Palette\nName: X\n#\n12 zz 4 Bad\n")
    folder.write("package.json", "{}")
    folder.write("README.md", "# Palettes\n")
    // Files of palette extensions are passed; package.json is one, and is skipped.
    #expect(
      try hook.matching(["README.md", "package.json", "palettes/brand.gpl", "x.tokens.json"]) == [
        "package.json", "palettes/brand.gpl", "x.tokens.json",
      ])
    let clean = try hook.run(on: ["palettes/brand.gpl", "package.json", "README.md"], in: folder)
    #expect(clean.code == 0)
    #expect(clean.out == "palconv: 1 checked, 0 failed, 1 skipped (0 warnings)\n")
    let duplicate = try hook.run(on: ["palettes/brand.gpl", "palettes/dup.gpl"], in: folder)
    #expect(duplicate.code == 1)
    #expect(duplicate.out.contains("palettes/dup.gpl:5:1: error: name \"Red\" is already used"))
    let broken = try hook.run(on: ["palettes/broken.gpl"], in: folder)
    #expect(broken.code == 2)
    #expect(broken.out.contains("palettes/broken.gpl:4:4: error: invalid green component 'zz'"))
  }

  /// The extensions of every format palconv reads from a single file, without those another
  /// one ends with (`json` takes `tokens.json` and `resolver.json`): what `files` must list.
  static func readableExtensions() -> [String] {
    let all = Set(
      FormatRegistry.builtIn.formats.filter { $0.isReadable && !($0 is any FolderPaletteDecoder) }
        .flatMap(\.fileExtensions))
    return all.filter { ext in !all.contains { ext.hasSuffix("." + $0) } }.sorted()
  }

  @Test func bothHooksTakeTheExtensionsOfEveryReadableFormat() throws {
    let hooks = try Self.hooks()
    for id in ["palconv-validate", "palconv-check"] {
      let hook = try #require(hooks[id])
      // The pattern lists exactly the readable extensions, in any case.
      let prefix = "(?i)\\.("
      #expect(hook.files.hasPrefix(prefix) && hook.files.hasSuffix(")$"), "\(hook.files)")
      let listed = hook.files.dropFirst(prefix.count).dropLast(2).split(separator: "|").map(
        String.init)
      #expect(listed == Self.readableExtensions(), "\(id)")
      let registry = FormatRegistry.builtIn
      for ext in registry.formats.filter(\.isReadable).flatMap(\.fileExtensions) {
        // Folder formats are staged as their files (Contents.json, values/colors.xml).
        let staged = ["p/a.\(ext)", "p/B.\(ext.uppercased())"]
        #expect(
          try hook.matching(staged) == staged || registry.isFolderExtension(ext), "\(id) .\(ext)")
      }
      #expect(
        try hook.matching(["Colors.xcassets/Red.colorset/Contents.json", "res/values/colors.xml"])
          .count == 2)
      // Write-only outputs are not palettes to check.
      #expect(try hook.matching(["a.swift", "a.kt", "a.html", "a.svg", "a.js", "a.md"]).isEmpty)
    }
  }

  @Test func validateChecksAPaletteOfEveryReadableFormatAndSkipsOtherFiles() throws {
    let hook = try #require(try Self.hooks()["palconv-validate"])
    let folder = TempFolder()
    folder.write("source.gpl", Self.brand)
    try FileManager.default.createDirectory(
      atPath: folder.url("palettes"), withIntermediateDirectories: true)
    var staged: [String] = []
    // A terminal scheme fills the roles a small palette leaves open with the colours of
    // related roles (bright red is red), and an Animator palette its 256 colours with black,
    // which lint reports as repeated colours.
    let repeatsColours: Set<String> = [
      "base16", "base24", "iterm", "windows-terminal", "alacritty", "kitty", "ghostty",
      "xresources", "animator-col",
    ]
    for format in FormatRegistry.builtIn.formats
    where format.isReadable && format.isWritable && !(format is any FolderPaletteEncoder)
      && !repeatsColours.contains(format.identifier)
    {
      let path = "palettes/brand-\(format.identifier).\(format.fileExtensions[0])"
      let written = try BuiltBinary.run(
        [folder.url("source.gpl"), "--to", format.identifier, "-o", folder.url(path)])
      #expect(written.code == 0 || written.code == 1, "\(format.identifier): \(written.out)")
      staged.append(path)
    }
    // Palettes kept in the repository as fixtures.
    let fixtures = [
      "photoshop/aco/arne-v20-16.aco", "photoshop/act/16pal_v20.act",
      "ase/valid/ase-util-hex-test.ase", "color-palette/real/aap-64.color-palette",
      "css/appearances-light-dark.css", "css/appearances-media.css", "hex/golden/lospec.hex",
      "pal/golden/golden-jasc.pal", "sketch/real/ios.sketchpalette", "soc/real/ccooo.soc",
      "procreate/real/Retro_&_Vintage.swatches", "android/golden/values-night.xml",
    ]
    for (index, fixture) in fixtures.enumerated() {
      let name = "fixtures/\(index)-" + (fixture.split(separator: "/").last ?? "")
      folder.write(name, Fixtures.bytes(fixture))
      staged.append(name)
    }
    // Files of the same extensions that are not palettes.
    folder.write("package.json", "{ \"name\": \"site\" }\n")
    folder.write("site/style.css", "body { margin: 0 }\n")
    folder.write("pom.xml", "<project/>\n")
    folder.write("notes.txt", "Colours are in palettes/.\n")
    // A picture (made with Pillow: 64 × 64, red 4x, green 4y, blue xy mod 256), not a palette.
    folder.write("site/hero.png", Fixtures.bytes("png/picture/gradient-64.png"))
    let others = ["package.json", "site/style.css", "pom.xml", "notes.txt", "site/hero.png"]
    let passed = try hook.matching(staged + others + ["README.md"])
    #expect(passed == staged + others)
    let result = try hook.run(on: passed, in: folder)
    #expect(result.code == 0, "\(result.out)")
    #expect(
      result.out
        == "palconv: \(staged.count) checked, 0 failed, \(others.count) skipped (0 warnings)\n")
  }

  @Test func checkFailsUntilTheGeneratedFilesAreUpToDate() throws {
    let hook = try #require(try Self.hooks()["palconv-check"])
    let folder = TempFolder()
    folder.write("palettes/brand.gpl", Self.brand)
    folder.write("palettes/sub/accents.gpl", "GIMP Palette\nName: Accents\n#\n255 200 0 Gold\n")
    let staged = ["palettes/brand.gpl"]
    // Nothing generated yet: both outputs are missing.
    let missing = try hook.run(on: staged, in: folder)
    #expect(missing.code == 1)
    #expect(missing.out.contains("build/sub/accents.json is missing"))
    #expect(!folder.exists("build"))
    // Generated: up to date.
    let generate = try BuiltBinary.run(
      [folder.url("palettes"), "-r", "--to", "json", "--out-dir", folder.url("build")])
    #expect(generate.code == 0)
    #expect(try hook.run(on: staged, in: folder).code == 0)
    // A palette edited without regenerating: the hook fails and writes nothing.
    folder.write("palettes/brand.gpl", Self.brand + "255 255 255\tWhite\n")
    let before = folder.read("build/brand.json")
    let drift = try hook.run(on: staged, in: folder)
    #expect(drift.code == 1)
    #expect(drift.out.contains("build/brand.json"))
    #expect(folder.read("build/brand.json") == before)
  }
}

/// The YAML that `.pre-commit-hooks.yaml` uses: a list of mappings whose values are plain or
/// quoted scalars or flow lists (`[a, b]`), with `#` comments. Anything else is an error, so
/// the manifest cannot drift into YAML this parser would misread.
enum YAMLSubset {
  /// A value.
  enum Value: Equatable {
    case scalar(String)
    case list([String])

    var text: String? {
      if case .scalar(let text) = self { return text }
      return nil
    }

    var list: [String]? {
      if case .list(let items) = self { return items }
      return nil
    }
  }

  struct ParseError: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  static func parseListOfMappings(_ text: String) throws -> [[String: Value]] {
    var items: [[String: Value]] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      var line = Substring(raw)
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("- ") {
        items.append([:])
        line = line.dropFirst(2)
      } else if line.hasPrefix("  ") {
        line = line.dropFirst(2)
      } else {
        throw ParseError(line: number, message: "expected '- ' or an indented key")
      }
      guard !items.isEmpty else {
        throw ParseError(line: number, message: "a key outside a list item")
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw ParseError(line: number, message: "expected 'key: value'")
      }
      let key = String(line[..<colon])
      guard key.allSatisfy({ $0.isLetter || $0 == "_" }) else {
        throw ParseError(line: number, message: "unexpected key '\(key)'")
      }
      let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard items[items.count - 1][key] == nil else {
        throw ParseError(line: number, message: "repeated key '\(key)'")
      }
      items[items.count - 1][key] = try value(rest, line: number)
    }
    return items
  }

  private static func value(_ text: String, line: Int) throws -> Value {
    if text.hasPrefix("[") {
      guard text.hasSuffix("]") else { throw ParseError(line: line, message: "unclosed list") }
      let inner = text.dropFirst().dropLast()
      let items = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      return .list(try items.map { try scalar($0, line: line) })
    }
    return .scalar(try scalar(text, line: line))
  }

  private static func scalar(_ text: String, line: Int) throws -> String {
    if text.hasPrefix("'") || text.hasPrefix("\"") {
      guard text.count >= 2, text.last == text.first else {
        throw ParseError(line: line, message: "unclosed quote")
      }
      return String(text.dropFirst().dropLast())
    }
    guard !text.contains(" #"), !text.hasPrefix("{"), !text.hasPrefix("&"), !text.hasPrefix("*"),
      !text.hasPrefix("|"), !text.hasPrefix(">"), !text.isEmpty
    else { throw ParseError(line: line, message: "unsupported YAML '\(text)'") }
    return text
  }
}
