import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Questions about the file system and the output folders of a batch, asked in one place.
enum FileSystem {
  /// Whether `path` is a folder (links followed), at any path length.
  static func isDirectory(_ path: String) -> Bool {
    guard let info = LongPath.status(path) else { return false }
    return info.st_mode & S_IFMT == S_IFDIR
  }

  /// The canonical absolute path, or `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Creates the folders between `root` and the file `path`, then checks that the file's
  /// folder, with links resolved, is still inside `root`, and that a symbolic link at `path`
  /// itself does not lead outside it.
  ///
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/io``.
  static func createParentFolders(of path: String, inside root: String) throws(PaletteError) {
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return }
    let parentBytes = bytes[..<slash]
    let parent = String(decoding: parentBytes, as: UTF8.self)
    var prefixes: [String] = []
    for index in parentBytes.indices
    where parentBytes[index] == UInt8(ascii: "/") && index != parentBytes.startIndex {
      prefixes.append(String(decoding: parentBytes[..<index], as: UTF8.self))
    }
    prefixes.append(parent)
    for folder in prefixes where !folder.isEmpty && !isDirectory(folder) {
      if mkdir(folder, 0o777) != 0, errno != EEXIST {
        throw PaletteError(
          .io, "cannot create the folder \(folder): \(SystemError.describe(errno))", path: path)
      }
    }
    guard let realParent = realPath(parent.isEmpty ? "/" : parent), let realRoot = realPath(root)
    else {
      throw PaletteError(
        .io, "cannot resolve the output folder: \(SystemError.describe(errno))", path: path)
    }
    guard PathText.isInside(realParent, realRoot) else {
      throw PaletteError(
        .io, "refusing to write outside the output folder \(root)", path: path)
    }
    // A symbolic link at the output's own name would be followed by the writer: it must not
    // lead outside the output folder either, nor to a descriptor or a device.
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      // A link to a folder (a catalog) is resolved as a whole.
      let target = (try? WriteTarget(path: path)) ?? realPath(path).map { WriteTarget.file($0) }
      switch target {
      case .file(let target)?, .special(let target)?:
        if PathText.isInside(target, realRoot) { return }
      case .descriptor?, nil:
        break
      }
      throw PaletteError(
        .io, "refusing to write outside the output folder \(root) through a symbolic link",
        path: path)
    }
  }
}
