import PaletteCore
import PaletteKit

/// One input to convert, with where its output goes.
struct FileJob: Sendable {
  /// Where the input comes from.
  enum Source: Sendable {
    /// A file path.
    case file(String)
    /// Standard input, already read (or the error reading it).
    case standardInput(Result<[UInt8], PaletteError>)
    /// A palette already read and made (`merge`): only its steps, losses and writing remain.
    case decoded(DecodedPalette)
  }

  /// Where the output goes.
  enum Destination: Sendable {
    /// A file; `root` is the `--out-dir` it must stay inside, if any.
    case file(String, root: String?)
    /// Standard output.
    case standardOutput
    /// Nowhere: a job that fails before converting (an output clash).
    case refused(String)
  }

  /// The path shown in messages (`"<stdin>"` for standard input).
  var displayPath: String
  /// Where the input comes from.
  var source: Source
  /// Where the output goes.
  var destination: Destination
  /// The output format.
  var target: OutputFormat
  /// Whether a folder walk found the input (rather than the command line naming it): such a
  /// file that no format recognises by its content is skipped, not an error.
  var isListed = false
}

/// What happened to one input.
struct FileOutcome: Sendable {
  /// The kind of result, for the summary.
  enum Status: Sendable, Equatable {
    /// The output was written (created or changed).
    case written
    /// The output already held these bytes.
    case unchanged
    /// `--check`: the output would change.
    case wouldChange
    /// `--check`: the output does not exist.
    case missing
    /// A file of a folder input that is not a palette (no format recognises its content).
    case skipped
    /// Something failed; see the exit code.
    case failed
  }

  var status: Status
  /// 0, 1 or 2, as documented.
  var exitCode: Int32
  /// Diagnostics in the order they arose.
  var diagnostics: [Diagnostic]
  /// Bytes for standard output, written by the main thread.
  var standardOutput: [UInt8]?
  /// The encoded output format's identifier, for messages about standard output.
  var formatIdentifier: String?

  static func failure(_ code: Int32, _ diagnostics: [Diagnostic]) -> FileOutcome {
    FileOutcome(status: .failed, exitCode: code, diagnostics: diagnostics)
  }

  /// The outcome of saving one output: a note when it was written, is unchanged or up to
  /// date; with `--check`, exit code 1 and an error when it is missing or would change.
  ///
  /// - Parameters:
  ///   - report: What the save did.
  ///   - checked: Whether the save only compared (`--check`).
  ///   - path: The input as it is shown.
  ///   - diagnostics: What the conversion said so far.
  static func saved(
    _ report: SaveReport, checked: Bool, path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    let output = report.path
    func outcome(
      _ status: Status, _ severity: Severity, _ code: String, _ message: String
    )
      -> FileOutcome
    {
      FileOutcome(
        status: status, exitCode: severity == .error ? ExitCode.failure : ExitCode.success,
        diagnostics: diagnostics + [Diagnostic(severity, code: code, message: message, path: path)])
    }
    switch report.outcome {
    case .written:
      return outcome(.written, .note, "output.written", "wrote \(output)")
    case .unchanged:
      return checked
        ? outcome(.unchanged, .note, "check.unchanged", "\(output) is up to date")
        : outcome(.unchanged, .note, "output.unchanged", "\(output) is unchanged")
    case .wouldChange:
      return outcome(.wouldChange, .error, "check.would-change", "\(output) would change")
    case .missing:
      return outcome(.missing, .error, "check.missing", "\(output) is missing")
    }
  }
}
