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

extension Formats {
  /// The built-in format called `identifier` that is read and written as single files.
  static func codec(
    _ identifier: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> any PaletteDecoder & PaletteEncoder {
    try #require(
      named(identifier, sourceLocation: sourceLocation) as? any PaletteDecoder & PaletteEncoder,
      "\(identifier) is not read and written as single files", sourceLocation: sourceLocation)
  }

  /// The built-in format called `identifier` that is read from single files.
  static func decoder(
    _ identifier: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> any PaletteDecoder {
    try #require(
      named(identifier, sourceLocation: sourceLocation) as? any PaletteDecoder,
      "\(identifier) is not read from single files", sourceLocation: sourceLocation)
  }
}

extension Formats {
  /// The built-in format called `identifier` that is written as single files.
  static func encoder(
    _ identifier: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> any PaletteEncoder {
    try #require(
      named(identifier, sourceLocation: sourceLocation) as? any PaletteEncoder,
      "\(identifier) is not written as single files", sourceLocation: sourceLocation)
  }
}
