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
}
