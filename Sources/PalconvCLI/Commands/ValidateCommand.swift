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
        "target", value: .required("format"), completion: .formats(.writable),
        help: "Also check the limits of this output format."),
      SimulationOptions.cvd,
      OptionSpec(
        "skip-unrecognized",
        help: "Skip, with a note, a .json, .css, .txt or .xml input whose content no format "
          + "recognises (package.json, a site's style.css, pom.xml), and a .png picture of more "
          + "than 256 colours, instead of failing it: for hooks that pass every staged file of "
          + "these shared extensions."),
      CommonOptions.from, CommonOptions.recursive, CommonOptions.exclude, CommonOptions.strict,
      CommonOptions.allow,
      CommonOptions.maxInputSize,
    ] + CommonOptions.output,
    examples: [
      ("palconv validate brand.gpl", "Lint one palette: duplicates, unnamed swatches, bad values."),
      (
        "palconv validate palettes/*.ase --target gpl --strict",
        "Also check what GIMP palettes cannot hold; warnings fail the run."
      ),
      ("palconv validate brand.css --diagnostics json", "One JSON object per finding."),
      (
        "palconv validate brand.ase --cvd all",
        "Also report clearly different colours that look alike with a colour-vision deficiency."
      ),
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
    let strict = try StrictPolicy(parsed)
    let colorVision = try parsed.value("cvd").map(SimulationOptions.checks) ?? []
    let skipUnrecognized = parsed.has("skip-unrecognized") && sourceFormat == nil
    var target: OutputFormat?
    if let name = parsed.value("target") {
      guard let format = registry.format(named: name) else {
        throw CommonOptions.unknownFormat(name, option: "--target", registry: registry)
      }
      guard let writer = OutputFormat(format) else {
        throw UsageError("palconv cannot write \(format.identifier) files")
      }
      target = writer
    }
    guard !parsed.positionals.isEmpty else {
      throw UsageError("missing expected argument '<inputs> ...'")
    }

    var paths: [(path: String, isListed: Bool)] = []
    var isBatch = parsed.positionals.count > 1
    var summary = BatchSummary()
    var settings = ConversionSettings(registry: registry)
    settings.sourceFormat = sourceFormat
    let walk = try ConversionPlanner.folderWalk(parsed, settings: settings, excluding: [])
    for input in parsed.positionals {
      if input != "-" && FileSystem.isDirectory(input)
        && InputReader.folderFormat(of: input, sourceFormat: sourceFormat, registry: registry)
          == nil
      {
        isBatch = true
        for entry in walk.entries(of: input) {
          let path = entry.relative.isEmpty ? input : PathText.join(input, entry.relative)
          switch entry.kind {
          case .input:
            paths.append((path, true))
          case .skipped(let reason):
            summary.skipped += 1
            console.emit(ConversionPlanner.skipNote(reason, path: path))
          case .unreachable(let reason):
            summary.failed += 1
            console.emit(Diagnostic(.error, code: "input.unreachable", message: reason, path: path))
          }
        }
      } else {
        paths.append((input, false))
      }
    }

    var code = summary.failed > 0 ? ExitCode.inputOutput : ExitCode.success
    for (input, isListed) in paths {
      var diagnostics: [Diagnostic] = []
      var fileCode = ExitCode.success
      do {
        let loaded = try InputReader.load(
          input, sourceFormat: sourceFormat, sizeLimit: sizeLimit, console: console,
          registry: registry)
        if skipUnrecognized, loaded.detection.candidates.isEmpty,
          Self.isShared(input), loaded.decoded.palette.swatchCount == 0
        {
          // Read by its extension alone and nothing in it: not a palette.
          summary.skipped += 1
          console.emit(
            ConversionPlanner.skipNote(
              "no format recognises its content and it has no colours", path: input))
          continue
        }
        diagnostics.append(InputReader.note(for: loaded))
        diagnostics += loaded.decoded.warnings
        diagnostics += StepRunner.lint(
          loaded.decoded.palette, target: target?.capabilities, targetName: target?.identifier,
          colorVision: colorVision
        ).map { $0.path == nil ? $0.with(path: loaded.path) : $0 }
        if let target {
          diagnostics += StepRunner.lossDiagnostics(
            for: loaded.decoded.palette, target: target
          ).map { $0.path == nil ? $0.with(path: loaded.path) : $0 }
        }
        diagnostics = strict.apply(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { fileCode = ExitCode.failure }
      } catch {
        if isListed || (skipUnrecognized && Self.isShared(input)),
          let reason = InputReader.unclaimedReason(
            input, error: error, sourceFormat: sourceFormat, sizeLimit: sizeLimit,
            registry: registry,
            extensions: skipUnrecognized ? Self.sharedExtensions : InputReader.sharedExtensions)
        {
          // A file of a folder input that is not a palette: skipped, as `convert` does.
          summary.skipped += 1
          console.emit(ConversionPlanner.skipNote(reason, path: input))
          continue
        }
        if skipUnrecognized, Self.isPicture(input, error: error) {
          summary.skipped += 1
          console.emit(
            ConversionPlanner.skipNote(
              "a picture, not a palette image (\(error.message))", path: input))
          continue
        }
        diagnostics.append(error.diagnostic)
        fileCode = ExitCode.inputOutput
      }
      summary.warnings += diagnostics.count { $0.severity == .warning }
      if fileCode != 0 { summary.failed += 1 } else { summary.converted += 1 }
      for diagnostic in diagnostics { console.emit(diagnostic) }
      code = ExitCode.worse(code, fileCode)
    }
    if isBatch && console.verbosity >= .normal {
      console.writeError(summary.validateLine(style: console.style) + "\n")
    }
    return code
  }

  /// Whether `--skip-unrecognized` may skip `path`: its extension is one that palettes share
  /// with other files (``InputReader/sharedExtensions`` and `.xml`).
  static func isShared(_ path: String) -> Bool {
    guard let ext = PathText.pathExtension(of: path).map(ASCII.lowercased) else { return false }
    return sharedExtensions.contains(ext)
  }

  /// Whether `error` says that the `.png` file `path` is a picture with more colours than a
  /// palette image holds, which `--skip-unrecognized` skips too.
  static func isPicture(_ path: String, error: PaletteError) -> Bool {
    PathText.pathExtension(of: path).map(ASCII.lowercased) == "png" && error.format == "png"
      && error.kind == .limitExceeded
  }

  /// The extensions `--skip-unrecognized` applies to.
  static let sharedExtensions = InputReader.sharedExtensions.union(["xml"])
}
