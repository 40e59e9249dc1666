#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file's device and inode: two paths name the same file when these match.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the file at `path` (links followed), or `nil` when it does not exist.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
