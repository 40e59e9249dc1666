public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PaletteFile {
  /// Writes bytes to a file atomically, unless the file already holds exactly these bytes.
  ///
  /// The bytes go to a new temporary file in the destination's folder, which is then renamed
  /// over the destination, so readers never see a half-written file. The permissions of an
  /// existing destination are kept; a new file gets `0666` less the umask. A destination that
  /// is a symbolic link is resolved and its target replaced. On failure the temporary file is
  /// removed and the destination is untouched. A destination that exists but is not a regular
  /// file (a device such as `/dev/null`, a FIFO) is written to in place, never replaced.
  ///
  /// - Parameters:
  ///   - bytes: The new content.
  ///   - path: The destination; its folder must exist.
  /// - Returns: ``WriteOutcome/unchanged`` when nothing had to be written.
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/io`` with `path` set.
  /// - Complexity: O(*n*) in the size of the bytes.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String
  ) throws(PaletteError)
    -> WriteOutcome
  {
    var target = path
    var existing = stat()
    if lstat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        throw ioError("cannot resolve the symbolic link", errno, path: path)
      }
      target = String(cString: resolved)
      free(resolved)
    }
    let exists = stat(target, &existing) == 0
    if exists {
      if existing.st_mode & S_IFMT == S_IFDIR {
        throw PaletteError(.io, "cannot write: it is a directory", path: path)
      }
      if existing.st_mode & S_IFMT != S_IFREG {
        // A device or a pipe (`/dev/null`, a FIFO) is written to, never replaced by a file.
        return try writeInPlace(bytes, to: target, path: path)
      }
      if !wouldChange(bytes, at: target) { return .unchanged }
    }

    let (descriptor, temporary) = try createTemporary(besides: target, path: path)
    var failure: PaletteError?
    if !writeAll(bytes, to: descriptor) {
      failure = ioError("cannot write", errno, path: path)
    } else if exists, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
      failure = ioError("cannot keep the permissions", errno, path: path)
    }
    if close(descriptor) != 0, failure == nil {
      failure = ioError("cannot write", errno, path: path)
    }
    if failure == nil, rename(temporary, target) != 0 {
      failure = ioError("cannot replace the file", errno, path: path)
    }
    if let failure {
      unlink(temporary)
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
    guard let current = try? read(at: path, limit: bytes.count) else { return true }
    guard current.count == bytes.count else { return true }
    // memcmp instead of `!=`, which compares element by element: this runs on every
    // re-conversion whose output exists, for outputs of megabytes.
    return current.withUnsafeBytes { old in
      bytes.withUnsafeBytes { new in
        guard let old = old.baseAddress, let new = new.baseAddress else { return false }
        return memcmp(old, new, bytes.count) != 0
      }
    }
  }

  /// Creates a new, empty temporary file in the folder of `target`.
  private static func createTemporary(
    besides target: String, path: String
  ) throws(PaletteError)
    -> (Int32, String)
  {
    let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<32 {
      let suffix = String(generator.next() & 0xFFFF_FFFF, radix: 36)
      let temporary = "\(folder).\(name).\(suffix).palconv-tmp"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (descriptor, temporary) }
      if errno != EEXIST { throw ioError("cannot create a temporary file", errno, path: path) }
    }
    throw PaletteError(.io, "cannot create a temporary file: too many name clashes", path: path)
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
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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
