import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What writing a folder document into an existing folder would do: which of palconv's files
/// it writes, which of its stale entries it removes, and where it meets something that is not
/// its own.
///
/// Ownership is read from the folder files (``/PaletteCore/FolderPaletteEncoder/folderFileName``):
/// a folder is palconv's when its folder file carries the format's mark
/// (``/PaletteCore/FolderPaletteEncoder/isMarkedAsWritten(_:)``). The rules:
///
/// - A file of the tree is written where nothing exists, or over a regular file that carries
///   the mark. Over a file without the mark it is a *conflict*, which only `--force`
///   (`replacingConflicts`) overwrites; where a folder, a link or anything else stands, or a
///   folder of the tree is a file or a link, it is *blocked*, even with `--force`.
/// - The folder file at the top of an existing folder is kept when it is not palconv's (an
///   Xcode catalog's own `Contents.json`): that is not a conflict.
/// - Over a file that exists, what is written is the format's merge of the tree's file into it
///   (``/PaletteCore/FolderPaletteEncoder/merging(_:into:at:existingIsMarked:)``), which keeps
///   what the format does not own; a file the merge would not change is not written.
/// - A folder the tree no longer writes is removed when it is *purely palconv's*: a real
///   folder on the same file system as the destination, holding its marked folder file and
///   otherwise only purely palconv's folders (and temporaries that a dead run of palconv left).
///   Removal looks only at the top folder and into folders that carry the mark. A folder on
///   another file system (a mount point) is never removed, nor anything inside it.
/// - When the format's folder files stand alone
///   (``/PaletteCore/FolderPaletteEncoder/folderFileStandsAlone``), a marked folder file the
///   tree no longer writes is removed from a folder that is not purely palconv's.
/// - Everything else is kept as it is.
public struct FolderWritePlan: Sendable, Equatable {
  /// Files of the tree that are new or hold other bytes, sorted.
  public internal(set) var writes: [String] = []
  /// Files of the tree over a file palconv did not write, sorted; written only when forced.
  public internal(set) var conflicts: [String] = []
  /// Paths where the tree needs a file or folder and something else stands, sorted; never
  /// written over.
  public internal(set) var blocked: [String] = []
  /// palconv's folders (and, for formats whose folder files stand alone, files) that the tree
  /// no longer writes, which writing removes, sorted.
  public internal(set) var removals: [String] = []
  /// The bytes to write at each path of ``writes`` and ``conflicts`` where they are not the
  /// tree's own: the format's merge into the existing file.
  var merged: [String: [UInt8]] = [:]
  /// The conflicts a forced write would change (a merge may leave a file as it is).
  var changingConflicts: [String] = []
  /// Temporaries of palconv's that a process no longer running left in the folders the plan
  /// looked into, by relative path.
  var deadTemporaries: [String] = []
  /// The device of the destination: nothing on another is removed.
  var device: UInt64 = 0
  /// Whether the destination exists.
  public internal(set) var exists = false
  /// Whether the destination exists and is neither empty, nor holds a folder file at its top,
  /// nor is a document by the format's own rule
  /// (``/PaletteCore/FolderPaletteEncoder/isDocumentFolder(topLevel:)``), nor has a name ending
  /// in one of the format's extensions: not a document palconv writes into.
  public internal(set) var isForeignFolder = false
  /// Why the destination is not a document of the format, for the refusal.
  var foreignFolderReason =
    "refusing to write into a folder that is not an asset catalog (it is not empty and has no "
    + "Contents.json)"

  /// Whether writing would change the folder (conflicts count only when replaced).
  ///
  /// - Parameter replacingConflicts: Whether conflicts would be overwritten.
  /// - Returns: `false` only when the folder already holds the tree as it would be written.
  public func wouldChange(replacingConflicts: Bool) -> Bool {
    !exists || !writes.isEmpty || !removals.isEmpty
      || (replacingConflicts && !changingConflicts.isEmpty)
  }

  /// Plans writing `tree` into the existing folder `folder` (links resolved).
  ///
  /// - Parameters:
  ///   - tree: The files about to be written.
  ///   - folder: The destination.
  ///   - format: The format, which knows its mark.
  init(tree: FileTree, folder: String, format: any FolderPaletteEncoder) {
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      writes = tree.paths
      return
    }
    exists = true
    device = UInt64(info.st_dev)
    let fileName = format.folderFileName
    if format.folderFileName != "Contents.json" {
      foreignFolderReason =
        "refusing to write into a folder that is not a document of the \(format.identifier) "
        + "format (it is not empty and its top level is not one)"
    }
    func marked(_ relative: String) -> Bool {
      guard let fileName else { return false }
      let path = relative.isEmpty ? "\(folder)/\(fileName)" : "\(folder)/\(relative)/\(fileName)"
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        let bytes = try? PaletteFile.read(at: path, limit: FolderFiles.maxFileSize)
      else { return false }
      return format.isMarkedAsWritten(bytes)
    }

    let topEntries = FileRemoval.entries(of: folder)
    let name = PathText.lastComponent(of: folder)
    let hasTopFile = fileName.map { topEntries.contains($0) } ?? false
    isForeignFolder =
      !topEntries.isEmpty && !hasTopFile && !format.isDocumentFolder(topLevel: topEntries)
      && !format.fileExtensions.contains { PathText.hasSuffix(name.lowercased(), "." + $0) }

    // The tree's files.
    var treeFolders: Set<String> = [""]
    var blockedSet: Set<String> = []
    for path in tree.paths {
      let components = PathText.components(of: path, omittingEmpty: false)
      var prefix = ""
      var isBlocked = false
      for component in components.dropLast() {
        prefix = prefix.isEmpty ? component : prefix + "/" + component
        treeFolders.insert(prefix)
        var info = stat()
        if lstat("\(folder)/\(prefix)", &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
          blockedSet.insert(prefix)
          isBlocked = true
          break
        }
      }
      if isBlocked { continue }
      let full = "\(folder)/\(path)"
      var info = stat()
      guard lstat(full, &info) == 0 else {
        writes.append(path)
        continue
      }
      guard info.st_mode & S_IFMT == S_IFREG,
        let bytes = try? PaletteFile.read(at: full, limit: FolderFiles.maxFileSize)
      else {
        blockedSet.insert(path)
        continue
      }
      let new = tree.files[path] ?? []
      if bytes == new { continue }
      let isMarked = format.isMarkedAsWritten(bytes)
      if !isMarked && path == fileName {
        continue  // the top folder file of a folder palconv did not make is kept
      }
      let result = format.merging(new, into: bytes, at: path, existingIsMarked: isMarked)
      if result != new { merged[path] = result }
      if !isMarked {
        conflicts.append(path)
        if result != bytes { changingConflicts.append(path) }
      } else if result != bytes {
        writes.append(path)
      }
    }
    blocked = blockedSet.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }

    // palconv's stale folders (and files).
    let rootDevice = info.st_dev
    func isDeadTemporary(_ entry: String) -> Bool {
      guard let parsed = TemporaryName.parse(entry) else { return false }
      return TemporaryName.isDead(parsed.pid)
    }
    func entries(_ relative: String) -> [String] {
      let path = relative.isEmpty ? folder : "\(folder)/\(relative)"
      var kept: [String] = []
      for entry in FileRemoval.entries(of: path) {
        if isDeadTemporary(entry) {
          deadTemporaries.append(relative.isEmpty ? entry : "\(relative)/\(entry)")
        } else {
          kept.append(entry)
        }
      }
      return kept
    }
    func isPurelyOwned(_ relative: String) -> Bool {
      guard let fileName, marked(relative) else { return false }
      for entry in entries(relative) where entry != fileName {
        var info = stat()
        let child = "\(relative)/\(entry)"
        guard lstat("\(folder)/\(child)", &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
          info.st_dev == rootDevice, isPurelyOwned(child)
        else { return false }
      }
      return true
    }
    func removeStandingAlone(_ relative: String) {
      guard format.folderFileStandsAlone, let fileName else { return }
      let file = "\(relative)/\(fileName)"
      if tree.files[file] == nil { removals.append(file) }
    }
    func walk(_ relative: String) {
      for entry in entries(relative) {
        let child = relative.isEmpty ? entry : "\(relative)/\(entry)"
        var info = stat()
        guard lstat("\(folder)/\(child)", &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
          info.st_dev == rootDevice
        else { continue }
        if treeFolders.contains(child) {
          if marked(child) {
            removeStandingAlone(child)
            walk(child)
          }
        } else if isPurelyOwned(child) {
          removals.append(child)
        } else if marked(child) {
          removeStandingAlone(child)
          walk(child)
        }
      }
    }
    walk("")
    removals.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    deadTemporaries = Array(Set(deadTemporaries)).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
  }
}
