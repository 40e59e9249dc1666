import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Path arithmetic and folder walking, on strings with `/` separators, by their bytes
/// (``PaletteCore/PathText``): a `/` or `.` that joins the character next to it into one
/// `Character` still separates, and two spellings of `é` are two names.
enum PathTools {
  /// The extension of the last component, without the dot, or `nil`.
  static func pathExtension(of path: String) -> String? {
    let name = PathText.lastComponent(of: path).utf8
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : String(decoding: ext, as: UTF8.self)
  }

  /// `path` without the bytes of its last component `name`, when it ends with them.
  private static func folderPrefix(of path: String, name: String) -> String {
    PathText.hasSuffix(path, name) ? PathText.droppingLast(path, bytes: name.utf8.count) : ""
  }

  /// `path` with its extension replaced (or added); `oldExtension` is the extension to remove
  /// (lower-case, possibly of two parts such as `tokens.json`), else the part after the last
  /// dot.
  static func replacingExtension(
    of path: String, removing oldExtension: String?, with newExtension: String
  ) -> String {
    let name = PathText.lastComponent(of: path)
    let prefix = folderPrefix(of: path, name: name)
    if let oldExtension, name.utf8.count > oldExtension.utf8.count + 1 {
      let stemCount = name.utf8.count - oldExtension.utf8.count - 1
      let stem = name.utf8.prefix(stemCount)
      if name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: stemCount)] == UInt8(ascii: ".")
      {
        return prefix + String(decoding: stem, as: UTF8.self) + "." + newExtension
      }
    }
    return replacingExtension(of: path, with: newExtension)
  }

  /// `path` with the part after its last dot replaced (or an extension added).
  static func replacingExtension(of path: String, with newExtension: String) -> String {
    let name = PathText.lastComponent(of: path)
    let prefix = folderPrefix(of: path, name: name)
    let bytes = name.utf8
    if let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex {
      return prefix + String(decoding: bytes[..<dot], as: UTF8.self) + "." + newExtension
    }
    return prefix + name + "." + newExtension
  }

  /// Whether a relative output path stays inside its folder: not absolute, no `..`, `.` or
  /// empty components.
  static func isSafeRelative(_ path: String) -> Bool {
    guard !path.isEmpty else { return false }
    return PathText.components(of: path, omittingEmpty: false).allSatisfy {
      !$0.isEmpty && $0 != "." && $0 != ".."
    }
  }

  /// Whether `path` is a folder (links followed).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The canonical absolute path, or `nil` when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Creates the folders between `root` and the file `path`, then checks that the file's
  /// folder, with links resolved, is still inside `root`, and that a symbolic link at `path`
  /// itself does not lead outside it.
  ///
  /// - Throws: ``PaletteError`` of kind ``PaletteError/Kind/io``.
  static func createParentFolders(of path: String, inside root: String) throws(PaletteError) {
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return }
    let parentBytes = bytes[..<slash]
    let parent = String(decoding: parentBytes, as: UTF8.self)
    var prefixes: [String] = []
    for index in parentBytes.indices
    where parentBytes[index] == UInt8(ascii: "/") && index != parentBytes.startIndex {
      prefixes.append(String(decoding: parentBytes[..<index], as: UTF8.self))
    }
    prefixes.append(parent)
    for folder in prefixes where !folder.isEmpty && !isDirectory(folder) {
      if mkdir(folder, 0o777) != 0, errno != EEXIST {
        throw PaletteError(
          .io, "cannot create the folder \(folder): \(describe(errno: errno))", path: path)
      }
    }
    guard let realParent = realPath(parent.isEmpty ? "/" : parent), let realRoot = realPath(root),
      PathText.isInside(realParent, realRoot)
    else {
      throw PaletteError(
        .io, "refusing to write outside the output folder \(root)", path: path)
    }
    // A symbolic link at the output's own name would be followed by the writer: it must not
    // lead outside the output folder either.
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let target = realPath(path), !PathText.isInside(target, realRoot)
    {
      throw PaletteError(
        .io, "refusing to write outside the output folder \(root) through a symbolic link",
        path: path)
    }
  }

  /// A lower-case description of an `errno` value.
  static func describe(errno code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or directory"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a directory"
    case EROFS: "read-only file system"
    case ENOSPC: "no space left on the device"
    default: "error \(code)"
    }
  }

  /// One entry found by ``walk(_:recursive:wanted:excluding:)``.
  struct Found: Sendable, Equatable {
    /// The path relative to the walked folder.
    var relative: String
    /// Why it was skipped, or `nil` when it is an input.
    var skipped: String?
  }

  /// The files under `folder`, sorted by path (byte order), relative to it.
  ///
  /// Hidden entries (starting with `.`) are skipped silently. Folders are entered only when
  /// `recursive`; links to folders are never entered; links to files are inputs (a dangling
  /// link then fails to read, which is reported). Files whose extension is not in `wanted`
  /// are listed as skipped. Folders whose identity is in `excluding` (the output folder) are
  /// not entered. Folders whose extension is in `documentFolders` (asset catalogs) are
  /// inputs themselves, never entered.
  static func walk(
    _ folder: String, recursive: Bool, wanted: Set<String>, excluding: Set<FileIdentity>,
    documentFolders: Set<String> = []
  ) -> [Found] {
    var found: [Found] = []
    walk(
      folder, prefix: "", recursive: recursive, wanted: wanted, excluding: excluding,
      documentFolders: documentFolders, into: &found)
    return found
  }

  private static func walk(
    _ folder: String, prefix: String, recursive: Bool, wanted: Set<String>,
    excluding: Set<FileIdentity>, documentFolders: Set<String>, into found: inout [Found]
  ) {
    for name in entries(of: folder) {
      let full = PathText.join(folder, name)
      let relative = prefix + name
      var info = stat()
      guard lstat(full, &info) == 0 else { continue }
      let type = info.st_mode & S_IFMT
      if type == S_IFDIR {
        if let identity = FileIdentity(path: full), excluding.contains(identity) { continue }
        if let ext = pathExtension(of: name).map(FormatRegistryNames.lowercased),
          documentFolders.contains(ext)
        {
          found.append(Found(relative: relative, skipped: nil))
          continue
        }
        if recursive {
          walk(
            full, prefix: relative + "/", recursive: recursive, wanted: wanted,
            excluding: excluding, documentFolders: documentFolders, into: &found)
        }
        continue
      }
      if type == S_IFLNK, isDirectory(full) {
        found.append(Found(relative: relative, skipped: "a link to a folder is not followed"))
        continue
      }
      guard type == S_IFREG || type == S_IFLNK else {
        found.append(Found(relative: relative, skipped: "not a regular file"))
        continue
      }
      let ext = pathExtension(of: name).map(FormatRegistryNames.lowercased) ?? ""
      if wanted.contains(ext) {
        found.append(Found(relative: relative, skipped: nil))
      } else {
        found.append(
          Found(
            relative: relative, skipped: "no format reads .\(ext.isEmpty ? "(none)" : ext) files"))
      }
    }
  }

  /// The names in a folder except hidden ones, sorted by their UTF-8 bytes.
  static func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name.hasPrefix(".") { continue }
      names.append(name)
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}

/// ASCII lower-casing for extensions and format names.
enum FormatRegistryNames {
  static func lowercased(_ text: String) -> String {
    String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
