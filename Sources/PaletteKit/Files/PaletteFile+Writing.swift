public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PaletteFile {
  /// Writes bytes to a file atomically, unless the file already holds exactly these bytes.
  ///
  /// Where the bytes go depends on what `path` is (``WriteTarget``, links followed one by
  /// one):
  ///
  /// - A regular file, or nothing yet: the bytes go to a new temporary file in the
  ///   destination's folder, `.NAME.PID.RANDOM.palconv-tmp`, which is then renamed over the
  ///   destination, so readers never see a half-written file. The permissions of an existing
  ///   file are kept; a new file gets `0666` less the umask. A link is followed and its target
  ///   replaced; the link stays. On failure the temporary file is removed and the destination
  ///   is untouched. Temporaries of this name that a process no longer running left in the
  ///   folder are removed first. The temporary is registered with ``InProgressWrites`` while
  ///   it exists.
  /// - A name of one of this process's descriptors (`/dev/stdout`, `/dev/fd/3`,
  ///   `/proc/self/fd/1`, …): written straight to that descriptor, at its own offset (after
  ///   what a file opened for appending holds). The descriptor must have been inherited (not
  ///   marked close-on-exec), so palconv never writes into a descriptor of its own.
  /// - A device, FIFO or socket: opened and written in place, never replaced.
  ///
  /// - Parameters:
  ///   - bytes: The new content.
  ///   - path: The destination; its folder must exist.
  /// - Returns: ``WriteOutcome/unchanged`` when nothing had to be written (only ever for a
  ///   regular file).
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` with
  ///   `path` set.
  /// - Complexity: O(*n*) in the size of the bytes.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String
  ) throws(PaletteError)
    -> WriteOutcome
  {
    let target: String
    switch try WriteTarget(path: path) {
    case .descriptor(let descriptor):
      try write(bytes, toDescriptor: descriptor, path: path)
      return .written
    case .special(let special):
      return try writeInPlace(bytes, to: special, path: path)
    case .file(let file):
      target = file
    }
    let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    TemporaryName.removeStale(in: folder, for: name)
    var existing = stat()
    let exists = stat(target, &existing) == 0
    if exists, !wouldChange(bytes, at: target) { return .unchanged }

    let (descriptor, temporary) = try createTemporary(in: folder, for: name, path: path)
    var failure: PaletteError?
    if !writeAll(bytes, to: descriptor) {
      failure = ioError("cannot write", errno, path: path)
    } else if exists, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
      failure = ioError("cannot keep the permissions", errno, path: path)
    }
    if close(descriptor) != 0, failure == nil {
      failure = ioError("cannot write", errno, path: path)
    }
    if failure == nil {
      failure = InProgressWrites.locked { temporaries -> PaletteError? in
        guard rename(temporary, target) == 0 else {
          return ioError("cannot replace the file", errno, path: path)
        }
        temporaries.remove(temporary)
        return nil
      }
    }
    if let failure {
      unlink(temporary)
      InProgressWrites.unregister(temporary)
      throw failure
    }
    return .written
  }

  /// Whether writing `bytes` to `path` would change it: `true` when the file is missing,
  /// unreadable or holds other bytes.
  ///
  /// - Parameters:
  ///   - bytes: The new content.
  ///   - path: The destination.
  /// - Returns: `false` only when the file holds exactly `bytes`.
  /// - Complexity: O(*n*) in the size of the bytes.
  public static func wouldChange(_ bytes: [UInt8], at path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) == bytes.count
    else { return true }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    return !sameContents(descriptor, as: bytes)
  }

  /// Whether the file open at `descriptor` holds exactly `bytes`, compared a chunk at a time:
  /// a re-conversion whose output exists compares megabytes, and holding a second copy of
  /// them would double the memory it touches.
  private static func sameContents(_ descriptor: Int32, as bytes: [UInt8]) -> Bool {
    let chunk = 64 * 1024
    var buffer = [UInt8](repeating: 0, count: chunk)
    return bytes.withUnsafeBytes { new -> Bool in
      var offset = 0
      while true {
        let wanted = min(chunk, new.count - offset + 1)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        if count == 0 { return offset == new.count }
        // More bytes than expected (the file grew), or different ones.
        guard offset + count <= new.count, let base = new.baseAddress else { return false }
        let differs = buffer.withUnsafeBytes { old in
          guard let old = old.baseAddress else { return true }
          return memcmp(old, base + offset, count) != 0
        }
        if differs { return false }
        offset += count
      }
    }
  }

  /// Creates a new, empty temporary file for `name` in `folder` (`""` or ending in `/`),
  /// registered with ``InProgressWrites``.
  private static func createTemporary(
    in folder: String, for name: String, path: String
  ) throws(PaletteError)
    -> (Int32, String)
  {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<32 {
      let temporary = TemporaryName.make(in: folder, for: name, .new, random: generator.next())
      let (descriptor, code) = InProgressWrites.create(temporary) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        return (result: (descriptor, errno), created: descriptor >= 0)
      }
      if descriptor >= 0 { return (descriptor, temporary) }
      if code != EEXIST { throw temporaryError(code, in: folder, path: path) }
    }
    throw PaletteError(.io, "cannot create a temporary file: too many name clashes", path: path)
  }

  /// The error for a temporary that cannot be created in `folder` (`""` or ending in `/`):
  /// when the folder cannot be written (permissions, a read-only file system, an immutable
  /// folder), it says that atomic replacement needs that folder writable.
  static func temporaryError(_ code: Int32, in folder: String, path: String) -> PaletteError {
    switch code {
    case EACCES, EPERM, EROFS:
      var shown = folder.isEmpty ? "." : folder
      if shown.utf8.count > 1, shown.utf8.last == UInt8(ascii: "/") {
        shown = String(decoding: shown.utf8.dropLast(), as: UTF8.self)
      }
      let reason =
        code == EPERM
        ? "operation not permitted: an immutable folder cannot be written"
        : SystemError.describe(code)
      return PaletteError(
        .io,
        "cannot write: palconv replaces files atomically, by renaming a new file into the "
          + "folder that holds them, so that folder must be writable, and \(shown) is not "
          + "(\(reason))",
        path: path)
    default:
      return ioError("cannot create a temporary file", code, path: path)
    }
  }

  /// Writes `bytes` straight to a descriptor the process was given, leaving it open.
  private static func write(
    _ bytes: [UInt8], toDescriptor descriptor: Int32, path: String
  ) throws(PaletteError) {
    let flags = fcntl(descriptor, F_GETFD)
    guard flags >= 0 else { throw ioError("cannot write", errno, path: path) }
    guard flags & FD_CLOEXEC == 0 else {
      throw PaletteError(
        .io, "cannot write: descriptor \(descriptor) was not given to palconv", path: path)
    }
    guard writeAll(bytes, to: descriptor) else { throw ioError("cannot write", errno, path: path) }
  }

  /// Writes `bytes` into an existing file that is not a regular file, without replacing it.
  private static func writeInPlace(
    _ bytes: [UInt8], to target: String, path: String
  ) throws(PaletteError) -> WriteOutcome {
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ioError("cannot open", errno, path: path) }
    let written = writeAll(bytes, to: descriptor)
    let code = errno
    if close(descriptor) != 0 || !written {
      throw ioError("cannot write", written ? errno : code, path: path)
    }
    return .written
  }

  /// Writes every byte, retrying short writes and interruptions.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }
}
