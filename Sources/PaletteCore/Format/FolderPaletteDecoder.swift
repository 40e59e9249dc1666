/// The reading role of a format whose documents are folders rather than single files (an
/// Xcode asset catalog).
///
/// The codec sees a ``FileTree``; the caller (PaletteKit's `PaletteFolder`) reads it from disk.
public protocol FolderPaletteDecoder: PaletteFormat {
  /// The only file name read from a folder (for example `"Contents.json"`), or `nil` to read
  /// every file.
  var folderFileName: String? { get }

  /// Decodes the files of one folder.
  ///
  /// - Parameter tree: The files, by path relative to the folder.
  /// - Returns: The palette and diagnostics whose paths are relative to the folder.
  /// - Throws: ``PaletteError`` when a file is malformed.
  func decodeFolder(_ tree: FileTree) throws(PaletteError) -> DecodedPalette
}
