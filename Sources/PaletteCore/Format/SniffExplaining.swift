/// A decoder that says what its sniffer's answer rests on, and whether the format has a
/// signature at all, so detection can explain its choice and refuse to guess.
///
/// Detection works without it. A decoder adopts it when the answer needs explaining: which of
/// several formats that share an extension (`.pal`) the bytes are, or that a claim rests only on
/// the size and shape of headerless bytes.
///
///     struct RawFormat: SniffExplaining {
///       var isHeaderless: Bool { true }
///       func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String? {
///         sniff(prefix) == .none ? nil : "\(prefix.count) bytes of RGB triples"
///       }
///       // identity, sniff and decode as for any decoder
///     }
public protocol SniffExplaining: PaletteDecoder {
  /// Whether the format has no signature, so its sniffer judges only the size and shape of the
  /// bytes (a raw table of colours).
  ///
  /// Such a claim never wins a tie on list order: when a headerless format ties with another
  /// at ``DetectionConfidence/weak`` and the file name extension does not pick one of them,
  /// detection calls the input ambiguous and asks for the format by name.
  var isHeaderless: Bool { get }

  /// What in `prefix` the sniffer's answer rests on, as a phrase for detection's reason, e.g.
  /// `"'RIFF' at byte 0 and 'PAL ' at byte 8"`.
  ///
  /// - Parameter prefix: The first bytes of the file, as ``PaletteDecoder/sniff(_:)`` sees them.
  /// - Returns: The phrase, or `nil` when the sniffer answers ``DetectionConfidence/none``.
  func sniffEvidence(_ prefix: ArraySlice<UInt8>) -> String?
}
