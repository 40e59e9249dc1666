import PaletteCore

/// Which warnings `--strict` turns into errors.
///
/// - no `--strict`: none;
/// - `--strict`: every warning;
/// - `--strict=loss.alpha,loss.groups`: only warnings whose code matches one of the patterns;
/// - `--allow PATTERN` (with either form, repeatable, comma lists): warnings whose code
///   matches stay warnings, so `--strict --allow loss.order` fails on every loss but the
///   order of an asset catalog.
///
/// Patterns are ``Glob``s over the code: `loss.*` matches every loss.
struct StrictPolicy: Sendable, Equatable {
  /// Whether `--strict` was given at all.
  var isOn = false
  /// The codes `--strict=...` names; `nil` means every code.
  var only: [Glob]?
  /// The codes `--allow` names.
  var allowed: [Glob] = []

  /// No `--strict`.
  static let off = StrictPolicy()

  /// Every warning is an error.
  static let all = StrictPolicy(isOn: true)

  /// Reads `--strict[=CODES]` and `--allow CODES`.
  ///
  /// - Throws: ``UsageError`` for `--allow` without `--strict`, or a bad pattern.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    for occurrence in parsed.occurrences {
      switch occurrence.name {
      case "strict":
        isOn = true
        if let value = occurrence.value {
          only = (only ?? []) + (try Self.patterns(value, option: "--strict"))
        }
      case "allow":
        allowed += try Self.patterns(occurrence.value ?? "", option: "--allow")
      default: break
      }
    }
    // `--strict --strict=x` is `--strict`: every warning.
    if parsed.occurrences.contains(where: { $0.name == "strict" && $0.value == nil }) {
      only = nil
    }
    if !allowed.isEmpty && !isOn {
      throw UsageError("'--allow' modifies '--strict', which is missing")
    }
  }

  init(isOn: Bool = false, only: [Glob]? = nil, allowed: [Glob] = []) {
    self.isOn = isOn
    self.only = only
    self.allowed = allowed
  }

  /// Whether a warning with this code becomes an error.
  func escalates(_ code: String) -> Bool {
    guard isOn else { return false }
    if allowed.contains(where: { $0.matches(code) }) { return false }
    guard let only else { return true }
    return only.contains { $0.matches(code) }
  }

  /// The diagnostics with the warnings this policy escalates turned into errors.
  func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map {
      $0.severity == .warning && escalates($0.code) ? $0.with(severity: .error) : $0
    }
  }

  /// The patterns of a comma-separated list.
  private static func patterns(_ list: String, option: String) throws(UsageError) -> [Glob] {
    var result: [Glob] = []
    for part in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard !part.isEmpty else {
        throw UsageError(
          "the value of '\(option)' must be diagnostic codes separated by commas, such as "
            + "loss.order or 'loss.*', not '\(list)'")
      }
      result.append(try Glob.parsed(String(part)))
    }
    return result
  }
}
