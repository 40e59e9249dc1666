import PaletteCore

/// The symbolic links inside an asset catalog that reading it passes over.
///
/// A catalog is read without following links (``PaletteFolder``), so a colour set
/// that is a link, a `Contents.json` that is a link, or a group folder that is a link holds
/// colours that are not read. Each is reported as a warning (`input.link-skipped`) naming
/// the entry, so a palette is never silently short of colours; `--strict` makes it an error.
enum CatalogLinks {
  /// A warning for each link in the catalog at `path` that hides colours.
  static func warnings(in path: String) -> [Diagnostic] {
    let entries = FolderWalk(recursive: true, wanted: []).entries(of: path)
    return entries.filter { $0.isLink && hidesColours($0) }.map {
      Diagnostic(
        .warning, code: "input.link-skipped",
        message: "a link inside an asset catalog is not followed; its colours are not read",
        path: PathText.join(path, $0.relative))
    }
  }

  /// Whether a link at this path inside a catalog would hold colours: a colour set, the
  /// `Contents.json` of one, or a folder without an extension (a group).
  private static func hidesColours(_ entry: FolderWalk.Entry) -> Bool {
    let relative = entry.relative
    let name = PathText.lastComponent(of: relative)
    if PathText.hasSuffix(name, ".colorset") { return true }
    let components = PathText.components(of: relative)
    if name == "Contents.json", components.count >= 2,
      PathText.hasSuffix(components[components.count - 2], ".colorset")
    {
      return true
    }
    let isFolder = entry.kind == .skipped("a link to a folder (not followed)")
    return isFolder && PathText.pathExtension(of: name) == nil
  }
}
