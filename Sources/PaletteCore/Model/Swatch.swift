/// One named colour of a palette.
public struct Swatch: Hashable, Sendable {
  /// The swatch's name; `nil` when the file gave none (which is not the same as an empty name).
  public var name: String?
  /// The colour in the model the file stored it in.
  public var color: PaletteColor
  /// How a layout application treats the swatch: process, global or spot.
  public var kind: SwatchKind
  /// Where the swatch was read from, so diagnostics can point at it.
  ///
  /// The location is provenance, not content: it takes no part in equality or hashing.
  public var location: SourceLocation?

  /// Creates a swatch.
  ///
  /// - Parameters:
  ///   - name: The name, or `nil` for an unnamed swatch.
  ///   - color: The colour.
  ///   - kind: The swatch kind; process by default.
  ///   - location: Where the swatch was read from, if anywhere.
  public init(
    name: String? = nil, color: PaletteColor, kind: SwatchKind = .process,
    location: SourceLocation? = nil
  ) {
    self.name = name
    self.color = color
    self.kind = kind
    self.location = location
  }

  /// Two swatches are equal when name, colour and kind are; locations are ignored.
  public static func == (lhs: Swatch, rhs: Swatch) -> Bool {
    lhs.name == rhs.name && lhs.color == rhs.color && lhs.kind == rhs.kind
  }

  /// Hashes name, colour and kind; the location is ignored, as in `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(color)
    hasher.combine(kind)
  }
}
