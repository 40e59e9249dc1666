/// A palette: named, ordered groups of swatches, exactly as a file described them.
///
/// The model keeps what the file said. Swatches that are not inside a named group live in
/// groups whose ``PaletteGroup/name`` is `nil`, so the interleaved order of a file such as
/// "colour, group, colour" survives a round trip.
///
///     var palette = Palette(name: "Brand")
///     palette.groups.append(PaletteGroup(swatches: [Swatch(name: "Ink", color: .srgb(0, 0, 0))]))
///     print(palette.swatchCount)  // Prints "1"
public struct Palette: Hashable, Sendable {
  /// The palette's own name (GPL `Name:`, JSON `name`); `nil` when the file has none.
  public var name: String?
  /// Free text about the palette (GPL comments, JSON `description`); `nil` when absent.
  public var description: String?
  /// How many columns a viewer should use to lay the swatches out (GPL `Columns:`).
  public var columns: Int?
  /// The groups in file order. Ungrouped runs of swatches are groups with no name.
  public var groups: [PaletteGroup]

  /// Creates a palette.
  ///
  /// - Parameters:
  ///   - name: The palette's name, if any.
  ///   - description: Free text about the palette, if any.
  ///   - columns: A display column hint, if any.
  ///   - groups: The groups in order.
  public init(
    name: String? = nil, description: String? = nil, columns: Int? = nil,
    groups: [PaletteGroup] = []
  ) {
    self.name = name
    self.description = description
    self.columns = columns
    self.groups = groups
  }

  /// Creates a palette whose swatches are all in one unnamed group.
  ///
  /// - Parameters:
  ///   - name: The palette's name, if any.
  ///   - swatches: The swatches in order.
  public init(name: String? = nil, swatches: [Swatch]) {
    self.init(name: name, groups: swatches.isEmpty ? [] : [PaletteGroup(swatches: swatches)])
  }

  /// Every swatch of every group, in file order.
  ///
  /// A palette of one group (what every format without groups reads) gives that group's
  /// array itself, shared rather than copied: the encoders that walk `allSwatches` cost no
  /// second copy of a palette of millions.
  ///
  /// - Complexity: O(1) for one group, else O(*n*) in the number of swatches.
  public var allSwatches: [Swatch] {
    if groups.count == 1 { return groups[0].swatches }
    var result: [Swatch] = []
    result.reserveCapacity(swatchCount)
    for group in groups { result.append(contentsOf: group.swatches) }
    return result
  }

  /// The number of swatches in all groups.
  ///
  /// - Complexity: O(*g*) in the number of groups.
  public var swatchCount: Int {
    groups.reduce(0) { $0 + $1.swatches.count }
  }

  /// Whether any group has a name, that is whether flattening the palette loses structure.
  public var hasNamedGroups: Bool {
    groups.contains { $0.name != nil }
  }

  /// Applies `transform` to every swatch in place, keeping groups and order.
  ///
  /// - Parameter transform: Called once per swatch, in file order.
  /// - Complexity: O(*n*) in the number of swatches.
  public mutating func mapSwatches(_ transform: (inout Swatch) throws -> Void) rethrows {
    for g in groups.indices {
      for s in groups[g].swatches.indices {
        try transform(&groups[g].swatches[s])
      }
    }
  }
}
