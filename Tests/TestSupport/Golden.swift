public import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Golden files under `Fixtures/`: every test that pins a writer's bytes compares through here,
/// and `PALCONV_RECORD=1 swift test` rewrites them instead (then review the diff).
public enum Golden {
  /// Whether this run records golden files instead of comparing: `PALCONV_RECORD=1`, and only
  /// that value.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["PALCONV_RECORD"] == "1"
  }

  /// Expects `bytes` to be the golden file's bytes, or records them.
  ///
  /// - Parameters:
  ///   - bytes: What the code under test wrote.
  ///   - relativePath: The golden file, relative to `Fixtures/`.
  ///   - sourceLocation: Where a failure is reported.
  public static func check(
    _ bytes: [UInt8], against relativePath: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = Fixtures.root.appending(path: relativePath)
    if isRecording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(
        FileManager.default.createFile(atPath: url.path, contents: Data(bytes)),
        "cannot record \(relativePath)", sourceLocation: sourceLocation)
      return
    }
    let expected = Fixtures.bytes(relativePath)
    // Compared as text first, so a failure shows a readable difference.
    #expect(
      String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
      "\(relativePath) differs; rerun with PALCONV_RECORD=1 to update",
      sourceLocation: sourceLocation)
    #expect(bytes == expected, "\(relativePath) differs", sourceLocation: sourceLocation)
  }

  /// Expects `text` to be the golden file's text, or records it.
  ///
  /// - Parameters:
  ///   - text: What the code under test wrote.
  ///   - relativePath: The golden file, relative to `Fixtures/`.
  ///   - sourceLocation: Where a failure is reported.
  public static func check(
    _ text: String, against relativePath: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    check(Array(text.utf8), against: relativePath, sourceLocation: sourceLocation)
  }
}
