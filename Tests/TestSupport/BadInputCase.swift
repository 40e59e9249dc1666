public import PaletteCore
public import Testing

/// An input a decoder must refuse, with the error it must give: the table rows of the
/// bad-input tests, shared by every format's tests.
public struct BadInputCase: Sendable, CustomTestStringConvertible {
  /// Where the input's bytes come from.
  public enum Input: Sendable {
    /// The UTF-8 bytes of a text.
    case text(String)
    /// The bytes themselves.
    case bytes([UInt8])
    /// A file under `Fixtures/`, read when the case runs.
    case fixture(String)
  }

  /// The case's name in the test report.
  public var name: String
  /// The input.
  public var input: Input
  /// The error's kind.
  public var kind: PaletteError.Kind
  /// The error's exact message; `nil` leaves it unchecked.
  public var message: String?
  /// The error's exact location; `nil` leaves it unchecked.
  public var location: PaletteCore.SourceLocation?

  /// A case whose input is a text.
  public init(
    name: String, text: String, kind: PaletteError.Kind, message: String? = nil,
    location: PaletteCore.SourceLocation? = nil
  ) {
    self.init(name: name, input: .text(text), kind: kind, message: message, location: location)
  }

  /// A case whose input is bytes.
  public init(
    name: String, bytes: [UInt8], kind: PaletteError.Kind, message: String? = nil,
    location: PaletteCore.SourceLocation? = nil
  ) {
    self.init(name: name, input: .bytes(bytes), kind: kind, message: message, location: location)
  }

  /// A case whose input is the file `folder/file` under `Fixtures/`, named by `file`.
  public init(
    file: String, in folder: String, kind: PaletteError.Kind, message: String? = nil,
    location: PaletteCore.SourceLocation? = nil
  ) {
    self.init(
      name: file, input: .fixture(folder + "/" + file), kind: kind, message: message,
      location: location)
  }

  private init(
    name: String, input: Input, kind: PaletteError.Kind, message: String?,
    location: PaletteCore.SourceLocation?
  ) {
    self.name = name
    self.input = input
    self.kind = kind
    self.message = message
    self.location = location
  }

  /// The input's bytes.
  public var bytes: [UInt8] {
    switch input {
    case .text(let text): Array(text.utf8)
    case .bytes(let bytes): bytes
    case .fixture(let path): Fixtures.bytes(path)
    }
  }

  /// The name shown for this case in test results.
  public var testDescription: String { name }

  /// Expects `decode` to refuse the input with this case's error.
  ///
  /// - Parameters:
  ///   - format: The format identifier the error must name; `nil` leaves it unchecked.
  ///   - sourceLocation: Where a failure is reported.
  ///   - decode: Decodes the bytes; its result is ignored.
  public func expectRefused(
    format: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    by decode: ([UInt8]) throws -> Void
  ) {
    let input = bytes
    let error = #expect(throws: PaletteError.self, sourceLocation: sourceLocation) {
      try decode(input)
    }
    guard let error else { return }
    #expect(error.kind == kind, sourceLocation: sourceLocation)
    if let message { #expect(error.message == message, sourceLocation: sourceLocation) }
    if let location { #expect(error.location == location, sourceLocation: sourceLocation) }
    if let format { #expect(error.format == format, sourceLocation: sourceLocation) }
  }
}
