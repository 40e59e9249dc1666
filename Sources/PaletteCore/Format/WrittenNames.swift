/// The names a format's writer gives a palette, for a format that must change some names to
/// fit its syntax (CSS property names, asset catalog folders, token keys, one-line fields).
///
/// Each name is the one the written file reads back with; the loss report compares them with
/// the palette's own and lists every name that changes.
public struct WrittenNames: Hashable, Sendable {
  /// The palette's name as written; `nil` when it has none or the format drops it.
  public var palette: String?
  /// Each group's name as written, in palette order; `nil` for an unnamed group.
  public var groups: [String?]
  /// Each swatch's name as written, in ``Palette/allSwatches`` order; `nil` when the format
  /// drops it.
  public var swatches: [String?]

  /// Creates the names a writer gives a palette.
  ///
  /// - Parameters:
  ///   - palette: The palette's name as written.
  ///   - groups: Each group's name as written, in palette order.
  ///   - swatches: Each swatch's name as written, in ``Palette/allSwatches`` order.
  public init(palette: String?, groups: [String?], swatches: [String?]) {
    self.palette = palette
    self.groups = groups
    self.swatches = swatches
  }
}
