import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Opening and inspecting files whose path may be longer than the system's limit on one path
/// (`PATH_MAX`, 4096 bytes on Linux).
///
/// A folder walk finds files at any depth, because it opens each folder relative to its
/// parent's descriptor; their joined paths can be longer than `open` and `stat` accept. Such
/// a path is reached here the same way: one component at a time with `openat`, from the
/// current folder or `/`, so reading it works at any depth. Shorter paths take the direct
/// call.
enum LongPath {
  /// The longest path the system takes in one call, in bytes, without the final NUL.
  static let limit = Int(PATH_MAX) - 1

  /// Whether a path is too long for a single system call.
  static func isTooLong(_ path: String) -> Bool {
    path.utf8.count > limit
  }

  /// Room an output needs beyond its own path: the writer's temporary file beside it
  /// (`.NAME.RANDOM.palconv-tmp`) is this many bytes longer.
  static let temporaryNameRoom = 32

  /// Whether an output path, with its temporary sibling, is too long for a single system
  /// call, so that it must be written through a descriptor of its folder.
  static func isTooLongForOutput(_ path: String) -> Bool {
    path.utf8.count + temporaryNameRoom > limit
  }

  /// Calls `body` with a folder descriptor and a name that together mean `path`: `AT_FDCWD`
  /// and `path` itself when it is short enough, else the descriptor of its folder, opened
  /// component by component (links in folder names are followed, as path lookup does), and
  /// its last component.
  ///
  /// - Returns: What `body` returns, or `nil` with `errno` set when a folder on the way cannot
  ///   be opened.
  static func withParent<T>(of path: String, _ body: (Int32, String) -> T?) -> T? {
    guard isTooLong(path) else { return body(AT_FDCWD, path) }
    let components = PathText.components(of: path)
    guard let last = components.last else { return body(AT_FDCWD, path) }
    var folder = AT_FDCWD
    if path.utf8.first == UInt8(ascii: "/") {
      folder = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard folder >= 0 else { return nil }
    }
    for component in components.dropLast() {
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      let code = errno
      if folder != AT_FDCWD { close(folder) }
      guard next >= 0 else {
        errno = code
        return nil
      }
      folder = next
    }
    defer { if folder != AT_FDCWD { close(folder) } }
    return body(folder, last)
  }

  /// `stat` (links followed) or `lstat`, at any length.
  ///
  /// - Returns: The status, or `nil` with `errno` set.
  static func status(_ path: String, followingLinks: Bool = true) -> stat? {
    withParent(of: path) { folder, name in
      var info = stat()
      let flags = followingLinks ? 0 : AT_SYMLINK_NOFOLLOW
      return fstatat(folder, name, &info, flags) == 0 ? info : nil
    }
  }

  /// Reads a whole file at any path length, refusing files larger than `limit`, with the
  /// messages of ``PaletteKit/PaletteFile/read(at:limit:)``.
  ///
  /// - Throws: ``PaletteError`` with `path` set.
  static func read(at path: String, limit: Int) throws(PaletteError) -> [UInt8] {
    guard isTooLong(path) else { return try PaletteFile.read(at: path, limit: limit) }
    let descriptor =
      withParent(of: path) { folder, name -> Int32? in
        let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
      } ?? -1
    guard descriptor >= 0 else {
      throw PaletteError(.io, "cannot open: \(SystemError.describe(errno))", path: path)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw PaletteError(.io, "cannot stat: \(SystemError.describe(errno))", path: path)
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      throw PaletteError(.io, "cannot read: it is a directory", path: path)
    }
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
      throw PaletteError(
        .limitExceeded, "the file is larger than the input size limit of \(limit) bytes",
        path: path)
    }
    return try PaletteFile.read(descriptor: descriptor, limit: limit, path: path)
  }

  /// Whether outputs deeper than ``limit`` can be written: through `/proc/self/fd`, which
  /// names an open folder in a few bytes (Linux only).
  static var canWriteThroughDescriptors: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// The error message for an output path that cannot be written because of its length.
  static func tooLongMessage(_ path: String) -> String {
    "cannot write the output: its path is \(path.utf8.count) bytes, which with its temporary "
      + "file is longer than the system allows (\(limit))"
  }

  /// Calls `body` with a short path for `outputPath`, a file below the folder `root` whose
  /// path is too long for one system call: the folders between `root` and the file are
  /// created and opened one by one with `mkdirat` and `openat`, links not followed (so the
  /// output cannot leave `root`), and `body` gets `/proc/self/fd/N/NAME`, where `N` is the
  /// descriptor of the file's folder. The writer's temporary file and rename then happen in
  /// that folder, as for any output.
  ///
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/io`` when a folder cannot be made
  ///   or opened, or is a link; whatever `body` throws.
  static func withOutputFolder<T>(
    of outputPath: String, inside root: String, _ body: (String) throws(PaletteError) -> T
  ) throws(PaletteError) -> T {
    guard canWriteThroughDescriptors, PathText.hasPrefix(outputPath, root) else {
      throw PaletteError(.io, tooLongMessage(outputPath), path: outputPath)
    }
    let relative = String(decoding: outputPath.utf8.dropFirst(root.utf8.count), as: UTF8.self)
    let components = PathText.components(of: relative)
    guard let name = components.last else {
      throw PaletteError(.io, tooLongMessage(outputPath), path: outputPath)
    }
    if !isTooLong(root) {
      // The output folder itself, as for any output; a longer one must exist.
      try FileSystem.createParentFolders(of: PathText.join(root, name), inside: root)
    }
    var folder =
      withParent(of: root) { parent, last -> Int32? in
        let descriptor = openat(parent, last, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
      } ?? -1
    guard folder >= 0 else {
      throw PaletteError(
        .io, "cannot open the output folder: \(SystemError.describe(errno))", path: outputPath)
    }
    defer { close(folder) }
    for component in components.dropLast() {
      if mkdirat(folder, component, 0o777) != 0, errno != EEXIST {
        throw PaletteError(
          .io, "cannot create the folder \(component): \(SystemError.describe(errno))",
          path: outputPath)
      }
      let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else {
        let code = errno
        let message =
          code == ELOOP || code == ENOTDIR
          ? "refusing to write through \(component), which is not a folder inside the output "
            + "folder \(root)"
          : "cannot open the folder \(component): \(SystemError.describe(code))"
        throw PaletteError(.io, message, path: outputPath)
      }
      close(folder)
      folder = next
    }
    return try body("/proc/self/fd/\(folder)/\(name)")
  }
}
