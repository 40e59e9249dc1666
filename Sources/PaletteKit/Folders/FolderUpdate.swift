import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writing a folder document into a folder that exists, in place: only the entries palconv
/// writes or removes are touched, everything else stays where it is, as it is.
///
/// The update happens in two steps:
///
/// 1. *Staging*, where nothing visible changes: each new or changed file is written as a hidden
///    temporary beside the file it replaces (`.NAME.PID.RANDOM.palconv-tmp`, its permissions
///    kept), and a file about to be replaced gets a hard link as its backup
///    (`.NAME.PID.RANDOM.palconv-old`); a folder the tree adds (a new colour set or group) is
///    built whole under a temporary name beside where it goes.
/// 2. *Committing*, under the ``InProgressWrites`` lock (an interruption waits for it): stale
///    entries of palconv's are renamed aside, new folders and files renamed or linked into
///    place (never over something that appeared in the meantime), changed files renamed over
///    the files they replace (only when each is still the file that was planned over). When
///    any step fails, every earlier one is undone, so the folder is as it was. Then the
///    backups go, and the stale entries set aside are removed: only palconv's marked files, its
///    marked folders and dead temporaries inside them, never across a file system boundary;
///    a folder that still holds anything else afterwards (something another program put there
///    during the write) is renamed back to its place.
///
/// Another program may add, change or remove entries while palconv writes: what it adds is
/// never removed, since only planned entries are touched.
struct FolderUpdate {
  /// A new file or folder staged under a temporary name beside where it goes.
  private struct Addition {
    var temporary: String
    var final: String
    var isFolder: Bool
  }

  /// A new version of an existing file, staged beside it.
  private struct Replacement {
    var temporary: String
    var final: String
    /// A hard link to the file being replaced, to put it back with; `nil` where the file
    /// system could not make one.
    var backup: String?
    /// The file that was planned over: replaced only while it is still at `final`.
    var device: UInt64
    var inode: UInt64
  }

  let tree: FileTree
  let plan: FolderWritePlan
  let target: String
  /// The destination as the caller named it, for errors.
  let path: String
  let format: any FolderPaletteEncoder

  private var additions: [Addition] = []
  private var replacements: [Replacement] = []
  /// Every registered temporary made so far.
  private var made: [String] = []
  private var generator = SystemRandomNumberGenerator()

  init(
    tree: FileTree, plan: FolderWritePlan, target: String, path: String,
    format: any FolderPaletteEncoder
  ) {
    self.tree = tree
    self.plan = plan
    self.target = target
    self.path = path
    self.format = format
  }

  /// Stages and commits the plan.
  ///
  /// - Parameters:
  ///   - replacingConflicts: Whether the plan's conflicts are written (`--force`).
  ///   - beforeCommit: Called between staging and committing (tests make other programs'
  ///     changes there).
  mutating func run(
    replacingConflicts: Bool, beforeCommit: () -> Void
  ) throws(PaletteError) {
    do {
      try stage(replacingConflicts: replacingConflicts)
      beforeCommit()
      try commit()
    } catch {
      for temporary in made {
        FileRemoval.removeTree(temporary)
        InProgressWrites.unregister(temporary)
      }
      throw PaletteError(error.kind, error.message, path: path)
    }
  }

  // MARK: Staging

  private mutating func stage(replacingConflicts: Bool) throws(PaletteError) {
    let paths = (plan.writes + (replacingConflicts ? plan.changingConflicts : [])).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    // The first folder on each path that does not exist yet holds all the tree's files below
    // it: it is built whole.
    var newFolders: [String: [String]] = [:]
    var newFolderOrder: [String] = []
    for relative in paths {
      var prefix = ""
      var missing: String?
      for component in PathText.components(of: relative, omittingEmpty: false).dropLast() {
        prefix = prefix.isEmpty ? component : prefix + "/" + component
        var info = stat()
        if lstat("\(target)/\(prefix)", &info) != 0 {
          missing = prefix
          break
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw PaletteError(
            .io, "cannot write: \(prefix) is no longer a folder (changed while palconv wrote)")
        }
      }
      if let missing {
        if newFolders[missing] == nil { newFolderOrder.append(missing) }
        newFolders[missing, default: []].append(relative)
      } else {
        try stageFile(relative)
      }
    }
    for folder in newFolderOrder {
      try stageFolder(folder, files: newFolders[folder] ?? [])
    }
  }

  /// The bytes to write at a path of the tree.
  private func contents(_ relative: String) -> [UInt8] {
    plan.merged[relative] ?? tree.files[relative] ?? []
  }

  /// `path`'s folder (ending in `/`) and last component.
  private static func split(_ path: String) -> (folder: String, name: String) {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return (folder, name)
  }

  /// Creates a registered temporary of `kind` for `name` in `folder` with `create`, which
  /// returns 0 or an `errno` value; retries on a name clash.
  private mutating func temporary(
    _ kind: TemporaryName.Kind, in folder: String, for name: String,
    _ create: (String) -> Int32
  ) -> (String?, Int32) {
    for _ in 0..<32 {
      let temporary = TemporaryName.make(in: folder, for: name, kind, random: generator.next())
      let code = InProgressWrites.create(temporary) {
        let code = create(temporary)
        return (result: code, created: code == 0)
      }
      if code == 0 {
        made.append(temporary)
        return (temporary, 0)
      }
      if code != EEXIST { return (nil, code) }
    }
    return (nil, EEXIST)
  }

  private mutating func stageFile(_ relative: String) throws(PaletteError) {
    let final = "\(target)/\(relative)"
    let (folder, name) = Self.split(final)
    TemporaryName.removeStale(in: folder, for: name)
    var existing = stat()
    let exists = lstat(final, &existing) == 0
    if exists, existing.st_mode & S_IFMT != S_IFREG {
      throw PaletteError(
        .io, "cannot write: \(relative) is no longer a file (changed while palconv wrote)")
    }
    let bytes = contents(relative)
    let mode = exists ? existing.st_mode & 0o7777 : 0o666
    var failure: Int32 = 0
    let (staged, code) = temporary(.new, in: folder, for: name) { temporary in
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      return descriptor >= 0
        ? Self.fill(descriptor, bytes, mode: exists ? mode : nil, &failure) : errno
    }
    guard let staged else {
      throw PaletteFile.temporaryError(code, in: folder, path: final)
    }
    if failure != 0 { throw PaletteFile.ioError("cannot write the file", failure, path: final) }
    guard exists else {
      additions.append(Addition(temporary: staged, final: final, isFolder: false))
      return
    }
    let (backup, _) = temporary(.old, in: folder, for: name) { backup in
      link(final, backup) == 0 ? 0 : errno
    }
    replacements.append(
      Replacement(
        temporary: staged, final: final, backup: backup, device: UInt64(existing.st_dev),
        inode: UInt64(existing.st_ino)))
  }

  /// Writes `bytes` to a new temporary file, gives it `mode` when set, and closes it; returns
  /// 0 (the temporary exists, `failure` says whether its content is whole).
  private static func fill(
    _ descriptor: Int32, _ bytes: [UInt8], mode: mode_t?, _ failure: inout Int32
  ) -> Int32 {
    if !PaletteFile.writeAll(bytes, to: descriptor) {
      failure = errno
    } else if let mode, fchmod(descriptor, mode) != 0 {
      failure = errno
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    return 0
  }

  private mutating func stageFolder(_ relative: String, files: [String]) throws(PaletteError) {
    let final = "\(target)/\(relative)"
    let (folder, name) = Self.split(final)
    TemporaryName.removeStale(in: folder, for: name)
    let (staged, code) = temporary(.new, in: folder, for: name) { temporary in
      mkdir(temporary, 0o777) == 0 ? 0 : errno
    }
    guard let staged else {
      throw PaletteFile.temporaryError(code, in: folder, path: final)
    }
    var subtree: [String: [UInt8]] = [:]
    let prefix = relative + "/"
    for file in files {
      subtree[String(decoding: file.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)] =
        contents(file)
    }
    try FolderFill.write(FileTree(files: subtree), paths: Set(subtree.keys), into: staged)
    additions.append(Addition(temporary: staged, final: final, isFolder: true))
  }

  // MARK: Committing

  private mutating func commit() throws(PaletteError) {
    var asides: [(aside: String, final: String)] = []
    for relative in plan.removals {
      let final = "\(target)/\(relative)"
      let (folder, name) = Self.split(final)
      asides.append(
        (TemporaryName.make(in: folder, for: name, .old, random: generator.next()), final))
    }
    let additions = additions
    // Files that could not get a backup last, so a failure can put back all the others.
    let replacements =
      replacements.filter { $0.backup != nil } + replacements.filter { $0.backup == nil }
    let failure = InProgressWrites.locked { temporaries -> PaletteError? in
      var undo: [() -> Void] = []
      /// Files replaced that cannot be put back (no backup link could be made).
      var replacedForGood: [String] = []
      /// Undoes every step so far; the error names the entry relative to the folder.
      func failed(_ final: String, _ problem: String) -> PaletteError {
        for step in undo.reversed() { step() }
        let outcome =
          replacedForGood.isEmpty
          ? "nothing was changed"
          : "everything else was put back, except the new "
            + replacedForGood.map(relative).joined(separator: ", ")
        return PaletteError(.io, "cannot write \(relative(final)): \(problem); \(outcome)")
      }
      // Stale entries aside first: they come back on a failure.
      for (aside, final) in asides {
        guard rename(final, aside) == 0 else {
          return failed(final, "cannot remove it: \(SystemError.describe(errno))")
        }
        undo.append { rename(aside, final) }
      }
      let appeared = "something else appeared there while palconv wrote"
      for addition in additions {
        var info = stat()
        if lstat(addition.final, &info) == 0 { return failed(addition.final, appeared) }
        if addition.isFolder {
          guard rename(addition.temporary, addition.final) == 0 else {
            return failed(addition.final, SystemError.describe(errno))
          }
          undo.append { rename(addition.final, addition.temporary) }
        } else {
          // A link fails where anything appeared in the meantime; a rename would replace it.
          if link(addition.temporary, addition.final) == 0 {
            undo.append { unlink(addition.final) }
          } else {
            if errno == EEXIST { return failed(addition.final, appeared) }
            // A file system without hard links: renamed right after the check above.
            guard rename(addition.temporary, addition.final) == 0 else {
              return failed(addition.final, SystemError.describe(errno))
            }
            undo.append { rename(addition.final, addition.temporary) }
          }
        }
      }
      for replacement in replacements {
        var info = stat()
        guard lstat(replacement.final, &info) == 0, UInt64(info.st_dev) == replacement.device,
          UInt64(info.st_ino) == replacement.inode
        else {
          return failed(replacement.final, "another program replaced it while palconv wrote")
        }
        guard rename(replacement.temporary, replacement.final) == 0 else {
          return failed(replacement.final, SystemError.describe(errno))
        }
        if let backup = replacement.backup {
          undo.append { rename(backup, replacement.final) }
        } else {
          replacedForGood.append(replacement.final)
        }
      }
      // Committed: the temporaries that are now in place, or no longer needed, go.
      for addition in additions {
        // A file linked into place leaves its temporary name (gone where it was renamed).
        if !addition.isFolder { unlink(addition.temporary) }
        temporaries.remove(addition.temporary)
      }
      for replacement in replacements {
        temporaries.remove(replacement.temporary)
        if let backup = replacement.backup {
          unlink(backup)
          temporaries.remove(backup)
        }
      }
      for (aside, final) in asides { removeStale(aside, restoringTo: final) }
      return nil
    }
    if let failure { throw failure }
    made = []
  }

  /// `final` relative to the folder being written.
  private func relative(_ final: String) -> String {
    String(decoding: final.utf8.dropFirst(target.utf8.count + 1), as: UTF8.self)
  }

  // MARK: Removing

  /// Whether `file` is a regular file that carries the format's mark.
  private func isMarked(_ file: String) -> Bool {
    var info = stat()
    guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      let bytes = try? PaletteFile.read(at: file, limit: FolderFiles.maxFileSize)
    else { return false }
    return format.isMarkedAsWritten(bytes)
  }

  /// Removes a stale entry of palconv's that was renamed aside: palconv's marked files and
  /// folders in it, never anything else. What is left is renamed back to `final`.
  private func removeStale(_ aside: String, restoringTo final: String) {
    var info = stat()
    guard lstat(aside, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      if !removeOwned(aside, device: info.st_dev) { rename(aside, final) }
    } else if isMarked(aside) {
      unlink(aside)
    } else {
      rename(aside, final)
    }
  }

  /// Removes palconv's marked folder file, its marked folders and dead temporaries inside
  /// `folder`, then `folder` itself when that left it empty.
  private func removeOwned(_ folder: String, device: dev_t) -> Bool {
    guard let fileName = format.folderFileName else { return false }
    for entry in FileRemoval.entries(of: folder) {
      let child = "\(folder)/\(entry)"
      var info = stat()
      guard lstat(child, &info) == 0, info.st_dev == device else { continue }
      if entry == fileName {
        if isMarked(child) { unlink(child) }
      } else if info.st_mode & S_IFMT == S_IFDIR, isMarked("\(child)/\(fileName)") {
        _ = removeOwned(child, device: device)
      } else if let parsed = TemporaryName.parse(entry), TemporaryName.isDead(parsed.pid) {
        FileRemoval.removeTree(child)
      }
    }
    return rmdir(folder) == 0
  }
}
