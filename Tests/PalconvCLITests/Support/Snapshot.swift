import Foundation
import TestSupport
import Testing

/// Golden-file comparison; `RECORD_SNAPSHOTS=1 swift test` rewrites the files instead.
enum Snapshot {
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = Fixtures.root.appending(path: "cli/\(name)")
    if recording {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(name)>"
    #expect(
      actual == expected, "\(name) differs; rerun with RECORD_SNAPSHOTS=1 to update",
      sourceLocation: sourceLocation)
  }
}
