/// A format whose documents are folders rather than single files (an Xcode asset catalog).
///
/// The byte-level ``PaletteFormat`` members of such a format cannot write a
/// whole document; callers that meet a folder format use these members instead, and
/// the caller (PaletteKit's `PaletteFolder`) moves the ``FileTree`` to and from disk.
public protocol FolderPaletteFormat: PaletteFormat {
  /// The only file name read from a folder (for example `"Contents.json"`), or `nil` to read
  /// every file.
  var folderFileName: String? { get }

  /// Encodes a palette as the files of one folder, deterministically.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The files, by path relative to the folder.
  /// - Throws: ``PaletteError`` when the palette cannot be written.
  func encodeFolder(_ palette: Palette) throws(PaletteError) -> FileTree

  /// Decodes the files of one folder.
  ///
  /// - Parameter tree: The files, by path relative to the folder.
  /// - Returns: The palette and diagnostics whose paths are relative to the folder.
  /// - Throws: ``PaletteError`` when a file is malformed.
  func decodeFolder(_ tree: FileTree) throws(PaletteError) -> DecodedPalette

  /// Whether a folder file (a file named ``folderFileName``) carries the mark this format's
  /// encoder puts in every folder file it writes.
  ///
  /// Writers use it to tell their own entries from everything else in an existing folder: a
  /// folder whose file is marked may be rewritten or removed, anything else is kept.
  ///
  /// - Parameter bytes: The file's content.
  /// - Returns: `true` only for a file this format's encoder wrote (or one marked the same way).
  func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool
}

extension FolderPaletteFormat {
  /// `false`: a format that does not mark its files owns nothing in an existing folder.
  ///
  /// - Parameter bytes: The file's content.
  /// - Returns: `false`.
  public func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool { false }
}
