/// A palette encoded by a format, with what the format could not keep.
///
/// The counterpart of ``DecodedPalette``: ``PaletteEncoder/encodeReportingLosses(_:)`` returns
/// one, so a library user learns what a conversion dropped or approximated where it happens,
/// as the command line does.
public struct EncodedPalette: Hashable, Sendable {
  /// The file's bytes.
  public var bytes: [UInt8]
  /// One warning per kind of loss (``LossKind``), with counts and the first names concerned;
  /// empty when the file holds everything the palette said.
  public var losses: [Diagnostic]

  /// Creates an encode result.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - losses: The loss warnings; none by default.
  public init(bytes: [UInt8], losses: [Diagnostic] = []) {
    self.bytes = bytes
    self.losses = losses
  }
}
