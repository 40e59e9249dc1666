import PaletteCore

/// Where a run's output goes, and how diagnostics are rendered.
///
/// One per run, used from the main thread only: workers of a batch return their diagnostics,
/// and the console prints them in path order once the batch is done.
final class Console {
  /// How much to say.
  enum Verbosity: Int, Comparable {
    /// Errors only.
    case quiet
    /// Warnings and errors.
    case normal
    /// Notes too (detection decisions, files written).
    case verbose

    static func < (lhs: Verbosity, rhs: Verbosity) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How diagnostics are printed.
  enum Style: String, CaseIterable {
    /// Compiler style, `path:line:col: warning: message [code]`.
    case text
    /// One JSON object per line.
    case json
  }

  /// When to colour.
  enum ColorChoice: String, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set.
    case auto
    /// Always.
    case always
    /// Never.
    case never
  }

  private let writeOut: ([UInt8]) -> Void
  private let writeErr: (String) -> Void
  /// The process environment.
  let environment: PalconvEnvironment
  /// How much to say.
  var verbosity = Verbosity.normal
  /// How diagnostics are printed.
  var style = Style.text
  /// The colour choice.
  var colorChoice = ColorChoice.auto
  /// Counts of printed diagnostics by severity.
  private(set) var counts: [Severity: Int] = [:]

  /// Whether standard output can take bytes that are not UTF-8 text.
  let acceptsBinaryOutput: Bool

  init(
    environment: PalconvEnvironment, acceptsBinaryOutput: Bool, out: @escaping ([UInt8]) -> Void,
    err: @escaping (String) -> Void
  ) {
    self.environment = environment
    self.acceptsBinaryOutput = acceptsBinaryOutput
    self.writeOut = out
    self.writeErr = err
  }

  /// Whether `NO_COLOR` is set to a non-empty value.
  var noColorRequested: Bool {
    !(environment.variables["NO_COLOR"] ?? "").isEmpty
  }

  /// Whether to colour standard error.
  var colorsErrors: Bool {
    switch colorChoice {
    case .always: true
    case .never: false
    case .auto: environment.stderrIsTerminal && !noColorRequested
    }
  }

  /// Whether to colour standard output (`show`).
  var colorsOutput: Bool {
    switch colorChoice {
    case .always: true
    case .never: false
    case .auto: environment.stdoutIsTerminal && !noColorRequested
    }
  }

  /// Writes bytes to standard output.
  func write(bytes: [UInt8]) { writeOut(bytes) }

  /// Writes text to standard output.
  func write(_ text: String) { writeOut(Array(text.utf8)) }

  /// Writes text to standard error as it is.
  func writeError(_ text: String) { writeErr(text) }

  /// Prints a diagnostic on standard error, unless the verbosity hides it.
  func emit(_ diagnostic: Diagnostic) {
    switch diagnostic.severity {
    case .note: guard verbosity >= .verbose else { return }
    case .warning: guard verbosity >= .normal else { return }
    case .error: break
    }
    counts[diagnostic.severity, default: 0] += 1
    switch style {
    case .text:
      writeErr(DiagnosticRenderer(useColor: colorsErrors).render(diagnostic) + "\n")
    case .json:
      writeErr(DiagnosticRenderer.json(diagnostic) + "\n")
    }
  }

  /// Prints an error without a code-bearing diagnostic: `palconv: error: message`.
  func fail(_ message: String, code: String, path: String? = nil) {
    emit(Diagnostic(.error, code: code, message: message, path: path))
  }
}
