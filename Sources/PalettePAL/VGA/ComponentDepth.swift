/// How many bits each component of a raw VGA palette has.
public enum ComponentDepth: String, Hashable, Sendable, CaseIterable {
  /// Decided by the content: 6-bit for a 768-byte file whose every value is at most 63,
  /// 8-bit otherwise.
  case automatic = "auto"
  /// 6-bit values 0...63, as the VGA DAC takes them (`--pal-bits 6`).
  case six = "6"
  /// 8-bit values 0...255 (`--pal-bits 8`).
  case eight = "8"
}
