#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Locates the repository's `Fixtures/` folder and the shared real-world corpus.
public enum Fixtures {
  /// The package root: three levels above this file (`Tests/TestSupport/Fixtures.swift`).
  public static let packageRoot: URL = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `Fixtures/` folder.
  public static let root: URL = packageRoot.appending(path: "Fixtures")

  /// The real-world corpus beside the checkout (`../shared/corpus`), or `nil` in a user's clone.
  public static let corpus: URL? = {
    let url = packageRoot.deletingLastPathComponent().appending(path: "shared/corpus")
    return FileManager.default.fileExists(atPath: url.appending(path: "MANIFEST.tsv").path)
      ? url : nil
  }()

  /// Whether the corpus is present; tests that need it are disabled, not failed, without it.
  public static var hasCorpus: Bool { corpus != nil }

  /// The bytes of a file under `Fixtures/`.
  ///
  /// - Parameter relativePath: A path such as `"ase/valid/pantone.ase"`.
  /// - Returns: The bytes; an empty array when the file is missing (the test then fails on
  ///   its own assertions).
  public static func bytes(_ relativePath: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: root.appending(path: relativePath).path)
    else { return [] }
    return Array(data)
  }

  /// The names of the files in a folder under `Fixtures/` with the given extension, sorted.
  ///
  /// - Parameters:
  ///   - folder: A folder relative to `Fixtures/`.
  ///   - ext: An extension without the dot, or `nil` for all files.
  /// - Returns: Relative paths (`folder/name.ext`), sorted by code point.
  public static func files(in folder: String, ext: String? = nil) -> [String] {
    let url = root.appending(path: folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { ext == nil || $0.hasSuffix("." + ext!) }.sorted().map {
      "\(folder)/\($0)"
    }
  }
}
