import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv validate`: lint palettes, writing nothing.
enum ValidateCommand: Subcommand {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check palettes for problems, writing nothing.",
    discussion:
      "Reports decoder warnings and lint findings (duplicate names, near-duplicate colours, "
      + "out-of-gamut values, ...). With --target, also checks what that format cannot hold "
      + "and its limits.",
    usage: "validate <inputs> ... [--target <format>] [<options>]",
    arguments: [
      .init(
        label: "<inputs> ...",
        help: "Palette files, asset catalogs or folders of them; '-' reads standard input.")
    ],
    options: [
      OptionSpec(
        "target", value: .required("format"),
        help: "Also check the limits of this output format."),
      CommonOptions.from, CommonOptions.recursive, CommonOptions.strict,
      CommonOptions.maxInputSize,
    ] + CommonOptions.output,
    examples: [
      ("palconv validate brand.gpl", "Lint one palette: duplicates, unnamed swatches, bad values."),
      (
        "palconv validate palettes/*.ase --target gpl --strict",
        "Also check what GIMP palettes cannot hold; warnings fail the run."
      ),
      ("palconv validate brand.css --diagnostics json", "One JSON object per finding."),
    ],
    extraSections: [
      (
        "RULES",
        LintRule.allCases.map {
          CommandSpec.Argument(
            label: $0.code, help: "\($0.defaultSeverity.rawValue): \($0.summary)")
        }
      ),
      ("EXIT CODES", ExitCode.help),
    ])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let console = context.console
    let registry = context.registry
    try CommonOptions.configure(console, from: parsed)
    let sourceFormat = try CommonOptions.sourceFormat(parsed, registry: registry)
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    var target: (any PaletteFormat)?
    if let name = parsed.value("target") {
      guard let format = registry.format(named: name) else {
        throw CommonOptions.unknownFormat(name, option: "--target", registry: registry)
      }
      target = format
    }
    guard !parsed.positionals.isEmpty else {
      throw UsageError("missing expected argument '<inputs> ...'")
    }

    var paths: [String] = []
    var isBatch = parsed.positionals.count > 1
    let readable = registry.formats.filter { $0.capabilities.canDecode }
    let wanted = Set(readable.flatMap(\.fileExtensions))
    let folderExtensions = Set(
      readable.filter { $0 is any FolderPaletteFormat }.flatMap(\.fileExtensions))
    for input in parsed.positionals {
      if input != "-" && PathTools.isDirectory(input)
        && InputReader.folderFormat(of: input, sourceFormat: sourceFormat, registry: registry)
          == nil
      {
        isBatch = true
        for item in PathTools.walk(
          input, recursive: parsed.has("recursive"), wanted: wanted, excluding: [],
          documentFolders: folderExtensions)
        where item.skipped == nil {
          paths.append(PathText.join(input, item.relative))
        }
      } else {
        paths.append(input)
      }
    }

    var code = ExitCode.success
    var failed = 0
    var warnings = 0
    for input in paths {
      var diagnostics: [Diagnostic] = []
      var fileCode = ExitCode.success
      do {
        let loaded = try InputReader.load(
          input, sourceFormat: sourceFormat, sizeLimit: sizeLimit, console: console,
          registry: registry)
        diagnostics.append(InputReader.note(for: loaded))
        diagnostics += loaded.decoded.warnings
        diagnostics += TransformsBridge.lint(
          loaded.decoded.palette, target: target?.capabilities, targetName: target?.identifier
        ).map { $0.path == nil ? $0.with(path: loaded.path) : $0 }
        if let target {
          diagnostics += TransformsBridge.lossDiagnostics(
            for: loaded.decoded.palette, target: target
          ).map { $0.path == nil ? $0.with(path: loaded.path) : $0 }
        }
        if parsed.has("strict") {
          diagnostics = diagnostics.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { fileCode = ExitCode.failure }
      } catch {
        diagnostics.append(error.diagnostic)
        fileCode = ExitCode.inputOutput
      }
      warnings += diagnostics.count { $0.severity == .warning }
      if fileCode != 0 { failed += 1 }
      for diagnostic in diagnostics { console.emit(diagnostic) }
      code = ExitCode.worse(code, fileCode)
    }
    if isBatch && console.verbosity >= .normal {
      if console.style == .json {
        console.writeError(
          "{\"summary\": {\"files\": \(paths.count), \"failed\": \(failed), "
            + "\"warnings\": \(warnings)}}\n")
      } else {
        console.writeError(
          "palconv: \(paths.count) checked, \(failed) failed (\(warnings) "
            + (warnings == 1 ? "warning" : "warnings") + ")\n")
      }
    }
    return code
  }
}
