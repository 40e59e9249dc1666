/// A message about a palette: a decoder warning, a lint finding or a conversion loss.
///
/// Every diagnostic has a stable ``code`` (for example `ase.block-count`, `lint.duplicate-name`,
/// `loss.alpha`) that scripts can match, a human ``message`` and, where known, the
/// ``location`` in the source file.
public struct Diagnostic: Hashable, Sendable {
  /// How serious it is.
  public var severity: Severity
  /// A stable, dotted identifier: `<area>.<rule>`.
  public var code: String
  /// One sentence for people, without the location or the severity.
  public var message: String
  /// Where in the source it applies, if known.
  public var location: SourceLocation?
  /// The file it applies to; filled in by whoever read the file, never by a codec.
  public var path: String?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious it is.
  ///   - code: A stable dotted identifier.
  ///   - message: One sentence for people.
  ///   - location: Where in the source it applies, if known.
  ///   - path: The file it applies to, if known.
  public init(
    _ severity: Severity, code: String, message: String, location: SourceLocation? = nil,
    path: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
    self.path = path
  }

  /// A copy with ``path`` set.
  ///
  /// - Parameter path: The file the diagnostic applies to.
  /// - Returns: The copy.
  public func with(path: String?) -> Diagnostic {
    var copy = self
    copy.path = path
    return copy
  }

  /// A copy with ``severity`` set, as `--strict` does to turn warnings into errors.
  ///
  /// - Parameter severity: The new severity.
  /// - Returns: The copy.
  public func with(severity: Severity) -> Diagnostic {
    var copy = self
    copy.severity = severity
    return copy
  }
}
