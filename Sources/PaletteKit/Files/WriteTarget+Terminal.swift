#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension WriteTarget {
  /// Whether the output is a terminal, so that binary data can be refused there as on
  /// standard output.
  ///
  /// A regular file never is. A descriptor is asked directly. A special file is asked only
  /// when it is a character device: opening a FIFO to look would give its reader an end of
  /// file.
  public var isTerminal: Bool {
    switch self {
    case .file:
      return false
    case .descriptor(let descriptor):
      return isatty(descriptor) == 1
    case .special(let path):
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
      let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      return isatty(descriptor) == 1
    }
  }
}
