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
