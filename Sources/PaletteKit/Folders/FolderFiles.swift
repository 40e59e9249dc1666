import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the files of a folder document into a ``/PaletteCore/FileTree``.
///
/// A ``FolderTraversal``, as ``FolderWalk`` is, so depth is no limit. Every entry is listed in
/// byte order, hidden ones included (an asset catalog's files are its own). Symbolic links are
/// never followed, to files or folders, so nothing outside the folder is read (``CatalogLinks``
/// reports the links of an asset catalog), and anything that is neither a file nor a folder is
/// passed over.
enum FolderFiles {
  /// The most files read from one folder.
  static let maxFileCount = 100_000
  /// The most bytes read from one file.
  static let maxFileSize = 1 << 20

  /// Reads `path`'s files, recursively.
  ///
  /// - Parameters:
  ///   - path: The folder, as the caller named it; error paths start with it.
  ///   - fileName: Read only files with this name (compared as ``/PaletteCore/PathText``
  ///     compares names), or every file when `nil`.
  /// - Returns: The files by path relative to `path`.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io``
  ///   when `path` or an entry cannot be opened or read, or
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded`` past ``maxFileCount`` files or
  ///   ``maxFileSize`` bytes in one file.
  static func read(_ path: String, fileNamed fileName: String?) throws(PaletteError) -> FileTree {
    guard var traversal = FolderTraversal(path: path) else {
      throw PaletteFile.ioError("cannot open the folder", errno, path: path)
    }
    defer { traversal.stop() }
    var files: [String: [UInt8]] = [:]
    while let entry = traversal.next() {
      let (parent, name, relative) = (entry.parent, entry.name, entry.relative)
      var info = stat()
      guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        throw PaletteFile.ioError("cannot open", errno, path: PathText.join(path, relative))
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard traversal.enter(entry) else {
          throw PaletteFile.ioError(
            "cannot open the folder", errno, path: PathText.join(path, relative))
        }
      case S_IFREG:
        if let fileName, !PathText.same(name, fileName) { continue }
        let shown = PathText.join(path, relative)
        if files.count >= maxFileCount {
          throw PaletteError(.limitExceeded, "more than \(maxFileCount) files", path: path)
        }
        if Int(info.st_size) > maxFileSize {
          throw PaletteError(
            .limitExceeded, "file larger than \(maxFileSize) bytes", path: shown)
        }
        let file = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { throw PaletteFile.ioError("cannot open", errno, path: shown) }
        defer { close(file) }
        files[relative] = try PaletteFile.read(
          descriptor: file, limit: maxFileSize, path: shown, expectedSize: Int(info.st_size) + 1)
      default:
        continue
      }
    }
    return FileTree(files: files)
  }
}
