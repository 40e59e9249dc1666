import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv validate`: lint palettes, writing nothing.
enum ValidateCommand: Subcommand {
  static let target = CommonOptions.outputFormat(
    "target", help: "Also check the limits of this output format.")
  static let skipUnrecognized = Option<Bool>.flag(
    "skip-unrecognized",
    help: "Skip, with a note, a named input that holds no palette, as files found in a "
      + "folder are skipped: a .json, .css, .txt or .xml file whose content no format "
      + "recognises (package.json, pom.xml), a file that holds no colours (a site's "
      + "style.css, strings.xml), and a .png picture of more than 256 colours; for hooks "
      + "that pass every staged file of these shared extensions.")

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
      target.spec, SimulationOptions.cvd.spec, skipUnrecognized.spec, CommonOptions.from.spec,
      CommonOptions.recursive.spec, CommonOptions.exclude.spec, CommonOptions.strict.spec,
      CommonOptions.allow.spec, CommonOptions.maxInputSize.spec,
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
    let colorVision = try parsed.value(SimulationOptions.cvd) ?? []
    let skipUnrecognized = parsed.has(Self.skipUnrecognized) && sourceFormat == nil
    let target = try CommonOptions.outputFormat(Self.target, parsed, registry: registry)
    guard !parsed.positionals.isEmpty else {
      throw UsageError("missing expected argument '<inputs> ...'")
    }

    var paths: [(path: String, isListed: Bool)] = []
    var isBatch = parsed.positionals.count > 1
    var summary = BatchSummary()
    var settings = ConversionSettings(registry: registry)
    settings.sourceFormat = sourceFormat
    let walk = try ConversionPlanner.folderWalk(parsed, settings: settings)
    for input in parsed.positionals {
      if input != "-" && registry.isFolderOfDocuments(input, as: sourceFormat) {
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
        let mayBeSkipped = isListed || skipUnrecognized
        if mayBeSkipped, let reason = NotAPalette.reason(forListed: loaded) {
          summary.skipped += 1
          console.emit(ConversionPlanner.skipNote(reason, path: input))
          continue
        }
        if let error = NotAPalette.error(forNamed: loaded) {
          summary.failed += 1
          console.emit(error)
          code = ExitCode.worse(code, ExitCode.inputOutput)
          continue
        }
        diagnostics.append(loaded.detectionNote)
        diagnostics += loaded.decoded.warnings
        diagnostics += StepRunner.lint(
          loaded.decoded.palette, target: target?.capabilities, targetName: target?.identifier,
          colorVision: colorVision
        ).map { $0.path == nil ? $0.with(path: loaded.path) : $0 }
        if let target {
          let slots = StepRunner.withoutEmptySlots(loaded.decoded.palette, target: target)
          if let note = slots.note { diagnostics.append(note.with(path: loaded.path)) }
          diagnostics += StepRunner.lossDiagnostics(for: slots.palette, target: target).map {
            $0.path == nil ? $0.with(path: loaded.path) : $0
          }
        }
        diagnostics = strict.apply(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { fileCode = ExitCode.failure }
      } catch {
        if isListed || skipUnrecognized,
          let reason = NotAPalette.reason(
            forFailedFile: input, error: error, sourceFormat: sourceFormat, sizeLimit: sizeLimit,
            registry: registry)
        {
          // Not a palette: skipped, as `convert` skips it in a folder.
          summary.skipped += 1
          console.emit(ConversionPlanner.skipNote(reason, path: input))
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
}
