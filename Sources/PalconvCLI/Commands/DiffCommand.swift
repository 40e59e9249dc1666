import PaletteCore
import PaletteDiffSheet
import PaletteICC
import PaletteKit
import PaletteTransforms

/// `palconv diff`: what changed between two palettes, in any two formats.
enum DiffCommand: Subcommand {
  static let deltaE = Option<Double>.decimal(
    "delta-e", in: 0...Double.infinity, named: "delta-e",
    help: "Count a colour that moved by at most this CIEDE2000 difference as unchanged "
      + "(default 0: any difference; 0.5 absorbs 8-bit rounding, 1 is just noticeable).")
  static let format = Option<DiffReport.Style>.choice(
    "format", named: "style",
    help: "The report: text (default, colour cells on a terminal), json (an array of "
      + "changes), markdown (a table with colour chips for a pull-request comment), html or "
      + "svg (the changes drawn side by side, light and dark).")
  static let base = Option<String>.text(
    "base", named: "revision",
    help: "Compare each file or folder given with its version at this git revision "
      + "(origin/main, HEAD~1): every palette changed, added or removed since.")

  static let spec = CommandSpec(
    name: "diff",
    abstract: "Show what changed between two palettes, in any two formats.",
    discussion:
      "Swatches are paired by name first, then by colour. A pair is renamed (same colour, new "
      + "name), recoloured (same name, a colour more than --delta-e away, with the ΔE00 and both "
      + "values), moved (to another group, or out of order within its group) or changed (kind, "
      + "colour model or alpha); swatches left over are added or removed. With --base, each "
      + "file or folder given is compared with its version at a git revision, read with git "
      + "without a checkout: files added since are all added, files removed all removed. With "
      + "--cmyk-profile, --rgb-profile or --gray-profile, colours of those models are compared "
      + "and shown through the profile. Exit code 0 means equal, 1 different, 2 that an input "
      + "could not be read, as with diff(1).",
    usage:
      "diff (<old> <new> | --base <revision> <paths> ...) [--delta-e <delta-e>] "
      + "[--format text|json|markdown|html|svg] [<options>]",
    arguments: [
      .init(label: "<old>", help: "The older palette: a file, an asset catalog or '-'."),
      .init(label: "<new>", help: "The newer palette, in the same format or another."),
      .init(
        label: "<paths>",
        help: "With --base: palette files and folders of the work tree, each compared with "
          + "its version at the revision."),
    ],
    options: [
      deltaE.spec, format.spec, base.spec, CommonOptions.recursive.spec,
      CommonOptions.exclude.spec, CommonOptions.from.spec, CommonOptions.maxInputSize.spec,
    ] + ProfileOptions.specs + CommonOptions.output,
    examples: [
      ("palconv diff brand.ase brand.json", "What changed between the swatch file and the JSON."),
      (
        "palconv diff old.gpl new.gpl --delta-e 0.5",
        "Ignore colours that moved by half a just noticeable difference or less."
      ),
      (
        "git show main:brand.ase | palconv diff - brand.ase --format markdown",
        "A table for a pull-request comment, the old version read from standard input."
      ),
      (
        "palconv diff a.ase b.ase --format html > changes.html",
        "A page with the old and new swatches side by side, in light and dark."
      ),
      (
        "palconv diff --base origin/main palettes/ -r --format markdown",
        "Every palette changed, added or removed since origin/main, for a review."
      ),
      (
        "palconv diff a.ase b.ase --format json -q",
        "An array of {\"change\", \"old\", \"new\", ...} objects for scripts."
      ),
    ],
    extraSections: [
      (
        "EXIT CODES",
        [
          .init(label: "0", help: "The palettes are equal."),
          .init(label: "1", help: "They differ."),
          .init(
            label: "2",
            help: "An input could not be read or parsed, or its decoder reported an error; "
              + "with --base, also not a git repository or an unknown revision."),
          .init(label: "64", help: "Usage error: an unknown option, a missing or bad value."),
        ]
      )
    ])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    // Through the profiles, when given: colours are compared (and shown) as they print.
    let profiles = try ProfileOptions.read(parsed, sizeLimit: try CommonOptions.sizeLimit(parsed))
    let console = context.console
    try CommonOptions.configure(console, from: parsed)
    let sourceFormat = try CommonOptions.sourceFormat(parsed, registry: context.registry)
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    var options = DiffOptions()
    if let tolerance = try parsed.value(deltaE) { options.tolerance = tolerance }
    let style = try parsed.value(format) ?? .text
    if let revision = try parsed.value(base) {
      return try runAgainst(
        revision, parsed, options: options, style: style, sourceFormat: sourceFormat,
        sizeLimit: sizeLimit, profiles: profiles?.profiles, context: context)
    }
    let recursive = try parsed.value(CommonOptions.recursive) ?? false
    let exclusions = try parsed.values(CommonOptions.exclude)
    if recursive || !exclusions.isEmpty {
      throw UsageError("'--recursive' and '--exclude' apply to folders, with --base only")
    }
    guard parsed.positionals.count == 2 else {
      throw UsageError(
        parsed.positionals.count < 2
          ? "missing expected argument '\(parsed.positionals.isEmpty ? "<old>" : "<new>")'"
          : "'diff' takes two inputs, <old> and <new>")
    }
    if parsed.positionals.allSatisfy({ $0 == "-" }) {
      throw UsageError("standard input ('-') can be read only once")
    }

    var palettes: [(path: String, palette: Palette)] = []
    var failed = false
    for input in parsed.positionals {
      do {
        let loaded = try InputReader.load(
          input, sourceFormat: sourceFormat, sizeLimit: sizeLimit, console: console,
          registry: context.registry)
        console.emit(loaded.detectionNote)
        for warning in loaded.decoded.warnings { console.emit(warning) }
        if loaded.hasErrors { failed = true }
        palettes.append((loaded.path, loaded.decoded.palette))
      } catch {
        console.emit(error.diagnostic)
        failed = true
      }
    }
    guard !failed, palettes.count == 2 else { return ExitCode.inputOutput }
    let comparison = PaletteComparison(
      old: palettes[0].palette.resolved(through: profiles?.profiles),
      new: palettes[1].palette.resolved(through: profiles?.profiles), options: options)
    let report = DiffReport(files: [
      DiffReport.File(
        oldPath: palettes[0].path, newPath: palettes[1].path, path: palettes[1].path,
        status: .modified, comparison: comparison)
    ])
    var output = ChunkedOutput(console)
    report.write(style, useColor: console.colorsOutput, to: &output)
    return comparison.isEmpty ? ExitCode.success : ExitCode.failure
  }

  /// `--base REV`: each file and folder given compared with its version at the revision.
  private static func runAgainst(
    _ revisionName: String, _ parsed: ParsedArguments, options: DiffOptions,
    style: DiffReport.Style, sourceFormat: String?, sizeLimit: Int, profiles: ColorProfiles?,
    context: CommandContext
  ) throws(UsageError) -> Int32 {
    let console = context.console
    guard !parsed.positionals.isEmpty else {
      throw UsageError("missing expected argument '<paths>' (the files or folders to compare)")
    }
    if parsed.positionals.contains("-") {
      throw UsageError("standard input ('-') has no version at a revision; name a file")
    }
    let walk = context.registry.documentWalk(
      recursive: try parsed.value(CommonOptions.recursive) ?? false, format: sourceFormat,
      exclusions: try parsed.values(CommonOptions.exclude))
    let documents: [RevisionDocument]
    let revision: GitRevision
    do {
      let first = parsed.positionals[0]
      revision = try GitRevision(revisionName, in: Self.gitFolder(of: first))
      documents = try context.registry.revisionDocuments(
        at: revision, inputs: parsed.positionals, walk: walk, sizeLimit: sizeLimit)
    } catch {
      console.emit(error.diagnostic)
      return ExitCode.inputOutput
    }
    var files: [DiffReport.File] = []
    var failed = false
    for document in documents {
      var sides: [Palette] = []
      for (bytes, label) in [(document.old, "\(revisionName):"), (document.new, "")] {
        guard let bytes else {
          sides.append(Palette())
          continue
        }
        do {
          let opened = try context.registry.open(
            .bytes(bytes, name: label + document.path), as: sourceFormat, sizeLimit: sizeLimit)
          console.emit(opened.detectionNote)
          for warning in opened.warnings { console.emit(warning) }
          if opened.hasErrors { failed = true }
          sides.append(opened.palette.resolved(through: profiles))
        } catch {
          console.emit(error.diagnostic)
          failed = true
        }
      }
      guard sides.count == 2 else { continue }
      let status: DiffSheet.FileStatus =
        document.old == nil ? .added : document.new == nil ? .removed : .modified
      files.append(
        DiffReport.File(
          oldPath: document.old == nil ? "/dev/null" : "\(revisionName):\(document.path)",
          newPath: document.new == nil ? "/dev/null" : document.path, path: document.path,
          status: status,
          comparison: PaletteComparison(old: sides[0], new: sides[1], options: options)))
    }
    guard !failed else { return ExitCode.inputOutput }
    let report = DiffReport(files: files, namesFiles: true)
    var output = ChunkedOutput(console)
    report.write(style, useColor: console.colorsOutput, to: &output)
    return report.isEmpty ? ExitCode.success : ExitCode.failure
  }

  /// The folder git runs in to resolve the revision: a folder input itself, else the folder
  /// of a file input (`.` for a bare name).
  private static func gitFolder(of input: String) -> String {
    guard let slash = input.lastIndex(of: "/") else { return "." }
    let folder = String(input[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
