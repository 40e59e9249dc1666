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
/// - A folder the tree no longer writes is removed when it is *purely palconv's*: a real
///   folder holding its marked folder file and otherwise only purely palconv's folders.
///   Removal looks only at the top folder and into folders that carry the mark.
/// - Everything else is kept as it is.
public struct FolderWritePlan: Sendable, Equatable {
  /// Files of the tree that are new or hold other bytes, sorted.
  public internal(set) var writes: [String] = []
  /// Files of the tree over a file palconv did not write, sorted; written only when forced.
  public internal(set) var conflicts: [String] = []
  /// Paths where the tree needs a file or folder and something else stands, sorted; never
  /// written over.
  public internal(set) var blocked: [String] = []
  /// palconv's folders the tree no longer writes, which writing removes, sorted.
  public internal(set) var removals: [String] = []
  /// Whether the destination exists.
  public internal(set) var exists = false
  /// Whether the destination exists and is neither empty, nor holds a folder file at its top,
  /// nor is a document by the format's own rule (``PaletteCore/FolderPaletteEncoder/isDocumentFolder(topLevel:)``),
  /// nor has a name ending in one of the format's extensions: not a document palconv writes
  /// into.
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
      || (replacingConflicts && !conflicts.isEmpty)
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
        let bytes = try? PaletteFile.read(at: path, limit: FileTree.maxFileSize)
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
        let bytes = try? PaletteFile.read(at: full, limit: FileTree.maxFileSize)
      else {
        blockedSet.insert(path)
        continue
      }
      if bytes == tree.files[path] { continue }
      if format.isMarkedAsWritten(bytes) {
        writes.append(path)
      } else if path == fileName {
        continue  // the top folder file of a folder palconv did not make is kept
      } else {
        conflicts.append(path)
      }
    }
    blocked = blockedSet.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }

    // palconv's stale folders.
    func isPurelyOwned(_ relative: String) -> Bool {
      guard let fileName, marked(relative) else { return false }
      for entry in FileRemoval.entries(of: "\(folder)/\(relative)") where entry != fileName {
        var info = stat()
        let child = "\(relative)/\(entry)"
        guard lstat("\(folder)/\(child)", &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
          isPurelyOwned(child)
        else { return false }
      }
      return true
    }
    func walk(_ relative: String) {
      let path = relative.isEmpty ? folder : "\(folder)/\(relative)"
      for entry in FileRemoval.entries(of: path) {
        let child = relative.isEmpty ? entry : "\(relative)/\(entry)"
        var info = stat()
        guard lstat("\(folder)/\(child)", &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
          continue
        }
        if treeFolders.contains(child) {
          if marked(child) { walk(child) }
        } else if isPurelyOwned(child) {
          removals.append(child)
        } else if marked(child) {
          walk(child)
        }
      }
    }
    walk("")
  }
}
