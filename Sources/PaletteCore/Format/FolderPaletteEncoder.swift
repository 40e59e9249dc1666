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

  /// Whether a folder file is a document of its own rather than the description of the folder
  /// that holds it.
  ///
  /// When `true` (an Android `colors.xml`, one resource file among others), a marked folder file
  /// that the tree no longer writes is removed whatever else its folder holds (a `themes.xml`
  /// beside it), and the folder goes only when nothing else is left in it. When `false`, the
  /// default (an asset catalog's `Contents.json`, which makes its folder a colour set or a
  /// group), the file goes only with its folder, when that folder is purely palconv's.
  var folderFileStandsAlone: Bool { get }

  /// What the tree's file at `path` stands for, as a plural noun for messages: a refusal to
  /// overwrite files palconv did not write asks the user to rename "those swatches".
  ///
  /// - Parameter path: A path of a tree this format encoded.
  /// - Returns: `"files"` by default.
  func entryKind(of path: String) -> String

  /// The bytes to write at `path` over an existing file: `written`, with whatever `existing`
  /// holds that this format does not own kept.
  ///
  /// A format whose files carry properties palconv does not set (an asset catalog's
  /// `provides-namespace` or on-demand resource tags) keeps them here, both over its own
  /// marked files and over a file of the user's that `--force` writes into.
  ///
  /// - Parameters:
  ///   - written: The tree's file, as ``encodeFolder(_:)`` made it.
  ///   - existing: The file on disk.
  ///   - path: The file's path in the tree.
  ///   - existingIsMarked: Whether `existing` carries this format's mark
  ///     (``isMarkedAsWritten(_:)``); when `false` the file is the user's and the write was
  ///     forced.
  /// - Returns: `written` by default: the whole file is replaced.
  func merging(
    _ written: [UInt8], into existing: [UInt8], at path: String, existingIsMarked: Bool
  ) -> [UInt8]

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

  /// `false`: a folder file goes only with its folder.
  public var folderFileStandsAlone: Bool { false }

  /// `"files"`.
  ///
  /// - Parameter path: A path of a tree this format encoded.
  /// - Returns: `"files"`.
  public func entryKind(of path: String) -> String { "files" }

  /// `written`: the whole file is replaced.
  ///
  /// - Parameters:
  ///   - written: The tree's file.
  ///   - existing: The file on disk.
  ///   - path: The file's path in the tree.
  ///   - existingIsMarked: Whether `existing` carries the format's mark.
  /// - Returns: `written`.
  public func merging(
    _ written: [UInt8], into existing: [UInt8], at path: String, existingIsMarked: Bool
  ) -> [UInt8] { written }

  /// `nil`: every name the format can hold is written as it is, in the palette's order.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: `nil`.
  public func writtenNames(of palette: Palette) -> WrittenNames? { nil }
}
