public import PaletteCore

/// An Xcode asset catalog (`.xcassets`) of colour sets: one `NAME.colorset/Contents.json` per
/// swatch.
///
/// A catalog is a folder, not one byte stream: it is read and written as a
/// ``/PaletteCore/FileTree`` of paths relative to the `.xcassets` folder, by ``decodeFolder(_:)``
/// (the ``/PaletteCore/FolderPaletteDecoder`` role) and ``encodeFolder(_:)`` (the
/// ``/PaletteCore/FolderPaletteEncoder`` role). It is also a ``/PaletteCore/PaletteDecoder`` of one
/// file, a single colour set's `Contents.json` (one unnamed swatch: the name is the folder's), and
/// no ``/PaletteCore/PaletteEncoder``: a catalog cannot be written as one file.
///
/// Writing: the root `Contents.json`, named palette groups as folders (a `.` in a group's name
/// becomes `-`, since Xcode reads `NAME.TYPE` as an asset) with their own
/// `Contents.json` (with `"provides-namespace": true` when ``providesNamespace`` is set),
/// unnamed groups' swatches at the root. sRGB colours are written as `srgb` (`extended-srgb`
/// when a component is outside 0...1), Display P3 as `display-p3`, gray as `gray-gamma-22`
/// (converted from the core's sRGB-curve gray), CMYK, Lab and OKLCH as unclamped sRGB. JSON is
/// written as Xcode writes it: keys sorted, `" : "`, two-space indentation, final newline.
/// Components whose colour channels are all 8-bit values are written in Xcode's hex form
/// (`"0x80"`), others as the shortest decimal that reads back as the same `Float`, with at least
/// three decimals (`"0.500"`); alpha is always decimal. A swatch's appearance variants follow
/// its base entry as Xcode writes them: `appearances` luminosity `dark`, contrast `high`, or
/// both, in that order.
///
/// Reading: colour sets anywhere in the tree; the first folder level is the group, deeper
/// folders prefix the swatch name (`Sub/Name`). Order is the sorted path order (a catalog has no
/// other). Components are accepted as 8-bit hex (`"0x80"`), floating point (`"0.502"`) or 8-bit
/// integers (`"128"`), the three notations Xcode writes; `docs/outputs/xcassets.md` has the
/// details.
public struct XcassetsFormat: PaletteDecoder, FolderPaletteDecoder, FolderPaletteEncoder {
  /// Whether group folders are written with `"provides-namespace": true`, so Xcode names
  /// their colours `Group/Name`. Off by default: then colour names are made unique across the
  /// whole catalog, as Xcode requires.
  public var providesNamespace: Bool

  /// Creates the format.
  ///
  /// - Parameter providesNamespace: Whether group folders provide a namespace.
  public init(providesNamespace: Bool = false) {
    self.providesNamespace = providesNamespace
  }

  /// `"xcassets"`.
  public var identifier: String { "xcassets" }
  /// `"Xcode asset catalog"`.
  public var displayName: String { "Xcode asset catalog" }
  /// `["xcassets"]`.
  public var fileExtensions: [String] { ["xcassets"] }

  /// Names, groups (folders), alpha and every appearance variant; sRGB, Display P3 and gray
  /// natively. No palette name (the catalog's folder name), description, columns or kinds.
  public var capabilities: FormatCapabilities {
    FormatCapabilities(
      swatchNames: true, paletteName: false, paletteDescription: false, columns: false,
      groups: true, alpha: true, models: [.srgb, .displayP3, .gray],
      appearances: Set(Appearance.allCases),
      controlCharacters: ControlCharacterLimit(.all, in: [.groupNames, .swatchNames]))
  }

  /// `.strong` for a colour set's `Contents.json` (a JSON object mentioning `"colors"` and
  /// `"color-space"` or `"idiom"`), `.weak` for another Xcode `Contents.json`.
  ///
  /// - Parameter prefix: The first bytes of the file.
  /// - Returns: The confidence.
  public func sniff(_ prefix: ArraySlice<UInt8>) -> DetectionConfidence {
    let text = String(decoding: prefix, as: UTF8.self)
    guard text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" else {
      return .none
    }
    if text.contains("\"colors\"")
      && (text.contains("\"color-space\"") || text.contains("\"idiom\""))
    {
      return .strong
    }
    return text.contains("\"author\"")
      && (text.contains("\"xcode\"") || text.contains("\"\(XcassetsEncoder.author)\""))
      ? .weak : .none
  }

  /// Decodes one colour set's `Contents.json` into a palette with one unnamed swatch.
  ///
  /// - Parameter bytes: The `Contents.json` of a `.colorset` folder.
  /// - Returns: The palette and warnings (dropped appearance variants, ambiguous components).
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column for malformed JSON, or
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when the file holds no usable colour.
  /// - Returns: The palette and warnings (dropped per-idiom or per-gamut variants, ambiguous
  ///   components).
  /// - Throws: ``/PaletteCore/PaletteError`` with a line and column for malformed JSON, or
  ///   ``/PaletteCore/PaletteError/Kind/unrepresentable`` when the file holds no usable colour.
  public func decode(_ bytes: [UInt8]) throws(PaletteError) -> DecodedPalette {
    var warnings: [Diagnostic] = []
    guard let color = try XcassetsColorSetReader.read(bytes, path: nil, warnings: &warnings) else {
      throw PaletteError(
        .unrepresentable,
        "this Contents.json holds no colour; read the whole .xcassets folder with decodeFolder",
        format: identifier)
    }
    return DecodedPalette(palette: Palette(swatches: [color]), warnings: warnings)
  }

  /// The folder names ``encodeFolder(_:)`` gives groups and the asset names it gives swatches
  /// (`a/b` is `a-b`, a repeated name gets ` 2`), as they read back, and the order they read
  /// back in (sorted by path).
  ///
  /// - Parameter palette: The palette about to be written.
  /// - Returns: The names as written; no palette name (the catalog's folder is the caller's).
  public func writtenNames(of palette: Palette) -> WrittenNames? {
    let (folders, swatches) = XcassetsEncoder(providesNamespace: providesNamespace).names(palette)
    // The catalog is read back sorted by path: that is the order its swatches keep.
    var paths: [[String]] = []
    for (folder, names) in zip(folders, swatches) {
      for name in names {
        paths.append((folder.map { [$0] } ?? []) + [name + ".colorset", "Contents.json"])
      }
    }
    let order = paths.indices.sorted { XcassetsDecoder.readsBefore(paths[$0], paths[$1]) }
    return WrittenNames(
      palette: nil, groups: folders, swatches: swatches.flatMap { $0 }, swatchOrder: order)
  }

  /// `"Contents.json"`: a catalog's other files (images, icons) are not palette data.
  public var folderFileName: String? { "Contents.json" }

  /// Writes the palette as an asset catalog.
  ///
  /// - Parameter palette: The palette.
  /// - Returns: The files, relative to the `.xcassets` folder.
  public func encodeFolder(_ palette: Palette) -> FileTree {
    XcassetsEncoder(providesNamespace: providesNamespace).encode(palette)
  }

  /// Whether a `Contents.json` says palconv wrote it: a JSON object whose `info` object has
  /// `"author" : "palconv"` (Xcode writes `"xcode"`).
  ///
  /// - Parameter bytes: A `Contents.json` file.
  /// - Returns: `true` for palconv's mark; `false` for anything else, malformed JSON included.
  public func isMarkedAsWritten(_ bytes: [UInt8]) -> Bool {
    var parser = JSONParser(
      bytes: bytes, format: identifier, maximumDepth: 200, duplicateKeys: .keep)
    guard let document = try? parser.parseDocument() else { return false }
    return document.member("info")?.member("author")?.string == XcassetsEncoder.author
  }

  /// `"swatches"` for a colour set's `Contents.json`, `"groups"` for a group folder's.
  ///
  /// - Parameter path: A path of a tree this format encoded.
  /// - Returns: The plural noun for refusals.
  public func entryKind(of path: String) -> String {
    PathText.hasSuffix(path, ".colorset/Contents.json") ? "swatches" : "groups"
  }

  /// palconv's `Contents.json` written over an existing one, every property palconv does not
  /// own kept: a group of the user's written with `--force` keeps its `info`, its
  /// `provides-namespace` and its on-demand resource tags, and gains `provides-namespace` only
  /// when this format sets it; a colour set takes palconv's `colors` and `info` and keeps the
  /// rest. `docs/outputs/xcassets.md` has the table.
  ///
  /// - Parameters:
  ///   - written: palconv's file.
  ///   - existing: The file on disk.
  ///   - path: The file's path in the tree.
  ///   - existingIsMarked: Whether `existing` is palconv's.
  /// - Returns: The merged file; `written` itself when nothing else is kept.
  public func merging(
    _ written: [UInt8], into existing: [UInt8], at path: String, existingIsMarked: Bool
  ) -> [UInt8] {
    XcassetsContentsMerge.merge(
      written, into: existing, at: path, existingIsMarked: existingIsMarked)
  }

  /// Reads an asset catalog's colour sets.
  ///
  /// - Parameter tree: The catalog's files, relative to the `.xcassets` folder (a tree whose
  ///   paths all start with one `NAME.xcassets/` folder is accepted too). Only files named
  ///   `Contents.json` directly inside a `.colorset` folder are read.
  /// - Returns: The palette and warnings; each warning's ``/PaletteCore/Diagnostic/path`` is the
  ///   file's path in the tree.
  /// - Throws: ``/PaletteCore/PaletteError`` (with ``/PaletteCore/PaletteError/path`` set to the
  ///   file's path in the tree) when a colour set's JSON is malformed.
  public func decodeFolder(_ tree: FileTree) throws(PaletteError) -> DecodedPalette {
    try XcassetsDecoder().decode(tree)
  }
}
