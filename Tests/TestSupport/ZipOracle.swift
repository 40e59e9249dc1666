import Foundation

/// Info-ZIP's `unzip -t` and Python's `zipfile`, as independent readers of the zips the
/// container formats write; tests that use them are skipped where they are absent.
public enum ZipOracle {
  /// Whether `unzip` is installed.
  public static let hasUnzip = ExternalTool.path("unzip") != nil
  /// Whether Python is installed.
  public static let hasPython = ExternalTool.path("python3") != nil

  /// Runs `unzip -t` on `bytes`.
  ///
  /// - Parameter bytes: A zip.
  /// - Returns: Whether unzip found no errors, and what it printed.
  public static func unzipTest(_ bytes: [UInt8]) throws -> (ok: Bool, output: String) {
    try withFile(bytes) { path in
      let (status, output) = try run("unzip", ["-t", path])
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
    return try withFile(bytes) { path in try run("python3", ["-c", script, path]) }
  }

  private static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appending(
      path: "palconv-zip-\(UUID().uuidString).zip")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  private static func run(_ name: String, _ arguments: [String]) throws -> (Int32, String) {
    guard let result = try ExternalTool.run(name, arguments) else {
      throw ExternalTool.Failure(description: "\(name) is not installed")
    }
    return (result.code, result.stdout + result.stderr)
  }
}
