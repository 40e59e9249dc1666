import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lists a folder input: every entry is an input, skipped with a reason, or unreachable.
///
/// The walk opens each folder relative to its parent's descriptor (`openat`, `fdopendir`,
/// `fstatat`), never by its full path, so it reaches any depth, also past the system's limit
/// on one path. The policy, as `docs/cli.md` documents it:
///
/// - hidden entries (names starting with `.`, files and folders) are skipped, and so are the
///   entries whose relative path matches an `--exclude` pattern;
/// - folders are entered only with `-r`; a folder that a folder format claims by its extension
///   (`Colors.xcassets`) is one input, never entered; the output folder is never entered;
/// - links to folders are not followed (no loops, no tree outside the input); links to files
///   are inputs like the files they name, so a dangling link or a link loop fails to read,
///   which is reported as an error;
/// - anything that is neither a file nor a folder (a FIFO, a socket, a device) is skipped, and
///   so is a file whose extension no readable format claims;
/// - a folder that cannot be opened (no permission, too many open files) is unreachable: an
///   error, not a silent gap.
struct FolderWalk: Sendable {
  /// One entry of the walk.
  typealias Entry = DocumentWalk.Entry

  /// Whether to enter subfolders (`-r`).
  var recursive: Bool
  /// The extensions (lower case) of files to read.
  var wanted: Set<String>
  /// Folders never entered: the output folder.
  var excluding: Set<FileIdentity> = []
  /// Extensions (lower case) of folders that are inputs themselves (asset catalogs).
  var documentFolders: Set<String> = []
  /// `--exclude` patterns, matched against the relative path.
  var exclusions: [Glob] = []

  /// Creates a walk.
  ///
  /// - Parameters:
  ///   - recursive: Whether to enter subfolders.
  ///   - wanted: The extensions (lower case) of files to read.
  ///   - excluding: Folders never entered.
  ///   - documentFolders: Extensions of folders that are inputs themselves.
  ///   - exclusions: Patterns of relative paths to skip.
  init(
    recursive: Bool, wanted: Set<String>, excluding: Set<FileIdentity> = [],
    documentFolders: Set<String> = [], exclusions: [Glob] = []
  ) {
    self.recursive = recursive
    self.wanted = wanted
    self.excluding = excluding
    self.documentFolders = documentFolders
    self.exclusions = exclusions
  }

  /// One open folder of the walk.
  private struct Level {
    var directory: OpaquePointer
    var prefix: String
    var names: [String]
    var next = 0
  }

  /// The entries under `folder`, depth first, each folder's entries in byte order.
  func entries(of folder: String) -> [Entry] {
    var found: [Entry] = []
    let descriptor =
      LongPath.withParent(of: folder) { parent, name -> Int32? in
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
      } ?? -1
    guard descriptor >= 0, let root = Self.openDirectory(descriptor) else {
      return [Entry(relative: "", kind: .unreachable(Self.cannotOpen(errno)))]
    }
    var levels = [Level(directory: root, prefix: "", names: Self.names(in: root))]
    while !levels.isEmpty {
      let top = levels.count - 1
      guard levels[top].next < levels[top].names.count else {
        closedir(levels[top].directory)
        levels.removeLast()
        continue
      }
      let name = levels[top].names[levels[top].next]
      levels[top].next += 1
      let relative = levels[top].prefix + name
      let parent = dirfd(levels[top].directory)
      var info = stat()
      guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        found.append(
          Entry(relative: relative, kind: .unreachable(Self.cannotOpen(errno, what: "entry"))))
        continue
      }
      let type = info.st_mode & S_IFMT
      if name.utf8.first == UInt8(ascii: ".") {
        let what = type == S_IFDIR ? "a hidden folder (not entered)" : "a hidden file"
        found.append(Entry(relative: relative, kind: .skipped(what)))
        continue
      }
      if let pattern = exclusions.first(where: { $0.matches(relative) }) {
        found.append(Entry(relative: relative, kind: .skipped("excluded by '\(pattern.text)'")))
        continue
      }
      switch type {
      case S_IFDIR:
        if excluding.contains(FileIdentity(info)) {
          found.append(Entry(relative: relative, kind: .skipped("the output folder")))
        } else if let ext = PathText.pathExtension(of: name).map(ASCII.lowercased),
          documentFolders.contains(ext)
        {
          found.append(Entry(relative: relative, kind: .input))
        } else if !recursive {
          found.append(
            Entry(relative: relative, kind: .skipped("a folder (-r reads subfolders)")))
        } else {
          let child = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
          guard child >= 0, let directory = Self.openDirectory(child) else {
            found.append(Entry(relative: relative, kind: .unreachable(Self.cannotOpen(errno))))
            continue
          }
          levels.append(
            Level(directory: directory, prefix: relative + "/", names: Self.names(in: directory)))
        }
      case S_IFLNK:
        var target = stat()
        if fstatat(parent, name, &target, 0) == 0, target.st_mode & S_IFMT == S_IFDIR {
          found.append(
            Entry(
              relative: relative, kind: .skipped("a link to a folder (not followed)"),
              isLink: true))
        } else {
          // A link to a file, a dangling link or a loop: read like a file, so a link that
          // leads nowhere is an error when it is read.
          var entry = fileEntry(relative: relative, name: name)
          entry.isLink = true
          found.append(entry)
        }
      case S_IFREG:
        found.append(fileEntry(relative: relative, name: name))
      default:
        found.append(Entry(relative: relative, kind: .skipped("not a regular file")))
      }
    }
    return found
  }

  /// A file (or a link to one): an input when its extension is wanted.
  private func fileEntry(relative: String, name: String) -> Entry {
    let ext = PathText.pathExtension(of: name).map(ASCII.lowercased) ?? ""
    if wanted.contains(ext) { return Entry(relative: relative, kind: .input) }
    let shown = ext.isEmpty ? "files without an extension" : ".\(ext) files"
    return Entry(relative: relative, kind: .skipped("no format reads \(shown)"))
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

  /// The reason a folder (or entry) could not be opened.
  private static func cannotOpen(_ code: Int32, what: String = "folder") -> String {
    "cannot open the \(what): \(SystemError.describe(code))"
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
