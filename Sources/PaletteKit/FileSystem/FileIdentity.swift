#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file's device and inode: two paths name the same file when these match.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64
  /// Whether the file is a regular file (the same for every path of one file).
  var isRegularFile: Bool

  /// The identity of the file at `path` (links followed, at any path length), or `nil` when
  /// it does not exist.
  init?(path: String) {
    guard let info = LongPath.status(path) else { return nil }
    self.init(info)
  }

  /// The identity in a status.
  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    isRegularFile = info.st_mode & S_IFMT == S_IFREG
  }
}
