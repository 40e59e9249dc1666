import Foundation
import TestSupport

/// Python's zlib and zipfile, and Info-ZIP's `unzip`, as independent readers of what the
/// writer makes; tests are skipped where they are absent.
enum PythonOracle {
  static let python = "/usr/bin/python3"
  static let unzip = "/usr/bin/unzip"

  static let hasPython = FileManager.default.isExecutableFile(atPath: python)
  static let hasUnzip = FileManager.default.isExecutableFile(atPath: unzip)

  /// A fresh temporary folder.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "palconv-archive-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs a program; returns its exit status and standard output and error.
  static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Runs a Python script with arguments.
  static func python(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
    try run(python, ["-c", script] + arguments)
  }
}
