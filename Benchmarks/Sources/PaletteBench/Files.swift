#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whole-file reads and writes for the harness.
enum Files {
  /// The bytes of the file at `path`, or `nil` when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  /// Writes `bytes` to `path`, replacing any file there.
  static func write(_ bytes: [UInt8], to path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw BenchError("cannot write \(path)")
    }
  }

  /// Creates `path` and its parents when missing.
  static func makeDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
}

/// A harness failure with a message.
struct BenchError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// Creates the error.
  init(_ description: String) { self.description = description }
}
