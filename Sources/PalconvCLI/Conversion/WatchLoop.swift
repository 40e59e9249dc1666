import PaletteCore
import PaletteKit

/// `palconv watch` and `convert --watch`: converts, then converts again each input that
/// changes, until the process is stopped (`SIGINT`, `SIGTERM`: the signal thread removes the
/// temporaries in progress and exits with 130 or 143).
///
/// Each round plans the conversion again (so new files of a folder input are picked up) and
/// converts the inputs whose ``/PaletteKit/FileStamp`` differs from the last conversion's.
/// An input that fails (a file caught half saved) prints its error and leaves its output as
/// it was; its next change converts it again.
enum WatchLoop {
  /// How long a save may take to settle before the changed inputs are read, in milliseconds.
  static let debounce: Int32 = 100

  /// Converts, then watches and converts again; returns only when the inputs cannot be
  /// planned (a usage error before the first round), or after `rounds` rounds (for tests).
  ///
  /// - Parameters:
  ///   - parsed: The command line of `convert` or `watch`.
  ///   - settings: The conversion settings.
  ///   - polling: Whether to poll instead of using inotify.
  ///   - console: Where lines and diagnostics go.
  ///   - rounds: How many rounds of changes to wait for; `nil`: until stopped.
  /// - Throws: ``UsageError`` for inputs and outputs that do not fit together.
  static func run(
    _ parsed: ParsedArguments, settings: ConversionSettings, polling: Bool, console: Console,
    rounds: Int? = nil
  ) throws(UsageError) -> Int32 {
    if parsed.positionals.contains("-") {
      throw UsageError("'--watch' reads files; standard input ('-') cannot be watched")
    }
    var settings = settings
    var plan = try ConversionPlanner.plan(parsed, settings: settings, console: console)
    if plan.jobs.contains(where: {
      if case .standardOutput = $0.destination { true } else { false }
    }) {
      throw UsageError("'--watch' writes files: give '-o <output>' or '--out-dir <dir>'")
    }
    let watcher = FolderWatcher(polling: polling)
    let registry = settings.registry
    let recursive = parsed.has(CommonOptions.recursive)
    func folders() -> [String] {
      var folders: [String] = []
      for input in parsed.positionals {
        if registry.isFolderOfDocuments(input, as: settings.sourceFormat) {
          folders += FolderWatcher.folders(under: input, recursive: recursive)
        } else {
          let parent = PathText.components(of: input).dropLast().joined(separator: "/")
          folders.append(input.hasPrefix("/") ? "/" + parent : parent.isEmpty ? "." : parent)
        }
      }
      return folders
    }
    var stamps: [String: FileStamp?] = [:]
    var converted = Set<String>()
    func inputPath(_ job: FileJob) -> String? {
      if case .file(let path) = job.source { return path }
      return nil
    }

    watcher.watch(folders: folders())
    let count = plan.jobs.count
    console.writeError(
      "palconv: watching \(count) palette\(count == 1 ? "" : "s") (\(watcher.mechanism.rawValue)); "
        + "Ctrl-C stops\n")
    var code = ExitCode.success
    var jobs = plan.jobs
    var round = 0
    while true {
      settings.protectedInputs = plan.protectedInputs
      for job in jobs {
        if let path = inputPath(job) { stamps[path] = FileStamp(path: path) }
        let outcome = ConversionJob.run(job, settings: settings)
        for diagnostic in outcome.diagnostics where diagnostic.severity != .note {
          console.emit(diagnostic)
        }
        let path = inputPath(job) ?? job.displayPath
        if outcome.status == .skipped, converted.contains(path) {
          // A palette caught half saved may not read as one: say so, as for any failure.
          for note in outcome.diagnostics where note.code == "input.skipped" {
            console.emit(
              Diagnostic(.warning, code: "watch.unreadable", message: note.message, path: note.path)
            )
          }
        }
        if let line = line(for: job, outcome: outcome, wasConverted: converted.contains(path)) {
          console.writeError(line + "\n")
        }
        if outcome.status == .written || outcome.status == .unchanged { converted.insert(path) }
        code = ExitCode.worse(code, outcome.exitCode)
      }
      if let rounds, round >= rounds { return code }
      round += 1
      // Wait for a change to an input (or a new one), then for the save to settle.
      while true {
        watcher.waitForChange()
        watcher.settle(quiet: debounce)
        watcher.watch(folders: folders())
        guard let next = try? ConversionPlanner.plan(parsed, settings: settings, console: console)
        else { continue }
        plan = next
        jobs = plan.jobs.filter { job in
          guard let path = inputPath(job) else { return false }
          guard let known = stamps[path] else { return true }
          return FileStamp(path: path) != known
        }
        if !jobs.isEmpty { break }
      }
    }
  }

  /// The line that says what became of one input, or `nil` for a file of a folder that is
  /// not a palette and never was (skipped, as in a batch).
  static func line(for job: FileJob, outcome: FileOutcome, wasConverted: Bool) -> String? {
    let input = DiagnosticRenderer.escapingControls(job.displayPath)
    var output = "its output"
    if case .file(let path, _) = job.destination {
      output = DiagnosticRenderer.escapingControls(path)
    }
    switch outcome.status {
    case .written: return "palconv: converted \(input) -> \(output)"
    case .unchanged: return "palconv: \(input): \(output) is unchanged"
    case .failed: return "palconv: \(input) failed; \(output) keeps its last good content"
    case .skipped:
      return wasConverted
        ? "palconv: \(input) does not read as a palette now; \(output) keeps its last good content"
        : nil
    case .wouldChange, .missing: return nil
    }
  }
}
