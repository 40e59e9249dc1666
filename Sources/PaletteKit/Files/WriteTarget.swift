public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where writing to a path really goes, found by following its symbolic links one at a time
/// (never `realpath` on the whole path, which fails for `/dev/stdout` on a pipe).
///
/// Only a regular file, or a path where nothing exists yet, is written atomically (a temporary
/// file renamed over it). A name of one of the process's own descriptors is written straight
/// to that descriptor, and any other existing file (a device, a FIFO, a socket) is opened
/// and written in place: replacing those by a renamed file would break a pipe, lose what a
/// file opened for appending held, or put a file where a device node was.
public enum WriteTarget: Equatable, Sendable {
  /// A regular file, or nothing yet: the path with every link resolved (its folder's too).
  case file(String)
  /// A descriptor the process was given, named by `/dev/stdout`, `/dev/stderr`, `/dev/stdin`,
  /// `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N` or `/proc/PID/fd/N` (this
  /// process's id), or by a link leading to one of those.
  case descriptor(Int32)
  /// An existing device, FIFO or socket (links resolved).
  case special(String)

  /// The most links followed, as the kernel allows.
  static let maxLinks = 40

  /// Resolves `path`.
  ///
  /// - Parameter path: The output path as the user gave it.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` for a
  ///   folder, a link loop, or a path that cannot be examined.
  public init(path: String) throws(PaletteError) {
    var current = path
    for _ in 0...Self.maxLinks {
      let slash = current.utf8.lastIndex(of: UInt8(ascii: "/"))
      let parent = slash.map { String(current[..<$0]) } ?? ""
      let name = slash.map { String(current[current.index(after: $0)...]) } ?? current
      guard let realParent = Self.realPath(slash == nil ? "." : parent.isEmpty ? "/" : parent)
      else {
        // The folder is missing: the write fails later with the reason.
        self = .file(current)
        return
      }
      if let descriptor = Self.descriptor(named: name, in: realParent) {
        self = .descriptor(descriptor)
        return
      }
      // The path as given, not the canonical one: a short name of a deep folder
      // (`/proc/self/fd/N/NAME`) must stay short, or its temporary file would not fit in a path.
      let full = slash == nil ? name : parent.isEmpty ? "/" + name : parent + "/" + name
      var info = stat()
      guard lstat(full, &info) == 0 else {
        if errno == ENOENT {
          self = .file(full)
          return
        }
        throw PaletteFile.ioError("cannot examine the output", errno, path: path)
      }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        guard let target = Self.linkTarget(full) else {
          throw PaletteFile.ioError("cannot read the symbolic link", errno, path: path)
        }
        current =
          target.utf8.first == UInt8(ascii: "/")
          ? target : (slash == nil ? target : (parent.isEmpty ? "/" : parent + "/") + target)
      case S_IFREG:
        self = .file(full)
        return
      case S_IFDIR:
        throw PaletteError(.io, "cannot write: it is a directory", path: path)
      default:
        self = .special(full)
        return
      }
    }
    throw PaletteFile.ioError("cannot resolve the symbolic link", ELOOP, path: path)
  }

  /// The descriptor that `name` in the folder `folder` (links resolved) names, if any.
  static func descriptor(named name: String, in folder: String) -> Int32? {
    if folder == "/dev" {
      switch name {
      case "stdin": return 0
      case "stdout": return 1
      case "stderr": return 2
      default: return nil
      }
    }
    // `/proc/self/fd` and `/dev/fd` resolve to `/proc/PID/fd`, `/proc/thread-self/fd` to
    // `/proc/PID/task/TID/fd`.
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
    let own = String(getpid())
    let isOwnFolder =
      (parts.count == 4 && parts[1] == "proc" && parts[2] == own && parts[3] == "fd")
      || (parts.count == 6 && parts[1] == "proc" && parts[2] == own && parts[3] == "task"
        && parts[4].allSatisfy(\.isNumber) && parts[5] == "fd")
    guard isOwnFolder, !name.isEmpty, name.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int32(name)
  }

  /// The canonical path of an existing folder, or `nil`.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What a symbolic link holds.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
