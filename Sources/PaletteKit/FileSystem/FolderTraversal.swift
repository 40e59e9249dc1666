import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A depth-first traversal of a folder by descriptors: each folder is opened relative to its
/// parent's descriptor (`openat`, `fdopendir`), never by its full path, so any depth is
/// reached, also past the system's limit on one path. Each folder's entries come in byte
/// order. The caller decides what an entry is and which folders to ``enter(_:)``;
/// ``FolderWalk`` (folder inputs) and ``FolderFiles`` (folder documents) are its two users.
struct FolderTraversal {
  /// One entry: the descriptor of its folder, its name, and its path relative to the root.
  struct Entry {
    /// The descriptor of the folder that holds it, valid until the next call of ``next()``.
    var parent: Int32
    /// Its name in that folder.
    var name: String
    /// Its path relative to the root, `/`-separated.
    var relative: String
  }

  /// One open folder.
  private struct Level {
    var directory: OpaquePointer
    var prefix: String
    var names: [String]
    var next = 0
  }

  /// The open folders, the root first.
  private var levels: [Level]

  /// Opens the root folder, at any path length.
  ///
  /// - Parameter path: The folder.
  /// - Returns: `nil`, with `errno` set, when it cannot be opened as a folder.
  init?(path: String) {
    let descriptor =
      LongPath.withParent(of: path) { parent, name -> Int32? in
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
      } ?? -1
    guard descriptor >= 0, let root = Self.openDirectory(descriptor) else { return nil }
    levels = [Level(directory: root, prefix: "", names: Self.names(in: root))]
  }

  /// The next entry, depth first; `nil` once every folder is done (and closed).
  mutating func next() -> Entry? {
    while let top = levels.indices.last {
      guard levels[top].next < levels[top].names.count else {
        closedir(levels[top].directory)
        levels.removeLast()
        continue
      }
      let name = levels[top].names[levels[top].next]
      levels[top].next += 1
      return Entry(
        parent: dirfd(levels[top].directory), name: name, relative: levels[top].prefix + name)
    }
    return nil
  }

  /// Enters the folder `entry` names (the one ``next()`` just gave), without following a
  /// link: its entries come next.
  ///
  /// - Returns: `false`, with `errno` set, when it cannot be opened as a folder.
  mutating func enter(_ entry: Entry) -> Bool {
    let child = openat(entry.parent, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard child >= 0, let directory = Self.openDirectory(child) else { return false }
    levels.append(
      Level(
        directory: directory, prefix: entry.relative + "/", names: Self.names(in: directory)))
    return true
  }

  /// Closes the folders still open, for a traversal stopped before its end.
  mutating func stop() {
    for level in levels { closedir(level.directory) }
    levels = []
  }

  /// `fdopendir`, closing the descriptor when it fails.
  static func openDirectory(_ descriptor: Int32) -> OpaquePointer? {
    guard let directory = fdopendir(descriptor) else {
      let code = errno
      close(descriptor)
      errno = code
      return nil
    }
    return directory
  }

  /// The names in an open folder except `.` and `..`, hidden ones included, sorted by their
  /// UTF-8 bytes unless `sorted` is `false`.
  static func names(in directory: OpaquePointer, sorted: Bool = true) -> [String] {
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      names.append(name)
    }
    guard sorted else { return names }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
