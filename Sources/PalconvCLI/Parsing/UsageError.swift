/// A command line that cannot be run: an unknown option, a missing value, a bad combination.
///
/// Reported as `Error: <message>` followed by a usage hint, with exit code 64.
struct UsageError: Error, Equatable, Sendable {
  /// One sentence, starting in lower case, without the `Error: ` prefix.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
