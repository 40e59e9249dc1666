import Foundation
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#endif

/// The `palconv` executable built beside the tests, run as a separate process.
enum BuiltPalconv {
  /// The executable: next to the test bundle, else in the package's `.build` folder.
  static let path: String? = {
    var candidates: [String] = []
    if let first = CommandLine.arguments.first {
      candidates.append(
        URL(filePath: first).deletingLastPathComponent().appending(path: "palconv").path)
    }
    for configuration in ["debug", "release"] {
      candidates.append(
        Fixtures.packageRoot.appending(path: ".build/\(configuration)/palconv").path)
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// What a run printed and returned.
  struct Result {
    var code: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `palconv` with `arguments` in the folder `directory`.
  static func run(_ arguments: [String], in directory: String) throws -> Result {
    let executable = try #require(path, "build palconv first (swift build --build-tests)")
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(filePath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      code: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
