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
/// The counterpart of ``PaletteFile`` for ``FolderPaletteFormat``s. Reading puts the folder's
/// path in front of the relative paths of errors and diagnostics. Writing replaces the folder
/// as a whole: the files go to a new hidden sibling folder, which is then renamed into place,
/// so a failure leaves the old folder untouched; a folder that already holds exactly these
/// files is left alone.
public enum PaletteFolder {
  /// Reads and decodes a folder document.
  ///
  /// - Parameters:
  ///   - path: The folder, as the user named it.
  ///   - format: The folder format.
  /// - Returns: The palette and diagnostics, whose paths start with `path`. Swatches carry no
  ///   ``PaletteCore/SourceLocation``: theirs would point into a file of the folder that the
  ///   swatch does not name.
  /// - Throws: ``PaletteCore/PaletteError`` with its path inside `path`: ``PaletteCore/PaletteError/Kind/io``
  ///   when `path` is not a readable folder, or the format's error for a malformed file.
  public static func read(
    at path: String, format: any FolderPaletteFormat
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
  /// - Throws: ``PaletteCore/PaletteError`` of kind ``PaletteCore/PaletteError/Kind/io`` or
  ///   ``PaletteCore/PaletteError/Kind/limitExceeded``, with paths as the caller wrote them.
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

  /// Whether writing `tree` to `path` would change the folder: `true` unless `path` is a
  /// folder holding exactly these files (same paths, same bytes) and nothing else.
  ///
  /// - Parameters:
  ///   - tree: The new files.
  ///   - path: The destination folder.
  /// - Returns: `false` only when nothing would change.
  public static func wouldChange(_ tree: FileTree, at path: String) -> Bool {
    guard let current = try? files(at: path, fileNamed: nil) else { return true }
    return current.files != tree.files || !otherEntries(in: path, keeping: tree).isEmpty
  }

  /// Entries in an existing folder that writing `tree` would remove and that `tree` would not
  /// write again under the same name: files with other names (images, `.DS_Store`), links,
  /// and anything that is not a plain file or folder.
  ///
  /// A caller can refuse to replace a folder that holds more than a previous run wrote.
  ///
  /// - Parameters:
  ///   - path: The existing folder.
  ///   - tree: The files about to be written.
  /// - Returns: The relative paths of such entries, sorted; empty when `path` does not exist.
  public static func otherEntries(in path: String, keeping tree: FileTree) -> [String] {
    // Compared as bytes: two spellings of `é` are two different files.
    let names = Set(tree.paths.map { Array(PathText.lastComponent(of: $0).utf8) })
    var found: [String] = []
    func walk(_ folder: String, prefix: String) {
      for name in entries(of: folder) {
        let full = folder + "/" + name
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: walk(full, prefix: prefix + name + "/")
        case S_IFREG where names.contains(Array(name.utf8)): continue
        default: found.append(prefix + name)
        }
      }
    }
    walk(path, prefix: "")
    return found
  }

  /// Writes a folder document: all of `tree` and nothing else ends up at `path`.
  ///
  /// The files are written into a new hidden folder beside `path`; when that succeeded, an
  /// existing folder at `path` is renamed aside, the new one renamed into its place, and the
  /// old one removed. A destination that is a symbolic link is resolved and its target
  /// replaced; the permissions of a replaced folder are kept. On failure nothing is left
  /// behind and the old folder is where it was.
  ///
  /// - Parameters:
  ///   - tree: The files, by relative path.
  ///   - path: The destination folder; its parent folder must exist.
  /// - Returns: ``WriteOutcome/unchanged`` when the folder already held exactly these files.
  /// - Throws: ``PaletteCore/PaletteError`` with `path` set: of kind
  ///   ``PaletteCore/PaletteError/Kind/io``, or ``PaletteCore/PaletteError/Kind/invalidValue``
  ///   for a path in the tree that would leave the folder.
  @discardableResult
  public static func write(
    _ tree: FileTree, to path: String
  ) throws(PaletteError)
    -> WriteOutcome
  {
    var target = path
    while target.utf8.count > 1, target.utf8.last == UInt8(ascii: "/") {
      target = String(decoding: target.utf8.dropLast(), as: UTF8.self)
    }
    var existing = stat()
    if lstat(target, &existing) == 0, existing.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(target, nil) else {
        throw PaletteFile.ioError("cannot resolve the symbolic link", errno, path: path)
      }
      target = String(cString: resolved)
      free(resolved)
    }
    let exists = stat(target, &existing) == 0
    if exists {
      guard existing.st_mode & S_IFMT == S_IFDIR else {
        throw PaletteError(.io, "cannot write the folder: a file of that name exists", path: path)
      }
      if !wouldChange(tree, at: target) { return .unchanged }
    }

    let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
    let parent = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    var generator = SystemRandomNumberGenerator()
    let suffix = String(generator.next() & 0xFFFF_FFFF, radix: 36)
    let temporary = "\(parent).\(name).\(suffix).palconv-tmp"
    let aside = "\(parent).\(name).\(suffix).palconv-old"
    guard mkdir(temporary, 0o777) == 0 else {
      throw PaletteFile.ioError("cannot create a temporary folder", errno, path: path)
    }
    func discard(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try tree.write(to: URL(filePath: temporary, directoryHint: .isDirectory))
    } catch {
      discard(temporary)
      throw PaletteError(error.kind, error.message, path: path)
    }
    if exists {
      if chmod(temporary, existing.st_mode & 0o7777) != 0 {
        let code = errno
        discard(temporary)
        throw PaletteFile.ioError("cannot keep the permissions", code, path: path)
      }
      guard rename(target, aside) == 0 else {
        let code = errno
        discard(temporary)
        throw PaletteFile.ioError("cannot replace the folder", code, path: path)
      }
    }
    guard rename(temporary, target) == 0 else {
      let code = errno
      if exists { rename(aside, target) }
      discard(temporary)
      throw PaletteFile.ioError("cannot replace the folder", code, path: path)
    }
    if exists { discard(aside) }
    return .written
  }

  /// `folder/relative`, or `folder` when there is no relative path.
  static func joined(_ folder: String, _ relative: String?) -> String {
    guard let relative, !relative.isEmpty else { return folder }
    return PathText.join(folder, relative)
  }

  /// Every name in a folder, hidden ones included, sorted by their UTF-8 bytes.
  static func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name == "." || name == ".." { continue }
      names.append(name)
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
