import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Filling a new folder that is still hidden under a temporary name: a new catalog, or a new
/// colour set or group of an existing one.
///
/// Every entry is created under the ``InProgressWrites`` lock, so an interruption never meets
/// a temporary folder that is still growing. Files are created with `O_EXCL`.
enum FolderFill {
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
