public import PaletteCore

/// An Android `res/` folder with a light and a dark configuration: `values/colors.xml` and
/// `values-night/colors.xml`, the same resource names in both.
///
/// Reading takes `values/colors.xml` as ``AndroidColorsFormat`` reads it (a tree whose paths
/// all start with one folder, such as `res/`, is accepted too) and gives each colour the dark
/// variant `values-night/colors.xml` defines for its name. `@color/…` references resolve in
/// the configuration in use, as Android does: a night colour may refer to a default one, and a
/// default colour that refers to one the night file redefines gets a dark variant too. A name
/// only the night file defines is skipped with `android.night-only`; other `values-*` folders
/// (`values-land`, `values-night-v31`, locales) are not appearances and are skipped with
/// `android.other-qualifier`.
///
/// Writing gives `values/colors.xml` as ``AndroidColorsFormat`` writes it and, when a swatch
/// has a dark variant, `values-night/colors.xml` with those variants under the same names; each
/// file starts with a comment that marks it as palconv's (``isMarkedAsWritten(_:)``), so a later
/// conversion replaces it and no file palconv did not write.
/// High-contrast variants have no resource qualifier and are not written. See
/// `docs/formats/android.md`.
public struct AndroidResourceFolderFormat: FolderPaletteDecoder, FolderPaletteEncoder {
  /// Creates the format.
  public init() {}

  /// `"android-res"`.
  public var identifier: String { "android-res" }
  /// `"Android resource folder"`.
  public var displayName: String { "Android resource folder" }
  /// `["res"]`: a folder is read as this format when `--from android-res` says so, or when its
  /// name ends in `.res`.
  public var fileExtensions: [String] { ["res"] }

  /// Those of ``AndroidColorsFormat``, with dark variants.
  public var capabilities: FormatCapabilities {
    var capabilities = AndroidColorsFormat().capabilities
    capabilities.appearances = [.dark]
    return capabilities
  }

  /// `"colors.xml"`: the only file read in each folder.
  public var folderFileName: String? { "colors.xml" }

  /// `true`: a `colors.xml` is one resource file among others, so palconv's stale
  /// `values-night/colors.xml` goes even when `themes.xml` stays beside it.
  public var folderFileStandsAlone: Bool { true }

  /// The names the writer gives, as ``AndroidColorsFormat`` gives them.
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written.
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    AndroidColorsFormat().writtenNames(of: palette)
  }

  /// Whether a `colors.xml` carries the comment the writer puts first in every file it writes,
  /// `<!-- Written by palconv: rewritten on each conversion. -->`.
  ///
  /// - Parameter bytes: A `colors.xml` file.
  /// - Returns: `true` only for a file with that comment first in `<resources>`.
  public func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool {
    guard let document = try? XMLReader.parse(bytes, format: identifier),
      document.root.name == "resources"
    else { return false }
    for node in document.root.children {
      switch node {
      case .comment(let comment): return comment.text == AndroidResourceFolder.mark
      case .text(let text) where AndroidMarkerComment.trimmed(text.value).isEmpty: continue
      default: return false
      }
    }
    return false
  }

  /// Whether the folder's top level holds resource folders: `values`, `drawable`, `mipmap`,
  /// `layout`, `color`, `font`, `xml` or `raw`, or one of them with qualifiers (`values-night`).
  ///
  /// - Parameter entries: The names at the folder's top level.
  /// - Returns: `true` when one of them is a resource folder's name.
  public func isDocumentFolder(topLevel entries: [String]) -> Bool {
    let types = ["values", "drawable", "mipmap", "layout", "color", "font", "xml", "raw"]
    return entries.contains { entry in
      types.contains { entry == $0 || entry.hasPrefix($0 + "-") }
    }
  }

  /// Reads the light and dark colours of a resource folder.
  ///
  /// - Parameter tree: The folder's `colors.xml` files, by path relative to `res/`.
  /// - Returns: The palette, with dark variants, and warnings whose paths are the files'.
  /// - Throws: ``/PaletteCore/PaletteError`` when there is no `values/colors.xml`
  ///   (``/PaletteCore/PaletteError/Kind/invalidSignature``) or a file is malformed, with its path.
  public func decodeFolder(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    try AndroidResourceFolder.decode(tree)
  }

  /// Writes `values/colors.xml` and, for dark variants, `values-night/colors.xml`.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The files, relative to `res/`.
  public func encodeFolder(_ palette: Palette) -> FileTree {
    AndroidResourceFolder.encode(palette)
  }
}
