/// An ordered run of swatches, optionally named.
///
/// A named group is a real group of the source file (an ASE group, a JSON group); an unnamed
/// group holds swatches that were not inside any group.
public struct PaletteGroup: Hashable, Sendable {
  /// The group's name, or `nil` for a run of ungrouped swatches.
  public var name: String?
  /// The swatches in file order.
  public var swatches: [Swatch]
  /// Where the group started in the source file, if it was read from one.
  ///
  /// The location is provenance, not content: it takes no part in equality or hashing.
  public var location: SourceLocation?

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - name: The group's name, or `nil` for ungrouped swatches.
  ///   - swatches: The swatches in order.
  ///   - location: Where the group was read from, if anywhere.
  public init(name: String? = nil, swatches: [Swatch] = [], location: SourceLocation? = nil) {
    self.name = name
    self.swatches = swatches
    self.location = location
  }

  /// Two groups are equal when their names and swatches are; locations are ignored.
  public static func == (lhs: PaletteGroup, rhs: PaletteGroup) -> Bool {
    lhs.name == rhs.name && lhs.swatches == rhs.swatches
  }

  /// Hashes the name and swatches; the location is ignored, as in `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(swatches)
  }
}
