public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading, decoding and writing documents that are folders (asset catalogs).
///
/// The counterpart of ``PaletteFile`` for formats whose documents are folders
/// (``/PaletteCore/FolderPaletteDecoder``, ``/PaletteCore/FolderPaletteEncoder``). Reading puts the
/// folder's path in front of the relative paths of errors and diagnostics. Writing merges
/// palconv's files into the folder: a new folder is built as a hidden sibling and renamed into
/// place, an existing one updated in place, touching only palconv's entries; a failure leaves
/// the folder as it was, and a folder that already holds what would be written is left alone.
public enum PaletteFolder {
  /// Reads and decodes a folder document.
  ///
  /// - Parameters:
  ///   - path: The folder, as the user named it.
  ///   - format: The folder format.
  /// - Returns: The palette and diagnostics, whose paths start with `path`. Swatches carry no
  ///   ``/PaletteCore/SourceLocation``: theirs would point into a file of the folder that the
  ///   swatch does not name.
  /// - Throws: ``/PaletteCore/PaletteError`` with its path inside `path`:
  ///   ``/PaletteCore/PaletteError/Kind/io`` when `path` is not a readable folder, the format's
  ///   error for a malformed file, or ``/PaletteCore/PaletteError/Kind/nothingRead`` for a
  ///   folder that yields no swatch while the format warned
  ///   (``/PaletteCore/DecodedPalette/requiringContent(format:)``).
  public static func read(
    at path: String, format: any FolderPaletteDecoder
  ) throws(PaletteError) -> DecodedPalette {
    let tree = try files(at: path, fileNamed: format.folderFileName)
    do {
      var decoded = try format.decodeFolder(tree).requiringContent(format: format.identifier)
      decoded.warnings = decoded.warnings.map { $0.with(path: joined(path, $0.path)) }
      // A swatch's line and column point into one file of the folder, which the swatch does
      // not name: later messages (lint, losses) would pin them on the folder. Drop them.
      for groupIndex in decoded.palette.groups.indices {
        decoded.palette.groups[groupIndex].location = nil
      }
      decoded.palette.mapSwatches { $0.location = nil }
      return decoded
    } catch {
      throw error.with(path: joined(path, error.path))
    }
  }

  /// The files of a folder, recursively, hidden ones included; symbolic links inside it are
  /// not followed (an asset catalog's links are reported by the walk that reads it).
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - fileName: Read only files with this name, or every file when `nil`.
  /// - Returns: The files by relative path.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` or
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded``, with paths as the caller wrote them.
  public static func files(
    at path: String, fileNamed fileName: String?
  ) throws(PaletteError)
    -> FileTree
  {
    guard let info = LongPath.status(path) else {
      throw PaletteFile.ioError("cannot open the folder", errno, path: path)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw PaletteError(.io, "cannot read: it is not a folder", path: path)
    }
    return try FolderFiles.read(path, fileNamed: fileName)
  }

  /// What writing `tree` into `path` would do (see ``FolderWritePlan`` for the rules).
  ///
  /// - Parameters:
  ///   - tree: The new files.
  ///   - path: The destination folder (a link to one is followed).
  ///   - format: The format that encoded `tree`; it knows the mark of its own files.
  /// - Returns: The plan; everything to write when `path` does not exist.
  public static func plan(
    _ tree: FileTree, at path: String, format: any FolderPaletteEncoder
  ) -> FolderWritePlan {
    FolderWritePlan(tree: tree, folder: resolved(path), format: format)
  }

  /// Writes a folder document, merged into what the folder already holds.
  ///
  /// The destination ends up holding the tree's files, palconv's stale entries removed, and
  /// every other entry as it was (``FolderWritePlan``).
  ///
  /// - A folder that does not exist yet is built whole as a new hidden folder beside `path`,
  ///   `.NAME.PID.RANDOM.palconv-tmp`, then renamed into place.
  /// - A folder that exists is updated in place: only the files palconv writes and the stale
  ///   entries it removes are touched, so whatever else the folder holds (other asset types,
  ///   folders with their permissions, times, extended attributes and mounted file systems),
  ///   and whatever another program adds while palconv writes, stays as it is. Each new or
  ///   changed file is staged as a hidden temporary beside its place, each new folder built
  ///   whole under a hidden name beside its place; then, in one step that an interruption
  ///   waits for, stale entries are renamed aside, new entries renamed or linked into place
  ///   (never over something that appeared meanwhile), changed files renamed over the ones
  ///   they replace, and the stale entries removed (only palconv's marked files and folders,
  ///   never across a file system boundary). A failure in that step undoes the earlier ones.
  ///
  /// A destination that is a symbolic link is resolved and its target written. On failure
  /// nothing is left behind and the folder is as it was. Temporaries are registered with
  /// ``InProgressWrites``.
  ///
  /// - Parameters:
  ///   - tree: The files, by relative path.
  ///   - path: The destination folder; its parent folder must exist.
  ///   - format: The format that encoded `tree`; it knows the mark of its own files.
  ///   - replacingConflicts: Whether files palconv did not write may be written over with the
  ///     tree's, as the format merges them (`--force`); nothing is ever removed that palconv
  ///     did not write.
  /// - Returns: ``WriteOutcome/unchanged`` when the folder already held what would be
  ///   written.
  /// - Throws: ``/PaletteCore/PaletteError`` with `path` set: of kind
  ///   ``/PaletteCore/PaletteError/Kind/io`` (conflicts among them, before anything changed),
  ///   or ``/PaletteCore/PaletteError/Kind/invalidValue`` for a path in the tree that would
  ///   leave the folder.
  @discardableResult
  public static func write(
    _ tree: FileTree, to path: String, format: any FolderPaletteEncoder,
    replacingConflicts: Bool = false
  ) throws(PaletteError)
    -> WriteOutcome
  {
    try write(tree, to: path, format: format, replacingConflicts: replacingConflicts) {}
  }

  /// ``write(_:to:format:replacingConflicts:)``, with the plan the caller made with
  /// ``plan(_:at:format:)`` just before (so the folder is not read twice), calling
  /// `beforeCommit` once everything is staged and before anything visible changes: tests
  /// play another program there.
  package static func write(
    _ tree: FileTree, to path: String, format: any FolderPaletteEncoder,
    replacingConflicts: Bool, planned: FolderWritePlan? = nil, beforeCommit: () -> Void
  ) throws(PaletteError)
    -> WriteOutcome
  {
    for treePath in tree.paths {
      // Checked by bytes: a `/` that joins the character next to it still separates folders.
      let components = PathText.components(of: treePath, omittingEmpty: false)
      if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
        throw PaletteError(.invalidValue, "unsafe path in a file tree: \(treePath)", path: path)
      }
    }
    let target = resolved(path)
    let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
    let parent = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    // First, as it may put back a catalog a dead run left set aside.
    TemporaryName.removeStale(in: parent, for: name)
    var existing = stat()
    let exists = stat(target, &existing) == 0
    if exists, existing.st_mode & S_IFMT != S_IFDIR {
      throw PaletteError(.io, "cannot write the folder: a file of that name exists", path: path)
    }
    var plan = planned ?? FolderWritePlan(tree: tree, folder: target, format: format)
    if plan.exists != exists { plan = FolderWritePlan(tree: tree, folder: target, format: format) }
    if !plan.deadTemporaries.isEmpty {
      // A dead run's temporaries inside: removed (or, for an entry it had set aside, put
      // back), then the folder is planned again.
      for relative in plan.deadTemporaries {
        let full = "\(target)/\(relative)"
        let cut = full.utf8.lastIndex(of: UInt8(ascii: "/"))!
        if let parsed = TemporaryName.parse(String(full[full.index(after: cut)...])) {
          TemporaryName.removeStale(in: String(full[...cut]), for: parsed.name)
        }
      }
      plan = FolderWritePlan(tree: tree, folder: target, format: format)
    }
    if let refusal = refusal(
      plan, path: path, replacingConflicts: replacingConflicts, format: format)
    {
      throw refusal
    }
    if exists {
      guard plan.wouldChange(replacingConflicts: replacingConflicts) else { return .unchanged }
      var update = FolderUpdate(tree: tree, plan: plan, target: target, path: path, format: format)
      try update.run(replacingConflicts: replacingConflicts, beforeCommit: beforeCommit)
      return .written
    }
    try create(tree, at: target, in: parent, name: name, path: path, beforeCommit: beforeCommit)
    return .written
  }

  /// Writes a folder that does not exist yet: built whole beside it, then renamed into place.
  private static func create(
    _ tree: FileTree, at target: String, in parent: String, name: String, path: String,
    beforeCommit: () -> Void
  ) throws(PaletteError) {
    var generator = SystemRandomNumberGenerator()
    let temporary = TemporaryName.make(in: parent, for: name, .new, random: generator.next())
    let (made, code) = InProgressWrites.create(temporary) {
      let made = mkdir(temporary, 0o777) == 0
      return (result: (made, errno), created: made)
    }
    guard made else { throw PaletteFile.temporaryError(code, in: parent, path: path) }
    func discard() {
      FileRemoval.removeTree(temporary)
      InProgressWrites.unregister(temporary)
    }
    do throws(PaletteError) {
      try FolderFill.write(tree, paths: Set(tree.paths), into: temporary)
    } catch {
      discard()
      throw PaletteError(error.kind, error.message, path: path)
    }
    beforeCommit()
    let renamed = InProgressWrites.locked { temporaries -> Int32 in
      // Never over a folder that appeared meanwhile: only an empty one would be replaced.
      var info = stat()
      if lstat(target, &info) == 0 { return EEXIST }
      guard rename(temporary, target) == 0 else { return errno }
      temporaries.remove(temporary)
      return 0
    }
    guard renamed == 0 else {
      discard()
      throw PaletteFile.ioError(
        renamed == EEXIST
          ? "cannot write: the folder appeared while palconv wrote it; run again"
          : "cannot write the folder", renamed, path: path)
    }
  }

  /// The error that stops a write before anything changes, if any.
  package static func refusal(
    _ plan: FolderWritePlan, path: String, replacingConflicts: Bool,
    format: any FolderPaletteEncoder
  ) -> PaletteError? {
    func listed(_ paths: [String]) -> String {
      paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    }
    if plan.isForeignFolder {
      return PaletteError(
        .io,
        plan.foreignFolderReason,
        path: path)
    }
    if !plan.blocked.isEmpty {
      return PaletteError(
        .io,
        "cannot write: something palconv did not write stands where it writes "
          + "(\(listed(plan.blocked))); move it away",
        path: path)
    }
    if !replacingConflicts, !plan.conflicts.isEmpty {
      return PaletteError(
        .io,
        "refusing to overwrite files palconv did not write (\(listed(plan.conflicts))); "
          + "rename those \(kinds(of: plan.conflicts, format: format)), or use --force to "
          + "overwrite these files",
        path: path)
    }
    return nil
  }

  /// What the conflicting files stand for, in the order of the first of each kind: "swatches",
  /// "groups", "swatches and groups".
  private static func kinds(of paths: [String], format: any FolderPaletteEncoder) -> String {
    var kinds: [String] = []
    for path in paths {
      let kind = format.entryKind(of: path)
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    if kinds.count <= 2 { return kinds.joined(separator: " and ") }
    return kinds.dropLast().joined(separator: ", ") + " and " + kinds[kinds.count - 1]
  }

  /// `path` without trailing slashes, a symbolic link at it resolved.
  static func resolved(_ path: String) -> String {
    var target = path
    while target.utf8.count > 1, target.utf8.last == UInt8(ascii: "/") {
      target = String(decoding: target.utf8.dropLast(), as: UTF8.self)
    }
    var info = stat()
    if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let real = WriteTarget.realPath(target)
    {
      return real
    }
    return target
  }

  /// `folder/relative`, or `folder` when there is no relative path.
  static func joined(_ folder: String, _ relative: String?) -> String {
    guard let relative, !relative.isEmpty else { return folder }
    return PathText.join(folder, relative)
  }
}
