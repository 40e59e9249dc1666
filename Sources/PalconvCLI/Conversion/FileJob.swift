import PaletteCore
import PaletteKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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

  /// The outcome of a write of one output: written or unchanged, with a note saying which.
  static func written(
    _ outcome: WriteOutcome, outputPath: String, path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    let message = outcome == .written ? "wrote \(outputPath)" : "\(outputPath) is unchanged"
    let note = Diagnostic(
      .note, code: "output.\(outcome.rawValue)", message: message, path: path)
    return FileOutcome(
      status: outcome == .written ? .written : .unchanged, exitCode: ExitCode.success,
      diagnostics: diagnostics + [note])
  }

  /// The outcome of `--check` for one output: exit code 1 and an error when it is missing or
  /// would change, a note when it is up to date.
  static func checked(
    wouldChange: Bool, outputPath: String, path: String, diagnostics: [Diagnostic]
  ) -> FileOutcome {
    if wouldChange, LongPath.status(outputPath, followingLinks: false) == nil, errno == ENOENT {
      let error = Diagnostic(
        .error, code: "check.missing", message: "\(outputPath) is missing", path: path)
      return FileOutcome(
        status: .missing, exitCode: ExitCode.failure, diagnostics: diagnostics + [error])
    }
    if wouldChange {
      let error = Diagnostic(
        .error, code: "check.would-change", message: "\(outputPath) would change", path: path)
      return FileOutcome(
        status: .wouldChange, exitCode: ExitCode.failure, diagnostics: diagnostics + [error])
    }
    let note = Diagnostic(
      .note, code: "check.unchanged", message: "\(outputPath) is up to date", path: path)
    return FileOutcome(
      status: .unchanged, exitCode: ExitCode.success, diagnostics: diagnostics + [note])
  }
}
