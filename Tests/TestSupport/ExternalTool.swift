import Foundation

/// A program on `PATH` (bash, zsh, fish, man, python3, unzip), run as a separate process: the
/// real programs the tests use as oracles. A test that needs one is skipped where it is absent.
public enum ExternalTool {
  /// What a run printed and returned.
  public struct Output: Sendable {
    /// The exit status.
    public var code: Int32
    /// Standard output, as bytes.
    public var output: [UInt8]
    /// Standard error, as text.
    public var stderr: String
    /// Standard output, as text.
    public var stdout: String { String(decoding: output, as: UTF8.self) }
  }

  /// The program's path, or `nil` when it is not installed.
  ///
  /// - Parameter name: A program name such as `"zsh"`.
  /// - Returns: The first executable of that name on `PATH`.
  public static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    for folder in folders {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Whether the `python3` on `PATH` (where `pip install` puts packages) imports `module`.
  ///
  /// - Parameter module: A module such as `"PIL"` or `"plistlib"`.
  /// - Returns: `false` also when Python is not installed.
  public static func pythonImports(_ module: String) -> Bool {
    (try? run("python3", ["-c", "import \(module)"]))??.code == 0
  }

  /// Runs a Python program, `python3 -c program arguments...`.
  ///
  /// - Parameters:
  ///   - program: The program's text.
  ///   - arguments: Its arguments (`sys.argv[1...]`).
  ///   - input: Its standard input.
  /// - Returns: What it printed and returned, or `nil` when Python is not installed.
  public static func python(
    _ program: String, _ arguments: [String] = [], input: [UInt8] = []
  ) throws -> Output? {
    try run("python3", ["-c", program] + arguments, input: input)
  }

  /// A program that failed, or is not installed.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, with the program's standard error.
    public var description: String

    /// A failure described by `description`.
    public init(description: String) { self.description = description }
  }

  /// Runs a Python program that must succeed; its standard output.
  ///
  /// - Parameters:
  ///   - program: The program's text.
  ///   - arguments: Its arguments (`sys.argv[1...]`).
  ///   - input: Its standard input.
  /// - Returns: Its standard output.
  /// - Throws: ``Failure`` when Python is missing or the program exits with another status
  ///   than 0.
  public static func pythonOutput(
    _ program: String, _ arguments: [String] = [], input: [UInt8] = []
  ) throws -> [UInt8] {
    guard let result = try python(program, arguments, input: input) else {
      throw Failure(description: "python3 is not installed")
    }
    guard result.code == 0 else {
      throw Failure(description: "python3 exited with \(result.code): \(result.stderr)")
    }
    return result.output
  }

  /// Runs `name` with `arguments` in `directory`, with extra environment variables and bytes
  /// on standard input; `nil` when the program is not installed.
  ///
  /// - Parameters:
  ///   - name: The program, looked up on `PATH`.
  ///   - arguments: Its arguments.
  ///   - directory: Its working folder; the current one when `nil`.
  ///   - environment: Variables added to this process's environment.
  ///   - input: Its standard input.
  /// - Returns: What it printed and returned.
  public static func run(
    _ name: String, _ arguments: [String], in directory: String? = nil,
    environment: [String: String] = [:], input: [UInt8] = []
  ) throws -> Output? {
    guard let executable = path(name) else { return nil }
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(filePath: directory) }
    var variables = ProcessInfo.processInfo.environment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    // Standard input and error are files, so a full pipe never blocks either side.
    let base = FileManager.default.temporaryDirectory.appending(
      path: "palconv-tool-\(UUID().uuidString)")
    let inputFile = base.appendingPathExtension("in")
    let errorFile = base.appendingPathExtension("err")
    _ = FileManager.default.createFile(atPath: inputFile.path, contents: Data(input))
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: inputFile)
      try? FileManager.default.removeItem(at: errorFile)
    }
    let output = Pipe()
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = FileManager.default.contents(atPath: errorFile.path) ?? Data()
    return Output(
      code: process.terminationStatus, output: Array(outData),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
