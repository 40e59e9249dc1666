/// The writing role of a format whose documents are folders rather than single files (an
/// Xcode asset catalog).
///
/// The codec makes a ``FileTree``; the caller (PaletteKit's `PaletteFolder`) merges it into
/// what the folder on disk holds.
public protocol FolderPaletteEncoder: PaletteFormat {
  /// The name of the files that carry this format's mark (for example `"Contents.json"`), or
  /// `nil` when every file may.
  var folderFileName: String? { get }

  /// Encodes a palette as the files of one folder, deterministically.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The files, by path relative to the folder.
  /// - Throws: ``PaletteError`` when the palette cannot be written.
  func encodeFolder(_ palette: Palette) throws(PaletteError) -> FileTree

  /// Whether a folder file (a file named ``folderFileName``) carries the mark this format's
  /// encoder puts in every folder file it writes.
  ///
  /// Writers use it to tell their own entries from everything else in an existing folder: a
  /// folder whose file is marked may be rewritten or removed, anything else is kept.
  ///
  /// - Parameter bytes: The file's content.
  /// - Returns: `true` only for a file this format's encoder wrote (or one marked the same way).
  func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool

  /// Whether an existing folder whose top level holds `entries` is a document of this format
  /// although no ``folderFileName`` file stands at its top (an Android `res/` folder holds
  /// `values/`); writers refuse to write into other folders that are not empty.
  ///
  /// - Parameter entries: The names at the folder's top level.
  /// - Returns: `false` by default.
  func isDocumentFolder(topLevel entries: [String]) -> Bool

  /// The names ``encodeFolder(_:)`` gives `palette`, and the order the folder reads back in,
  /// so the loss report can list each change.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written and read back; `nil`, the default, when every name the
  ///   format can hold is written as it is, in the palette's order.
  func writtenNames(of palette: Palette) -> WrittenNames?
}

extension FolderPaletteEncoder {
  /// `false`: a format that does not mark its files owns nothing in an existing folder.
  ///
  /// - Parameter bytes: The file's content.
  /// - Returns: `false`.
  public func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool { false }

  /// `false`: only a folder with the folder file at its top (or named with the format's
  /// extension) is a document.
  ///
  /// - Parameter entries: The names at the folder's top level.
  /// - Returns: `false`.
  public func isDocumentFolder(topLevel entries: [String]) -> Bool { false }

  /// `nil`: every name the format can hold is written as it is, in the palette's order.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: `nil`.
  public func writtenNames(of palette: Palette) -> WrittenNames? { nil }
}
