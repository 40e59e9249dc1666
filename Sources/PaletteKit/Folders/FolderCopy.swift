import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Filling the new folder of a folder write: what the old folder keeps, then the tree's files.
///
/// Every entry is created under the ``InProgressWrites`` lock, so an interruption never meets
/// a temporary folder that is still growing. Files are created with `O_EXCL`, so nothing is
/// ever written through a hard link into a file of the old folder.
enum FolderCopy {
  /// Carries every entry of `source` over to `destination` except the relative paths in
  /// `skipping` (and what is inside them): folders are made anew with their permissions (and
  /// owner, when allowed); everything else is hard-linked, and when that fails a file is
  /// copied with its permissions and times and a link made anew.
  static func carryOver(
    from source: String, to destination: String, skipping: Set<String>
  ) throws(PaletteError) {
    try carryOver(source, destination, relative: "", skipping: skipping)
  }

  private static func carryOver(
    _ source: String, _ destination: String, relative: String, skipping: Set<String>
  ) throws(PaletteError) {
    let folder = relative.isEmpty ? source : "\(source)/\(relative)"
    for entry in FileRemoval.entries(of: folder) {
      let child = relative.isEmpty ? entry : "\(relative)/\(entry)"
      if skipping.contains(child) { continue }
      let from = "\(source)/\(child)"
      let to = "\(destination)/\(child)"
      var info = stat()
      guard lstat(from, &info) == 0 else {
        throw PaletteFile.ioError("cannot keep \(child)", errno, path: from)
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        let code = InProgressWrites.locked { _ in mkdir(to, 0o700) == 0 ? 0 : errno }
        guard code == 0 else { throw PaletteFile.ioError("cannot keep \(child)", code, path: to) }
        try carryOver(source, destination, relative: child, skipping: skipping)
        if geteuid() == 0 { _ = chown(to, info.st_uid, info.st_gid) }
        guard chmod(to, info.st_mode & 0o7777) == 0 else {
          throw PaletteFile.ioError("cannot keep the permissions of \(child)", errno, path: to)
        }
        continue
      }
      let linked = InProgressWrites.locked { _ in link(from, to) == 0 }
      if linked { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: try copy(from, to, info: info, name: child)
      case S_IFLNK:
        guard let target = WriteTarget.linkTarget(from) else {
          throw PaletteFile.ioError("cannot keep \(child)", errno, path: from)
        }
        let code = InProgressWrites.locked { _ in symlink(target, to) == 0 ? 0 : errno }
        guard code == 0 else { throw PaletteFile.ioError("cannot keep \(child)", code, path: to) }
        if geteuid() == 0 { _ = lchown(to, info.st_uid, info.st_gid) }
      default:
        throw PaletteFile.ioError("cannot keep \(child)", errno, path: from)
      }
    }
  }

  /// Copies the regular file `from` to the new file `to`: bytes, permissions, times (and
  /// owner, when allowed).
  private static func copy(
    _ from: String, _ to: String, info: stat, name: String
  ) throws(PaletteError) {
    let input = open(from, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw PaletteFile.ioError("cannot keep \(name)", errno, path: from) }
    defer { close(input) }
    let (output, code) = InProgressWrites.locked { _ -> (Int32, Int32) in
      let output = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      return (output, errno)
    }
    guard output >= 0 else { throw PaletteFile.ioError("cannot keep \(name)", code, path: to) }
    var failure: Int32 = 0
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      if count == 0 { break }
      var offset = 0
      while offset < count {
        let done = buffer.withUnsafeBytes {
          Glibc.write(output, $0.baseAddress! + offset, count - offset)
        }
        if done < 0 {
          if errno == EINTR { continue }
          failure = errno
          break copying
        }
        offset += done
      }
    }
    if failure == 0 {
      if geteuid() == 0 { _ = fchown(output, info.st_uid, info.st_gid) }
      if fchmod(output, info.st_mode & 0o7777) != 0 { failure = errno }
    }
    if failure == 0 {
      var times = [info.st_atim, info.st_mtim]
      _ = futimens(output, &times)
    }
    if close(output) != 0, failure == 0 { failure = errno }
    if failure != 0 { throw PaletteFile.ioError("cannot keep \(name)", failure, path: to) }
  }

  /// Writes the files of `tree` named in `paths` under `destination`, making the folders they
  /// need (with `0777` less the umask).
  static func write(
    _ tree: FileTree, paths: Set<String>, into destination: String
  ) throws(PaletteError) {
    for path in paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let components = PathText.components(of: path, omittingEmpty: false)
      var folder = destination
      for component in components.dropLast() {
        folder += "/" + component
        let code = InProgressWrites.locked { _ in mkdir(folder, 0o777) == 0 ? 0 : errno }
        guard code == 0 || code == EEXIST else {
          throw PaletteFile.ioError("cannot write the file", code, path: folder)
        }
      }
      let full = "\(destination)/\(path)"
      let (descriptor, code) = InProgressWrites.locked { _ -> (Int32, Int32) in
        let descriptor = open(full, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        return (descriptor, errno)
      }
      guard descriptor >= 0 else {
        throw PaletteFile.ioError("cannot write the file", code, path: full)
      }
      let bytes = tree.files[path] ?? []
      let written = PaletteFile.writeAll(bytes, to: descriptor)
      let failure = errno
      if close(descriptor) != 0 || !written {
        throw PaletteFile.ioError("cannot write the file", written ? errno : failure, path: full)
      }
    }
  }
}
