import PaletteBuiltins
import PaletteCore
import PaletteKit

/// Turns the inputs and output options of `convert` into jobs.
enum ConversionPlanner {
  /// The jobs and what the planner found on the way.
  struct Plan {
    var jobs: [FileJob] = []
    /// Whether this is a batch (a folder or several inputs): a summary line is printed.
    var isBatch = false
    /// Every input, so no output overwrites one.
    var protectedInputs = ProtectedInputs()
    /// What the folder walks said, in walk order: a note for each entry skipped (shown with
    /// `-v`) and an error for each entry that could not be reached.
    var walkDiagnostics: [Diagnostic] = []
    /// How many entries of folder inputs were skipped.
    var skippedCount = 0
    /// How many entries of folder inputs could not be reached (counted as failed).
    var unreachableCount = 0
  }

  /// The note for an entry of a folder input that is skipped.
  static func skipNote(_ reason: String, path: String) -> Diagnostic {
    Diagnostic(.note, code: "input.skipped", message: "skipped: \(reason)", path: path)
  }

  /// The folder walk that `-r`, `--exclude`, `--from`, `--extract` and the formats ask for.
  ///
  /// - Parameters:
  ///   - parsed: The command line.
  ///   - settings: The formats, `--from` and `--extract`.
  ///   - skippedFolder: A folder never entered (the output folder), if any.
  /// - Throws: ``UsageError`` for a bad `--exclude` pattern.
  static func folderWalk(
    _ parsed: ParsedArguments, settings: ConversionSettings, skippedFolder: String? = nil
  ) throws(UsageError) -> DocumentWalk {
    let exclusions = try parsed.values(CommonOptions.exclude)
    return settings.registry.documentWalk(
      recursive: parsed.has(CommonOptions.recursive), format: settings.sourceFormat,
      imagesOnly: settings.extractCount != nil, exclusions: exclusions,
      skippedFolder: skippedFolder)
  }

  /// The jobs of `convert`: its inputs, `-o`, `--out-dir` and `--to`.
  ///
  /// - Throws: ``UsageError`` for inputs and outputs that do not fit together.
  static func plan(
    _ parsed: ParsedArguments, settings: ConversionSettings, console: Console
  ) throws(UsageError) -> Plan {
    let registry = settings.registry
    let inputs = parsed.positionals
    guard !inputs.isEmpty else { throw UsageError("missing expected argument '<inputs> ...'") }
    if inputs.filter({ $0 == "-" }).count > 1 {
      throw UsageError("standard input ('-') can be read only once")
    }
    let output = try parsed.value(ConvertCommand.output)
    let outDir = try parsed.value(ConvertCommand.outDir)
    let target = try CommonOptions.outputFormat(ConvertCommand.to, parsed, registry: registry)
    /// Checks that the format options given apply to reading the input or writing `format`.
    func checkOptions(_ format: OutputFormat) throws(UsageError) {
      try FormatOptionArguments.checkApplicable(
        settings.formatSettings, source: settings.sourceFormat, target: format.identifier,
        registry: registry)
    }

    var plan = Plan()
    // Built first, so a bad --exclude pattern is a usage error whatever the inputs are.
    var walk = try folderWalk(parsed, settings: settings)
    func readStandardInput() -> FileJob.Source {
      do {
        return .standardInput(
          .success(try console.environment.readStandardInput(settings.sizeLimit)))
      } catch {
        return .standardInput(.failure(error))
      }
    }

    func isDocument(_ input: String) -> Bool {
      input == "-" || !registry.isFolderOfDocuments(input, as: settings.sourceFormat)
    }

    if let output {
      guard inputs.count == 1, isDocument(inputs[0]) else {
        throw UsageError(
          "'-o' takes one input file; use '--out-dir' for several inputs or a folder")
      }
      if output == "-" && settings.check {
        throw UsageError("'--check' compares output files; it cannot check standard output")
      }
      let format: OutputFormat
      if let target {
        format = target
      } else {
        format = try outputFormat(for: output, registry: registry)
      }
      try checkOptions(format)
      if output == "-", format.isFolder {
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
      try checkOptions(format)
      plan.isBatch = true
      let ext = format.format.fileExtensions.first ?? format.identifier
      var claimed: [String: String] = [:]
      var jobs: [FileJob] = []
      func add(input: String, relative: String) {
        let relativeOutput = PathText.replacingExtension(
          of: relative,
          removing: registry.fileExtension(ofFileName: PathText.lastComponent(of: relative)),
          with: ext)
        var destination = FileJob.Destination.file(
          PathText.join(outDir, relativeOutput), root: outDir)
        if !PathText.isSafeRelative(relativeOutput) {
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
      walk = try folderWalk(parsed, settings: settings, skippedFolder: outDir)
      for input in inputs {
        if input == "-" {
          throw UsageError("standard input ('-') cannot be used with '--out-dir'; use '-o'")
        }
        if !isDocument(input) {
          for entry in walk.entries(of: input) {
            let path = entry.relative.isEmpty ? input : PathText.join(input, entry.relative)
            switch entry.kind {
            case .input:
              add(input: path, relative: entry.relative)
              jobs[jobs.count - 1].isListed = true
            case .skipped(let reason):
              plan.walkDiagnostics.append(Self.skipNote(reason, path: path))
              plan.skippedCount += 1
            case .unreachable(let reason):
              plan.walkDiagnostics.append(
                Diagnostic(.error, code: "input.unreachable", message: reason, path: path))
              plan.unreachableCount += 1
            }
          }
        } else if input.hasPrefix(BuiltinPalette.prefix) {
          // builtin:radix/blue writes radix/blue.json inside the folder.
          add(input: input, relative: String(input.dropFirst(BuiltinPalette.prefix.count)))
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
      try checkOptions(format)
      if format.isFolder {
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
      if case .file(let path) = job.source {
        plan.protectedInputs.insert(path, shownAs: job.displayPath)
      }
    }
    return plan
  }

  /// The output format and destination of a command that writes one palette (`merge`,
  /// `extract`), from its `-o` and `--to`: without `-o` (or with `-o -`), standard output in
  /// the `--to` format.
  ///
  /// - Throws: ``UsageError`` when neither names a format, or a folder format would go to
  ///   standard output.
  static func singleOutput(
    _ parsed: ParsedArguments, output: Option<String>, to: Option<String>,
    registry: FormatRegistry
  ) throws(UsageError) -> (OutputFormat, (displayPath: String, destination: FileJob.Destination)) {
    let target = try CommonOptions.outputFormat(to, parsed, registry: registry)
    guard let output = try parsed.value(output), output != "-" else {
      guard let target else {
        throw UsageError(
          "no output given: use '-o <output>', or '--to <format>' to write to standard output")
      }
      if target.isFolder { throw folderToStandardOutput(target) }
      return (target, ("<stdout>", .standardOutput))
    }
    if let target { return (target, (output, .file(output, root: nil))) }
    return (try outputFormat(for: output, registry: registry), (output, .file(output, root: nil)))
  }

  /// The usage error for a folder format written to standard output.
  static func folderToStandardOutput(_ format: OutputFormat) -> UsageError {
    UsageError(
      "\(format.identifier) is written as a folder, not to standard output; give "
        + "'-o <folder>' or '--out-dir <dir>'")
  }

  /// The output format named by an output path's extension (the longest one a format claims,
  /// so `brand.tokens.json` names design tokens).
  static func outputFormat(
    for output: String, registry: FormatRegistry
  ) throws(UsageError)
    -> OutputFormat
  {
    if output == "-" {
      throw UsageError("writing to standard output needs '--to <format>'")
    }
    let name = PathText.lastComponent(of: output)
    guard let ext = registry.fileExtension(ofFileName: name) else {
      throw unknownOutputExtension(output, fileName: name, registry: registry)
    }
    guard
      let format = registry.formats.lazy.compactMap(OutputFormat.init).first(where: {
        $0.format.fileExtensions.contains(ext)
      })
    else {
      let readers = registry.formats.filter { $0.fileExtensions.contains(ext) }
      if let reader = readers.first {
        throw UsageError(
          "palconv cannot write \(reader.identifier) files (.\(ext)): it only reads them; "
            + "use '--to <format>' for another format")
      }
      throw unknownOutputExtension(output, fileName: name, registry: registry)
    }
    return format
  }

  /// The error for an output path whose extension no format claims; when the extension is a
  /// format's name (`brand.procreate`), it names that format's own extension.
  private static func unknownOutputExtension(
    _ output: String, fileName: String, registry: FormatRegistry
  ) -> UsageError {
    let base = "cannot tell the output format from '\(output)'"
    if let dot = fileName.lastIndex(of: "."),
      let format = registry.format(named: String(fileName[fileName.index(after: dot)...])),
      format.isWritable, let own = format.fileExtensions.first
    {
      return UsageError(
        "\(base): \(format.identifier) files end in .\(own); "
          + "name the output '\(fileName[..<dot]).\(own)' or add '--to \(format.identifier)'")
    }
    return UsageError("\(base); use '--to <format>'")
  }
}
