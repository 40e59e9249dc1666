import Foundation

/// A program on `PATH` (bash, zsh, fish, man), run as a separate process.
enum ExternalTool {
  /// What a run printed and returned.
  struct Output {
    var code: Int32
    var stdout: String
    var stderr: String
  }

  /// The program's path, or `nil` when it is not installed.
  static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    for folder in folders {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `name` with `arguments` in `directory`, with extra environment variables; `nil`
  /// when the program is not installed.
  static func run(
    _ name: String, _ arguments: [String], in directory: String? = nil,
    environment: [String: String] = [:]
  ) throws -> Output? {
    guard let executable = path(name) else { return nil }
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(filePath: directory) }
    var variables = ProcessInfo.processInfo.environment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    // Standard error goes to a file, so a full pipe never blocks the program.
    let errorFile = FileManager.default.temporaryDirectory.appending(
      path: "palconv-tool-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = FileManager.default.contents(atPath: errorFile.path) ?? Data()
    return Output(
      code: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
