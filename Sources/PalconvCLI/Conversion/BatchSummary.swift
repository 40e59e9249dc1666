import PaletteCore

/// The counts that end a batch, and the one line that shows them.
///
/// Every entry of the inputs is counted once: converted, unchanged (or up to date), would
/// change, missing (`--check`), failed (including entries of folder inputs that could not be
/// reached), or skipped (hidden, excluded, not a palette, ...; listed with `-v`).
struct BatchSummary: Sendable, Equatable {
  /// Outputs written (`convert`), or files checked without errors (`validate`).
  var converted = 0
  /// Outputs that already held these bytes (up to date, with `--check`).
  var unchanged = 0
  /// `--check`: outputs that would change.
  var wouldChange = 0
  /// `--check`: outputs that do not exist.
  var missing = 0
  /// Inputs that failed, and entries of folder inputs that could not be reached.
  var failed = 0
  /// Entries of folder inputs that were passed over (listed with `-v`).
  var skipped = 0
  /// Warnings printed.
  var warnings = 0

  /// Every entry counted.
  var files: Int { converted + unchanged + wouldChange + missing + failed + skipped }

  /// Counts the outcomes of a batch and the entries its planning skipped or could not reach.
  init(_ outcomes: [FileOutcome], skipped: Int = 0, unreachable: Int = 0) {
    for outcome in outcomes {
      switch outcome.status {
      case .written: converted += 1
      case .unchanged: unchanged += 1
      case .wouldChange: wouldChange += 1
      case .missing: missing += 1
      case .failed: failed += 1
      case .skipped: self.skipped += 1
      }
      warnings += outcome.diagnostics.count { $0.severity == .warning }
    }
    self.skipped += skipped
    failed += unreachable
  }

  /// No counts yet (`validate` counts as it goes).
  init() {}

  /// The summary line of `convert` (without a newline).
  func convertLine(check: Bool, style: Console.Style) -> String {
    switch style {
    case .json:
      return "{\"summary\": {\"files\": \(files), \"converted\": \(converted), "
        + "\"unchanged\": \(unchanged), \"wouldChange\": \(wouldChange), "
        + "\"missing\": \(missing), \"failed\": \(failed), \"skipped\": \(skipped), "
        + "\"warnings\": \(warnings)}}"
    case .text:
      if check {
        return "palconv: \(wouldChange) would change, \(missing) missing, \(unchanged) up to date, "
          + "\(failed) failed, \(skipped) skipped (\(warningText))"
      }
      return "palconv: \(converted) converted, \(unchanged) unchanged, \(failed) failed, "
        + "\(skipped) skipped (\(warningText))"
    }
  }

  /// The summary line of `validate`, where `converted` counts the files checked.
  func validateLine(style: Console.Style) -> String {
    switch style {
    case .json:
      return "{\"summary\": {\"files\": \(files), \"failed\": \(failed), "
        + "\"skipped\": \(skipped), \"warnings\": \(warnings)}}"
    case .text:
      return "palconv: \(converted + failed) checked, \(failed) failed, \(skipped) skipped "
        + "(\(warningText))"
    }
  }

  private var warningText: String { "\(warnings) \(warnings == 1 ? "warning" : "warnings")" }
}
