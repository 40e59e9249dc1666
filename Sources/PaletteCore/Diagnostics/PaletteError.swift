/// The one error type of palconv's codecs: what went wrong, and where.
///
/// Codecs throw it with typed throws; file I/O fills in ``path``. `description` (and so
/// `"\(error)"`) renders it as a compiler does: `path:line:col: error: message`. PaletteCore
/// imports no Foundation, so it is not a `LocalizedError`: show `description`, not
/// `localizedDescription`.
public struct PaletteError: Error, Hashable, Sendable {
  /// The category of an error, for programs that react to it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The input ended before a complete structure.
    case unexpectedEndOfInput = "unexpected-end"
    /// The input does not start with the format's signature or header.
    case invalidSignature = "invalid-signature"
    /// The format version is not one this codec reads.
    case unsupportedVersion = "unsupported-version"
    /// The text does not follow the format's grammar.
    case syntax
    /// A value is malformed, out of range, NaN or infinite.
    case invalidValue = "invalid-value"
    /// Text is not valid UTF-8 or UTF-16.
    case invalidEncoding = "invalid-encoding"
    /// A size, count or nesting limit was exceeded.
    case limitExceeded = "limit-exceeded"
    /// The palette cannot be written in the requested format.
    case unrepresentable
    /// The format could not be determined, or is not supported.
    case unknownFormat = "unknown-format"
    /// A file could not be read or written.
    case io
    /// The file yields no colour while its reader left part of it aside or did not know the
    /// version it declares: an empty palette would hide what was not read
    /// (``/PaletteCore/DecodedPalette/requiringContent(format:)``).
    case nothingRead = "nothing-read"
  }

  /// The category.
  public var kind: Kind
  /// One sentence for people, without location or severity.
  public var message: String
  /// The identifier of the format involved (`"ase"`, `"gpl"`, …), if any.
  public var format: String?
  /// Where in the input the problem is, if known.
  public var location: SourceLocation?
  /// The file involved; set by file I/O, never by a codec.
  public var path: String?
  /// A finer code for the diagnostic than `error.<kind>`, for an error a program tells apart
  /// from others of its kind (`output.overwrites-input`); `nil` for most.
  public var code: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: The category.
  ///   - message: One sentence for people.
  ///   - format: The format identifier, if any.
  ///   - location: Where in the input, if known.
  ///   - path: The file, if known.
  ///   - code: A finer diagnostic code than `error.<kind>`, if any.
  public init(
    _ kind: Kind, _ message: String, format: String? = nil, location: SourceLocation? = nil,
    path: String? = nil, code: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.format = format
    self.location = location
    self.path = path
    self.code = code
  }

  /// A copy with ``path`` set.
  ///
  /// - Parameter path: The file involved.
  /// - Returns: The copy.
  public func with(path: String?) -> PaletteError {
    var copy = self
    copy.path = path
    return copy
  }

  /// The error as an error-severity ``Diagnostic`` with ``code``, or `error.<kind>`.
  public var diagnostic: Diagnostic {
    Diagnostic(
      .error, code: code ?? "error.\(kind.rawValue)", message: message, location: location,
      path: path)
  }
}

extension PaletteError: CustomStringConvertible {
  /// The compiler-style rendering, e.g. `brand.gpl:3:7: error: invalid colour '#12g'`.
  public var description: String { DiagnosticRenderer.plain.render(diagnostic) }
}
