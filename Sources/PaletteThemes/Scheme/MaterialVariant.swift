/// The scheme variants of Material 3 dynamic colour: how a seed's hue and chroma become the
/// five tonal palettes of a scheme.
public enum MaterialVariant: String, Hashable, Sendable, CaseIterable {
  /// Android's default: a calm primary (chroma 36), muted secondary and neutral, and a
  /// tertiary 60° round the hue.
  case tonalSpot = "tonal-spot"
  /// The seed's own chroma for primary, primary-container at the seed's tone, and a tertiary
  /// analogous in temperature: for colours taken from content such as an image.
  case content
  /// Like ``content``, with a tertiary that is the seed's complement in temperature.
  case fidelity
  /// The most chroma the primary's hue allows, with secondary and tertiary hues rotated by
  /// the seed's hue.
  case vibrant
  /// Primary 240° away from the seed, secondary and tertiary hues rotated: playful, with the
  /// seed's hue mostly in the neutrals.
  case expressive
  /// Nearly grey: chroma 12 for primary, 2 for the neutrals.
  case neutral
  /// Greys only: every palette at chroma 0.
  case monochrome
  /// A colourful primary (chroma 48) on pure grey neutrals.
  case rainbow
  /// Primary and secondary 50° before the seed's hue, tertiary at it.
  case fruitSalad = "fruit-salad"
}
