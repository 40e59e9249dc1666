import PaletteCore
import PaletteKit
import PaletteTransforms

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `palconv convert`: read palettes, apply steps, write another format.
enum ConvertCommand: Subcommand {
  static let output = CommonOptions.outputFile(
    excludes: ["out-dir"],
    help: "The output file (a folder for asset catalogs), '-' for standard output. Its "
      + "extension gives the format unless --to is set.")
  static let outDir = Option<String>.text(
    "out-dir", named: "dir",
    help: "Write one output per input into this folder, mirroring folder inputs.")
  static let to = CommonOptions.outputFormat(
    help: "The output format (see 'palconv formats'). Needed with --out-dir.")
  static let jobs = Option<Int>.integer(
    "jobs", short: "j", in: 1...Int.max, named: "n",
    help: "Convert up to N files at once. Default: the number of cores.")
  static let check = Option<Bool>.flag(
    "check", help: "Write nothing; exit with 1 if any output is missing or would change (for CI).")
  static let watch = Option<Bool>.flag(
    "watch", excludes: ["check"],
    help: "Keep running: convert each input again when it changes, and new files of folder "
      + "inputs (see 'palconv watch'). Ctrl-C stops.")
  static let force = CommonOptions.force(
    help: "Allow overwriting an input, binary output on a terminal, and replacing files in an "
      + "asset catalog that palconv did not write (it still removes none).")

  static let mainOptions: [OptionSpec] =
    [
      output.spec, outDir.spec, CommonOptions.from.spec, to.spec, CommonOptions.recursive.spec,
      CommonOptions.exclude.spec, jobs.spec, check.spec, watch.spec, CommonOptions.strict.spec,
      CommonOptions.allow.spec, force.spec, CommonOptions.maxInputSize.spec,
    ] + ProfileOptions.specs

  /// The help and options with the built-in formats' options.
  static var spec: CommandSpec { spec(for: .builtIn) }

  /// The help and options, with the format options `registry`'s formats declare.
  static func spec(for registry: FormatRegistry) -> CommandSpec {
    CommandSpec(
      name: "convert",
      abstract: "Convert palettes between formats, applying steps on the way.",
      discussion:
        "The input format is detected from the content first, then from the extension; --from "
        + "overrides it. Before writing, palconv warns about everything the output format cannot "
        + "hold (alpha, groups, names, colour models). An output whose bytes would not change is "
        + "not rewritten, and an input is never overwritten without --force.",
      usage: "convert <inputs> ... [-o <output> | --out-dir <dir>] [--to <format>] [<steps>] "
        + "[<options>]",
      arguments: [
        .init(
          label: "<inputs> ...",
          help: "Palette files, asset catalogs or folders of them; '-' reads standard input.")
      ],
      options: [StepOptions.extract.spec] + StepOptions.specs
        + FormatOptionArguments.specs(registry)
        + mainOptions
        + CommonOptions.output,
      examples: [
        ("palconv brand.ase -o brand.json", "Convert an Adobe swatch file to palconv JSON."),
        (
          "palconv brand.gpl --dedupe --sort hue-bands -o brand.css",
          "Merge near-identical colours, sort them by hue band, write CSS custom properties."
        ),
        (
          "palconv brand.ase --select 'name:*blue*,name:navy' -o blues.css",
          "Only the swatches named like blue, and navy (any comma-separated term may match)."
        ),
        (
          "palconv brand.ase --drop kind:spot --drop model:cmyk -o web.css",
          "Without the spot inks and the CMYK colours."
        ),
        (
          "palconv brand.ase --scale tailwind -o shades.css",
          "Eleven shades per swatch (red-50 ... red-950), each swatch at its nearest step."
        ),
        (
          "palconv brand.ase --derive pastel -o BrandPastels.swift",
          "The brand colours and, beside each group, their pastels."
        ),
        (
          "palconv brand.ase --reduce 4 -o pixel.gpl",
          "The 4 swatches that represent the palette best, for a pixel-art tool."
        ),
        (
          "palconv photo.png --extract 8 --sort hue -o brand.gpl",
          "The 8 main colours of a photo, sorted by hue."
        ),
        (
          "palconv brand.ase -o Brand.xcassets --strict --allow loss.order",
          "Write an Xcode asset catalog; fail if anything would be lost, but let it sort the "
            + "colours by name."
        ),
        (
          "palconv brand.ase -o brand.gpl --strict=loss.alpha,loss.model",
          "Fail only if alpha or a colour model would be lost; other losses stay warnings."
        ),
        (
          "palconv palettes/ -r --exclude 'drafts/**' --to json --out-dir build/ -v",
          "Skip a subfolder; -v lists every file skipped and why."
        ),
        (
          "palconv palettes/ -r --to json --out-dir build/",
          "Convert a whole tree on every core, mirroring it under build/."
        ),
        (
          "palconv palettes/ -r --to json --out-dir build/ --check",
          "Write nothing; exit 1 if any file in build/ would change (for CI)."
        ),
        ("curl -s URL | palconv - --to gpl", "Read standard input, write standard output."),
      ],
      extraSections: [("EXIT CODES", ExitCode.help)])
  }

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    try run(parsed, context: context, watching: parsed.has(watch), polling: false)
  }

  /// Runs `convert`, or with `watching`, `watch` (`polling` forces polling).
  static func run(
    _ parsed: ParsedArguments, context: CommandContext, watching: Bool, polling: Bool
  ) throws(UsageError) -> Int32 {
    let console = context.console
    var settings = try CommonOptions.conversionSettings(parsed, context: context, force: force)
    settings.extractCount = try extraction(parsed, sourceFormat: settings.sourceFormat)
    settings.profiles = try ProfileOptions.read(parsed, sizeLimit: settings.sizeLimit)
    settings.check = parsed.has(check)
    if watching {
      return try WatchLoop.run(parsed, settings: settings, polling: polling, console: console)
    }
    let workers = try parsed.value(jobs) ?? console.environment.processorCount

    let plan = try ConversionPlanner.plan(parsed, settings: settings, console: console)
    settings.protectedInputs = plan.protectedInputs
    settings.leavesPalettesToExit = !plan.isBatch && plan.jobs.count == 1
    for diagnostic in plan.walkDiagnostics { console.emit(diagnostic) }

    var bar = ProgressBar()
    let showProgress =
      plan.isBatch && console.environment.stderrIsTerminal && console.verbosity >= .normal
      && console.style == .text
    let shared = settings
    let outcomes = BatchRunner.run(
      plan.jobs, workers: workers,
      progress: { finished, total in
        if showProgress { console.writeError(bar.line(finished: finished, total: total)) }
      },
      work: { ConversionJob.run($0, settings: shared) })
    console.writeError(bar.clear())

    var code = plan.unreachableCount == 0 ? ExitCode.success : ExitCode.inputOutput
    for outcome in outcomes {
      var outcome = outcome
      if let bytes = outcome.standardOutput {
        outcome = deliver(bytes, outcome: outcome, settings: settings, console: console)
      }
      for diagnostic in outcome.diagnostics { console.emit(diagnostic) }
      code = ExitCode.worse(code, outcome.exitCode)
    }
    if plan.isBatch && console.verbosity >= .normal {
      let summary = BatchSummary(
        outcomes, skipped: plan.skippedCount, unreachable: plan.unreachableCount)
      console.writeError(summary.convertLine(check: settings.check, style: console.style) + "\n")
    }
    return code
  }

  /// The count of `--extract N`, or `nil` without the step (its place is checked by
  /// ``StepOptions/read(_:)``).
  ///
  /// - Throws: ``UsageError`` for `--from` naming a format other than `png`.
  static func extraction(
    _ parsed: ParsedArguments, sourceFormat: String?
  ) throws(UsageError) -> Int? {
    guard let count = try parsed.value(StepOptions.extract) else { return nil }
    if let sourceFormat, sourceFormat != ImagePalette.imageFormat.identifier {
      throw UsageError("'--extract' reads PNG images, so '--from \(sourceFormat)' cannot apply")
    }
    return count
  }

  /// Runs one job (`merge`, `extract`): converts, writes standard output if that is the
  /// destination, and prints the diagnostics.
  ///
  /// - Returns: The job's exit code.
  static func runOne(_ job: FileJob, settings: ConversionSettings, console: Console) -> Int32 {
    var outcome = ConversionJob.run(job, settings: settings)
    if let bytes = outcome.standardOutput {
      outcome = deliver(bytes, outcome: outcome, settings: settings, console: console)
    }
    for diagnostic in outcome.diagnostics { console.emit(diagnostic) }
    return outcome.exitCode
  }

  /// Writes standard-output bytes, unless they are binary and standard output cannot or
  /// should not take them.
  static func deliver(
    _ bytes: [UInt8], outcome: FileOutcome, settings: ConversionSettings, console: Console
  ) -> FileOutcome {
    var outcome = outcome
    let format = outcome.formatIdentifier ?? "binary"
    // However standard output was named (`-o -`, `--to`, a shell's `>>`), it is never an input.
    if !settings.force, let descriptor = console.environment.standardOutputDescriptor,
      let input = settings.protectedInputs.input(writtenThrough: descriptor)
    {
      outcome.diagnostics.append(
        Diagnostic(
          .error, code: "output.overwrites-input",
          message:
            "refusing to write to standard output, which is the input \(input); use --force "
            + "to allow it",
          path: "<stdout>"))
      outcome.status = .failed
      outcome.exitCode = ExitCode.inputOutput
      return outcome
    }
    if !OutputFormat.isText(bytes) {
      var refusal: String?
      if !console.acceptsBinaryOutput {
        refusal = "standard output here takes text only; write \(format) with -o <file>"
      } else if console.environment.stdoutIsTerminal && !settings.force {
        refusal =
          "refusing to write binary \(format) data to a terminal; redirect it, use -o <file>, "
          + "or --force"
      }
      if let refusal {
        outcome.diagnostics.append(
          Diagnostic(.error, code: "output.binary-terminal", message: refusal, path: "<stdout>"))
        outcome.status = .failed
        outcome.exitCode = ExitCode.inputOutput
        return outcome
      }
    }
    console.write(bytes: bytes)
    return outcome
  }
}
