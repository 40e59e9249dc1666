package import PaletteCore

/// One palette file as it is at a git revision and in the work tree, for comparing the two.
package struct RevisionDocument: Sendable, Equatable {
  /// The path as shown: the file input, or a folder input joined with the path inside it.
  package var path: String
  /// The bytes at the revision; `nil` when the revision has no file there (it was added).
  package var old: [UInt8]?
  /// The bytes in the work tree; `nil` when the file is gone (it was removed).
  package var new: [UInt8]?
}

extension FormatRegistry {
  /// The palette files that `inputs` name, each at `revision` and in the work tree, in byte
  /// order of their paths, each once.
  ///
  /// A file input is one document, whichever side has it. A folder input gives every file
  /// that `walk` reads in the work tree or would read among the revision's files under the
  /// folder (``DocumentWalk/kind(ofListed:)``): files added, removed and kept. Files whose
  /// bytes are the same on both sides are left out. Folder documents (asset catalogs) are not
  /// compared with a revision.
  ///
  /// - Parameters:
  ///   - revision: The revision to compare with.
  ///   - inputs: Files and folders of the work tree.
  ///   - walk: The folder policy (`-r`, `--exclude`).
  ///   - sizeLimit: The largest file read, on either side.
  /// - Returns: The documents that differ.
  /// - Throws: ``PaletteCore/PaletteError`` when git fails, a folder cannot be walked, a file
  ///   is on neither side or too large.
  package func revisionDocuments(
    at revision: GitRevision, inputs: [String], walk: DocumentWalk, sizeLimit: Int
  ) throws(PaletteError) -> [RevisionDocument] {
    var documents: [String: RevisionDocument] = [:]
    for input in inputs {
      let folderExtension = PathText.pathExtension(of: input).map(ASCII.lowercased) ?? ""
      if FileSystem.isDirectory(input) && !walk.walk.documentFolders.contains(folderExtension) {
        for document in try folderDocuments(
          input, at: revision, walk: walk, sizeLimit: sizeLimit)
        {
          documents[document.path] = document
        }
      } else {
        let document = try fileDocument(input, at: revision, sizeLimit: sizeLimit)
        documents[document.path] = document
      }
    }
    return documents.values.filter { $0.old != $0.new }
      .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// One file input on both sides.
  private func fileDocument(
    _ path: String, at revision: GitRevision, sizeLimit: Int
  ) throws(PaletteError) -> RevisionDocument {
    let (folder, name) = Self.split(path)
    let exists = LongPath.status(path) != nil
    if FileSystem.isDirectory(path) {
      throw PaletteError(
        .io, "a folder document is not compared with a revision", path: path,
        code: "git.folder-document")
    }
    let old = try revision.contents(of: name, in: folder, sizeLimit: sizeLimit)
    let new = exists ? try LongPath.read(at: path, limit: sizeLimit) : nil
    guard old != nil || new != nil else {
      throw PaletteError(
        .io, "no such file, in the work tree or at \(revision.name)", path: path,
        code: "git.no-file")
    }
    return RevisionDocument(path: path, old: old, new: new)
  }

  /// The files of a folder input on both sides.
  private func folderDocuments(
    _ folder: String, at revision: GitRevision, walk: DocumentWalk, sizeLimit: Int
  ) throws(PaletteError) -> [RevisionDocument] {
    var now: Set<String> = []
    for entry in walk.entries(of: folder) {
      switch entry.kind {
      case .input:
        let ext = PathText.pathExtension(of: entry.relative).map(ASCII.lowercased) ?? ""
        if !walk.walk.documentFolders.contains(ext) { now.insert(entry.relative) }
      case .skipped: break
      case .unreachable(let reason):
        throw PaletteError(.io, reason, path: Self.join(folder, entry.relative))
      }
    }
    let then = try revision.files(under: folder).filter { walk.kind(ofListed: $0) == .input }
    var documents: [RevisionDocument] = []
    for relative in now.union(then) {
      let path = Self.join(folder, relative)
      let old =
        then.contains(relative)
        ? try revision.contents(of: relative, in: folder, sizeLimit: sizeLimit) : nil
      let new = now.contains(relative) ? try LongPath.read(at: path, limit: sizeLimit) : nil
      documents.append(RevisionDocument(path: path, old: old, new: new))
    }
    return documents
  }

  /// A path's folder (`.` when it has none) and last name.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// `folder/relative`, without a doubled slash.
  private static func join(_ folder: String, _ relative: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
