/// The names a format's writer gives a palette, and the order it writes the swatches in, for a
/// format that must change some names to fit its syntax (CSS property names, asset catalog
/// folders, token keys, one-line fields) or cannot keep the palette's order (a catalog is
/// sorted by name; tokens that share a path are written together).
///
/// Each name is the one the written file reads back with, and the order is the one it reads
/// back in; the loss report compares them with the palette's own and lists every name that
/// changes and every swatch that changes place.
public struct WrittenNames: Hashable, Sendable {
  /// The palette's name as written; `nil` when it has none or the format drops it.
  public var palette: String?
  /// Each group's name as written, in palette order; `nil` for an unnamed group.
  public var groups: [String?]
  /// Each swatch's name as written, in ``Palette/allSwatches`` order; `nil` when the format
  /// drops it.
  public var swatches: [String?]
  /// The ``Palette/allSwatches`` positions of the swatches in the order the file holds them
  /// (`[0, 2, 1]`: the third swatch is written second); `nil` when that is the palette's order.
  public var swatchOrder: [Int]?
  /// For a format of fixed slots (a terminal scheme's colour roles): the
  /// ``Palette/allSwatches`` positions of the swatches no slot takes, which the file does not
  /// hold; `nil` when the format's capabilities say what is left out.
  public var unwritten: [Int]?
  /// For a format of fixed slots: the names of the slots no swatch fills, which the writer
  /// gives colours of its own; `nil` when the format's capabilities say what is filled.
  public var filledSlots: [String]?

  /// Creates the names a writer gives a palette.
  ///
  /// - Parameters:
  ///   - palette: The palette's name as written.
  ///   - groups: Each group's name as written, in palette order.
  ///   - swatches: Each swatch's name as written, in ``Palette/allSwatches`` order.
  ///   - swatchOrder: The ``Palette/allSwatches`` positions in the order the file holds the
  ///     swatches; `nil` (the default) when the writer keeps the palette's order. An order
  ///     that is the palette's own is stored as `nil`.
  ///   - unwritten: The positions of the swatches the file does not hold, for a format of
  ///     fixed slots; `nil` (the default) otherwise.
  ///   - filledSlots: The slots the writer fills itself, for a format of fixed slots; `nil`
  ///     (the default) otherwise.
  public init(
    palette: String?, groups: [String?], swatches: [String?], swatchOrder: [Int]? = nil,
    unwritten: [Int]? = nil, filledSlots: [String]? = nil
  ) {
    self.unwritten = unwritten
    self.filledSlots = filledSlots
    self.palette = palette
    self.groups = groups
    self.swatches = swatches
    if let swatchOrder, swatchOrder.enumerated().contains(where: { $0.offset != $0.element }) {
      self.swatchOrder = swatchOrder
    } else {
      self.swatchOrder = nil
    }
  }
}
