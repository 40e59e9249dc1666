/// One difference between two versions of a palette, about one swatch.
///
/// A swatch that differs in several ways gives several changes: a swatch renamed and moved
/// to another group is one ``Kind/renamed`` and one ``Kind/moved`` change.
public struct PaletteChange: Hashable, Sendable {
  /// What changed.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A swatch only the new palette has.
    case added
    /// A swatch only the old palette has.
    case removed
    /// The same colour under another name.
    case renamed
    /// The same name with a colour more than the tolerance away.
    case recoloured
    /// Another group, or another place in the order of its group.
    case moved
    /// Another kind (process, global, spot), colour model or alpha.
    case changed
  }

  /// A property that a ``Kind/changed`` change is about.
  public enum Property: String, Hashable, Sendable, CaseIterable {
    /// Process, global or spot.
    case kind
    /// The colour model the values are stored in.
    case model
    /// The opacity.
    case alpha
    /// The appearance variants (dark, high contrast): one only one side has, or one more than
    /// the tolerance away.
    case appearances
  }

  /// What changed.
  public var kind: Kind
  /// The swatch in the old palette; `nil` for ``Kind/added``.
  public var old: SwatchPlace?
  /// The swatch in the new palette; `nil` for ``Kind/removed``.
  public var new: SwatchPlace?
  /// The CIEDE2000 difference between the old and new colour, for ``Kind/recoloured``.
  public var deltaE: Double?
  /// The properties that differ, for ``Kind/changed``, in declaration order.
  public var properties: [Property]

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - kind: What changed.
  ///   - old: The old swatch, if there is one.
  ///   - new: The new swatch, if there is one.
  ///   - deltaE: The colour difference, for a recolouring.
  ///   - properties: The properties that differ, for a ``Kind/changed`` change.
  public init(
    _ kind: Kind, old: SwatchPlace?, new: SwatchPlace?, deltaE: Double? = nil,
    properties: [Property] = []
  ) {
    self.kind = kind
    self.old = old
    self.new = new
    self.deltaE = deltaE
    self.properties = properties
  }
}
