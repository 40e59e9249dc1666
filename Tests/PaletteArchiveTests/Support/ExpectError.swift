import PaletteCore
import Testing

/// Runs `body`, expecting a ``PaletteError`` of `kind` with a byte offset (exactly `offset`
/// when given); returns the error.
@discardableResult
func expectError<T>(
  _ kind: PaletteError.Kind, at offset: Int? = nil, _ body: () throws(PaletteError) -> T,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> PaletteError? {
  do {
    let value = try body()
    Issue.record("expected a \(kind) error, got \(value)", sourceLocation: sourceLocation)
    return nil
  } catch {
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    #expect(error.format == "test", sourceLocation: sourceLocation)
    guard case .byte(let actual) = error.location else {
      Issue.record("no byte offset: \(error)", sourceLocation: sourceLocation)
      return error
    }
    if let offset { #expect(actual == offset, "\(error)", sourceLocation: sourceLocation) }
    return error
  }
}
