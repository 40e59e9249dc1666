import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lists a folder input: every entry is an input, skipped with a reason, or unreachable.
///
/// The walk is a ``FolderTraversal``: each folder opened relative to its parent's descriptor,
/// so it reaches any depth, also past the system's limit on one path. The policy, as `docs/cli.md` documents it:
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

  /// The entries under `folder`, depth first, each folder's entries in byte order.
  func entries(of folder: String) -> [Entry] {
    var found: [Entry] = []
    guard var traversal = FolderTraversal(path: folder) else {
      return [Entry(relative: "", kind: .unreachable(Self.cannotOpen(errno)))]
    }
    while let item = traversal.next() {
      let (parent, name, relative) = (item.parent, item.name, item.relative)
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
          if !traversal.enter(item) {
            found.append(Entry(relative: relative, kind: .unreachable(Self.cannotOpen(errno))))
          }
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

  /// The reason a folder (or entry) could not be opened.
  private static func cannotOpen(_ code: Int32, what: String = "folder") -> String {
    "cannot open the \(what): \(SystemError.describe(code))"
  }
}
