#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Removing temporaries: a file, or a folder and everything in it, without following links
/// and without crossing into another file system.
enum FileRemoval {
  /// Removes `path`: a folder with everything in it (links inside are removed, never
  /// followed; a folder on another file system than `path`, a mount point, is neither entered
  /// nor removed, nor the folders that hold it), or anything else. Errors are ignored: what
  /// cannot be removed stays.
  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    removeTree(path, info: info, device: info.st_dev)
  }

  private static func removeTree(_ path: String, info: stat, device: dev_t) {
    guard info.st_dev == device else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in entries(of: path) {
        var child = stat()
        guard lstat(path + "/" + name, &child) == 0 else { continue }
        removeTree(path + "/" + name, info: child, device: device)
      }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// Every name in a folder, hidden ones included, except `.` and `..`, sorted by bytes
  /// unless `sorted` is `false` (then in the order the system lists them).
  static func entries(of folder: String, sorted: Bool = true) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    return FolderTraversal.names(in: directory, sorted: sorted)
  }
}
