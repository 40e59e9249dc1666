package import PaletteCore

extension FormatRegistry {
  /// The walk of a folder input, as palconv makes it: files whose extension a readable format
  /// claims (or `format` does), each folder a folder format claims as one input, hidden and
  /// excluded entries skipped (``DocumentWalk`` says where the policy is written).
  ///
  /// - Parameters:
  ///   - recursive: Whether to enter subfolders.
  ///   - format: The format named by the caller, whose extensions are wanted too.
  ///   - imagesOnly: Whether only images are wanted (a palette extracted from each).
  ///   - exclusions: Patterns of relative paths to skip.
  ///   - skippedFolder: A folder never entered (the output folder), if any.
  /// - Returns: The walk; ``DocumentWalk/entries(of:)`` lists a folder.
  package func documentWalk(
    recursive: Bool, format: String? = nil, imagesOnly: Bool = false, exclusions: [Glob] = [],
    skippedFolder: String? = nil
  ) -> DocumentWalk {
    var wanted = Set(readableFormats.flatMap(\.fileExtensions))
    if let format, let named = self.format(named: format) {
      wanted.formUnion(named.fileExtensions)
    }
    if imagesOnly {
      wanted = Set(ImagePalette.imageFormat.fileExtensions)
    }
    var excluding: Set<FileIdentity> = []
    if let skippedFolder, let identity = FileIdentity(path: skippedFolder) {
      excluding.insert(identity)
    }
    let walk = FolderWalk(
      recursive: recursive, wanted: wanted, excluding: excluding,
      documentFolders: Set(folderDecoders.flatMap(\.fileExtensions)), exclusions: exclusions)
    return DocumentWalk(walk: walk)
  }
}
