import PaletteCore
import PaletteKit
import PaletteTransforms

/// `palconv merge`: several palettes into one, in order.
enum MergeCommand: Subcommand {
  static let output = CommonOptions.outputFile(
    help: "The merged palette (a folder for asset catalogs), '-' for standard output. Its "
      + "extension gives the format unless --to is set.")
  static let to = CommonOptions.outputFormat(
    help: "The output format (see 'palconv formats'); without -o, standard output.")
  static let flatten = Option<Bool>.flag(
    "flatten", help: "Put every swatch into one unnamed group.")
  static let onConflict = Option<MergeOptions.ConflictPolicy>.choice(
    "on-conflict", named: "policy",
    help: "Two swatches of one name in one group: keep the first (default), the last (in the "
      + "first one's place), keep-both, or error (write nothing, exit 1).")
  static let force = CommonOptions.force(
    help: "Allow overwriting an input and binary output on a terminal.")

  static let spec = CommandSpec(
    name: "merge",
    abstract: "Merge palettes into one, in the order given.",
    discussion:
      "Each input's groups are kept (a group of a name an earlier input has joins it), or "
      + "--flatten puts every swatch into one group. Two swatches of the same name in the same "
      + "group that differ in colour or kind conflict: --on-conflict decides which is kept, and "
      + "every conflict is reported. An identical swatch from a later input is dropped quietly. "
      + "Inputs may be files of any format, asset catalogs, '-' and folders (-r for subfolders, "
      + "read in path order).",
    usage: "merge <inputs> ... (-o <output> | --to <format>) [--flatten] "
      + "[--on-conflict first|last|keep-both|error] [<options>]",
    arguments: [
      .init(
        label: "<inputs> ...",
        help: "Palette files, asset catalogs or folders of them, earliest first; '-' reads "
          + "standard input.")
    ],
    options: [
      output.spec, to.spec, flatten.spec, onConflict.spec, CommonOptions.from.spec,
      CommonOptions.recursive.spec, CommonOptions.exclude.spec, CommonOptions.strict.spec,
      CommonOptions.allow.spec, force.spec, CommonOptions.maxInputSize.spec,
    ] + CommonOptions.output,
    examples: [
      ("palconv merge brand.ase extra.gpl -o all.json", "Two palettes into one, groups kept."),
      (
        "palconv merge palettes/ -r --flatten -o all.gpl",
        "Every palette below a folder into one flat GIMP palette."
      ),
      (
        "palconv merge base.json override.json --on-conflict last -o merged.json",
        "Later colours win: override.json recolours swatches of base.json."
      ),
      (
        "palconv merge a.ase b.ase --on-conflict error --to json > ab.json",
        "Fail (exit 1) if the two files disagree about any colour."
      ),
    ],
    extraSections: [("EXIT CODES", ExitCode.help)])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let console = context.console
    let registry = context.registry
    var settings = try CommonOptions.conversionSettings(
      parsed, context: context, force: force, steps: false)
    var options = MergeOptions(flatten: parsed.has(flatten))
    if let policy = try parsed.value(onConflict) { options.onConflict = policy }
    let inputs = parsed.positionals
    guard !inputs.isEmpty else { throw UsageError("missing expected argument '<inputs> ...'") }
    if inputs.filter({ $0 == "-" }).count > 1 {
      throw UsageError("standard input ('-') can be read only once")
    }
    let (target, destination) = try ConversionPlanner.singleOutput(
      parsed, output: output, to: to, registry: registry)
    let walk = try ConversionPlanner.folderWalk(parsed, settings: settings)

    // Read every input, in order; folders in path order.
    var palettes: [Palette] = []
    var paths: [String] = []
    var diagnostics: [Diagnostic] = []
    var failed = false
    func load(_ path: String, listed: Bool) {
      do {
        let loaded = try InputReader.load(
          path, sourceFormat: settings.sourceFormat, sizeLimit: settings.sizeLimit,
          console: console, registry: registry)
        console.emit(loaded.detectionNote)
        if listed, let reason = NotAPalette.reason(forListed: loaded) {
          console.emit(ConversionPlanner.skipNote(reason, path: path))
          return
        }
        if !listed, let error = NotAPalette.error(forNamed: loaded) {
          console.emit(error)
          failed = true
          return
        }
        diagnostics += loaded.decoded.warnings
        if loaded.hasErrors { failed = true }
        palettes.append(loaded.decoded.palette)
        paths.append(loaded.path)
        if path != "-" { settings.protectedInputs.insert(path) }
      } catch {
        if listed,
          let reason = NotAPalette.reason(
            forFailedFile: path, error: error, sourceFormat: settings.sourceFormat,
            sizeLimit: settings.sizeLimit, registry: registry)
        {
          console.emit(ConversionPlanner.skipNote(reason, path: path))
          return
        }
        console.emit(error.diagnostic)
        failed = true
      }
    }
    for input in inputs {
      let isDocument =
        input == "-" || !registry.isFolderOfDocuments(input, as: settings.sourceFormat)
      guard !isDocument else {
        load(input, listed: false)
        continue
      }
      let entries = walk.entries(of: input).sorted {
        $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8)
      }
      for entry in entries {
        let path = entry.relative.isEmpty ? input : PathText.join(input, entry.relative)
        switch entry.kind {
        case .input: load(path, listed: true)
        case .skipped(let reason): console.emit(ConversionPlanner.skipNote(reason, path: path))
        case .unreachable(let reason):
          console.emit(
            Diagnostic(.error, code: "input.unreachable", message: reason, path: path))
          failed = true
        }
      }
    }
    guard !failed else {
      for diagnostic in settings.strict.apply(diagnostics) { console.emit(diagnostic) }
      return ExitCode.inputOutput
    }
    guard !palettes.isEmpty else {
      console.emit(
        Diagnostic(
          .error, code: "merge.no-inputs", message: "no palette found in the inputs",
          path: inputs[0]))
      return ExitCode.inputOutput
    }

    let merged = Palette.merging(palettes, options: options)
    diagnostics += merged.conflicts.map { conflictDiagnostic($0, paths: paths) }
    if merged.identicalCount > 0 {
      let count = merged.identicalCount
      diagnostics.append(
        Diagnostic(
          .note, code: "merge.identical",
          message: "\(count) identical \(count == 1 ? "swatch" : "swatches") of later inputs "
            + "dropped"))
    }
    diagnostics = settings.strict.apply(diagnostics)
    for diagnostic in diagnostics { console.emit(diagnostic) }
    if diagnostics.contains(where: { $0.severity == .error }) { return ExitCode.failure }

    // Each swatch's location points into its own input; the output's messages name the output.
    var palette = merged.palette
    palette.mapSwatches { $0.location = nil }
    for index in palette.groups.indices { palette.groups[index].location = nil }
    let job = FileJob(
      displayPath: destination.displayPath, source: .decoded(DecodedPalette(palette: palette)),
      destination: destination.destination, target: target)
    return ConvertCommand.runOne(job, settings: settings, console: console)
  }

  /// The warning (an error under `--on-conflict error`) for one conflict.
  static func conflictDiagnostic(_ conflict: MergeConflict, paths: [String]) -> Diagnostic {
    func describe(_ swatch: Swatch) -> String {
      var text = swatch.color.rgba8.hexString(includeAlpha: swatch.color.hasAlpha)
      if swatch.color.model != .srgb { text += " (\(SwatchRenderer.native(swatch.color)))" }
      if swatch.kind != .process { text += ", \(swatch.kind.rawValue)" }
      return text
    }
    let group = conflict.groupName.map { " in group '\($0)'" } ?? ""
    let resolution: String
    switch conflict.resolution {
    case .first: resolution = "kept the first"
    case .last: resolution = "kept this one"
    case .keepBoth: resolution = "kept both"
    case .error: resolution = "conflict"
    }
    let firstPath = conflict.firstInput < paths.count ? paths[conflict.firstInput] : "?"
    let path = conflict.laterInput < paths.count ? paths[conflict.laterInput] : nil
    return Diagnostic(
      conflict.resolution == .error ? .error : .warning, code: "merge.conflict",
      message:
        "\(MessageFormatting.quoted(conflict.name, mark: "'"))\(group) is \(describe(conflict.later)) here but "
        + "\(describe(conflict.first)) in \(firstPath): \(resolution)",
      path: path)
  }
}
