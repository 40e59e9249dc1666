import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one mapping from `errno` values to the words palconv's messages use, for every file
/// operation in PaletteKit (reading, writing, walking folders).
enum SystemError {
  /// A lower-case description of an `errno` value.
  ///
  /// - Parameter code: The `errno` value.
  /// - Returns: The words, e.g. `permission denied`; the C library's text for a rare code.
  static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or directory"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "it is a directory"
    case ENOTDIR: "a part of the path is not a directory"
    case ELOOP: "too many symbolic links (a link loop?)"
    case ENOSPC: "no space left on the device"
    case EROFS: "read-only file system"
    case EEXIST: "the file exists"
    case EXDEV: "the temporary file is on another device"
    case ENAMETOOLONG: "the name or path is longer than the system allows"
    case EMFILE, ENFILE: "too many open files"
    default:
      if let text = strerror(code) { String(cString: text).lowercased() } else { "error \(code)" }
    }
  }

  /// An I/O error: `action` and the description of `code`.
  ///
  /// - Parameters:
  ///   - action: What failed, e.g. `cannot open`.
  ///   - code: The `errno` value.
  ///   - path: The file concerned.
  /// - Returns: `PaletteError` of kind ``PaletteCore/PaletteError/Kind/io``: `cannot open:
  ///   permission denied`.
  static func error(_ action: String, _ code: Int32, path: String?) -> PaletteError {
    PaletteError(.io, "\(action): \(describe(code))", path: path)
  }
}
