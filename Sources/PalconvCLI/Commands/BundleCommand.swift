import PaletteCore
import PaletteKit

/// `palconv bundle`: one palette written in every format that can hold it, with a README and
/// a manifest, for a release.
enum BundleCommand: Subcommand {
  static let out = Option<String>.text(
    "out", named: "dir",
    help: "The bundle's folder (made if missing). Files palconv did not write there are kept.")
  static let formats = Option<[String]>(
    OptionSpec(
      "formats", kind: .list(named: "formats", items: "format names", example: "ase,gpl,clr"),
      completion: .formats(.writable),
      help: "Only these formats (see 'palconv formats'), written whatever they lose. Default: "
        + "every format that holds the palette. The HTML swatch sheet is always written.")
  ) { (value) throws(UsageError) in
    guard case .list(let names) = value else { return [] }
    return names
  }
  static let name = Option<String>.text(
    "name", named: "name",
    help: "The start of every file name (name.ase, name.gpl, ...). Default: the input's name "
      + "without its extension.")
  static let check = Option<Bool>.flag(
    "check",
    help: "Write nothing; exit with 1 if a file of the bundle is missing, would change or "
      + "would be removed (for CI).")
  static let force = CommonOptions.force(
    help: "Allow replacing files in an asset catalog that palconv did not write (it still "
      + "removes none).")

  static let spec = CommandSpec(
    name: "bundle",
    abstract: "Write a palette in every format, with a README and a manifest, for a release.",
    discussion:
      "Each format's file is named after the palette (brand.ase, brand.gpl, brand.jasc.pal "
      + "where formats share an extension). README.md says which application each file is "
      + "for and how to install it there; manifest.json lists every file with its size, "
      + "SHA-256 and what its format could not hold. Formats that would drop swatches, or invent "
      + "colours for roles the palette leaves open, are left out (the README and manifest say so). The same palette always gives the same "
      + "bytes; files are written atomically and only when they change, and a file an "
      + "earlier bundle wrote that this one does not is removed, unless it changed since. "
      + "Nothing else in the folder is touched. See docs/ship-a-palette.md.",
    usage: "bundle <input> --out <dir> [--formats <formats>] [--name <name>] [--check] "
      + "[<options>]",
    arguments: [.init(label: "<input>", help: "The palette, in any format palconv reads.")],
    options: [
      out.spec, formats.spec, name.spec, check.spec, CommonOptions.from.spec, force.spec,
      CommonOptions.maxInputSize.spec,
    ] + CommonOptions.output,
    examples: [
      (
        "palconv bundle brand.json --out dist/",
        "Every format that holds the palette, a swatch sheet, README.md and manifest.json."
      ),
      (
        "palconv bundle brand.json --out dist/ --check",
        "Write nothing; exit 1 if dist/ is out of date, listing each file (for CI)."
      ),
      (
        "palconv bundle brand.json --out dist/ --formats ase,aco,gpl,clr,kpl,procreate",
        "Only the files designers' applications read (and the swatch sheet)."
      ),
    ],
    extraSections: [("EXIT CODES", ExitCode.help)])

  static func run(_ parsed: ParsedArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let console = context.console
    try CommonOptions.configure(console, from: parsed)
    let registry = context.registry
    guard parsed.positionals.count == 1, let input = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing expected argument '<input>'" : "'bundle' takes one palette")
    }
    if input == "-" { throw UsageError("'bundle' reads a palette file, not standard input") }
    guard let folder = try parsed.value(out) else {
      throw UsageError("missing expected option '--out <dir>'")
    }
    let chosen = parsed.has(formats) ? try parsed.value(formats) : nil
    for identifier in chosen ?? [] {
      guard let format = registry.format(named: identifier) else {
        throw CommonOptions.unknownFormat(identifier, option: "--formats", registry: registry)
      }
      guard format.isWritable else {
        throw UsageError("palconv cannot write \(format.identifier) files")
      }
    }
    let sourceFormat = try CommonOptions.sourceFormat(parsed, registry: registry)
    let sizeLimit = try CommonOptions.sizeLimit(parsed)
    let isCheck = parsed.has(check)

    let opened: OpenedPalette
    do {
      opened = try registry.open(.path(input), as: sourceFormat, sizeLimit: sizeLimit)
    } catch {
      console.emit(error.diagnostic)
      return ExitCode.inputOutput
    }
    console.emit(opened.detectionNote)
    for warning in opened.warnings { console.emit(warning) }
    if opened.hasErrors { return ExitCode.failure }

    let sourceName = PathText.lastComponent(of: input)
    let baseName =
      try parsed.value(name)
      ?? stem(of: sourceName, registry: registry)
    var policy = WritePolicy(checkOnly: isCheck)
    policy.protectedInputs.insert(input, shownAs: input)
    policy.replacesForeignFiles = parsed.has(force)
    let reports: [PaletteBundle.FileReport]
    let bundle: PaletteBundle
    do {
      bundle = try PaletteBundle(
        opened.palette, name: baseName, source: sourceName, formats: chosen, registry: registry)
      for entry in bundle.leftOut {
        console.emit(
          Diagnostic(
            .note, code: "bundle.left-out", message: "\(entry.format) left out: \(entry.reason)",
            path: input))
      }
      reports = try bundle.save(to: folder, policy: policy)
    } catch {
      console.emit((error.path == nil ? error.with(path: input) : error).diagnostic)
      return ExitCode.inputOutput
    }
    return report(
      reports, bundle: bundle, folder: folder, input: input, check: isCheck, console: console)
  }

  /// A file name without the extension a format claims (`brand` for `brand.tokens.json`).
  static func stem(of fileName: String, registry: FormatRegistry) -> String {
    guard let ext = registry.fileExtension(ofFileName: fileName),
      fileName.utf8.count > ext.utf8.count + 1
    else { return fileName }
    return String(decoding: fileName.utf8.dropLast(ext.utf8.count + 1), as: UTF8.self)
  }

  /// Prints what the save did, one diagnostic per path, then the summary line.
  static func report(
    _ reports: [PaletteBundle.FileReport], bundle: PaletteBundle, folder: String, input: String,
    check: Bool, console: Console
  ) -> Int32 {
    var code = ExitCode.success
    var counts: [PaletteBundle.FileReport.Outcome: Int] = [:]
    for report in reports {
      counts[report.outcome, default: 0] += 1
      let path = report.path
      let (severity, diagnosticCode, message): (Severity, String, String) =
        switch report.outcome {
        case .written: (.note, "output.written", "wrote \(path)")
        case .unchanged: (.note, "output.unchanged", "\(path) is unchanged")
        case .wouldChange: (.error, "check.would-change", "\(path) would change")
        case .missing: (.error, "check.missing", "\(path) is missing")
        case .removed:
          (.note, "bundle.removed", "removed \(path), which the previous bundle wrote")
        case .wouldBeRemoved:
          (
            .error, "check.would-be-removed",
            "\(path) would be removed: the bundle no longer has it"
          )
        case .kept:
          (
            .warning, "bundle.kept",
            "kept \(path): the previous bundle wrote it, and it has changed since"
          )
        }
      if severity == .error { code = ExitCode.failure }
      console.emit(Diagnostic(severity, code: diagnosticCode, message: message, path: input))
    }
    guard console.verbosity >= .normal else { return code }
    let formats = "\(bundle.outputs.count) format\(bundle.outputs.count == 1 ? "" : "s")"
    func count(_ outcome: PaletteBundle.FileReport.Outcome) -> Int { counts[outcome, default: 0] }
    let line: String
    switch console.style {
    case .json:
      line =
        "{\"summary\": {\"formats\": \(bundle.outputs.count), "
        + "\"leftOut\": \(bundle.leftOut.count), \"written\": \(count(.written)), "
        + "\"unchanged\": \(count(.unchanged)), \"wouldChange\": \(count(.wouldChange)), "
        + "\"missing\": \(count(.missing)), \"removed\": \(count(.removed)), "
        + "\"wouldBeRemoved\": \(count(.wouldBeRemoved)), \"kept\": \(count(.kept))}}"
    case .text:
      let shown = DiagnosticRenderer.escapingControls(folder)
      if check {
        line =
          "palconv: bundle of \(formats) in \(shown): \(count(.wouldChange)) would change, "
          + "\(count(.missing)) missing, \(count(.wouldBeRemoved)) would be removed, "
          + "\(count(.unchanged)) up to date"
      } else {
        line =
          "palconv: bundle of \(formats) in \(shown): \(count(.written)) written, "
          + "\(count(.unchanged)) unchanged, \(count(.removed)) removed"
      }
    }
    console.writeError(line + "\n")
    return code
  }
}
