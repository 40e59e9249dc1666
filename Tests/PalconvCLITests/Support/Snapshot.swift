import Foundation
import TestSupport
import Testing

/// The command line's golden files, under `Fixtures/cli/` (``TestSupport/Golden``;
/// `PALCONV_RECORD=1 swift test` rewrites them).
enum Snapshot {
  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Golden.check(actual, against: "cli/\(name)", sourceLocation: sourceLocation)
  }
}
