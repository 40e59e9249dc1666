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

  /// Reads `--strict[=CODES]` and `--allow CODES` (which the parser refuses without
  /// `--strict`).
  ///
  /// - Throws: ``UsageError`` for a bad pattern.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let given = try parsed.values(CommonOptions.strict)
    isOn = !given.isEmpty
    // `--strict --strict=x` is `--strict`: every warning.
    let lists = given.compactMap { $0 }
    only = isOn && lists.count == given.count ? lists.flatMap { $0 } : nil
    allowed = try parsed.values(CommonOptions.allow).flatMap { $0 }
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
}
