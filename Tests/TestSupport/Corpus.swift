#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One row of the shared corpus's `MANIFEST.tsv`.
public struct CorpusEntry: Sendable, CustomStringConvertible {
  /// The path relative to the corpus root, e.g. `ase/gh-owner-repo/file.ase`.
  public var path: String
  /// The format column (`ase`, `gpl`, …).
  public var format: String
  /// The licence as declared by the source.
  public var license: String
  /// The colour count found by an independent reader, if the manifest gives one.
  public var colors: Int?
  /// The features column (models, groups, quirks).
  public var features: String
  /// Whether Python `swatch` 0.4.0 parsed it (`.ase` only), as the manifest says.
  public var swatchParse: String

  /// The path, so parameterized tests are named after the file.
  public var description: String { path }

  /// The file's bytes.
  public var bytes: [UInt8] {
    guard let root = Fixtures.corpus,
      let data = FileManager.default.contents(atPath: root.appending(path: path).path)
    else { return [] }
    return Array(data)
  }
}

/// The shared real-world corpus, read from its manifest.
public enum Corpus {
  /// Every manifest row, in manifest order; empty without the corpus.
  public static let entries: [CorpusEntry] = {
    guard let root = Fixtures.corpus,
      let data = FileManager.default.contents(atPath: root.appending(path: "MANIFEST.tsv").path)
    else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    var rows: [CorpusEntry] = []
    var header: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if header.isEmpty {
        header = fields
        continue
      }
      func field(_ name: String) -> String {
        guard let index = header.firstIndex(of: name), index < fields.count else { return "" }
        return fields[index]
      }
      rows.append(
        CorpusEntry(
          path: field("path"), format: field("format"), license: field("license"),
          colors: Int(field("colors")), features: field("features"),
          swatchParse: field("swatch_parse")))
    }
    return rows
  }()

  /// The rows whose path starts with `folder/` (for example `"ase"` or `"gpl"`).
  ///
  /// - Parameter folder: The top-level corpus folder.
  /// - Returns: The rows, in manifest order.
  public static func entries(in folder: String) -> [CorpusEntry] {
    entries.filter { $0.path.hasPrefix(folder + "/") }
  }
}
