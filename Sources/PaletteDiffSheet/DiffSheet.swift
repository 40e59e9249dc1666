import PaletteCore
public import PaletteTransforms

/// A visual diff: the changes between two versions of one or more palettes drawn as a
/// self-contained HTML page or SVG image, to review side by side.
///
/// Each palette gets a heading (its path and what happened to the file) and the summary, then
/// one row per change: the kind of change, the old swatch (a chip of its colour, its name, hex
/// and native values) and the new one, and the details (`ΔE00 23.77`, `Brand #2 → Accents #1`).
/// Added swatches have no old side, removed ones no new side. The page has a light and a dark
/// theme, chosen by the reader's `prefers-color-scheme`; chips sit at absolute pixel positions
/// repeated in `data-x`, `data-y`, `data-w`, `data-h` and `data-rgba` attributes, and the page
/// backgrounds of both themes in `data-light-background` and `data-dark-background`, so a
/// browser test can check the rendered pixels. No scripts, fonts, images or links to
/// external resources; every name is escaped. The same comparisons give the same bytes.
///
///     let comparison = PaletteComparison(old: old, new: new)
///     let sheet = DiffSheet(files: [.init(path: "brand.ase", comparison: comparison)])
///     let page = sheet.render(.html)
public struct DiffSheet: Sendable {
  /// What a visual diff is written as.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A self-contained HTML page.
    case html
    /// A self-contained SVG image.
    case svg
  }

  /// What happened to a palette file between the two versions.
  public enum FileStatus: String, Sendable, Hashable, CaseIterable {
    /// The file exists in both versions.
    case modified
    /// Only the new version has the file: every swatch is added.
    case added
    /// Only the old version has the file: every swatch is removed.
    case removed
  }

  /// One palette's changes.
  public struct File: Sendable {
    /// The palette's path (or name), as shown.
    public var path: String
    /// What happened to the file.
    public var status: FileStatus
    /// The changes.
    public var comparison: PaletteComparison

    /// Creates one palette's entry.
    ///
    /// - Parameters:
    ///   - path: The path shown.
    ///   - status: What happened to the file.
    ///   - comparison: The changes.
    public init(path: String, status: FileStatus = .modified, comparison: PaletteComparison) {
      self.path = path
      self.status = status
      self.comparison = comparison
    }
  }

  /// The page title.
  public var title: String
  /// The palettes, in the order shown.
  public var files: [File]

  /// Creates a visual diff.
  ///
  /// - Parameters:
  ///   - title: The page title.
  ///   - files: The palettes' changes, in the order shown.
  public init(title: String = "Palette changes", files: [File]) {
    self.title = title
    self.files = files
  }

  /// The page or image.
  ///
  /// - Parameter kind: HTML or SVG.
  /// - Returns: UTF-8 text ending with a newline.
  public func render(_ kind: Kind) -> String {
    let layout = DiffSheetLayout(self)
    switch kind {
    case .html: return DiffSheetHTML.render(layout)
    case .svg: return DiffSheetSVG.render(layout)
    }
  }
}
