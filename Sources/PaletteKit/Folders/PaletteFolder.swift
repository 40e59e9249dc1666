public import PaletteCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading, decoding and writing documents that are folders (asset catalogs).
///
/// The counterpart of ``PaletteFile`` for formats whose documents are folders
/// (``/PaletteCore/FolderPaletteDecoder``, ``/PaletteCore/FolderPaletteEncoder``). Reading puts the
/// folder's path in front of the relative paths of errors and diagnostics. Writing replaces the
/// folder as a whole: the new folder, palconv's files merged with everything else the old one held,
/// is built as a hidden sibling, which is then renamed into place, so a failure leaves the old
/// folder untouched; a folder that already holds what would be written is left alone.
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
  ///   ``/PaletteCore/PaletteError/Kind/io`` when `path` is not a readable folder, or the format's
  ///   error for a malformed file.
  public static func read(
    at path: String, format: any FolderPaletteDecoder
  ) throws(PaletteError) -> DecodedPalette {
    let tree = try files(at: path, fileNamed: format.folderFileName)
    do {
      var decoded = try format.decodeFolder(tree)
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

  /// The files of a folder, recursively (links to files followed, links to folders not).
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
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw PaletteFile.ioError("cannot open the folder", errno, path: path)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw PaletteError(.io, "cannot read: it is not a folder", path: path)
    }
    let url = URL(filePath: path, directoryHint: .isDirectory)
    do {
      return try FileTree(contentsOf: url, fileNamed: fileName)
    } catch {
      let absolute = url.path
      if let errorPath = error.path, errorPath.hasPrefix(absolute) {
        let rest = errorPath.dropFirst(absolute.count).drop { $0 == "/" }
        throw error.with(path: joined(path, rest.isEmpty ? nil : String(rest)))
      }
      throw error
    }
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
  /// The destination ends up holding the tree's files, palconv's stale folders removed, and
  /// every other entry as it was (``FolderWritePlan``). It is built as a new hidden folder
  /// beside `path`, `.NAME.PID.RANDOM.palconv-tmp`: the tree's new and changed files are
  /// written, every other entry is carried over (files and anything else that is not a folder
  /// as hard links, else copied; folders made anew with their permissions; links made anew).
  /// Then the existing folder is renamed aside (`.palconv-old`), the new one into its place,
  /// and the old one removed. A destination that is a symbolic link is resolved and its
  /// target replaced; the permissions of a replaced folder are kept. On failure nothing is
  /// left behind and the old folder is where it was. Temporaries are registered with
  /// ``InProgressWrites``.
  ///
  /// - Parameters:
  ///   - tree: The files, by relative path.
  ///   - path: The destination folder; its parent folder must exist.
  ///   - format: The format that encoded `tree`; it knows the mark of its own files.
  ///   - replacingConflicts: Whether files palconv did not write may be overwritten by the
  ///     tree's (`--force`); nothing is ever removed that palconv did not write.
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
    let plan = FolderWritePlan(tree: tree, folder: target, format: format)
    if let refusal = refusal(plan, path: path, replacingConflicts: replacingConflicts) {
      throw refusal
    }
    if exists, !plan.wouldChange(replacingConflicts: replacingConflicts) { return .unchanged }

    var generator = SystemRandomNumberGenerator()
    let random = generator.next()
    let temporary = TemporaryName.make(in: parent, for: name, .new, random: random)
    let aside = TemporaryName.make(in: parent, for: name, .old, random: random)
    let (made, code) = InProgressWrites.create(temporary) {
      let made = mkdir(temporary, 0o777) == 0
      return (result: (made, errno), created: made)
    }
    guard made else {
      throw PaletteFile.ioError("cannot create a temporary folder", code, path: path)
    }
    func discard(_ folder: String) {
      FileRemoval.removeTree(folder)
      InProgressWrites.unregister(folder)
    }
    do throws(PaletteError) {
      let written = Set(plan.writes + (replacingConflicts ? plan.conflicts : []))
      if exists {
        try FolderCopy.carryOver(
          from: target, to: temporary, skipping: written.union(plan.removals))
      }
      try FolderCopy.write(tree, paths: written, into: temporary)
      if exists, chmod(temporary, existing.st_mode & 0o7777) != 0 {
        throw PaletteFile.ioError("cannot keep the permissions", errno, path: target)
      }
    } catch {
      discard(temporary)
      throw PaletteError(error.kind, error.message, path: path)
    }
    // Both renames and the registry's update in one step: an interruption sees the old
    // folder in place and the new one registered, or the new one in place and the old one
    // registered, never a catalog missing from its place.
    let swapped = InProgressWrites.locked { temporaries -> Int32 in
      if exists, rename(target, aside) != 0 { return errno }
      guard rename(temporary, target) == 0 else {
        let code = errno
        if exists { rename(aside, target) }
        return code
      }
      temporaries.remove(temporary)
      if exists { temporaries.insert(aside) }
      return 0
    }
    guard swapped == 0 else {
      discard(temporary)
      throw PaletteFile.ioError("cannot replace the folder", swapped, path: path)
    }
    if exists { discard(aside) }
    return .written
  }

  /// The error that stops a write before anything changes, if any.
  package static func refusal(
    _ plan: FolderWritePlan, path: String, replacingConflicts: Bool
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
          + "rename those swatches, or use --force to overwrite these files",
        path: path)
    }
    return nil
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
