import PaletteCore
import PaletteKit
import Testing

/// The built-in formats by identifier, as the CLI sees them.
enum Formats {
  /// The format called `identifier`; a test that names a format the registry lacks fails here,
  /// instead of testing a stand-in.
  static func named(
    _ identifier: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> any PaletteFormat {
    try #require(
      FormatRegistry.builtIn.format(named: identifier), "no built-in format '\(identifier)'",
      sourceLocation: sourceLocation)
  }
}
