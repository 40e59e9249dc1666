#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Removing temporaries: a file, or a folder and everything in it, without following links.
enum FileRemoval {
  /// Removes `path`: a folder with everything in it (links inside are removed, never
  /// followed), or anything else. Errors are ignored: what cannot be removed stays.
  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in entries(of: path) { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// Every name in a folder, hidden ones included, except `.` and `..`, sorted by bytes.
  static func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    return FolderWalk.names(in: directory)
  }
}
