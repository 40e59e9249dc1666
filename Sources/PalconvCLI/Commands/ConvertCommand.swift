import PaletteCore
import PaletteKit
import PalettePNG
import PaletteTransforms

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `palconv convert`: read palettes, apply steps, write another format.
enum ConvertCommand: Subcommand {
  static let stepOptions: [OptionSpec] = [
    OptionSpec(
      "validate", section: .steps,
      help: "Check the palette (and the output format's limits); errors stop the file."),
    OptionSpec(
      "sort", value: .required("keys"), section: .steps, repeatable: true,
      completion: .words(SortKey.argumentNames),
      help: "Sort swatches within each group by comma-separated keys: "
        + SortKey.argumentNames.joined(separator: ", ")
        + ". Keys read the light colour; a swatch moves with its dark and high-contrast variants."),
    OptionSpec("reverse", section: .steps, help: "Sort steps sort in descending order."),
    OptionSpec(
      "dedupe", value: .optionalNumber("delta-e"), section: .steps, repeatable: true,
      help: "Merge swatches closer than DELTA_E (default: just noticeable, 1 for ciede2000, "
        + "0.02 for oklab); a following non-number is not taken. A swatch with appearance "
        + "variants merges only with one that has the same variants."),
    OptionSpec(
      "metric", value: .required("metric"), section: .steps,
      completion: .words(["ciede2000", "oklab"]),
      help: "The colour difference for --dedupe: ciede2000 (default) or oklab."),
    OptionSpec(
      "prefer-named", section: .steps,
      help: "--dedupe keeps a named swatch over an unnamed one."),
    OptionSpec(
      "pastelize", value: .optionalNumber("amount"), section: .steps, repeatable: true,
      help: "Soften colours towards pastel, AMOUNT 0...1 (default "
        + "\(Palette.defaultPastelAmount)); dark and high-contrast variants are softened too."),
    OptionSpec("flatten", section: .steps, help: "Put every swatch into one unnamed group."),
    OptionSpec(
      "columns", value: .required("n"), section: .steps, repeatable: true,
      help: "Set the palette's column count, 1...\(Step.maxColumns): the swatches per row of "
        + "GPL, Krita, PNG (unless --png-columns) and swatch sheets (unless --sheet-columns); "
        + "a format without columns reports it dropped."),
    OptionSpec(
      "appearance", value: .required("appearance"), section: .steps, repeatable: true,
      help: "Use the colours of one appearance and drop the variants: light, dark, "
        + "high-contrast or high-contrast-dark (a missing variant falls back to dark, then to "
        + "light)."),
    OptionSpec(
      "select", value: .required("terms"), section: .steps, repeatable: true,
      help: "Keep only swatches matching any comma-separated term: group:GLOB, name:GLOB, "
        + "kind:process|global|spot, model:srgb|cmyk|lab|... ('group:Brand*', 'name:*Blue*')."),
    OptionSpec(
      "drop", value: .required("terms"), section: .steps, repeatable: true,
      help: "Remove swatches matching any term, as --select takes them (--exclude is for "
        + "files of folder inputs)."),
    OptionSpec(
      "reduce", value: .required("n"), section: .steps, repeatable: true,
      help: "Keep the N swatches that represent the palette best (median cut in OKLab), "
        + "unchanged and in order."),
    OptionSpec(
      "scale", value: .required("steps"), section: .steps, repeatable: true,
      completion: .words(["tailwind"]),
      help: "Turn each swatch into a group of shades in OKLCH: tailwind (50...950, named "
        + "blue-500) or N (an even ramp, blue-1...blue-N), the swatch at its nearest step."),
    OptionSpec(
      "derive", value: .required("set"), section: .steps, repeatable: true,
      completion: .words(["pastel"]),
      help: "Add a derived group after each group: pastel ('Brand Pastel', swatches 'Sky "
        + "Pastel')."),
    OptionSpec(
      "allow-empty", section: .steps,
      help: "--select and --drop may leave no swatch (otherwise an error, exit code 1)."),
    SimulationOptions.simulate, SimulationOptions.severity,
    OptionSpec(
      "name-unnamed", section: .steps, repeatable: true,
      help: "Name every unnamed swatch after the nearest CSS or xkcd colour (Dusty Rose, then "
        + "Dusty Rose 2 in the same group), with a warning listing them."),
    OptionSpec(
      "rename", value: .required("scheme"), section: .steps, repeatable: true,
      completion: .words(["hex", "nearest"]),
      help: "Replace every name: hex (#RRGGBB) or nearest (the nearest CSS or xkcd colour)."),
  ]

  /// `--extract N`, a step of `convert` only (`extract` is the subcommand of its own).
  static let extractOption = OptionSpec(
    "extract", value: .required("n"), section: .steps,
    help: "The first step: read each input as a PNG image and make the palette of its N main "
      + "colours (1 to \(ImagePalette.maxCount)), as 'palconv extract -n N' does.")

  static let mainOptions: [OptionSpec] = [
    OptionSpec(
      "output", short: "o", value: .required("output"),
      help: "The output file (a folder for asset catalogs), '-' for standard output. Its "
        + "extension gives the format unless --to is set."),
    OptionSpec(
      "out-dir", value: .required("dir"),
      help: "Write one output per input into this folder, mirroring folder inputs."),
    CommonOptions.from,
    OptionSpec(
      "to", value: .required("format"), completion: .formats(.writable),
      help: "The output format (see 'palconv formats'). Needed with --out-dir."),
    CommonOptions.recursive,
    CommonOptions.exclude,
    OptionSpec(
      "jobs", short: "j", value: .required("n"),
      help: "Convert up to N files at once. Default: the number of cores."),
    OptionSpec(
      "check", help: "Write nothing; exit with 1 if any output is missing or would change (for CI)."
    ),
    CommonOptions.strict,
    CommonOptions.allow,
    OptionSpec(
      "force",
      help:
        "Allow overwriting an input, binary output on a terminal, and replacing files in an "
        + "asset catalog that palconv did not write (it still removes none)."),
    CommonOptions.maxInputSize,
  ]

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
      options: [extractOption] + stepOptions + FormatOptionArguments.specs(registry) + mainOptions
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
    let console = context.console
    try CommonOptions.configure(console, from: parsed)
    let formatSettings = try FormatOptionArguments.settings(parsed, registry: context.registry)
    let registry = try FormatOptionArguments.configure(context.registry, with: formatSettings)

    var settings = ConversionSettings(registry: registry)
    settings.formatSettings = formatSettings
    settings.sourceFormat = try CommonOptions.sourceFormat(parsed, registry: registry)
    (settings.steps, settings.stepSettings) = try steps(parsed)
    settings.extractCount = try extraction(parsed, sourceFormat: settings.sourceFormat)
    settings.strict = try StrictPolicy(parsed)
    settings.check = parsed.has("check")
    settings.force = parsed.has("force")
    settings.sizeLimit = try CommonOptions.sizeLimit(parsed)

    var workers = console.environment.processorCount
    if let text = parsed.value("jobs") {
      guard let value = Int(text), value >= 1 else {
        throw UsageError(
          "the value of '--jobs' must be a whole number of at least 1, not '\(text)'")
      }
      workers = value
    }

    let plan = try ConversionPlanner.plan(parsed, settings: settings, console: console)
    settings.protectedInputs = plan.protectedInputs
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

  /// Reads the steps and their modifiers, in command-line order.
  static func steps(_ parsed: ParsedArguments) throws(UsageError) -> ([Step], StepSettings) {
    var steps: [Step] = []
    var settings = StepSettings()
    for occurrence in parsed.occurrences {
      switch occurrence.name {
      case "extract":
        guard steps.isEmpty else {
          throw UsageError(
            "'--extract' must be the first step: it makes the palette the other steps work on")
        }
      case "validate": steps.append(.validate)
      case "flatten": steps.append(.flatten)
      case "columns":
        let text = occurrence.value ?? ""
        guard let count = Int(text), (1...Step.maxColumns).contains(count) else {
          throw UsageError(
            "the value of '--columns' must be a whole number from 1 to \(Step.maxColumns), "
              + "not '\(text)'")
        }
        steps.append(.columns(count))
      case "appearance":
        steps.append(.appearance(try AppearanceArgument.parse(occurrence.value ?? "")))
      case "sort":
        var keys: [SortKey] = []
        for word in (occurrence.value ?? "").split(separator: ",", omittingEmptySubsequences: false)
        {
          guard let key = SortKey(argument: String(word)) else {
            var message = "unknown sort key '\(word)'"
            if let close = Suggestion.closest(
              to: String(word), among: SortKey.argumentNames)
            {
              message += ", did you mean '\(close)'?"
            } else {
              message += "; use one of: " + SortKey.argumentNames.joined(separator: ", ")
            }
            throw UsageError(message)
          }
          keys.append(key)
        }
        steps.append(.sort(keys))
      case "dedupe":
        let threshold = occurrence.value.flatMap(Double.init)
        if let threshold, threshold < 0 {
          throw UsageError(
            "the value of '--dedupe' must be at least 0, not '\(occurrence.value ?? "")'")
        }
        steps.append(.dedupe(threshold: threshold))
      case "pastelize":
        let amount = occurrence.value.flatMap(Double.init)
        if let amount, !(0...1).contains(amount) {
          throw UsageError(
            "the value of '--pastelize' must be between 0 and 1, not '\(occurrence.value ?? "")'")
        }
        steps.append(.pastelize(amount: amount))
      case "select", "drop":
        let selector: SwatchFilter
        do {
          selector = try SwatchFilter(parsing: occurrence.value ?? "")
        } catch {
          throw UsageError("'--\(occurrence.name)': \(error.message)")
        }
        steps.append(occurrence.name == "select" ? .select(selector) : .drop(selector))
      case "reduce":
        let text = occurrence.value ?? ""
        guard let count = Int(text), count >= 1 else {
          throw UsageError(
            "the value of '--reduce' must be a whole number of at least 1, not '\(text)'")
        }
        steps.append(.reduce(count: count))
      case "scale":
        let text = occurrence.value ?? ""
        if text == "tailwind" {
          steps.append(.scale(.tailwind))
        } else if let count = Int(text), (2...100).contains(count) {
          steps.append(.scale(.even(count)))
        } else {
          throw UsageError(
            "the value of '--scale' must be tailwind or a number of steps 2...100, not '\(text)'")
        }
      case "derive":
        let text = occurrence.value ?? ""
        guard let set = DerivedSet(rawValue: text) else {
          throw UsageError(
            "the value of '--derive' must be "
              + DerivedSet.allCases.map(\.rawValue).joined(separator: ", ") + ", not '\(text)'")
        }
        steps.append(.derive(set))
      case "allow-empty": settings.allowEmpty = true
      case "name-unnamed": steps.append(.nameUnnamed)
      case "rename":
        guard let scheme = RenameScheme(rawValue: occurrence.value ?? "") else {
          throw UsageError(
            "the value of '--rename' must be hex or nearest, not '\(occurrence.value ?? "")'")
        }
        steps.append(.rename(scheme))
      case "simulate":
        steps.append(.simulate(try SimulationOptions.deficiency(occurrence.value ?? "")))
      case "severity": settings.severity = try SimulationOptions.severity(occurrence.value ?? "")
      case "reverse": settings.reversed = true
      case "prefer-named": settings.preferNamed = true
      case "metric":
        guard let metric = DifferenceMetric(rawValue: occurrence.value ?? "") else {
          throw UsageError(
            "the value of '--metric' must be "
              + DifferenceMetric.allCases.map(\.rawValue).joined(separator: " or ")
              + ", not '\(occurrence.value ?? "")'")
        }
        settings.metric = metric
      default: break
      }
    }
    let hasSort = steps.contains { if case .sort = $0 { true } else { false } }
    let hasDedupe = steps.contains { if case .dedupe = $0 { true } else { false } }
    if parsed.has("reverse") && !hasSort {
      throw UsageError("'--reverse' modifies '--sort', which is missing")
    }
    for name in ["metric", "prefer-named"] where parsed.has(name) && !hasDedupe {
      throw UsageError("'--\(name)' modifies '--dedupe', which is missing")
    }
    if parsed.has("allow-empty") && !parsed.has("select") && !parsed.has("drop") {
      throw UsageError("'--allow-empty' modifies '--select' and '--drop', which are missing")
    }
    try SimulationOptions.checkSeverity(
      parsed,
      deficiencies: steps.compactMap {
        if case .simulate(let deficiency) = $0 { deficiency } else { nil }
      })
    return (steps, settings)
  }

  /// The count of `--extract N`, or `nil` without the step (its place is checked by
  /// ``steps(_:)``).
  ///
  /// - Throws: ``UsageError`` for a count out of range, or `--from` naming a format other than
  ///   `png`.
  static func extraction(
    _ parsed: ParsedArguments, sourceFormat: String?
  ) throws(UsageError) -> Int? {
    guard let text = parsed.value("extract") else { return nil }
    let count = try ImageExtraction.count(text, option: "extract")
    if let sourceFormat, sourceFormat != PNGFormat().identifier {
      throw UsageError("'--extract' reads PNG images, so '--from \(sourceFormat)' cannot apply")
    }
    return count
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
