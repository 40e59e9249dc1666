public import PaletteCore
public import PaletteXcassets

extension XcassetsFormat: FolderPaletteFormat {
  /// `"Contents.json"`: a catalog's other files (images) are not palette data.
  public var folderFileName: String? { "Contents.json" }

  /// The catalog's files: ``PaletteXcassets/XcassetsFormat/encodeTree(_:)``.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The files, relative to the `.xcassets` folder.
  public func encodeFolder(_ palette: Palette) throws(PaletteError) -> FileTree {
    encodeTree(palette)
  }

  /// The catalog's colour sets: ``PaletteXcassets/XcassetsFormat/decodeTree(_:)``.
  ///
  /// - Parameter tree: The catalog's `Contents.json` files.
  /// - Returns: The palette and diagnostics.
  /// - Throws: ``PaletteCore/PaletteError`` for malformed JSON.
  public func decodeFolder(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    try decodeTree(tree)
  }
}
