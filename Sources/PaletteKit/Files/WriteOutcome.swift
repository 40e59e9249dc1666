/// What ``PaletteFile/write(_:to:)`` did.
public enum WriteOutcome: String, Hashable, Sendable {
  /// The file was created or its bytes were replaced.
  case written
  /// The file already held exactly these bytes and was not touched.
  case unchanged
}
