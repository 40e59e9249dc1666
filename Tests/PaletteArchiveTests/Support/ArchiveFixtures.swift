import TestSupport

/// The vectors under `Fixtures/archive/`, made by `make-vectors.py` and `make-zips.py` there
/// with Python's zlib and zipfile.
enum ArchiveFixtures {
  /// The inputs of the compressed vectors.
  static let inputs = ["text", "runs", "random", "small"]
  /// The compressed variants of each input.
  static let levels = ["0", "1", "6", "9", "fixed"]

  /// A file's bytes.
  static func bytes(_ name: String) -> [UInt8] { Fixtures.bytes("archive/\(name)") }
}
