/// The texts of a palette that a format may write: its name, its description, the names of its
/// groups and of its swatches.
public struct TextFields: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The palette's name.
  public static let paletteName = TextFields(rawValue: 1 << 0)
  /// The palette's description.
  public static let description = TextFields(rawValue: 1 << 1)
  /// The names of the groups.
  public static let groupNames = TextFields(rawValue: 1 << 2)
  /// The names of the swatches.
  public static let swatchNames = TextFields(rawValue: 1 << 3)
  /// Every text.
  public static let all: TextFields = [.paletteName, .description, .groupNames, .swatchNames]
}
