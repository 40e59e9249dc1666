/// A folder's files as values: relative paths to bytes.
///
/// Formats whose files are folders (an Xcode asset catalog) read and write a `FileTree`
/// instead of one byte stream, so the codec stays pure and testable; the caller moves it to and
/// from disk (PaletteKit has `init(contentsOf:fileNamed:)` and `write(to:)` for that).
public struct FileTree: Hashable, Sendable {
  /// The files by relative path: `/`-separated, no leading `/`, no `.` or `..` components.
  public var files: [String: [UInt8]]

  /// Creates a tree.
  ///
  /// - Parameter files: The files by relative path.
  public init(files: [String: [UInt8]] = [:]) {
    self.files = files
  }

  /// Every path, sorted by code point, so iteration order never depends on hashing.
  ///
  /// - Complexity: O(*n* log *n*) in the number of files.
  public var paths: [String] {
    files.keys.sorted()
  }
}
