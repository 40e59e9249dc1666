public import Foundation

/// What `Tests/Oracle/real/read_real.py` reads from the real palette files (written by other
/// applications) in the shared corpus and under `Fixtures/`, with Python's standard library,
/// Pillow and the real stylesheet compilers instead of palconv's code.
///
/// Tests that use it are skipped where Python is not installed.
public enum RealFileOracle {
  /// One swatch as the oracle read it.
  public struct Swatch: Sendable, CustomStringConvertible {
    /// The name, or `nil` for an unnamed swatch.
    public var name: String?
    /// The colour model, as `ColorModel`'s raw value (`srgb`, `display-p3`, `cmyk`, …).
    public var model: String
    /// The components in palconv's units.
    public var values: [Double]
    /// The opacity, 0...1.
    public var alpha: Double

    /// `'Red' srgb [1, 0, 0] alpha 1`.
    public var description: String {
      "'\(name ?? "unnamed")' \(model) \(values) alpha \(alpha)"
    }
  }

  /// One real file.
  public struct Record: Sendable, CustomStringConvertible {
    /// The palconv format that reads it.
    public var format: String
    /// `corpus` or `fixtures`.
    public var origin: String
    /// The path within the corpus or `Fixtures/`.
    public var path: String
    /// The swatches, when the oracle read the file.
    public var swatches: [Swatch]?
    /// Why the oracle did not read it (no independent reader for it), if so.
    public var skip: String?
    /// The oracle's own failure on the file, if any: a test fails on it.
    public var error: String?

    /// The file as `origin:path`.
    public var description: String { "\(origin):\(path)" }

    /// The file's location on disk.
    public var url: URL? {
      switch origin {
      case "corpus": Fixtures.corpus?.appending(path: path)
      default: Fixtures.root.appending(path: path)
      }
    }
  }

  /// The script.
  public static let script = Fixtures.packageRoot.appending(path: "Tests/Oracle/real/read_real.py")

  /// Whether Python is installed to run the oracle.
  public static var isAvailable: Bool { ExternalTool.path("python3") != nil }

  /// Runs the oracle on the real files of `format`.
  ///
  /// - Parameter format: A format identifier such as `"scribus"`.
  /// - Returns: One record per file, in the oracle's order (corpus first).
  /// - Throws: ``ExternalTool/Failure`` when Python is missing or the script fails.
  public static func records(format: String) throws -> [Record] {
    guard let result = try ExternalTool.run("python3", [script.path, "--format", format]) else {
      throw ExternalTool.Failure(description: "python3 is not installed")
    }
    guard result.code == 0 else {
      throw ExternalTool.Failure(
        description: "read_real.py exited with \(result.code): \(result.stderr)")
    }
    return try result.stdout.split(separator: "\n").map { line in
      try record(Data(line.utf8))
    }
  }

  /// One line of the oracle's output.
  static func record(_ line: Data) throws -> Record {
    guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any],
      let format = object["format"] as? String, let origin = object["origin"] as? String,
      let path = object["path"] as? String
    else { throw ExternalTool.Failure(description: "read_real.py printed an unexpected line") }
    let swatches = (object["swatches"] as? [[Any]])?.map { item -> Swatch in
      Swatch(
        name: item[0] as? String, model: item[1] as? String ?? "",
        values: (item[2] as? [Any] ?? []).map { ($0 as? NSNumber)?.doubleValue ?? .nan },
        alpha: (item[3] as? NSNumber)?.doubleValue ?? .nan)
    }
    return Record(
      format: format, origin: origin, path: path, swatches: swatches,
      skip: object["skip"] as? String, error: object["error"] as? String)
  }
}
