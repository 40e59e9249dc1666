import Foundation
import TestSupport

/// Python's zlib and zipfile, and Info-ZIP's `unzip`, as independent readers of what the
/// writer makes; tests are skipped where they are absent.
enum PythonOracle {
  static let hasPython = ExternalTool.path("python3") != nil
  static let hasUnzip = ExternalTool.path("unzip") != nil

  /// A fresh temporary folder.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "palconv-archive-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs a program; returns its exit status and standard output and error.
  static func run(_ name: String, _ arguments: [String]) throws -> (Int32, String) {
    guard let result = try ExternalTool.run(name, arguments) else {
      throw ExternalTool.Failure(description: "\(name) is not installed")
    }
    return (result.code, result.stdout + result.stderr)
  }

  /// Runs a Python script with arguments.
  static func python(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
    try run("python3", ["-c", script] + arguments)
  }
}
