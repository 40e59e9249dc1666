import Foundation

/// Info-ZIP's `unzip -t` and Python's `zipfile`, as independent readers of the zips the
/// container formats write; tests that use them are skipped where they are absent.
public enum ZipOracle {
  /// Where `unzip` is expected.
  public static let unzip = "/usr/bin/unzip"
  /// Where Python is expected.
  public static let python = "/usr/bin/python3"
  /// Whether `unzip` is installed.
  public static let hasUnzip = FileManager.default.isExecutableFile(atPath: unzip)
  /// Whether Python is installed.
  public static let hasPython = FileManager.default.isExecutableFile(atPath: python)

  /// Runs `unzip -t` on `bytes`.
  ///
  /// - Parameter bytes: A zip.
  /// - Returns: Whether unzip found no errors, and what it printed.
  public static func unzipTest(_ bytes: [UInt8]) throws -> (ok: Bool, output: String) {
    try withFile(bytes) { path in
      let (status, output) = try run(unzip, ["-t", path])
      return (status == 0 && output.contains("No errors detected"), output)
    }
  }

  /// Reads `bytes` with Python's `zipfile` (`testzip` checks every CRC-32) and prints each
  /// entry as `name<TAB>method<TAB>size<TAB>sha256`.
  ///
  /// - Parameter bytes: A zip.
  /// - Returns: The exit status and the lines printed.
  public static func pythonEntries(_ bytes: [UInt8]) throws -> (status: Int32, output: String) {
    let script = """
      import hashlib, sys, zipfile
      with zipfile.ZipFile(sys.argv[1]) as z:
          assert z.testzip() is None
          for i in z.infolist():
              data = z.read(i)
              print(f"{i.filename}\\t{i.compress_type}\\t{len(data)}\\t{hashlib.sha256(data).hexdigest()}")
      """
    return try withFile(bytes) { path in try run(python, ["-c", script, path]) }
  }

  private static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "palconv-zip-\(UUID().uuidString).zip")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
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
}
