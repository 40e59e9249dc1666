import PaletteCore

/// One colour role of a scheme whose roles are fixed (a terminal's sixteen ANSI colours and
/// its background, base16's `base00` to `base0F`): the name it is read and written as, the
/// swatch names that fill it, and how the writer fills it when no swatch does.
struct SchemeSlot: Sendable {
  /// The name the role's swatch is read back with (`bright-red`, `base08`).
  let name: String
  /// The swatch names that fill the slot, in tiers, as ``SchemeNames/key(_:)`` keys: a name
  /// of an earlier tier wins over one of a later tier (a terminal's `red` is a swatch named
  /// `red` or `color1` before one named `base08`).
  let aliases: [[String]]
  /// The slots whose colours fill this one when no swatch does, tried in order; each counts
  /// only when a swatch fills it.
  let fallbacks: [SchemeFallback]
  /// The colour written when neither a swatch nor a fallback fills the slot.
  let defaultColor: RGBA8
}

/// Where a slot no swatch fills takes its colour from.
enum SchemeFallback: Sendable {
  /// Another slot's colour, as it is.
  case copy(Int)
  /// The mean of two slots' colours, channel by channel in 8-bit sRGB, rounded half up
  /// (base16's `base09`, an orange, between `base08` red and `base0A` yellow).
  case mix(Int, Int)
}
