import PaletteCore
import PaletteKit

/// Turns the inputs and output options of `convert` into jobs.
enum ConversionPlanner {
  /// The jobs and what the planner found on the way.
  struct Plan {
    var jobs: [FileJob] = []
    /// Whether this is a batch (a folder or several inputs): a summary line is printed.
    var isBatch = false
    /// The identities of every input file.
    var inputIdentities: Set<FileIdentity> = []
    /// The canonical paths of every input.
    var inputRealPaths: [String] = []
    /// Notes about skipped files (shown with `-v`).
    var notes: [Diagnostic] = []
  }

  static func plan(
    _ parsed: ParsedArguments, settings: ConversionSettings, console: Console
  )
    throws(UsageError) -> Plan
  {
    let registry = settings.registry
    let inputs = parsed.positionals
    guard !inputs.isEmpty else { throw UsageError("missing expected argument '<inputs> ...'") }
    if inputs.filter({ $0 == "-" }).count > 1 {
      throw UsageError("standard input ('-') can be read only once")
    }
    let output = parsed.value("output")
    let outDir = parsed.value("out-dir")
    if output != nil && outDir != nil {
      throw UsageError("'--output' and '--out-dir' cannot be used together")
    }

    var target: (any PaletteFormat)?
    if let name = parsed.value("to") {
      guard let format = registry.format(named: name) else {
        throw CommonOptions.unknownFormat(name, option: "--to", registry: registry)
      }
      guard format.capabilities.canEncode else {
        throw UsageError("palconv cannot write \(format.identifier) files")
      }
      target = format
    }

    var plan = Plan()
    func readStandardInput() -> FileJob.Source {
      do {
        return .standardInput(
          .success(try console.environment.readStandardInput(settings.sizeLimit)))
      } catch {
        return .standardInput(.failure(error))
      }
    }

    func isDocument(_ input: String) -> Bool {
      input == "-" || !PathTools.isDirectory(input)
        || InputReader.folderFormat(
          of: input, sourceFormat: settings.sourceFormat, registry: registry) != nil
    }
    let folderExtensions = Set(
      registry.formats.filter { $0 is any FolderPaletteFormat && $0.capabilities.canDecode }
        .flatMap(\.fileExtensions))

    if let output {
      guard inputs.count == 1, isDocument(inputs[0]) else {
        throw UsageError(
          "'-o' takes one input file; use '--out-dir' for several inputs or a folder")
      }
      if output == "-" && settings.check {
        throw UsageError("'--check' compares output files; it cannot check standard output")
      }
      let format: any PaletteFormat
      if let target {
        format = target
      } else {
        format = try outputFormat(for: output, registry: registry)
      }
      if output == "-", format is any FolderPaletteFormat {
        throw folderToStandardOutput(format)
      }
      let source: FileJob.Source = inputs[0] == "-" ? readStandardInput() : .file(inputs[0])
      plan.jobs = [
        FileJob(
          displayPath: inputs[0] == "-" ? "<stdin>" : inputs[0], source: source,
          destination: output == "-" ? .standardOutput : .file(output, root: nil), target: format)
      ]
    } else if let outDir {
      guard let format = target else {
        throw UsageError("'--out-dir' needs '--to <format>' to name the output format")
      }
      plan.isBatch = true
      var excluded: Set<FileIdentity> = []
      if let identity = FileIdentity(path: outDir) { excluded.insert(identity) }
      var wanted = Set(
        registry.formats.filter { $0.capabilities.canDecode }.flatMap(\.fileExtensions))
      if let from = settings.sourceFormat, let format = registry.format(named: from) {
        wanted.formUnion(format.fileExtensions)
      }
      let ext = format.fileExtensions.first ?? format.identifier
      var claimed: [String: String] = [:]
      var jobs: [FileJob] = []
      func add(input: String, relative: String) {
        let relativeOutput = PathTools.replacingExtension(
          of: relative,
          removing: registry.fileExtension(ofFileName: PathText.lastComponent(of: relative)),
          with: ext)
        var destination = FileJob.Destination.file(
          PathText.join(outDir, relativeOutput), root: outDir)
        if !PathTools.isSafeRelative(relativeOutput) {
          destination = .refused("refusing to write outside \(outDir): '\(relativeOutput)'")
        } else if let first = claimed[relativeOutput] {
          destination = .refused(
            "\(PathText.join(outDir, relativeOutput)) is already the output of \(first)")
        } else {
          claimed[relativeOutput] = input
        }
        jobs.append(
          FileJob(
            displayPath: input, source: .file(input), destination: destination, target: format))
      }
      for input in inputs {
        if input == "-" {
          throw UsageError("standard input ('-') cannot be used with '--out-dir'; use '-o'")
        }
        if !isDocument(input) {
          let found = PathTools.walk(
            input, recursive: parsed.has("recursive"), wanted: wanted, excluding: excluded,
            documentFolders: folderExtensions)
          for item in found {
            let path = PathText.join(input, item.relative)
            if let reason = item.skipped {
              plan.notes.append(
                Diagnostic(.note, code: "input.skipped", message: "skipped: \(reason)", path: path))
            } else {
              add(input: path, relative: item.relative)
            }
          }
        } else {
          add(input: input, relative: PathText.lastComponent(of: input))
        }
      }
      plan.jobs = jobs.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
    } else {
      guard let format = target else {
        throw UsageError(
          "no output given: use '-o <output>', '--out-dir <dir>', or '--to <format>' to write to "
            + "standard output")
      }
      guard inputs.count == 1, isDocument(inputs[0]) else {
        throw UsageError("several inputs or a folder need '--out-dir <dir>'")
      }
      if format is any FolderPaletteFormat {
        throw folderToStandardOutput(format)
      }
      if settings.check {
        throw UsageError("'--check' compares output files; give '-o <output>' or '--out-dir <dir>'")
      }
      let source: FileJob.Source = inputs[0] == "-" ? readStandardInput() : .file(inputs[0])
      plan.jobs = [
        FileJob(
          displayPath: inputs[0] == "-" ? "<stdin>" : inputs[0], source: source,
          destination: .standardOutput, target: format)
      ]
    }
    for job in plan.jobs {
      if case .file(let path) = job.source, let identity = FileIdentity(path: path) {
        plan.inputIdentities.insert(identity)
        if let real = PathTools.realPath(path) { plan.inputRealPaths.append(real) }
      }
    }
    return plan
  }

  /// The usage error for a folder format written to standard output.
  static func folderToStandardOutput(_ format: any PaletteFormat) -> UsageError {
    UsageError(
      "\(format.identifier) is written as a folder, not to standard output; give "
        + "'-o <folder>' or '--out-dir <dir>'")
  }

  /// The output format named by an output path's extension (the longest one a format claims,
  /// so `brand.tokens.json` names design tokens).
  static func outputFormat(
    for output: String, registry: FormatRegistry
  ) throws(UsageError)
    -> any PaletteFormat
  {
    if output == "-" {
      throw UsageError("writing to standard output needs '--to <format>'")
    }
    guard let ext = registry.fileExtension(ofFileName: PathText.lastComponent(of: output)),
      let format = registry.formats.first(where: {
        $0.capabilities.canEncode && $0.fileExtensions.contains(ext)
      })
    else {
      throw UsageError("cannot tell the output format from '\(output)'; use '--to <format>'")
    }
    return format
  }
}
