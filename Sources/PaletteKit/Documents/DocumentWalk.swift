import PaletteCore

/// The walk of a folder input, as ``FormatRegistry/documentWalk(recursive:format:imagesOnly:exclusions:skippedFolder:)``
/// makes it: every entry of the folder is an input, skipped with a reason, or unreachable.
///
/// The policy (hidden and excluded entries, folder documents, links, the output folder) is
/// the one `docs/cli.md` documents under folder inputs.
package struct DocumentWalk: Sendable {
  /// One entry of the walk.
  package struct Entry: Sendable, Equatable {
    /// What to do with an entry.
    package enum Kind: Sendable, Equatable {
      /// Read it.
      case input
      /// Skipped, with the reason (shown with `-v`, counted in the summary).
      case skipped(String)
      /// Could not be reached, with the reason (an error).
      case unreachable(String)
    }

    /// The path relative to the walked folder (empty for the folder itself).
    package var relative: String
    /// What to do with it.
    package var kind: Kind
    /// Whether the entry is a symbolic link.
    package var isLink = false
  }

  /// The walk that lists folders.
  let walk: FolderWalk

  /// The entries under `folder`, depth first, each folder's entries in byte order.
  ///
  /// - Parameter folder: The folder input, as the user named it.
  /// - Returns: Its entries; a folder that cannot be opened is one unreachable entry.
  package func entries(of folder: String) -> [Entry] {
    walk.entries(of: folder)
  }
}

extension DocumentWalk {
  /// What the walk would do with a file at `relative` that a listing names (the files of a
  /// folder at a git revision), by the same policy as ``entries(of:)`` without the file
  /// system: hidden and excluded paths and, without `-r`, files in subfolders are skipped; a
  /// file inside a folder document (an asset catalog) is skipped, since such a document is
  /// read whole; a file whose extension no readable format claims is skipped.
  ///
  /// - Parameter relative: The path relative to the walked folder, `/` between names.
  /// - Returns: ``Entry/Kind/input`` or ``Entry/Kind/skipped(_:)`` with the reason.
  package func kind(ofListed relative: String) -> Entry.Kind {
    let names = relative.split(separator: "/").map(String.init)
    if names.contains(where: { $0.utf8.first == UInt8(ascii: ".") }) {
      return .skipped("a hidden file")
    }
    if let pattern = walk.exclusions.first(where: { $0.matches(relative) }) {
      return .skipped("excluded by '\(pattern.text)'")
    }
    if names.count > 1 && !walk.recursive { return .skipped("a folder (-r reads subfolders)") }
    for name in names.dropLast() {
      if let ext = PathText.pathExtension(of: name).map(ASCII.lowercased),
        walk.documentFolders.contains(ext)
      {
        return .skipped("in a folder document")
      }
    }
    let ext = PathText.pathExtension(of: names.last ?? "").map(ASCII.lowercased) ?? ""
    if walk.wanted.contains(ext) { return .input }
    return .skipped(
      ext.isEmpty ? "no format reads files without an extension" : "no format reads .\(ext) files")
  }
}
