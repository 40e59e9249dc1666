public import PaletteCore

/// One entry of a colour-name dictionary: a name, its colour and where the name comes from.
public struct ColorName: Hashable, Sendable {
  /// The data set a name comes from.
  public enum Source: String, Hashable, Sendable {
    /// CSS Color Module Level 4 named colours.
    case css
    /// The xkcd colour survey (2010), public domain.
    case xkcd
  }

  /// The name as it is given to swatches: `rebeccapurple`, `Dusty Rose`.
  public var name: String
  /// The colour the data set gives for it.
  public var color: RGBA8
  /// Where the name comes from.
  public var source: Source

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - color: Its colour.
  ///   - source: Its data set.
  public init(name: String, color: RGBA8, source: Source) {
    self.name = name
    self.color = color
    self.source = source
  }
}
