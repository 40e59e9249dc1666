import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads the files of a folder document into a ``/PaletteCore/FileTree``.
///
/// Folders are opened relative to their parent's descriptor (`openat`), as ``FolderWalk``
/// does, so depth is no limit. Every entry is listed in byte order, hidden ones included (an
/// asset catalog's files are its own). Symbolic links are never followed, to files or
/// folders, so nothing outside the folder is read (``CatalogLinks`` reports the links of an
/// asset catalog), and anything that is neither a file nor a folder is passed over.
enum FolderFiles {
  /// The most files read from one folder.
  static let maxFileCount = 100_000
  /// The most bytes read from one file.
  static let maxFileSize = 1 << 20

  /// One open folder of the read.
  private struct Level {
    var directory: OpaquePointer
    var prefix: String
    var names: [String]
    var next = 0
  }

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
    let descriptor =
      LongPath.withParent(of: path) { parent, name -> Int32? in
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
      } ?? -1
    guard descriptor >= 0, let root = FolderWalk.openDirectory(descriptor) else {
      throw PaletteFile.ioError("cannot open the folder", errno, path: path)
    }
    var levels = [Level(directory: root, prefix: "", names: FolderWalk.names(in: root))]
    defer { for level in levels { closedir(level.directory) } }
    var files: [String: [UInt8]] = [:]
    while let top = levels.indices.last {
      guard levels[top].next < levels[top].names.count else {
        closedir(levels[top].directory)
        levels.removeLast()
        continue
      }
      let name = levels[top].names[levels[top].next]
      levels[top].next += 1
      let relative = levels[top].prefix + name
      let parent = dirfd(levels[top].directory)
      var info = stat()
      guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        throw PaletteFile.ioError("cannot open", errno, path: PathText.join(path, relative))
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        let child = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0, let directory = FolderWalk.openDirectory(child) else {
          throw PaletteFile.ioError(
            "cannot open the folder", errno, path: PathText.join(path, relative))
        }
        levels.append(
          Level(
            directory: directory, prefix: relative + "/", names: FolderWalk.names(in: directory)))
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
