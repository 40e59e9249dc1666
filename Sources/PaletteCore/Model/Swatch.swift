/// One named colour of a palette.
public struct Swatch: Hashable, Sendable {
  /// The swatch's name; `nil` when the file gave none (which is not the same as an empty name).
  public var name: String?
  /// The colour in the model the file stored it in.
  public var color: PaletteColor
  /// Variants for other appearances (dark, high contrast); ``color`` is the light colour.
  /// Empty for most swatches.
  public var appearances: [Appearance: PaletteColor]
  /// Where the swatch was read from, so diagnostics can point at it.
  ///
  /// The location is provenance, not content: it takes no part in equality or hashing.
  public var location: SourceLocation?
  /// How a layout application treats the swatch: process, global or spot.
  ///
  /// Declared last, it takes a byte after the location's 17 instead of a padded word after
  /// the colour: a swatch is 72 bytes, not 80, which a palette of millions feels.
  public var kind: SwatchKind

  /// Creates a swatch.
  ///
  /// - Parameters:
  ///   - name: The name, or `nil` for an unnamed swatch.
  ///   - color: The colour.
  ///   - kind: The swatch kind; process by default.
  ///   - appearances: Variants for other appearances; none by default.
  ///   - location: Where the swatch was read from, if anywhere.
  public init(
    name: String? = nil, color: PaletteColor, kind: SwatchKind = .process,
    appearances: [Appearance: PaletteColor] = .init(), location: SourceLocation? = nil
  ) {
    self.name = name
    self.color = color
    self.kind = kind
    self.appearances = appearances
    self.location = location
  }

  /// Two swatches are equal when name, colour, kind and appearance variants are; locations
  /// are ignored.
  public static func == (lhs: Swatch, rhs: Swatch) -> Bool {
    lhs.name == rhs.name && lhs.color == rhs.color && lhs.kind == rhs.kind
      && lhs.appearances == rhs.appearances
  }

  /// Hashes name, colour, kind and variants; the location is ignored, as in `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(color)
    hasher.combine(kind)
    if !appearances.isEmpty { hasher.combine(appearances) }
  }
}
