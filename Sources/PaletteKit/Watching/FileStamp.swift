#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a file's status says about its content: when two stamps of one path differ, the file
/// was written, replaced or touched in between.
///
/// A watch compares the stamps of its inputs before and after each change it is told of, so a
/// change it was told of twice, or of another file in the folder, converts nothing.
public struct FileStamp: Hashable, Sendable {
  /// The device and inode: an editor's save that renames a new file into place changes them.
  var device: UInt64
  var inode: UInt64
  /// The size in bytes.
  var size: Int64
  /// The modification time, in seconds and nanoseconds.
  var modified: Int
  var modifiedNanoseconds: Int
  /// The status-change time, in seconds and nanoseconds (a write that keeps the size and the
  /// modification time still changes it).
  var changed: Int
  var changedNanoseconds: Int

  /// The stamp of the file or folder at `path` (links followed, at any path length), or
  /// `nil` when there is none.
  ///
  /// - Parameter path: A path.
  public init?(path: String) {
    guard let info = LongPath.status(path) else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = Int(info.st_mtim.tv_sec)
    modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    changed = Int(info.st_ctim.tv_sec)
    changedNanoseconds = Int(info.st_ctim.tv_nsec)
  }
}
